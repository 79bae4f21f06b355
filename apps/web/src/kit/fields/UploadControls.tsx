import { Button, FileButton, Group, Loader, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type Ref, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { fileSizeText } from './file-size.ts';

export interface UploadControlsProps {
  /** Text set of the field: `kit.image` or `kit.file` (choose, replace, remove, uploading). */
  texts: 'kit.image' | 'kit.file';
  accept: string;
  /** A value is stored: the button says replace, and remove shows. */
  hasValue: boolean;
  disabled: boolean;
  /** The file on its way, if any. */
  uploading: File | null;
  onChoose(file: File): void;
  onRemove(): void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The buttons of an upload field (choose or replace, remove) and the line of the upload on its way,
 * shared by the image and file fields. While an upload runs the buttons look disabled but keep the
 * focus where the keyboard left it.
 */
export function UploadControls(props: UploadControlsProps) {
  const { texts, hasValue, disabled, uploading } = props;
  const { t } = useTranslation();
  const resetInput = useRef<() => void>(null);
  const busy = uploading !== null;
  const busyProps = busy ? { 'data-disabled': true, 'aria-disabled': true } : {};

  function choose(file: File | null) {
    // The same file may be chosen again after a refusal: the input must forget it.
    resetInput.current?.();
    if (file && !disabled) props.onChoose(file);
  }

  return (
    <>
      {disabled ? null : (
        <Group gap="xs">
          <FileButton resetRef={resetInput} onChange={choose} accept={props.accept}>
            {(buttonProps) => (
              <Button
                ref={props.ref}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={16} aria-hidden />}
                {...busyProps}
                onClick={busy ? undefined : buttonProps.onClick}
                onBlur={props.onBlur}
              >
                {hasValue ? t(`${texts}.replace`) : t(`${texts}.choose`)}
              </Button>
            )}
          </FileButton>
          {hasValue ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              {...busyProps}
              onClick={busy ? undefined : props.onRemove}
            >
              {t(`${texts}.remove`)}
            </Button>
          ) : null}
        </Group>
      )}
      {uploading ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" truncate="end">
            {t(`${texts}.uploading`, {
              name: uploading.name,
              size: fileSizeText(uploading.size, currentLocale()),
            })}
          </Text>
        </Group>
      ) : null}
    </>
  );
}
