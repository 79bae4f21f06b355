import { TagsInput } from '@mantine/core';
import { KEYWORD_TRANSLATIONS_MAX } from '@proboard/domain';
import { type FieldError, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface BoundKeywordTranslationsProps {
  /** Form path, e.g. `translations.fr.keyword_translations`. */
  name: string;
  label: string;
}

/** The first message of the list or of one of its words (`…keyword_translations.2`). */
function firstMessage(error: FieldError | FieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  if (error.message) return error.message;
  return Object.values(error as unknown as Record<string, FieldError>)
    .map((item) => (item && typeof item === 'object' ? firstMessage(item) : undefined))
    .find(Boolean);
}

/**
 * A language's own search words (`keyword_translations`), typed freely: Enter or a comma adds one,
 * duplicates are refused, and the box stops at the schema's maximum.
 */
export function BoundKeywordTranslations({ name, label }: BoundKeywordTranslationsProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <TagsInput
      ref={field.ref}
      label={label}
      description={t('kit.keywords.translatedHint')}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      maxTags={KEYWORD_TRANSLATIONS_MAX}
      splitChars={[',']}
      clearable
      error={firstMessage(fieldState.error as FieldError | FieldError[] | undefined)}
    />
  );
}
