import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, ResourceStore, Row } from '../resource-store.ts';
import { fromTable, selectList } from './columns-sql.ts';
import { listOrder } from './list-conditions.ts';
import { type ListMemory, MAX_REMEMBERED_IDS } from './list-memory.ts';
import { queryDialect, readList } from './list-reads.ts';
import { listStatements } from './list-statements.ts';
import { FEW_MATCHES } from './search-words.ts';

/*
 * The list engine's one entry: a page of a list and its total, for a store and a list context. The
 * strategies behind it, each in its own file (README.md in this folder says when each is chosen):
 * list memory (`list-memory.ts`), the statements of a page and of its total (`list-statements.ts`,
 * choosing among `page-ids.ts`, `week-pages.ts`, `search-pages.ts`, `search-words.ts` for the page and
 * `list-total.ts`, `counted-totals.ts`, `partition-counts.ts` for the total), the conditions of the
 * context (`list-conditions.ts`, `search-conditions.ts`) and how a statement is run (`list-reads.ts`).
 */

/** What a list read needs of the request: the database, and this process's list memory if any. */
export interface ListReadContext {
  db: Queryable;
  memory?: ListMemory;
}

/**
 * From this offset on (from either end of a list counted cheaply), a page read again is a slice of the
 * list's ids; nearer an end, it walks the index.
 */
const DEEP_OFFSET = 2_500;

/**
 * One page of a list and its total. List memory answers what it can: a list's total is kept from its
 * first request (a whole table's shallow pages then cost one index scan, not two statements); asked
 * for again (page 2, another sort of the same page, a return to it), the ids of a filtered list or of
 * a deep page are read once in order and every page is a slice of them. Not on the first request:
 * reading every id costs several walks to one page (100 ms for 200,000 articles), a price worth
 * paying only for a list somebody comes back to before the next change. Without `memory` (or for a
 * whole list, `currentPage: -1`) every read is afresh.
 */
export async function readListPage(
  { db, memory }: ListReadContext,
  store: ResourceStore,
  context: ListContext,
): Promise<{ data: Row[]; total: number }> {
  const sortKeys = [...context.sort];
  const statements = listStatements(store, context, sortKeys);
  const offset = (context.currentPage - 1) * context.perPage;
  const readRows = async (query: SQL) => (await readList(db, query)).rows;
  // A search totalled from its words also says which words (`searchWordsTotal`).
  const readCount = async () => {
    const row = (await readList(db, statements.count)).rows[0];
    return {
      total: Number(row?.total ?? 0),
      words: row?.words as string | undefined,
      values: (row?.partitionValues ?? undefined) as string | undefined,
    };
  };
  const readTotal = async () => (await readCount()).total;
  // A deep page whose total is known first may be picked from the list's end (see listStatements).
  const rowsKnowing = (total: number, words?: string, values?: string) =>
    listStatements(store, context, sortKeys, total, words, values).rows;
  const afresh = async (): Promise<{ data: Row[]; total: number; words?: string; values?: string }> => {
    if (statements.searchPage) {
      const { rows: data, meta } = await readList(db, statements.searchPage);
      // A page past the last match carries no count: counted apart.
      return { data, total: data.length ? Number(meta.matches) : offset ? await readTotal() : 0 };
    }
    // A deep page walks from the nearer end; a search's page is sorted out of its matches when they
    // are few (FEW_MATCHES): both need the total, which is cheap.
    if ((offset > 0 || context.search || statements.countFirst) && statements.cheapTotal) {
      const { total, words, values } = await readCount();
      return { data: await readRows(rowsKnowing(total, words, values)), total, words, values };
    }
    const [data, total] = await Promise.all([readRows(statements.rows), readTotal()]);
    return { data, total };
  };
  if (!memory || context.currentPage === -1) {
    const { data, total } = await afresh();
    return { data, total };
  }

  const { sql: text, params } = queryDialect.sqlToQuery(statements.ids);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const { remembered, version: since } = await memory.read(key);
  const pageOf = async (ids: Int32Array) => {
    const slice = Array.from(ids.subarray(offset, offset + context.perPage));
    const order = listOrder(store, sortKeys);
    const data = slice.length
      ? await readRows(
          sql`select ${selectList(store, true)} from ${fromTable(store)} where t.id = any(${sql.param(slice)}) order by ${order}`,
        )
      : [];
    return { data, total: ids.length };
  };
  // A list counted cheaply walks its index from the nearer end (a whole list in the order of its
  // counted weeks, from the week of any page): there, reading every id (the whole list) would cost
  // more than the walk, and be lost at the next change (a million orders' ids: 576 ms).
  // A search with few matches keeps its ids (its page is picked among them); one with many, counted
  // from its words, is walked like a whole list: its matches are spread through the order, and
  // reading them all in order after every change cost orders "levante" (31,270 matches) 540 ms.
  const walked = (total: number) =>
    statements.everyPageWalked ||
    (statements.cheapTotal &&
      (!context.search || total > FEW_MATCHES) &&
      Math.min(offset, total - offset - context.perPage) < DEEP_OFFSET);

  if (remembered?.ids) return pageOf(remembered.ids);
  if (remembered && (walked(remembered.total) || remembered.total > MAX_REMEMBERED_IDS)) {
    const { total, words, values } = remembered;
    return { data: await readRows(rowsKnowing(total, words, values)), total };
  }
  if (remembered) {
    const text = String((await readList(db, statements.ids)).rows[0]?.ids ?? '');
    const ids = Int32Array.from(text ? text.split(',') : [], Number);
    if (ids.length <= MAX_REMEMBERED_IDS) {
      memory.keep(key, since, { total: ids.length, ids });
      return pageOf(ids);
    }
  }
  // First asked (or too many to keep in order): read afresh, keep the total.
  const { words, values, ...answer } = await afresh();
  memory.keep(key, since, { total: answer.total, ids: null, words, values });
  return answer;
}
