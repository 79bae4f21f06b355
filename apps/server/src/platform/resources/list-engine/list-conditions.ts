import {
  columnEnum,
  DEFAULT_TIME_ZONE,
  type ListContext,
  type ResourceDefinition,
  searchableColumns,
  sortableColumns,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { columnSql, quoteIdent } from './columns-sql.ts';
import { likePattern, searchCondition, searchTextCondition } from './search-conditions.ts';

/**
 * A text filter on a column. On a search column of a store with a search text, the search text's
 * index finds the candidates (the column has no index of its own) and the column decides.
 */
function textFilter(store: ResourceStore, key: string, column: SQL, value: string): SQL {
  const contains = sql`${column}::text ilike ${likePattern(value)}`;
  if (!store.searchText || !store.definition.search.includes(key)) return contains;
  return sql`(${searchTextCondition(store, value)} and ${contains})`;
}

function columnType(definition: ResourceDefinition, key: string) {
  return definition.columns.find((c) => c.key === key)?.type ?? 'text';
}

/**
 * The value an enumerated column's filter matches whole (columnEnum): the listed value it names,
 * whatever its case (`Percentage` is `percentage`), or the typed text, which then matches nothing.
 */
const enumValueOf = (values: readonly string[], typed: string) =>
  values.find((value) => value.toLowerCase() === typed.toLowerCase()) ?? typed;

export class ListInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The UTC interval holding every time whose 'YYYY-MM-DD HH24:MI:SS' text starts with `prefix`, when the
 * prefix names at least a whole year (a day, month or year range; null otherwise).
 */
export function datePrefixRange(prefix: string): [string, string] | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(prefix);
  const year = Number(match?.[1]);
  if (!match || year < 1000 || year > 9998) return null;
  const month = match[2] === undefined ? null : Number(match[2]);
  const day = match[3] === undefined ? null : Number(match[3]);
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString();
  if (month === null || month < 1 || month > 12) return [at(year, 1, 1), at(year + 1, 1, 1)];
  if (day === null || day < 1 || day > 31) return [at(year, month, 1), at(year, month + 1, 1)];
  return [at(year, month, day), at(year, month, day + 1)];
}

/** A day on each side: no zone is more than 14 hours from UTC. */
const DAY_MS = 86_400_000;
const widened = ([from, to]: [string, string]): [string, string] => [
  new Date(Date.parse(from) - DAY_MS).toISOString(),
  new Date(Date.parse(to) + DAY_MS).toISOString(),
];

/**
 * One column filter: text contains (case-insensitive), codes, numbers and booleans equal, dates by prefix of
 * their reading in the caller's time zone (the day the user sees on the screen).
 */
function columnFilter(
  store: ResourceStore,
  column: SQL,
  type: string,
  key: string,
  value: string,
  timeZone: string,
): SQL {
  switch (type) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(value)) throw new ListInputError(`filter.${key}`, 'Expected a number');
      return sql`${column} = ${Number(value)}`;
    case 'code':
      return sql`${column} = ${value.toUpperCase()}`;
    case 'boolean': {
      const lower = value.toLowerCase();
      const truthy = ['1', 'true', 'yes', 'si', 'sí'].includes(lower);
      if (!truthy && !['0', 'false', 'no'].includes(lower)) {
        throw new ListInputError(`filter.${key}`, 'Expected true or false');
      }
      return sql`${column} = ${truthy}`;
    }
    case 'date': {
      const prefix = value.replace(/[\\%_]/g, '');
      const text = sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') like ${`${prefix}%`}`;
      const utcRange = datePrefixRange(prefix);
      const range = utcRange && widened(utcRange);
      // The same rows, but the range (the UTC days, widened by the zone's offset) lets an index find them.
      return range
        ? sql`(${column} >= ${range[0]}::timestamptz and ${column} < ${range[1]}::timestamptz and ${text})`
        : text;
    }
    default:
      return textFilter(store, key, column, value);
  }
}

