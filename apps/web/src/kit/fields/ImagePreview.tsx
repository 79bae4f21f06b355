import { Anchor, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ImagePreview as Preview } from './image-preview.ts';

const THUMBNAIL_SIZE = 96;

const frame = {
  width: THUMBNAIL_SIZE,
  height: THUMBNAIL_SIZE,
  flex: 'none',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-light)',
} as const;

interface ImagePreviewProps {
  preview: Preview;
  /** The image's text alternative: the field's label. */
  alt: string;
  /** The link's name, e.g. "Open Colour logo in a new tab". */
  openLabel: string;
  onFailed(src: string): void;
}

/** A thumbnail that opens the full image in a new tab; a neutral frame when there is nothing to show. */
export function ImagePreview({ preview, alt, openLabel, onFailed }: ImagePreviewProps) {
  if (preview.kind !== 'image') {
    return (
      <Center style={frame} c="dimmed">
        <IconPhoto size={32} stroke={1.5} aria-hidden />
      </Center>
    );
  }
  const { src } = preview;
  return (
    <Anchor
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={openLabel}
      display="block"
      style={frame}
    >
      <Image src={src} alt={alt} w="100%" h="100%" fit="contain" onError={() => onFailed(src)} />
    </Anchor>
  );
}
