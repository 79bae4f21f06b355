import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { columnFilters } from './list-conditions.ts';
import { lowerTextContains, searchTerm } from './search-conditions.ts';

/** The trigram index of the words finds no candidates for a shorter term (it would read every word). */
const MIN_TERM_LENGTH = 3;

/**
 * A search whose total is known and has up to this many matches has its page picked among its matches
 * rather than by walking the list order and testing each row: the walk assumes matches are spread
 * evenly, but a code typed in the search matches records made together, which may all lie at the far
 * end of the order (95,000 rows tested for 25 on 100,000 renewal plans).
 */
export const FEW_MATCHES = 4_000;

/**
 * The words of a list's search that hold its term, and how a posting or a count of one is kept to the
 * list's scope: where the search can be answered from its table's words (migrations 0041 and 0042). A
 * search text contains a term without a space exactly when one of its words does, and each row is
 * listed once under each of its words. Null where the list is filtered, scoped otherwise than by the
 * store's `parts`, or searched for a term with a space, a digit, or fewer than three characters: those
 * are searched and counted the usual way.
 */
function searchWords(store: ResourceStore, context: ListContext) {
  const words = store.searchWords;
  const term = context.search ? searchTerm(context.search) : '';
  if (!words || !store.searchText || [...term].length < MIN_TERM_LENGTH || term.includes(' ')) return null;
  // A term with a digit is a code's: its trigrams ("000", "001") are in nearly every code of every
  // table, so the words' index reads them all ("-0012": 13,672 words, 6.6 ms), while the few rows a
  // code matches cost little to count the usual way.
  if (/\p{N}/u.test(term)) return null;
  if (columnFilters(context).length) return null;
  const scope = store.hooks?.listScope?.() ?? null;
  if (scope && words === true) return null;
  return {
    holding: sql`array(select w.id from search_words w
      where w.source = ${store.table}::regclass and ${lowerTextContains(sql.raw('w.word'), term)})`,
    inParts: (alias: string) =>
      words === true ? sql`` : sql` and ${sql.raw(alias)}.part = any(array(${words.parts()}))`,
  };
}

/**
 * The exact total of a list searched for one word (`searchWords`). One word holding the term: the sum
 * of that word's counts, in O(1) (orders "levante", 31,270 rows: counting its postings took 2.5 to
 * 3.7 ms); several: their postings, counted in an index-only scan without visiting the matching rows.
 */
export function searchWordsTotal(store: ResourceStore, context: ListContext): SQL | null {
  const found = searchWords(store, context);
  if (!found) return null;
  const { holding, inParts } = found;
  // A row holding two of the words is listed under both: counted once. One word needs no distinct.
  // Materialized: inlined, each reference to the words ran their subquery again. The words come back
  // with the total, so that the page does not look them up again (`searchWordsRows`).
  return sql`with h as materialized (select ${holding} as words)
    select (case when cardinality(h.words) < 2
      then (select coalesce(sum(c.delta), 0) from search_word_counts c where c.word_id = h.words[1]${inParts('c')})
      else (select count(distinct p.row_id) from search_postings p where p.word_id = any(h.words)${inParts('p')})
    end)::int as total, h.words::text as words from h`;
}

/**
 * The ids of the rows a list searched for one word matches (`searchWords`), from its words' postings:
 * an index-only scan, without visiting the rows. `words`: the ids of the words holding the term, as
 * the total read them (an int[] literal), or looked up here.
 */
export function searchWordsRows(store: ResourceStore, context: ListContext, words?: string): SQL | null {
  const found = searchWords(store, context);
  if (!found) return null;
  const holding = words ? sql`${words}::int[]` : found.holding;
  return sql`select p.row_id from search_postings p where p.word_id = any(${holding})${found.inParts('p')}`;
}

/**
 * The ids of a page of a list searched for one word (`words`, as the total named them, holds one id),
 * in the order the store keeps its postings sorted by (`sortedWords`) or that order reversed (a page
 * counted from the end): a range of the sorted postings' index, without testing or sorting any match
 * (companies "levante", 3,127 matches: 0.2 ms, walking the name index with a hash of them 3.2 ms). A
 * store whose scope covers several parts (external users: two profiles) reads each part's range up to
 * the page's end and merges them. Null for any other search, order or page.
 */
export function sortedWordsPage(
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
  page: { limit: number; offset: number },
  words: string | undefined,
): SQL | null {
  const sorted = store.sortedWords;
  if (!sorted || !store.searchWords || !words || !searchWords(store, context)) return null;
  const ids = words.replace(/[{}]/g, '').split(',').filter(Boolean);
  if (ids.length !== 1 || !/^\d+$/.test(ids[0]!)) return null;
  const keys = sortKeys.filter(({ key }, n) => !(key === 'id' && n === sortKeys.length - 1));
  // The id ends every order, ascending unless named (`listOrderTerms`).
  const idDescending = sortKeys.at(-1)?.key === 'id' && sortKeys.at(-1)!.desc;
  if (keys.length !== 1 || keys[0]!.key !== sorted.key) return null;
  const backward = keys[0]!.desc !== sorted.desc;
  // The postings break ties by id ascending: read backwards, descending.
  if (idDescending !== backward) return null;
  const direction = sql.raw(backward ? 'desc' : 'asc');
  const word = Number(ids[0]);
  if (store.searchWords === true)
    return sql`select p.row_id from search_sorted_postings p where p.word_id = ${word} and p.part = 0
      order by p.sort_key ${direction}, p.row_id ${direction} limit ${page.limit} offset ${page.offset}`;
  return sql`select s.row_id from unnest(array(${store.searchWords.parts()})) as q(part)
    cross join lateral (select p.row_id, p.sort_key from search_sorted_postings p
      where p.word_id = ${word} and p.part = q.part
      order by p.sort_key ${direction}, p.row_id ${direction} limit ${page.offset + page.limit}) s
    order by s.sort_key ${direction}, s.row_id ${direction} limit ${page.limit} offset ${page.offset}`;
}
