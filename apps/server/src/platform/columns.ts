import { type SQLWrapper, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index, text, timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so the value survives a round trip through a JS Date (optimistic locking). */
export const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

export const timestamps = {
  created_at: stamp('created_at').defaultNow().notNull(),
  updated_at: stamp('updated_at').defaultNow().notNull(),
};

/** A trigram index's operator class: "contains" searches (`ilike '%x%'`) read it instead of the table. */
export const trigram = (column: SQLWrapper) => sql`${column} gin_trgm_ops`;

/** The column of a list's search text: the database's own, never answered (serializeRows). */
export const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * A list's search text (ResourceStore.searchText): its search columns lower-cased and joined by
 * chr(1), a character no search holds, so that a typed text never matches across two columns.
 * Generated from the definition's `search`, so the column follows it.
 */
export const searchTextColumn = (searchColumns: readonly string[]) =>
  text(SEARCH_TEXT_COLUMN).generatedAlwaysAs(
    sql.raw(
      `lower(${searchColumns.map((column) => `coalesce("${column}"::text, '')`).join(' || chr(1) || ')})`,
    ),
  );

/**
 * The indexes of a table's search text, each taking each write at once (migration 0038): its trigram
 * index, and the index of its digit grams (migration 0049, `search_digit_grams`: every four characters
 * holding a digit), which finds the few rows holding a typed code ("-0012") where trigrams ("001",
 * "012") are in most codes of the table (returns: 1,147 candidates instead of 2,910, 4.0 -> 1.6 ms).
 */
export const searchTextIndexes = (table: string, t: { search_text: ExtraConfigColumn }) => [
  index(`${table}_search_text_trgm_index`).using('gin', trigram(t.search_text)).with({ fastupdate: false }),
  index(`${table}_search_grams_index`)
    .using('gin', sql`search_digit_grams(${t.search_text})`)
    .with({ fastupdate: false }),
];

/**
 * Indexes in the exact order a list sorts by (list-engine/list-conditions.ts: `asc nulls first` / `desc nulls last`,
 * then `id asc`), so that a page is read from the index instead of sorting the table, and a deep
 * page counts its offset in an index-only scan. A plain `(sort_key, id)` index sorts nulls last and
 * does not match `sort_key asc nulls first`, even on a NOT NULL column.
 */
export const sortKeyOrder = (table: string, t: { sort_key: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(`${table}_order_sort_key_index`).on(t.sort_key.asc().nullsFirst(), t.id);
/**
 * `carried`: columns after the id, which do not change the order. A list filtered by one of them (a
 * store's `partitionFilters`) then tests each entry of its walk in the index, without reading the row
 * (articles of 500 products by lifecycle: 0.45 -> 0.1 ms).
 */
export const newestFirstOrder = (
  table: string,
  t: { created_at: ExtraConfigColumn; id: ExtraConfigColumn },
  ...carried: ExtraConfigColumn[]
) => index(`${table}_order_created_at_index`).on(t.created_at.desc().nullsLast(), t.id, ...carried);
