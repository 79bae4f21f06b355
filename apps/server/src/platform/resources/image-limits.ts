import {
  ERP_IMAGE_MAX_BYTES,
  formatBytes,
  formatMessage,
  type Locale,
  limitedImageFields,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, ResourceStore, Row } from './resource-store.ts';

/** The storage key of one of our stored files, from its URL (`/files/<uuid>.png`). */
const STORED_KEY = /^\/files\/([0-9a-f-]{36}\.[a-z0-9]{2,5})$/;

/**
 * Image fields over their limit (the ERP's 64 kB for catalogue images), as field errors in the
 * caller's language. Judged by the stored file's recorded size, whatever way it was uploaded: the
 * screens upload images before the form is saved, so the save is where the limit holds. A value
 * that is not one of our stored files (a legacy file name) has no bytes here to weigh.
 */
export async function oversizedImages(
  db: Queryable,
  store: ResourceStore,
  body: Row,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const fields = limitedImageFields(store.definition).flatMap(({ key, maxBytes }) => {
    const match = typeof body[key] === 'string' ? STORED_KEY.exec(body[key] as string) : null;
    return match ? [{ key, maxBytes, storageKey: match[1]! }] : [];
  });
  if (fields.length === 0) return {};
  const found = await db.execute<{ storage_key: string; size: number }>(
    sql`select storage_key, size from stored_files where storage_key = any(${sql.param(fields.map((f) => f.storageKey))}::text[])`,
  );
  const sizes = new Map(found.rows.map((row) => [row.storage_key, Number(row.size)]));
  const errors: Record<string, string[]> = {};
  for (const { key, maxBytes, storageKey } of fields) {
    const size = sizes.get(storageKey);
    if (size !== undefined && size > maxBytes) {
      errors[key] = [
        // The ERP's limit says why; another limit (a QR landing page's image) only how much.
        maxBytes === ERP_IMAGE_MAX_BYTES
          ? formatMessage(locale, 'uploads.erpImageTooLarge', {
              actual: formatBytes(size),
              size: formatBytes(maxBytes),
            })
          : formatMessage(locale, 'uploads.imageTooLarge', { size: formatBytes(maxBytes) }),
      ];
    }
  }
  return errors;
}
