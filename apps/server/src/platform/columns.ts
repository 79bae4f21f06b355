import { type SQLWrapper, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index, timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so the value survives a round trip through a JS Date (optimistic locking). */
export const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

export const timestamps = {
  created_at: stamp('created_at').defaultNow().notNull(),
  updated_at: stamp('updated_at').defaultNow().notNull(),
};

/** A trigram index's operator class: "contains" searches (`ilike '%x%'`) read it instead of the table. */
export const trigram = (column: SQLWrapper) => sql`${column} gin_trgm_ops`;

/**
 * Indexes in the exact order a list sorts by (list-query.ts: `asc nulls first` / `desc nulls last`,
 * then `id asc`), so that a page is read from the index instead of sorting the table, and a deep
 * page counts its offset in an index-only scan. A plain `(sort_key, id)` index sorts nulls last and
 * does not match `sort_key asc nulls first`, even on a NOT NULL column.
 */
export const sortKeyOrder = (table: string, t: { sort_key: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(`${table}_order_sort_key_index`).on(t.sort_key.asc().nullsFirst(), t.id);
export const newestFirstOrder = (
  table: string,
  t: { created_at: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(`${table}_order_created_at_index`).on(t.created_at.desc().nullsLast(), t.id);
