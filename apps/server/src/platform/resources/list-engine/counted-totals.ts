import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { quoteIdent } from './columns-sql.ts';
import { columnFilters } from './list-conditions.ts';

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
