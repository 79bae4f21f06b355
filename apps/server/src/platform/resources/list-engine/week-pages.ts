import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { quoteIdent } from './columns-sql.ts';
import { listOrder } from './list-conditions.ts';

/** From this many rows before a page (from the end it is walked from), the page starts at its week. */
export const WEEK_WALK_FROM = 2_500;

/** Whether a list in this order (either way) can walk its deep pages from their week. */
export const ledByWeeks = (store: ResourceStore, sortKeys: { key: string }[]) =>
  !!store.weekCounted && sortKeys[0]?.key === store.weekCounted.column;

/**
 * The ids of a deep page of a whole list (no scope, filter or search) whose order is led by the
 * store's `weekCounted` column: its counters of rows per week (migration 0051) say which week holds
 * the page's first row and how many rows come before that week, so the page is walked from the
 * week's start (at most a week of index entries) instead of from the list's start (page 5,000 of the
 * orders skipped 125,000 entries one by one). Null where that does not apply. `sortKeys` is the order
 * the page is walked in (backwards for a page in the second half of the list).
 */
export function weekPageIds(
  store: ResourceStore,
  sortKeys: { key: string; desc: boolean }[],
  page: { offset: number; limit: number },
): SQL | null {
  const weeks = store.weekCounted;
  if (!weeks || page.offset < WEEK_WALK_FROM || !ledByWeeks(store, sortKeys)) return null;
  const desc = sortKeys[0]!.desc;
  const column = sql.raw(`t.${quoteIdent(weeks.column)}`);
  const startOf = (week: SQL) =>
    weeks.date ? sql`row_counts_week_first_day(${week})` : sql`row_counts_week_start(${week})`;
  // Rows before a week in this order: those of every later week (descending) or earlier one.
  const bound = desc
    ? sql`${column} < (select ${startOf(sql`week + 1`)} from start)`
    : sql`${column} >= (select ${startOf(sql`week`)} from start)`;
  return sql`with start as (select week, before
      from row_count_weeks_place(${store.table}, ${page.offset}::bigint, ${desc}))
    select t.id from ${sql.raw(`${quoteIdent(store.table)} t`)} where ${bound}
    order by ${listOrder(store, sortKeys)}
    limit ${page.limit} offset (select ${page.offset}::bigint - before from start)`;
}
