import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { fromTable, selectList } from './columns-sql.ts';
import { listOrder, listOrderTerms } from './list-conditions.ts';

/*
 * The statements that find a searched list's page among its matches (`page-ids.ts` chooses which).
 */

/**
 * A list order as columns `k0..kn` of an inner select (`keys`) and as the ORDER BY of the rows aliased
 * `alias` that select returns (`order`): a page sorted out of matches read with their sort keys.
 */
function sortKeyColumns(store: ResourceStore, sortKeys: { key: string; desc: boolean }[], alias: string) {
  const terms = listOrderTerms(store, sortKeys);
  return {
    keys: sql.join(
      terms.map((term, n) => sql`${term.expression} as ${sql.raw(`k${n}`)}`),
      sql`, `,
    ),
    order: sql.raw(terms.map((term, n) => `${alias}.k${n} ${term.direction}`).join(', ')),
  };
}

/**
 * The ids of a list in its order, picked from the rows matching `where` alone: `offset 0` keeps
 * PostgreSQL from merging the two, so it finds the matches by their indexes first and sorts only them.
 */
export function matchesFirst(store: ResourceStore, where: SQL, sortKeys: { key: string; desc: boolean }[]) {
  const { keys, order } = sortKeyColumns(store, sortKeys, 'm');
  return sql`select m.id from (select t.id, ${keys} from ${fromTable(store)}
    where ${where} offset 0) m order by ${order}`;
}

/** The list order's entries a search's page is looked for among (at least), before its matches are sorted. */
const WALK_BUDGET = 1_000;

/**
 * A search answered by its words with up to this many matches has its page found by
 * `pageAmongMatches` (a hash of 10,000 ids costs about 1.5 ms). Left to the planner, such a page
 * depended on its guess of the matches from the table's statistics: articles "blueface" (5,000
 * matches) was guessed at 20 after one ANALYZE, and all 5,000 were read and sorted (10 ms) instead of
 * walking 1,000 entries of the date index.
 */
export const WALKED_MATCHES = 10_000;

/**
 * The ids of a page of a search (`total` matches, up to WALKED_MATCHES) listed by its words
 * (`matched`, `searchWordsRows`), in an order an index holds (`orderIndexed`): the order's first entries
 * are walked, each tested against a hash of the matches' ids, index-only where the index holds every
 * sort key (companies "levante", 3,127 matches: about 3,150 entries of the name index, where sorting
 * the matches read them all on 1,100 heap pages; its page statement took 4.2 ms, now 3.2 in pgbench).
 * Where the page is not complete within twice as many entries as there are matches (matches bunched
 * deep in the order), its matches are sorted instead, as `matchesFirst` does.
 */
export function pageAmongMatches(
  store: ResourceStore,
  where: SQL,
  sortKeys: { key: string; desc: boolean }[],
  page: { limit: number; offset: number },
  total: number,
  matched: SQL,
) {
  const { keys, order } = sortKeyColumns(store, sortKeys, 'w');
  const budget = Math.max(WALK_BUDGET, 2 * total);
  const expected = Math.max(0, Math.min(page.limit, total - page.offset));
  // `is true`: a plain `in` would become a join, planned without the order; so it is a hashed filter.
  return sql`with walked as materialized (
      select w.id from (select t.id, ${keys} from ${fromTable(store)}
        order by ${listOrder(store, sortKeys)} limit ${budget}) w
      where (w.id in (${matched})) is true order by ${order} limit ${page.limit} offset ${page.offset})
    select id from walked
    union all
    select s.id from (${matchesFirst(store, where, sortKeys)} limit ${page.limit} offset ${page.offset}) s
    where (select count(*) from walked) < ${expected}`;
}

/**
 * A search's page and its number of matches in one statement: its matches (found through its trigram
 * indexes, each tested once) are kept with their sort keys and counted, and the page is sorted out of
 * them. A count and a page read apart tested every match twice. Each row carries the count as
 * `__matches`.
 */
export function pageWithMatches(
  store: ResourceStore,
  where: SQL,
  sortKeys: { key: string; desc: boolean }[],
  page: { limit: number; offset: number },
) {
  const { keys, order } = sortKeyColumns(store, sortKeys, 'm');
  return sql`with m as materialized (select t.id, ${keys} from ${fromTable(store)}
      where ${where})
    select ${selectList(store, true)}, (select count(*) from m)::int as "__matches" from ${fromTable(store)}
    where t.id = any(array(select m.id from m order by ${order}
      limit ${page.limit} offset ${page.offset}))
    order by ${listOrder(store, sortKeys)}`;
}
