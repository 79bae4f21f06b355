/** A product, article or family as a media resource's `used_by` lists it. */
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
  used_by?: { products?: UsedByEntry[]; articles?: UsedByEntry[]; families?: UsedByEntry[]; total?: number };
}

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
  const usedBy = {
    products: record.used_by?.products ?? [],
    articles: record.used_by?.articles ?? [],
    families: record.used_by?.families ?? [],
  };
  const listed = usedBy.products.length + usedBy.articles.length + usedBy.families.length;
  const total = record.used_by?.total ?? listed;
  return { classification, file: record.file ?? null, usedBy, total, hidden: Math.max(0, total - listed) };
}
