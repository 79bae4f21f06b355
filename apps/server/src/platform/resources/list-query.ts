import {
  columnEnum,
  DEFAULT_TIME_ZONE,
  type ListContext,
  type ResourceDefinition,
  searchableColumns,
  sortableColumns,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { commonGramsOf, commonTrigramsOf, NO_TRIGRAMS, selectivePieces } from './common-trigrams.ts';
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

/**
 * The words of a search typed with separators ("-0012", "CON-0012") as a looser pattern
 * (`%0012%`, `%con%0012%`) for the trigram indexes to find candidates with, or null where the
 * search is one word (or has no word of three characters). A separator tells pg_trgm that a word
 * starts there, so the typed pattern asks its index for the padded trigrams "  0" and " 00", which
 * nearly every code holds: reading them cost 2-4 ms a search on 500,000 tickets, the loose pattern
 * 0.9 ms. The exact pattern still decides each candidate (`searchCondition`).
 */
function looseSearchPattern(search: string, common: ReadonlySet<string> = NO_TRIGRAMS): string | null {
  const words = search.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.some((word) => [...word].length >= 3)) return null;
  // Without the pieces of common trigrams (a code's shared letters: "PK00012" asks for "00012").
  const selective = words.flatMap((word) => selectivePieces(word, common));
  const pieces = selective.length ? selective : words;
  if (pieces.join('') === search) return null;
  return `%${pieces.join('%')}%`;
}

/** The common trigrams of a store's search column (`commonTrigramsOf`); none for an expression. */
const columnTrigrams = (store: ResourceStore, key: string) =>
  store.expressions?.[key] || store.computed?.[key] ? NO_TRIGRAMS : commonTrigramsOf(store.table, key);

/**
 * A list's global search: any of its search columns contains the typed text. With a loose pattern,
 * the indexes find the rows where some column matches it, and each of those is tested for the typed
 * text (a plain lower-case containment, on expressions no index matches, so the indexes never read
 * the padded trigrams): a column holding the text matches the loose pattern too, so the two together
 * mean exactly the search.
 */
function searchCondition(store: ResourceStore, search: string): SQL | null {
  if (store.searchText) return searchTextCondition(store, search);
  const columns = store.definition.search;
  if (!columns.length) return null;
  const value = (column: string) => sql`${columnSql(store, column)}::text`;
  const loose = columns.map((column) => looseSearchPattern(search, columnTrigrams(store, column)));
  if (loose.every((pattern) => pattern === null))
    return sql`(${sql.join(
      columns.map((column) => sql`${value(column)} ilike ${likePattern(search)}`),
      sql` or `,
    )})`;
  const candidates = columns.map(
    (column, n) => sql`${value(column)} ilike ${loose[n] ?? likePattern(search)}`,
  );
  const exact = columns.map((column) => sql`strpos(lower(${value(column)}), lower(${search})) > 0`);
  return sql`((${sql.join(candidates, sql` or `)}) and (${sql.join(exact, sql` or `)}))`;
}

/**
 * The search of a store with a search text (ResourceStore.searchText): the same meaning as
 * `searchCondition`, on the one lower-cased column.
 */
const searchTextCondition = (store: ResourceStore, typed: string): SQL =>
  searchTextContains(store.table, 't', typed);

/** Its digit grams are four characters long (`search_digit_grams`, migration 0049). */
const GRAM_LENGTH = 4;

/**
 * The search text of `table`'s row `alias` contains the typed text (ResourceStore.searchText). A term
 * of four characters or more with a digit (a code) finds its candidates by its digit grams, all of
 * which a search text holding it holds: trigrams of digits are in most codes of a table.
 */
export function searchTextContains(table: string, alias: string, typed: string): SQL {
  const column = sql.raw(`${alias}.search_text`);
  const term = searchTerm(typed);
  if ([...term].length < GRAM_LENGTH || !/[0-9]/.test(term))
    return lowerTextContains(column, typed, commonTrigramsOf(table, 'search_text'));
  const grams = asciiDigitGrams(term, commonGramsOf(table));
  // A term with other letters has its grams made by PostgreSQL, whose lower case is the index's.
  const wanted = grams
    ? sql`${`{${grams.map((gram) => `"${gram}"`).join(',')}}`}::text[]`
    : sql`search_digit_grams(lower(${term}))`;
  return sql`(search_digit_grams(${column}) @> ${wanted} and strpos(${column}, lower(${term})) > 0)`;
}

/**
 * The digit grams of an ASCII term as `search_digit_grams` makes them of its lower case, without the
 * table's common ones (in a fifth of its rows, `commonGramsOf`) unless all are; null for another term.
 * Only letters, digits, spaces and the separators of codes: quoted, a gram needs no escape in an array
 * literal.
 */
function asciiDigitGrams(term: string, common: ReadonlySet<string>): string[] | null {
  if (!/^[A-Za-z0-9 ./:#_-]+$/.test(term)) return null;
  const lower = term.toLowerCase();
  const grams = new Set<string>();
  for (let start = 0; start + GRAM_LENGTH <= lower.length; start++) {
    const gram = lower.slice(start, start + GRAM_LENGTH);
    if (/[0-9]/.test(gram)) grams.add(gram);
  }
  const selective = [...grams].filter((gram) => !common.has(gram));
  return selective.length ? selective : [...grams];
}

/** A typed search as a search text holds it: a control character is dropped (chr(1) separates its columns). */
export const searchTerm = (typed: string) => typed.replace(/\p{Cc}/gu, '');

/**
 * The lower-cased text `column` contains the typed text (a search text, or one of its words): through
 * its trigram index, with the loose pattern of a search with separators.
 */
export function lowerTextContains(column: SQL, typed: string, common?: ReadonlySet<string>): SQL {
  const search = searchTerm(typed);
  const loose = looseSearchPattern(search, common);
  if (!loose) return sql`${column} like lower(${likePattern(search)})`;
  return sql`(${column} like lower(${loose}) and strpos(${column}, lower(${search})) > 0)`;
}

/**
 * Any of the `columns` of the row `alias` contains the like `pattern` (likePattern), outside a list
 * (selectors, filters through a related table). On a table with a search text holding those columns
 * (ResourceStore.searchText), that text's trigram index finds the candidates (the columns have no
 * index of their own) and the columns decide.
 */
export function anyColumnContains(
  alias: string,
  columns: readonly string[],
  pattern: string,
  store?: Pick<ResourceStore, 'searchText' | 'definition'>,
): SQL {
  const contains = sql.join(
    columns.map((column) => sql`${sql.raw(`${alias}.${quoteIdent(column)}`)} ilike ${pattern}`),
    sql` or `,
  );
  const indexed = store?.searchText && columns.every((column) => store.definition.search.includes(column));
  return indexed
    ? sql`(${sql.raw(alias)}.search_text like lower(${pattern}) and (${contains}))`
    : sql`(${contains})`;
}

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
