import {
  type ListContext,
  type ResourceDefinition,
  searchableColumns,
  sortableColumns,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from './resource-store.ts';

/** The SQL of a list column: its expression, or the quoted table column. */
export function columnSql(store: ResourceStore, key: string): SQL {
  const expression = store.expressions?.[key] ?? store.computed?.[key];
  return expression ? sql.raw(`(${expression})`) : sql.raw(`t.${quoteIdent(key)}`);
}

/** Quotes an SQL identifier (names come from definitions, never from requests). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function columnType(definition: ResourceDefinition, key: string) {
  return definition.columns.find((c) => c.key === key)?.type ?? 'text';
}

export class ListInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** One column filter: text contains (case-insensitive), numbers and booleans equal, dates by prefix. */
function columnFilter(column: SQL, type: string, key: string, value: string): SQL {
  switch (type) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(value)) throw new ListInputError(`filter.${key}`, 'Expected a number');
      return sql`${column} = ${Number(value)}`;
    case 'boolean': {
      const lower = value.toLowerCase();
      const truthy = ['1', 'true', 'yes', 'si', 'sí'].includes(lower);
      if (!truthy && !['0', 'false', 'no'].includes(lower)) {
        throw new ListInputError(`filter.${key}`, 'Expected true or false');
      }
      return sql`${column} = ${truthy}`;
    }
    case 'date':
      return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') like ${`${value.replace(/[\\%_]/g, '')}%`}`;
    default:
      return sql`${column}::text ilike ${likePattern(value)}`;
  }
}

/** WHERE of a list: the global search over the definition's search columns, AND each column filter. */
export function listWhere(store: ResourceStore, context: ListContext): SQL {
  const { definition } = store;
  const parts: SQL[] = [sql`true`];
  const scope = store.hooks?.listScope?.();
  if (scope) parts.push(scope);
  const filterable = new Set(searchableColumns(definition));
  if (context.search) {
    const pattern = likePattern(context.search);
    const any = definition.search.map((column) => sql`${columnSql(store, column)}::text ilike ${pattern}`);
    if (any.length) parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  for (const [key, raw] of Object.entries(context.filter)) {
    if (key === 'search') continue;
    if (!filterable.has(key)) throw new ListInputError(`filter.${key}`, `Cannot filter by '${key}'`);
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(Boolean);
    if (values.length === 0) continue;
    const custom = store.filters?.[key];
    const column = columnSql(store, key);
    const type = columnType(definition, key);
    const conditions = values.map((value) =>
      custom ? custom(likePattern(value)) : columnFilter(column, type, key, value),
    );
    parts.push(conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** ORDER BY of a list; `id` ends every order so pages never overlap. */
export function listOrder(store: ResourceStore, sortKeys: { key: string; desc: boolean }[]): SQL {
  const allowed = new Set(sortableColumns(store.definition));
  const parts = sortKeys.map(({ key, desc }) => {
    if (!allowed.has(key) && key !== 'created_at' && key !== 'id')
      throw new ListInputError('sortBy', `Cannot sort by '${key}'`);
    return sql`${columnSql(store, key)} ${sql.raw(desc ? 'desc nulls last' : 'asc nulls first')}`;
  });
  if (!sortKeys.some((k) => k.key === 'id')) parts.push(sql.raw('t.id asc'));
  return sql.join(parts, sql`, `);
}
