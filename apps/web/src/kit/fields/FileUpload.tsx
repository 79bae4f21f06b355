import { Anchor, Center, Group, Input, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { rules } from '@proboard/domain';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
} from '@tabler/icons-react';
import { type DragEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import type { UploadedFile } from '../api/upload-answer.ts';
import { useReportPendingUpload } from '../form/pending-uploads.ts';
import { type FileKind, fileKind } from './file-kind.ts';
import { fileSizeText } from './file-size.ts';
import { ImagePreview } from './ImagePreview.tsx';
import { imagePreview } from './image-preview.ts';
import { UploadControls } from './UploadControls.tsx';
import { useFileUpload } from './use-file-upload.ts';

/** The kinds SPEC-RULINGS accepts, for the file chooser only: the server checks the bytes anyway. */
const ACCEPT = [
  ...rules.IMAGE_EXTENSIONS,
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'csv',
  'txt',
  'zip',
]
  .map((extension) => `.${extension}`)
  .join(',');

const ICONS: Record<Exclude<FileKind, 'image'>, typeof IconFile> = {
  pdf: IconFileTypePdf,
  spreadsheet: IconFileSpreadsheet,
  document: IconFileText,
  archive: IconFileZip,
  other: IconFile,
};

const frame = {
  width: 96,
  height: 96,
  flex: 'none',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-light)',
} as const;

interface FileUploadProps {
  label: string;
  /** The stored file's URL (`/files/<uuid>.pdf`) or ''. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Shows the file only (details). */
  disabled?: boolean;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A file of any accepted kind, uploaded as soon as it is chosen (button or drop); the value becomes
 * the stored file's URL. Images show a thumbnail, other files an icon of their kind; both open the
 * file in a new tab. A refused upload says why on the field and keeps the previous value.
 */
export function FileUpload(props: FileUploadProps) {
  const { label, value, onChange, onBlur, disabled = false, error, required, ref } = props;
  const { t } = useTranslation();
  const id = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // The name and size of the file chosen in this form; a saved file shows its kind only.
  const [chosen, setChosen] = useState<UploadedFile | null>(null);
  const {
    uploading,
    error: uploadError,
    upload,
    clearError,
  } = useFileUpload('document', (file) => {
    setChosen(file);
    onChange(file.url);
  });
  const busy = uploading !== null;
  useReportPendingUpload(busy);
  const shownError = uploadError ?? error;
  const _busyProps = busy ? { 'data-disabled': true, 'aria-disabled': true } : {};
  const kind = value ? fileKind(value) : null;
  const name = chosen?.url === value ? chosen.name : null;

  function remove() {
    clearError();
    setChosen(null);
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
          if (file) void upload(file);
        },
      };

  const description = disabled ? undefined : t('kit.file.hint');
  const describedBy = [shownError ? `${id}-error` : '', description ? `${id}-description` : '']
    .filter(Boolean)
    .join(' ');
  const linkText = name ?? t('kit.file.stored', { extension: value.split('.').pop()?.toUpperCase() ?? '' });
  const Icon = kind && kind !== 'image' ? ICONS[kind] : IconFile;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      error={shownError}
      errorProps={uploadError ? { role: 'alert' } : undefined}
      withAsterisk={required}
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
        {kind === 'image' ? (
          <ImagePreview
            preview={imagePreview(value, failedSrc)}
            alt={label}
            openLabel={t('kit.file.open', { name: linkText })}
            onFailed={setFailedSrc}
          />
        ) : (
          <Center style={frame} c="dimmed">
            <Icon size={40} stroke={1.5} aria-hidden />
          </Center>
        )}
        <Stack gap="xs" style={{ minWidth: 0 }}>
          {value ? (
            <Anchor
              href={value}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              truncate="end"
              aria-label={t('kit.file.open', { name: linkText })}
            >
              {linkText}
              {chosen && name ? ` (${fileSizeText(chosen.size, currentLocale())})` : ''}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('kit.file.none')}
            </Text>
          )}
          <UploadControls
            texts="kit.file"
            accept={ACCEPT}
            hasValue={Boolean(value)}
            disabled={disabled}
            uploading={uploading}
            onChoose={(file) => void upload(file)}
            onRemove={remove}
            onBlur={onBlur}
            ref={ref}
          />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
