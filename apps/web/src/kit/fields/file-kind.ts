import { rules } from '@proboard/domain';

/**
 * What a stored file's icon shows, from the extension of its URL (`/files/<key>.pdf`, or a private
 * document's signed link `/files/<key>.pdf?expires=...&signature=...`).
 */
export type FileKind = 'image' | 'pdf' | 'spreadsheet' | 'document' | 'archive' | 'other';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  doc: 'document',
  docx: 'document',
  ppt: 'document',
  pptx: 'document',
  txt: 'document',
  zip: 'archive',
};

export function fileKind(url: string): FileKind {
  const path = url.trim().split('?')[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if ((rules.IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return KINDS[extension] ?? 'other';
}
