import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { quoteIdent } from './list-query.ts';
import type { ResourceStore } from './resource-store.ts';

/**
 * The rows of `table` whose `column` holds one of `values` (a one-column select), from the counters
 * that migration 0017's triggers keep per value (`row_counts_track_partitions(table, column)` must
 * have been run for that pair): exact under MVCC, whatever the number of rows.
 */
export const partitionTotal = (table: string, column: string, values: SQL): SQL =>
  sql`coalesce((select sum(delta) from row_counts where table_name = any(array(
    select ${`${table}.${column}=`} || v.value::text from (${values}) as v(value)))), 0)`;

/**
 * The exact total of a list whose every condition reads only the store's `countedColumns` (its scope
 * and filters on those columns, no search), from the counters migration 0036's triggers keep per
 * combination of their values; null for any other list. The list's own conditions are applied to each
 * counter's values, seen as a row `t` of those columns: whatever a filter matches (a whole state, a
 * state whose name contains the typed text), the same values are summed.
 */
export function countedTotal(store: ResourceStore, context: ListContext, where: SQL): SQL | null {
  const columns = store.countedColumns;
  if (!columns?.length || context.search) return null;
  const filtered = Object.entries(context.filter).filter(
    ([key, raw]) => key !== 'search' && (Array.isArray(raw) ? raw : [raw]).some((v) => String(v).trim()),
  );
  if (filtered.some(([key]) => !columns.includes(key))) return null;
  if (!filtered.length && !store.hooks?.listScope?.()) return null;
  const prefix = `${store.table}.${columns.join(',')}=`;
  const values = columns.map(
    (column, n) =>
      `split_part(substr(r.table_name, ${prefix.length + 1}), chr(31), ${n + 1}) as ${quoteIdent(column)}`,
  );
  return sql`select coalesce(sum(r.delta), 0)::int as total from row_counts r,
    lateral (select ${sql.raw(values.join(', '))}) t where starts_with(r.table_name, ${prefix}) and ${where}`;
}
