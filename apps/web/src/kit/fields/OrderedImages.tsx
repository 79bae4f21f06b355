import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { rules } from '@proboard/domain';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReportPendingUpload } from '../form/pending-uploads.ts';
import { useFileUpload } from './use-file-upload.ts';

const ACCEPT = rules.IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const THUMBNAIL = 96;

interface OrderedImagesProps {
  label: string;
  /** Stored files' URLs, in order. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** The most images it takes (9 for an article). */
  max: number;
  disabled?: boolean;
  /** The field's error, or one image's (`images.3`), by position. */
  error?: string;
  imageErrors?: Readonly<Record<number, string | undefined>>;
}

function SortableImage(props: {
  url: string;
  position: number;
  disabled: boolean;
  error: string | undefined;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.url,
    disabled: props.disabled,
  });
  const position = props.position + 1;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={4}
      data-testid="ordered-image"
      data-url={props.url}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        borderColor: props.error ? 'var(--mantine-color-error)' : undefined,
      }}
    >
      <Stack gap={4} align="center">
        <Image
          src={props.url}
          alt={t('kit.orderedImages.image', { position })}
          w={THUMBNAIL}
          h={THUMBNAIL}
          fit="contain"
        />
        {props.disabled ? null : (
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={t('kit.orderedImages.move', { position })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('kit.orderedImages.remove', { position })}
              onClick={props.onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        {props.error ? (
          <Text size="xs" c="red" maw={THUMBNAIL} role="alert">
            {props.error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Images in an order the user sets by dragging (mouse, touch or keyboard: space, arrows, space).
 * Each image is uploaded as soon as it is chosen, as an ERP image (64 kB at most, checked by the
 * server); the last one is refused here once the list is full.
 */
export function OrderedImages({
  label,
  value,
  onChange,
  max,
  disabled = false,
  error,
  imageErrors,
}: OrderedImagesProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const {
    uploading,
    error: uploadError,
    upload,
  } = useFileUpload('erp-image', (file) => onChange([...value, file.url]));
  useReportPendingUpload(uploading !== null);
  const full = value.length >= max;

  function reorder(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...value], value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  }

  return (
    <Input.Wrapper
      label={label}
      description={disabled ? undefined : t('kit.orderedImages.hint', { max })}
      error={uploadError ?? error}
    >
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kit.orderedImages.empty')}
          </Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={reorder}>
            <SortableContext items={[...value]} strategy={rectSortingStrategy}>
              <Group gap="xs">
                {value.map((url, index) => (
                  <SortableImage
                    key={url}
                    url={url}
                    position={index}
                    disabled={disabled}
                    error={imageErrors?.[index]}
                    onRemove={() => onChange(value.filter((other) => other !== url))}
                  />
                ))}
              </Group>
            </SortableContext>
          </DndContext>
        )}
        {disabled ? null : (
          <Group gap="xs">
            <FileButton onChange={(file) => file && void upload(file)} accept={ACCEPT} disabled={full}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  loading={uploading !== null}
                  disabled={full}
                >
                  {t('kit.orderedImages.add')}
                </Button>
              )}
            </FileButton>
            {full ? (
              <Text size="sm" c="dimmed">
                {t('kit.orderedImages.full', { max })}
              </Text>
            ) : null}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
