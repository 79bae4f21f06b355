import { Input, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { WIKI_ATTACHMENTS_MAX } from '@proboard/domain';
import { type FieldError, get, useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../kit/fields/FileUpload.tsx';
import type { FormMode } from '../../kit/resource/form-mode.ts';
import { fieldLabel } from '../../kit/text/translate.ts';
import { fileName, withAttachment } from './wiki-versions.ts';

const NAME = 'attachments';

/**
 * A wiki document's attachments inside its form (docu-create, details, version-create): one kit
 * upload per file (the kit's accepted kinds; the server checks each file is one of its uploads),
 * and an empty one to add the next, up to the schema's limit.
 */
export function WikiAttachmentsField({ mode }: { mode: FormMode; recordId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ name: NAME });
  const { errors } = useFormState({ name: NAME });
  const list = Array.isArray(field.value) ? (field.value as string[]) : [];
  const disabled = mode === 'details' || Boolean(field.disabled);
  const whole = (get(errors, NAME) as FieldError | undefined)?.message;
  const itemError = (index: number) =>
    (get(errors, `${NAME}.${index}`) as FieldError | undefined)?.message ?? undefined;
  const change = (index: number, url: string) => field.onChange(withAttachment(list, index, url));
  const label = fieldLabel(t, 'wikizones', NAME);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      error={typeof whole === 'string' ? whole : undefined}
      role="group"
      aria-labelledby={`${id}-label`}
      data-testid="wiki-attachments"
    >
      <Stack gap="sm" mt={4}>
        {list.length === 0 && disabled ? (
          <Text size="sm" c="dimmed">
            {t('wikiZoneScreens.noAttachments')}
          </Text>
        ) : null}
        {list.map((url, index) => (
          <FileUpload
            key={url}
            label={t('wikiZoneScreens.attachment', { number: index + 1, name: fileName(url) })}
            value={url}
            onChange={(next) => change(index, next)}
            onBlur={field.onBlur}
            disabled={disabled}
            error={itemError(index)}
          />
        ))}
        {disabled || list.length >= WIKI_ATTACHMENTS_MAX ? null : (
          <FileUpload
            // A fresh slot after each added file: it starts empty again.
            key={`new-${list.length}`}
            label={t('wikiZoneScreens.addAttachment')}
            value=""
            onChange={(next) => change(list.length, next)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
