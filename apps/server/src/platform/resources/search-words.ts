import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { lowerTextContains, searchTerm } from './list-query.ts';
import { columnFilters } from './partition-counts.ts';
import type { ResourceStore } from './resource-store.ts';

/** The trigram index of the words finds no candidates for a shorter term (it would read every word). */
const MIN_TERM_LENGTH = 3;

/**
 * The exact total of a list searched for one term without a space, from the postings of its table's
 * words (migration 0041): a search text contains such a term exactly when one of its words does, and
 * each row is listed once under each of its words. The postings of the words holding the term are
 * counted in an index-only scan, without visiting the matching rows (orders "levante": 31,270 rows,
 * 77 -> about 3 ms). Null where the list is filtered, scoped otherwise than by the store's `parts`, or
 * searched for a term with a space, a digit, or fewer than three characters: counted the usual way.
 */
export function searchWordsTotal(store: ResourceStore, context: ListContext): SQL | null {
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
  const inParts = words === true ? sql`` : sql` and p.part = any(array(${words.parts()}))`;
  const holding = sql`array(select w.id from search_words w
    where w.source = ${store.table}::regclass and ${lowerTextContains(sql.raw('w.word'), term)})`;
  // A row holding two of the words is listed under both: counted once. One word needs no distinct.
  return sql`select (case when cardinality(m.ids) < 2
      then (select count(*) from search_postings p where p.word_id = any(m.ids)${inParts})
      else (select count(distinct p.row_id) from search_postings p where p.word_id = any(m.ids)${inParts})
    end)::int as total from (select ${holding} as ids) m`;
}