/** The values a list's column filter holds: one or several, trimmed, empty ones left out. */
export const filterValues = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(Boolean);

/** A list's column filters that hold a value (the global search is not one). */
export const columnFilters = (context: ListContext) =>
  Object.entries(context.filter).filter(([key, raw]) => key !== 'search' && filterValues(raw).length > 0);

/**
 * A filter of `partitionFilters` as a condition on its column: its values as its total's statement
 * found them (`known`, an array literal: sent back as it came, never parsed), or its select.
 */
function partitionFilter(store: ResourceStore, key: string, known?: string) {
  const filter = store.partitionFilters?.[key];
  if (!filter) return undefined;
  const column = sql.raw(`t.${quoteIdent(filter.column)}`);
  return (typed: string) =>
    known
      ? sql`${column} = any(${sql.param(known)})`
      : sql`${column} in (select c.v from (${filter.counts(typed)}) c(v, n))`;
}

/** WHERE of a list: the global search over the definition's search columns, AND each column filter. */
export function listWhere(store: ResourceStore, context: ListContext): SQL {
  return sql.join([sql`true`, ...listConditions(store, context)], sql` and `);
}

/**
 * The conditions of listWhere; none for an unfiltered list. `partitionValues`: the values of the one
 * partition filter, as its total's statement found them (partitionFilterTotal).
 */
export function listConditions(store: ResourceStore, context: ListContext, partitionValues?: string): SQL[] {
  const { definition } = store;
  const parts: SQL[] = [];
  const scope = store.hooks?.listScope?.();
  if (scope) parts.push(scope);
  const filterable = new Set(searchableColumns(definition));
  const search = context.search ? searchCondition(store, context.search) : null;
  if (search) parts.push(search);
  for (const [key, raw] of Object.entries(context.filter)) {
    if (key === 'search') continue;
    if (!filterable.has(key)) throw new ListInputError(`filter.${key}`, `Cannot filter by '${key}'`);
    const values = filterValues(raw);
    if (values.length === 0) continue;
    const custom = store.filters?.[key];
    const partition = partitionFilter(store, key, partitionValues);
    const column = columnSql(store, key);
    const type = columnType(definition, key);
    const enumerated = columnEnum(definition, key);
    const conditions = values.map((value) =>
      custom
        ? custom(likePattern(value))
        : partition
          ? partition(value)
          : enumerated
            ? sql`${column} = ${enumValueOf(enumerated, value)}`
            : columnFilter(store, column, type, key, value, context.timeZone ?? DEFAULT_TIME_ZONE),
    );
    parts.push(conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`);
  }
  return parts;
}

/** The terms of a list's ORDER BY, each an expression and its direction; `id` ends every order. */
export function listOrderTerms(
  store: ResourceStore,
  sortKeys: { key: string; desc: boolean }[],
): { expression: SQL; direction: string }[] {
  const allowed = new Set(sortableColumns(store.definition));
  const terms = sortKeys.map(({ key, desc }) => {
    if (!allowed.has(key) && key !== 'created_at' && key !== 'id')
      throw new ListInputError('sortBy', `Cannot sort by '${key}'`);
    // The id is never null: plain asc/desc is the order of its indexes both ways (a list read from
    // its end walks them backwards).
    if (key === 'id') return { expression: sql.raw('t.id'), direction: desc ? 'desc' : 'asc' };
    return { expression: columnSql(store, key), direction: desc ? 'desc nulls last' : 'asc nulls first' };
  });
  if (!sortKeys.some((k) => k.key === 'id')) terms.push({ expression: sql.raw('t.id'), direction: 'asc' });
  return terms;
}

/** ORDER BY of a list; `id` ends every order so pages never overlap. */
export function listOrder(store: ResourceStore, sortKeys: { key: string; desc: boolean }[]): SQL {
  return sql.join(
    listOrderTerms(store, sortKeys).map(
      ({ expression, direction }) => sql`${expression} ${sql.raw(direction)}`,
    ),
    sql`, `,
  );
}
