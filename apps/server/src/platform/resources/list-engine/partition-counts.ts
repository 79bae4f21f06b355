import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { columnFilters, filterValues } from './list-conditions.ts';

/**
 * The rows of `table` whose `column` holds one of `values` (a one-column select), from the counters
 * that migration 0017's triggers keep per value (`row_counts_track_partitions(table, column)` must
 * have been run for that pair): exact under MVCC, whatever the number of rows.
 */
export const partitionTotal = (table: string, column: string, values: SQL): SQL =>
  sql`coalesce((select sum(delta) from row_counts where table_name = any(array(
    select ${`${table}.${column}=`} || v.value::text from (${values}) as v(value)))), 0)`;

/**
 * The exact total of a list whose only condition is one value of one of the store's `partitionFilters`
 * (no search, no scope), from its counters, and the values it holds when they are few enough to page
 * with (`partitionValues`): the bench's articles of the products named "blueface" are totalled from
 * the article counts of 500 products, read with them (counting the 5,000 articles read 1,000 index
 * pages), and their page walks the list order keeping those 500 products' articles.
 */
export function partitionFilterTotal(store: ResourceStore, context: ListContext): SQL | null {
  if (context.search || store.hooks?.listScope?.()) return null;
  const filtered = columnFilters(context);
  if (filtered.length !== 1) return null;
  const [key, raw] = filtered[0]!;
  const filter = store.partitionFilters?.[key];
  const values = filterValues(raw);
  if (!filter || values.length !== 1) return null;
  return sql`select coalesce(sum(c.n), 0)::int as total,
      case when count(*) <= ${PAGED_VALUES} then array_agg(c.v)::text end as "partitionValues"
    from (${filter.counts(values[0]!)}) c(v, n)`;
}

/**
 * Up to this many values, a page is found by testing each entry of the list order against them (a
 * hashed array); past it, they are matched again by their select (the statement would carry them all).
 */
export const PAGED_VALUES = 2_000;
