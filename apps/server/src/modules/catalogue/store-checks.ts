import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_TEXT_COLUMN } from '../../platform/columns.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';

/** Checks and list helpers shared by the catalogue stores (core, products, articles). */

export type Errors = Record<string, string[]>;

/** A list row: every column of the table but its translations (read with the record) and search text. */
export const withoutTranslations = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'translations' && name !== SEARCH_TEXT_COLUMN);
export const UNKNOWN_REFERENCE = 'validations.in_array';

/** Ids among `ids` that do not exist in `table`. */
export async function missingIds(tx: Tx, table: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx.execute<{ id: number }>(
    sql`select id from ${sql.raw(`"${table}"`)} where id = any(${sql.param([...ids])}::int[])`,
  );
  const existing = new Set(found.rows.map((r) => r.id));
  return ids.filter((id) => !existing.has(id));
}

export async function checkMarkets(tx: Tx, body: Row, errors: Errors) {
  const ids = [...((body.markets_available as number[]) ?? []), ...((body.markets_active as number[]) ?? [])];
  if ((await missingIds(tx, 'markets', ids)).length) errors.markets_available = [UNKNOWN_REFERENCE];
}

/** What products and articles share: translations as JSON, `AZ - name` label, lookup by az_iso. */
export const itemStore = {
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  azIsoLookup: true,
};
