import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { columnSql, quoteIdent } from './columns-sql.ts';
import { commonGramsOf, commonTrigramsOf, NO_TRIGRAMS, selectivePieces } from './common-trigrams.ts';

/*
 * The condition of a list's global search, chosen by the store and the typed text: a store with a
 * search text (ResourceStore.searchText) is searched there, a code (four characters or more with a
 * digit) by its digit grams, text by its trigram indexes (with a looser pattern for a search typed
 * with separators); a store without one over its search columns. Also the "contains" helpers of the
 * selectors and filters that search outside a list.
 */

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
export function searchCondition(store: ResourceStore, search: string): SQL | null {
  if (store.search) return store.search(search);
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
export const searchTextCondition = (store: ResourceStore, typed: string): SQL =>
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
