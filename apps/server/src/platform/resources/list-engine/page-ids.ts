import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { fromTable } from './columns-sql.ts';
import { listOrder } from './list-conditions.ts';
import { orderIndexed } from './order-indexes.ts';
import { matchesFirst, pageAmongMatches, WALKED_MATCHES } from './search-pages.ts';
import { FEW_MATCHES, searchWordsRows, sortedWordsPage } from './search-words.ts';
import { weekPageIds } from './week-pages.ts';

export type SortKeys = { key: string; desc: boolean }[];

/** Which stretch of the list order a page is: counted from the end when it lies in the second half. */
export function pageWindow(context: ListContext, total?: number) {
  const offset = (context.currentPage - 1) * context.perPage;
  const forward = { backward: false, limit: context.perPage, offset };
  if (total === undefined || offset <= total / 2 || offset >= total) return forward;
  const end = Math.min(offset + context.perPage, total);
  return { backward: true, limit: end - offset, offset: total - end };
}

/** The same order walked the other way (nulls too), ending on the id as every list order does. */
export const reversed = (sortKeys: SortKeys) => [
  ...sortKeys.map(({ key, desc }) => ({ key, desc: !desc })),
  ...(sortKeys.some((k) => k.key === 'id') ? [] : [{ key: 'id', desc: true }]),
];

/**
 * The ids of a page, in the order it is walked (`pageKeys`: backwards for a page counted from the
 * end), by the first of these that applies:
 * 1. a deep page of a whole list led by its counted weeks starts at its week (`week-pages.ts`);
 * 2. a search for one word of a store keeping sorted postings reads a range of them (`search-words.ts`);
 * 3. a search whose words list up to WALKED_MATCHES matches, in an indexed order, walks that order
 *    testing each entry against them (`pageAmongMatches`);
 * 4. a search with up to FEW_MATCHES matches sorts them (`matchesFirst`);
 * 5. anything else walks the list order (its index where one matches) with limit and offset.
 * `total`, where known first (a cheap total), is what 2-4 need.
 */
export function pageIds(
  store: ResourceStore,
  context: ListContext,
  conditions: SQL[],
  pageKeys: SortKeys,
  page: { limit: number; offset: number },
  total?: number,
  searchWordIds?: string,
): SQL {
  const where = sql.join([sql`true`, ...conditions], sql` and `);
  const fewMatches = !!context.search && total !== undefined && total <= FEW_MATCHES;
  const walkable = !!context.search && total !== undefined && total <= WALKED_MATCHES;
  const matched = walkable ? searchWordsRows(store, context, searchWordIds) : null;
  const sortedPage =
    total !== undefined ? sortedWordsPage(store, context, pageKeys, page, searchWordIds) : null;
  return (
    (!conditions.length && weekPageIds(store, pageKeys, page)) ||
    sortedPage ||
    (matched && orderIndexed(store, pageKeys)
      ? pageAmongMatches(store, where, pageKeys, page, total!, matched)
      : sql`${
          fewMatches
            ? matchesFirst(store, where, pageKeys)
            : sql`select t.id from ${fromTable(store)} where ${where} order by ${listOrder(store, pageKeys)}`
        } limit ${page.limit} offset ${page.offset}`)
  );
}
