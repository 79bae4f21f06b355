import type { ResourceRow } from '../api/resource-endpoints.ts';

/** How a record is named in messages: `DAIKIN - Daikin`, else its code, name or id. */
export function recordLabel(row: ResourceRow): string {
  const label =
    row.az_label ?? [row.az_iso ?? row.iso, row.name ?? row.description].filter(Boolean).join(' - ');
  return String(label || row.id || '');
}
