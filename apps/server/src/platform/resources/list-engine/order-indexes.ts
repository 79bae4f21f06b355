import { sql } from 'drizzle-orm';
import type { Queryable, ResourceStore } from '../resource-store.ts';

/** pg_index.indoption's bits. */
const DESC = 1;
const NULLS_FIRST = 2;

/** A btree index's leading plain columns and their options (an expression ends the list). */
type OrderIndex = { column: string; option: number }[];

/** The btree indexes of the public tables, by table, read at start (`loadOrderIndexes`). */
let orderIndexes = new Map<string, OrderIndex[]>();

/**
 * Reads which orders the tables' indexes hold, so that a list can tell whether its order is walked
 * from an index (`orderIndexed`). The schema only changes with the migrations, run before start.
 */
export async function loadOrderIndexes(db: Queryable) {
  const result = await db.execute<{ table: string; columns: (string | null)[]; options: number[] }>(sql`
    select c.relname as "table",
      array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, n)
        left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where k.n <= i.indnkeyatts order by k.n) as columns,
      i.indoption::int2[]::int[] as options
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace and i.indpred is null`);
  const indexes = new Map<string, OrderIndex[]>();
  for (const { table, columns, options } of result.rows) {
    const leading = columns.indexOf(null);
    const plain = (leading === -1 ? columns : columns.slice(0, leading)) as string[];
    const index = plain.map((column, n) => ({ column, option: options[n] ?? 0 }));
    indexes.set(table, [...(indexes.get(table) ?? []), index]);
  }
  orderIndexes = indexes;
}

/**
 * Whether an index of the store's table leads with the list order `sortKeys` (ended by the id, as
 * every list order is: `listOrderTerms`), read forwards or backwards, so that the order's first rows
 * are read without sorting the table. Each key is a plain column, in the list's null ordering (nulls
 * first ascending, last descending; the id as PostgreSQL orders it by default).
 */
export function orderIndexed(store: ResourceStore, sortKeys: { key: string; desc: boolean }[]): boolean {
  const keys = sortKeys.some((k) => k.key === 'id') ? sortKeys : [...sortKeys, { key: 'id', desc: false }];
  if (keys.some(({ key }) => store.expressions?.[key] ?? store.computed?.[key])) return false;
  const wanted = keys.map(({ key, desc }) =>
    key === 'id' ? (desc ? DESC | NULLS_FIRST : 0) : desc ? DESC : NULLS_FIRST,
  );
  return (orderIndexes.get(store.table) ?? []).some((index) => {
    if (index.length < keys.length) return false;
    const matches = (flip: number) =>
      keys.every(({ key }, n) => index[n]!.column === key && index[n]!.option === (wanted[n]! ^ flip));
    return matches(0) || matches(DESC | NULLS_FIRST);
  });
}
