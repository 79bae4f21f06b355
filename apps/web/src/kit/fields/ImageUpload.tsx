import { Group, Input, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { rules } from '@proboard/domain';
import { type DragEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportPendingUpload } from '../form/pending-uploads.ts';
import { fileSizeText } from './file-size.ts';
import { ImagePreview } from './ImagePreview.tsx';
import { imagePreview } from './image-preview.ts';
import { UploadControls } from './UploadControls.tsx';
import { useFileUpload } from './use-file-upload.ts';

/** The types the server takes as images, by extension: it checks the bytes anyway. */
const ACCEPT = rules.IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface ImageUploadProps {
  label: string;
  /** The stored file's URL (`/files/<uuid>.png`), an absolute URL, or ''. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Shows the preview only (details). */
  disabled?: boolean;
  /** The form's error for this field. */
  error?: string;
  /** Focused when the form points at this field (its choose button). */
  ref?: Ref<HTMLButtonElement>;
  /**
   * The most bytes the image may weigh (the ERP's 64 kB for catalogue images): said in the hint, and
   * a heavier file is refused here before it is uploaded (the server refuses it anyway).
   */
  maxBytes?: number;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * An image uploaded as soon as it is chosen (button or drop); the value becomes the stored file's
 * URL. A refused upload says why on the field and keeps the previous value.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, value, onChange, onBlur, disabled = false, error, ref, maxBytes } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const {
    uploading,
    error: uploadError,
    upload,
    clearError,
  } = useFileUpload(maxBytes ? 'erp-image' : 'image', (file) => onChange(file.url));
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const sizeText = (bytes: number) => fileSizeText(bytes, i18n.language);

  /** Uploads `file`, unless it weighs more than the field takes: then says so and keeps the value. */
  function choose(file: File) {
    if (maxBytes && file.size > maxBytes) {
      clearError();
      setTooLarge(t('kit.image.tooLarge', { size: sizeText(file.size), max: sizeText(maxBytes) }));
      return;
    }
    setTooLarge(null);
    void upload(file);
  }

  const preview = imagePreview(value, failedSrc);
  const busy = uploading !== null;
  // Inside a form, Save waits for the upload (pending-uploads.ts).
  useReportPendingUpload(busy);
  const refusal = tooLarge ?? uploadError;
  const shownError = refusal ?? error;

  function remove() {
    clearError();
    setTooLarge(null);
    onChange('');
  }

  const dropHandlers = disabled
    ? {}
    : {
        onDragOver(event: DragEvent) {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop(event: DragEvent) {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file) choose(file);
        },
      };

  const caption =
    preview.kind === 'empty'
      ? t('kit.image.none')
      : preview.kind === 'broken'
        ? t('kit.image.unavailable')
        : preview.kind === 'name'
          ? preview.name
          : null;
  const types = rules.IMAGE_EXTENSIONS.join(', ');
  const description = disabled
    ? undefined
    : maxBytes
      ? t('kit.image.hintLimited', { types, max: sizeText(maxBytes) })
      : t('kit.image.hint', { types });
  const describedBy = [shownError ? `${id}-error` : '', description ? `${id}-description` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      error={shownError}
      // A refused upload arrives after the user acted: announce it.
      errorProps={refusal ? { role: 'alert' } : undefined}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-busy={busy || undefined}
    >
      <Group
        gap="md"
        wrap="nowrap"
        mt={4}
        p={4}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          outline: dragging ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        }}
        {...dropHandlers}
      >
        <ImagePreview
          preview={preview}
          alt={label}
          openLabel={t('kit.image.open', { label })}
          onFailed={setFailedSrc}
        />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          {caption ? (
            <Text size="sm" c="dimmed" truncate="end">
              {caption}
            </Text>
          ) : null}
          <UploadControls
            texts="kit.image"
            accept={ACCEPT}
            hasValue={Boolean(value)}
            disabled={disabled}
            uploading={uploading}
            onChoose={choose}
            onRemove={remove}
            onBlur={onBlur}
            ref={ref}
          />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
