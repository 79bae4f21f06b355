import type { ArticleBulkChanges } from '@proboard/domain';
import { BULK_MARKET_FIELDS } from './article-bulk-form.ts';

/** How the summary names what it lists (translated by the caller). */
export interface BulkSummaryTexts {
  field(key: keyof ArticleBulkChanges): string;
  status(value: string): string;
  market(id: number): string;
  yes: string;
  no: string;
}

export interface BulkSummaryLine {
  key: keyof ArticleBulkChanges;
  label: string;
  value: string;
}

/** One line per change, in the form's order, for the confirmation: "Ciclo de vida: EoL". */
export function bulkSummary(changes: ArticleBulkChanges, texts: BulkSummaryTexts): BulkSummaryLine[] {
  const lines: BulkSummaryLine[] = [];
  const add = (key: keyof ArticleBulkChanges, value: string) =>
    lines.push({ key, label: texts.field(key), value });
  if (changes.altra_status_iso) add('altra_status_iso', texts.status(changes.altra_status_iso));
  for (const key of ['active', 'blocked'] as const) {
    const value = changes[key];
    if (value !== undefined) add(key, value ? texts.yes : texts.no);
  }
  for (const key of BULK_MARKET_FIELDS) {
    const ids = changes[key] ?? [];
    if (ids.length > 0) add(key, ids.map((id) => texts.market(id)).join(', '));
  }
  return lines;
}
