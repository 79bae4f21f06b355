import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { filterValues, quoteIdent } from './list-query.ts';
import type { ResourceStore } from './resource-store.ts';

/**
 * The rows of `table` whose `column` holds one of `values` (a one-column select), from the counters
 * that migration 0017's triggers keep per value (`row_counts_track_partitions(table, column)` must
 * have been run for that pair): exact under MVCC, whatever the number of rows.
 */
export const partitionTotal = (table: string, column: string, values: SQL): SQL =>
  sql`coalesce((select sum(delta) from row_counts where table_name = any(array(
    select ${`${table}.${column}=`} || v.value::text from (${values}) as v(value)))), 0)`;

/** A list's column filters that hold a value (the global search is not one). */
export const columnFilters = (context: ListContext) =>
  Object.entries(context.filter).filter(([key, raw]) => key !== 'search' && filterValues(raw).length > 0);

/**
 * The exact total of a list whose every condition reads only the store's `countedColumns` (its scope
 * and filters on those columns or named in `countedFilters`, no search), from the counters migration
 * 0036's triggers keep per combination of their values; null for any other list. The list's own
 * conditions are applied to each counter's values, seen as a row `t` of the table holding only those
 * values (each of its column's type): whatever a filter matches (a whole state, a state whose name
 * contains the typed text, an assignee found by name), the same values are summed.
 */
export function countedTotal(store: ResourceStore, context: ListContext, where: SQL): SQL | null {
  const columns = store.countedColumns;
  if (!columns?.length || context.search) return null;
  const countable = new Set([...columns, ...(store.countedFilters ?? [])]);
  const filtered = columnFilters(context);
  if (filtered.some(([key]) => !countable.has(key))) return null;
  if (!filtered.length && !store.hooks?.listScope?.()) return null;
  const prefix = `${store.table}.${columns.join(',')}=`;
  const values = columns.map(
    (column, n) =>
      `${quoteLiteral(column)}, nullif(split_part(substr(r.table_name, ${prefix.length + 1}), chr(31), ${n + 1}), '')`,
  );
  return sql`select coalesce(sum(r.delta), 0)::int as total from row_counts r,
    lateral jsonb_populate_record(null::${sql.raw(quoteIdent(store.table))}, jsonb_build_object(${sql.raw(values.join(', '))})) t
    where ${countersNamed(prefix)} and ${where}`;
}

/**
 * The counters whose name starts with `prefix`, through the index on their names in byte order
 * (migration 0038): `starts_with` read every counter of every table (thousands, while the weeks were
 * kept there).
 */
export const countersNamed = (prefix: string): SQL => {
  const next = `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
  return sql`table_name collate "C" >= ${prefix} and table_name collate "C" < ${next}`;
};

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

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
