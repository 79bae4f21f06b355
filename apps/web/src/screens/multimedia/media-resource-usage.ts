/** A range, system, family, product or article as a media resource's `used_by` lists it. */
export interface UsedByEntry {
  id: number;
  az_iso: string;
  name: string;
}

interface Named {
  name: string;
}

/** The read-only parts of a media resource record the usage panel shows. */
export interface MediaResourceUsageRecord {
  media_group?: Named | null;
  media_class?: Named | null;
  media_type?: Named | null;
  file?: { name: string; size: number; mime: string; url: string } | null;
  used_by?: Partial<Record<MediaUserKind, UsedByEntry[]>> & { total?: number };
}

/** The kinds of record that use media resources, in the order the panel lists them. */
export const MEDIA_USER_KINDS = ['ranges', 'systems', 'families', 'products', 'articles'] as const;
export type MediaUserKind = (typeof MEDIA_USER_KINDS)[number];

/**
 * What the panel shows: `Imágenes > Fotos de producto > Foto principal`, the file (null for an
 * external link), the users by kind and how many the server left out of its lists (it sends the
 * first 100 of each kind and the total).
 */
export function usageOf(record: MediaResourceUsageRecord) {
  const classification = [record.media_group, record.media_class, record.media_type]
    .map((level) => level?.name)
    .filter(Boolean)
    .join(' > ');
  const usedBy = Object.fromEntries(
    MEDIA_USER_KINDS.map((kind) => [kind, record.used_by?.[kind] ?? []]),
  ) as Record<MediaUserKind, UsedByEntry[]>;
  const listed = MEDIA_USER_KINDS.reduce((sum, kind) => sum + usedBy[kind].length, 0);
  const total = record.used_by?.total ?? listed;
  return { classification, file: record.file ?? null, usedBy, total, hidden: Math.max(0, total - listed) };
}
