import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';

/*
 * How a list and a record name their table and columns in SQL: shared by every statement of the list
 * engine, the record reads of resource-routes.ts and the Excel export.
 */

/** Quotes an SQL identifier (names come from definitions, never from requests). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL of a list column: its expression, or the quoted table column. */
export function columnSql(store: ResourceStore, key: string): SQL {
  const expression = store.expressions?.[key] ?? store.computed?.[key];
  return expression ? sql.raw(`(${expression})`) : sql.raw(`t.${quoteIdent(key)}`);
}

/** The listed table as `t`, the alias every list condition and order names. */
export const fromTable = (store: ResourceStore) => sql.raw(`${quoteIdent(store.table)} t`);

/** The columns of a record (`t.*`), or of a list row (`listColumns`), and the computed values. */
export function selectList(store: ResourceStore, forList = false): SQL {
  const expressions = forList ? store.computed : { ...store.computed, ...store.recordComputed };
  const computed = Object.entries(expressions ?? {}).map(([key, expression]) =>
    sql.raw(`(${expression}) as ${quoteIdent(key)}`),
  );
  const columns =
    forList && store.listColumns ? store.listColumns.map((c) => `t.${quoteIdent(c)}`).join(', ') : 't.*';
  return sql.join([sql.raw(columns), ...computed], sql`, `);
}
