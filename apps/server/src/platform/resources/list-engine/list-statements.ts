import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { fromTable, selectList } from './columns-sql.ts';
import { listConditions, listOrder } from './list-conditions.ts';
import { MAX_REMEMBERED_IDS } from './list-memory.ts';
import { listTotal } from './list-total.ts';
import { pageIds, pageWindow, reversed, type SortKeys } from './page-ids.ts';
import { pageWithMatches } from './search-pages.ts';
import { ledByWeeks } from './week-pages.ts';
import { WHOLE_LIST_READ } from './whole-list.ts';

/**
 * The SQL of one list answer, its rows and its total (the benchmark runs these same statements), and
 * of every matching id in list order (`ids`, what list memory keeps).
 *
 * A page first picks its ids (`pageIds`: limit/offset over the list order, an index-only scan where an
 * index matches that order), then reads only those rows: a deep page skips index entries instead of
 * whole rows. With the list's `total` known, a page in the second half of the list is picked walking
 * the order backwards from its end (the same index, read backwards), so the last pages cost what the
 * first ones do. The total is counted as `listTotal` chooses: from counters where it can
 * (`cheapTotal`), else an exact count(*) of the matching rows.
 */
export function listStatements(
  store: ResourceStore,
  context: ListContext,
  sortKeys: SortKeys,
  total?: number,
  searchWordIds?: string,
  partitionValues?: string,
): {
  rows: SQL;
  count: SQL;
  ids: SQL;
  searchPage: SQL | null;
  filtered: boolean;
  cheapTotal: boolean;
  /** Its count also gives the values its page is found with (partitionFilterTotal): read it first. */
  countFirst: boolean;
  /** A whole list whose every page is walked from its week or its nearer end (`weekPageIds`). */
  everyPageWalked: boolean;
} {
  const conditions = listConditions(store, context, partitionValues);
  const where = sql.join([sql`true`, ...conditions], sql` and `);
  const order = listOrder(store, sortKeys);
  const from = fromTable(store);
  const page = pageWindow(context, total);
  const pageKeys = page.backward ? reversed(sortKeys) : sortKeys;
  const ids = pageIds(store, context, conditions, pageKeys, page, total, searchWordIds);
  const rows =
    context.currentPage === -1
      ? sql`select ${selectList(store, true)} from ${from} where ${where} order by ${order} limit ${WHOLE_LIST_READ}`
      : sql`select ${selectList(store, true)} from ${from} where t.id = any(array(${ids})) order by ${order}`;
  const { count, cheap: cheapTotal, countFirst } = listTotal(store, context, conditions);
  // A search's count tests every match anyway (unless its words count it): its page is sorted out of
  // them. (A filtered list is not read so: its count may be an index-only scan where its rows' sort
  // keys are not.)
  const searchPage =
    context.search && total === undefined && context.currentPage !== -1 && !cheapTotal
      ? pageWithMatches(store, where, sortKeys, page)
      : null;
  return {
    rows,
    count,
    // One text value: a row per id would cost the server more to read than the scan costs PostgreSQL.
    ids: sql`select array_to_string(array(select t.id from ${from} where ${where} order by ${order}
      limit ${MAX_REMEMBERED_IDS + 1}), ',') as ids`,
    searchPage,
    filtered: conditions.length > 0,
    cheapTotal,
    countFirst,
    everyPageWalked: !conditions.length && ledByWeeks(store, sortKeys),
  };
}
