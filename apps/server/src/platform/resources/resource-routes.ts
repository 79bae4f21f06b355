import {
  checkGuards,
  guardForAction,
  type ListContext,
  listPathOf,
  parseGuard,
  parseListContext,
  parseSortBy,
  RESOURCE_ACCESS,
  type ServerMessageKey,
  searchableColumns,
  sortableColumns,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit.ts';
import type { CurrentUser } from '../current-user.ts';
import { forbidden, notFound, TranslatedError } from '../errors.ts';
import { requestTimeZone, route, type Service } from '../gateway.ts';
import { streamExcel } from './excel-export.ts';
import { oversizedImages } from './image-limits.ts';
import type { ListMemory } from './list-memory.ts';
import {
  ListInputError,
  listConditions,
  listOrder,
  listOrderTerms,
  listWhere,
  quoteIdent,
} from './list-query.ts';
import { queryDialect, readList } from './list-reads.ts';
import { nestedScope } from './nested-scope.ts';
import { orderIndexed } from './order-indexes.ts';
import { paginationEnvelope } from './pagination.ts';
import { countedTotal, partitionFilterTotal } from './partition-counts.ts';
import { checkVersion } from './required-version.ts';
import { bodyShape, resourceAnswers } from './resource-answers.ts';
import type { HookCaller, Queryable, ResourceStore, Row, Tx } from './resource-store.ts';
import { FEW_MATCHES, searchWordsRows, searchWordsTotal, sortedWordsPage } from './search-words.ts';
import { serializeRows } from './serialize.ts';
import { ledByWeeks, weekPageIds } from './week-pages.ts';
import { checkWholeList, checkWholeListLength, WHOLE_LIST_READ } from './whole-list.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({ context: z.string().max(10_000).optional() });
/** A create that duplicates a record names it like `:id` does (stores with `afterDuplicate` only). */
const duplicateQuery = z.object({ duplicate_of: z.string().min(1).max(100).optional() });

/** Resolves the list `context` query parameter, or answers 422 naming what is wrong. */
export function readContext(store: ResourceStore, raw: string | undefined, timeZone?: string) {
  const { definition } = store;
  const result = parseListContext(raw, {
    sortable: [...sortableColumns(definition), 'created_at', 'id'],
    filterable: searchableColumns(definition),
    defaultSort: parseSortBy(definition.defaultSort),
  });
  if (!result.ok) throw new TranslatedError(422, 'errors.invalidForm', { context: [result.error] });
  const context = timeZone ? { ...result.context, timeZone } : result.context;
  return { context, sortKeys: [...context.sort] };
}

/** The columns of a record (`t.*`), or of a list row (`listColumns`), and the computed values. */
function selectList(store: ResourceStore, forList = false): SQL {
  const expressions = forList ? store.computed : { ...store.computed, ...store.recordComputed };
  const computed = Object.entries(expressions ?? {}).map(([key, expression]) =>
    sql.raw(`(${expression}) as ${quoteIdent(key)}`),
  );
  const columns =
    forList && store.listColumns ? store.listColumns.map((c) => `t.${quoteIdent(c)}`).join(', ') : 't.*';
  return sql.join([sql.raw(columns), ...computed], sql`, `);
}

const fromTable = (store: ResourceStore) => sql.raw(`${quoteIdent(store.table)} t`);

/** `:id` is the numeric id, or the az_iso where the resource has one (SPEC-RULINGS). */
function idCondition(store: ResourceStore, id: string): SQL | null {
  // Ids are PostgreSQL integers: a longer number names no record (and would overflow the query).
  if (/^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647) return sql`t.id = ${Number(id)}`;
  if (store.azIsoLookup) return sql`t.az_iso = ${id}`;
  return null;
}

export async function readRecord(
  db: Queryable,
  store: ResourceStore,
  id: string,
  lock = false,
): Promise<Row | null> {
  const where = idCondition(store, id);
  if (!where) return null;
  const result = await db.execute<Row>(
    sql`select ${selectList(store)} from ${fromTable(store)} where ${where} ${lock ? sql`for update of t` : sql``}`,
  );
  const row = serializeRows(result)[0];
  if (!row) return null;
  return store.hooks?.attach ? await store.hooks.attach(db, row) : row;
}

/**
 * The SQL of one list answer, its rows and its total (the benchmark runs these same statements), and
 * of every matching id in list order (`ids`, what list memory keeps).
 *
 * A page first picks its ids (`limit`/`offset` over the list order, an index-only scan where an index
 * matches that order), then reads only those rows: a deep page skips index entries instead of whole
 * rows. With the list's `total` known, a page in the second half of the list is picked walking the
 * order backwards from its end (the same index, read backwards), so the last pages cost what the first
 * ones do. An unfiltered total is the table's row count kept by triggers (migration 0005_row-counts),
 * a scoped one the store's `scopeTotal` (counters by partition, migration 0016), not a count(*); so
 * is a list filtered only by a state (its store's `countedColumns`, `countedTotal`), and a list
 * searched for one word (the postings of its words, `searchWordsTotal`); any other filtered total is
 * an exact count(*) of the matching rows (`cheapTotal` false).
 */
export function listStatements(
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
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
  const fewMatches = !!context.search && total !== undefined && total <= FEW_MATCHES;
  const walkable = !!context.search && total !== undefined && total <= WALKED_MATCHES;
  const matched = walkable ? searchWordsRows(store, context, searchWordIds) : null;
  const sortedPage =
    total !== undefined ? sortedWordsPage(store, context, pageKeys, page, searchWordIds) : null;
  const pageIds =
    (!conditions.length && weekPageIds(store, pageKeys, page)) ||
    sortedPage ||
    (matched && orderIndexed(store, pageKeys)
      ? pageAmongMatches(store, where, pageKeys, page, total!, matched)
      : sql`${
          fewMatches
            ? matchesFirst(store, where, pageKeys)
            : sql`select t.id from ${from} where ${where} order by ${listOrder(store, pageKeys)}`
        } limit ${page.limit} offset ${page.offset}`);
  const rows =
    context.currentPage === -1
      ? sql`select ${selectList(store, true)} from ${from} where ${where} order by ${order} limit ${WHOLE_LIST_READ}`
      : sql`select ${selectList(store, true)} from ${from} where t.id = any(array(${pageIds})) order by ${order}`;
  // The scope is the first condition (listConditions); a scope of null adds none.
  const onlyScope = conditions.length === 1 && !!store.hooks?.scopeTotal && !!store.hooks.listScope?.();
  const partitioned = conditions.length && !onlyScope ? partitionFilterTotal(store, context) : null;
  const counted =
    conditions.length && !onlyScope
      ? (countedTotal(store, context, where) ?? searchWordsTotal(store, context) ?? partitioned)
      : null;
  const count = !conditions.length
    ? sql`select coalesce((select sum(delta) from row_counts where table_name = ${store.table}),
        (select count(*) from ${from}))::int as total`
    : onlyScope
      ? sql`select (${store.hooks!.scopeTotal!()})::int as total`
      : (counted ?? sql`select count(*)::int as total from ${from} where ${where}`);
  // One text value: a row per id would cost the server more to read than the scan costs PostgreSQL.
  const ids = sql`select array_to_string(array(select t.id from ${from} where ${where} order by ${order}
    limit ${MAX_REMEMBERED_IDS + 1}), ',') as ids`;
  const cheapTotal = !conditions.length || onlyScope || counted !== null;
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
    ids,
    searchPage,
    filtered: conditions.length > 0,
    cheapTotal,
    countFirst: counted !== null && counted === partitioned,
    everyPageWalked: !conditions.length && ledByWeeks(store, sortKeys),
  };
}

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
function matchesFirst(store: ResourceStore, where: SQL, sortKeys: { key: string; desc: boolean }[]) {
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
const WALKED_MATCHES = 10_000;

/**
 * The ids of a page of a search (`total` matches, up to WALKED_MATCHES) listed by its words
 * (`matched`, `searchWordsRows`), in an order an index holds (`orderIndexed`): the order's first entries
 * are walked, each tested against a hash of the matches' ids, index-only where the index holds every
 * sort key (companies "levante", 3,127 matches: about 3,150 entries of the name index, where sorting
 * the matches read them all on 1,100 heap pages; its page statement took 4.2 ms, now 3.2 in pgbench).
 * Where the page is not complete within twice as many entries as there are matches (matches bunched
 * deep in the order), its matches are sorted instead, as `matchesFirst` does.
 */
function pageAmongMatches(
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
function pageWithMatches(
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

/** The same order walked the other way (nulls too), ending on the id as every list order does. */
const reversed = (sortKeys: { key: string; desc: boolean }[]) => [
  ...sortKeys.map(({ key, desc }) => ({ key, desc: !desc })),
  ...(sortKeys.some((k) => k.key === 'id') ? [] : [{ key: 'id', desc: true }]),
];

/** Which stretch of the list order a page is: counted from the end when it lies in the second half. */
function pageWindow(context: ListContext, total?: number) {
  const offset = (context.currentPage - 1) * context.perPage;
  const forward = { backward: false, limit: context.perPage, offset };
  if (total === undefined || offset <= total / 2 || offset >= total) return forward;
  const end = Math.min(offset + context.perPage, total);
  return { backward: true, limit: end - offset, offset: total - end };
}

/**
 * From this offset on (from either end of a list counted cheaply), a page read again is a slice of the
 * list's ids; nearer an end, it walks the index.
 */
const DEEP_OFFSET = 2_500;
/** A list with more matches is walked every time (4 bytes an id: a million ids are 4 MB). */
const MAX_REMEMBERED_IDS = 1_000_000;

/**
 * One page of a list and its total. List memory answers what it can: a list's total is kept from its
 * first request (a whole table's shallow pages then cost one index scan, not two statements); asked
 * for again (page 2, another sort of the same page, a return to it), the ids of a filtered list or of
 * a deep page are read once in order and every page is a slice of them. Not on the first request:
 * reading every id costs several walks to one page (100 ms for 200,000 articles), a price worth
 * paying only for a list somebody comes back to before the next change.
 */
export async function listRecords(
  db: Queryable,
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
  memory?: ListMemory,
) {
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
  const afresh = async () => {
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
  if (!memory || context.currentPage === -1) return afresh();

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

/** The answer of a list route: `{ <plural>: { data, ...pagination } }`, or 422 naming what is wrong. */
export async function listAnswer(
  db: Queryable,
  store: ResourceStore,
  rawContext: string | undefined,
  req: FastifyRequest,
  memory?: ListMemory,
) {
  const { context, sortKeys } = readContext(store, rawContext, requestTimeZone(req));
  checkWholeList(store, context);
  try {
    const { data, total } = await listRecords(db, store, context, sortKeys, memory);
    checkWholeListLength(context, data);
    const path = req.url.split('?')[0]!;
    return { [store.definition.plural]: paginationEnvelope({ data, total, context, path }) };
  } catch (error) {
    if (error instanceof ListInputError)
      throw new TranslatedError(422, 'errors.invalidForm', { [error.field]: [error.message] });
    throw error;
  }
}

/**
 * Column values of a write: the writable keys present in the body. A key the body schema left
 * undefined was sent empty (a cleared number field sends `""` or `null`): it stores null, as the
 * other cleared fields do (an undefined SQL parameter would make the statement invalid).
 */
function columnValues(store: ResourceStore, body: Row): [string, unknown][] {
  const json = new Set(store.json ?? []);
  return store.writable
    .filter((key) => key in body)
    .map((key) => [key, json.has(key) ? JSON.stringify(body[key] ?? null) : (body[key] ?? null)]);
}

const asSqlValue = (store: ResourceStore, key: string, value: unknown): SQL => {
  if ((store.json ?? []).includes(key)) return sql`${value}::jsonb`;
  if (Array.isArray(value)) return sql`${sql.param(value)}`;
  return sql`${value}`;
};

/** Maps database refusals to the 422/409 answers of API.md. */
function databaseError(store: ResourceStore, error: unknown, t: (key: ServerMessageKey) => string): never {
  const pg =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (pg?.code === '23505') {
    const field = (pg.constraint && store.uniques[pg.constraint]) || 'az_iso';
    throw new TranslatedError(422, 'errors.invalidForm', { [field]: [t('validations.unique')] });
  }
  // 23503 on a write naming a record that does not exist (a cleared code sent as ""): 422 on its column.
  const detail = (pg as { detail?: string }).detail ?? '';
  const missing = pg?.code === '23503' && /^Key \((\w+)\)=.* is not present in table/.exec(detail);
  if (missing)
    throw new TranslatedError(422, 'errors.invalidForm', { [missing[1]!]: [t('validations.in_array')] });
  // 23503: a reference to something in use; 23001: ON DELETE RESTRICT.
  if (pg?.code === '23503' || pg?.code === '23001') throw new TranslatedError(409, 'errors.inUse');
  // A cleared field whose column must hold a value (23502) is a missing one; a value the column cannot
  // read (22P02 text as a number, 22007/22008 a date) is of the wrong type.
  if (pg?.code === '23502') {
    const column = (pg as { column?: string }).column ?? '_';
    throw new TranslatedError(422, 'errors.invalidForm', { [column]: [t('validations.required')] });
  }
  if (['22001', '22003', '22P02', '22007', '22008'].includes(pg?.code ?? '')) {
    throw new TranslatedError(422, 'errors.invalidForm', { _: [t('validations.type')] });
  }
  throw error;
}

/** Runs the resource's database checks; their messages are keys, answered in the caller's locale. */
async function validateWithHooks(
  store: ResourceStore,
  tx: Tx,
  body: Row,
  existing: Row | null,
  t: (key: ServerMessageKey) => string,
  caller: HookCaller,
) {
  const errors = (await store.hooks?.validate?.(tx, body, existing, caller)) ?? {};
  const images = await oversizedImages(tx, store, body, caller.locale);
  throwFieldErrors(errors, t, images);
}

/** Answers 422 with `errors` (message keys) and `translated` (messages already in the caller's language). */
function throwFieldErrors(
  errors: Record<string, string[]>,
  t: (key: ServerMessageKey) => string,
  translated: Record<string, string[]> = {},
) {
  if (Object.keys(errors).length === 0 && Object.keys(translated).length === 0) return;
  const all: Record<string, string[]> = Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key as ServerMessageKey))]),
  );
  for (const [field, messages] of Object.entries(translated))
    all[field] = [...(all[field] ?? []), ...messages];
  throw new TranslatedError(422, 'errors.invalidForm', all);
}

/**
 * The keys of a record as the store returns it (table columns and computed values) that the body
 * schema does not take: `id`, `created_at`, `az_label`, related objects shown with it. Read from the
 * database's own description of the select, so a new column or computed value is covered as it comes.
 * Relations added by `attach` are the body's own (a relation shown only for display is `computed`).
 */
async function returnedReadOnlyKeys(db: Queryable, store: ResourceStore): Promise<Set<string>> {
  const probe = await db.execute(sql`select ${selectList(store)} from ${fromTable(store)} limit 0`);
  const writable = new Set(Object.keys(bodyShape(store)));
  const returned = (probe as { fields?: { name: string }[] }).fields ?? [];
  return new Set(returned.map((field) => field.name).filter((name) => !writable.has(name)));
}

/**
 * The record a create duplicates (`?duplicate_of=`), as the caller could read it with the resource's
 * GET: its read guard must pass (else 403, as that GET would answer), and a record that does not
 * exist is a 422 on `duplicate_of` before anything is written.
 */
async function duplicateSource(
  tx: Tx,
  store: ResourceStore,
  sourceId: string,
  user: CurrentUser | null,
  t: (key: ServerMessageKey) => string,
): Promise<Row> {
  const readGuard = parseGuard(guardForAction(store.definition.access ?? store.definition.name, 'details'));
  if (checkGuards(readGuard, user) !== 'allowed') throw forbidden();
  const source = await readRecord(tx, store, sourceId);
  if (!source) {
    throw new TranslatedError(422, 'errors.invalidForm', { duplicate_of: [t('validations.in_array')] });
  }
  return source;
}

/**
 * list, export, read, create, update and delete of one resource, guarded by its route table entries.
 * `writes: false` registers only list, export and read (returns: their changes are transitions).
 */
export function resourceRoutes(
  app: FastifyInstance,
  store: ResourceStore,
  options: {
    writes?: boolean;
    /** A nested resource's parent store: routes under `{parent}/:parent_id/…`, scoped to that record. */
    parent?: ResourceStore;
  } = {},
) {
  const def = store.definition;
  const nest = options.parent ? nestedScope(store, options.parent) : null;
  const base = nest?.path ?? def.apiPath;
  const recordParams = nest?.recordParams ?? idParams;
  /** The store a request works with: for a nested resource, scoped to the parent of the path (404 if none). */
  const scoped = (db: Queryable, params: unknown) =>
    nest ? nest.storeFor(db, params) : Promise.resolve(store);
  const service = def.service as Service;
  const guard = (action: 'list' | 'details' | 'create' | 'edit' | 'delete') =>
    guardForAction(def.access ?? def.name, action);
  const type = def.name;
  const answers = resourceAnswers(store);
  // Asked once, on the first write (the columns do not change while the process runs).
  let readOnly: Promise<Set<string>> | undefined;
  const readOnlyKeys = (ctx: { db: Queryable }) => {
    readOnly ??= returnedReadOnlyKeys(ctx.db, store).catch((error) => {
      readOnly = undefined;
      throw error;
    });
    return readOnly;
  };

  for (const path of nest ? [base] : [listPathOf(def), ...(def.listAliases ?? [])]) {
    route(app, {
      method: 'GET',
      service,
      path,
      guard: guard('list'),
      summary: `List ${def.plural} (context: page, per page, filters, sort)`,
      params: nest?.params,
      query: listQuery,
      response: answers.list,
      handler: async ({ query, params, app: ctx, req }) =>
        listAnswer(ctx.db, await scoped(ctx.db, params), query.context, req, app.listMemory),
    });
  }

  route(app, {
    method: 'GET',
    service,
    path: `${base}/export`,
    params: nest?.params,
    guard: guard('list'),
    summary: `Excel (.xlsx) of the filtered, sorted ${def.plural}`,
    query: listQuery,
    response: answers.export,
    handler: async ({ query, params, app: ctx, req, reply, locale }) => {
      const store = await scoped(ctx.db, params);
      const timeZone = requestTimeZone(req);
      const { context, sortKeys } = readContext(store, query.context, timeZone);
      try {
        // Validates filters and sort before the download starts.
        listWhere(store, context);
        listOrder(store, sortKeys);
      } catch (error) {
        if (error instanceof ListInputError)
          throw new TranslatedError(422, 'errors.invalidForm', { [error.field]: [error.message] });
        throw error;
      }
      return streamExcel(ctx.db, store, context, sortKeys, reply, { locale, timeZone });
    },
  });

  // A list-only resource (the carrier parcel audit) has no details route, so no read.
  if (RESOURCE_ACCESS[def.access ?? def.name]?.details) {
    route(app, {
      method: 'GET',
      service,
      path: `${base}/:id`,
      guard: guard('details'),
      summary: `One ${def.singular}`,
      params: recordParams,
      response: answers.read,
      handler: async ({ params, app: ctx }) => {
        const store = await scoped(ctx.db, params);
        const record = await readRecord(ctx.db, store, params.id);
        if (!record) throw notFound();
        return { [def.singular]: record };
      },
    });
  }

  if (options.writes === false) return;

  // A resource without a create route (temporary customers arrive from the public sign-up) has no POST.
  if (RESOURCE_ACCESS[def.access ?? def.name]?.create)
    route(app, {
      method: 'POST',
      service,
      path: base,
      params: nest?.params,
      guard: guard('create'),
      summary: `Create a ${def.singular}`,
      body: def.schema,
      query: store.hooks?.afterDuplicate ? duplicateQuery : undefined,
      readOnlyKeys,
      status: 201,
      response: answers.created,
      handler: async ({ body, query, params, user, app: ctx, actor, t, locale }) => {
        const store = await scoped(ctx.db, params);
        const values = store.hooks?.prepare ? store.hooks.prepare(body as Row) : (body as Row);
        const caller = { userId: actor.userId, locale };
        try {
          const record = await ctx.db.transaction(async (tx) => {
            const sourceId = query?.duplicate_of;
            const source = sourceId ? await duplicateSource(tx, store, sourceId, user, t) : null;
            await validateWithHooks(store, tx, values, null, t, caller);
            const columns = columnValues(store, values);
            const inserted = await tx.execute<Row>(sql`
            insert into ${sql.raw(quoteIdent(store.table))} (${sql.raw(columns.map(([k]) => quoteIdent(k)).join(', '))})
            values (${sql.join(
              columns.map(([k, v]) => asSqlValue(store, k, v)),
              sql`, `,
            )}) returning id`);
            const id = String(inserted.rows[0]!.id);
            await store.hooks?.afterWrite?.(tx, { id: Number(id) }, values);
            await store.hooks?.afterCreate?.(tx, Number(id), values, caller);
            if (source)
              await store.hooks?.afterDuplicate?.(tx, (await readRecord(tx, store, id))!, source, caller);
            const created = (await readRecord(tx, store, id))!;
            await recordAudit(tx, actor, { event: 'created', type, id, after: created });
            return created;
          });
          return { [def.singular]: record };
        } catch (error) {
          if (error instanceof TranslatedError) throw error;
          databaseError(store, error, t);
        }
      },
    });

  route(app, {
    method: 'PUT',
    service,
    path: `${base}/:id`,
    guard: guard('edit'),
    summary: `Update a ${def.singular}; updated_at as read is required (428 without it, 409 when stale)`,
    params: recordParams,
    body: def.schema,
    readOnlyKeys,
    response: answers.updated,
    handler: async ({ body, params, app: ctx, actor, t, locale }) => {
      const store = await scoped(ctx.db, params);
      const values = store.hooks?.prepare ? store.hooks.prepare(body as Row) : (body as Row);
      try {
        const record = await ctx.db.transaction(async (tx) => {
          const existing = await readRecord(tx, store, params.id, true);
          if (!existing) throw notFound();
          checkVersion(values.updated_at, existing.updated_at);
          await validateWithHooks(store, tx, values, existing, t, { userId: actor.userId, locale });
          const sets = columnValues(store, values).map(
            ([k, v]) => sql`${sql.raw(quoteIdent(k))} = ${asSqlValue(store, k, v)}`,
          );
          sets.push(
            sql`updated_at = greatest(now(), ${existing.updated_at as string}::timestamptz + interval '1 millisecond')`,
          );
          await tx.execute(
            sql`update ${sql.raw(quoteIdent(store.table))} set ${sql.join(sets, sql`, `)} where id = ${existing.id as number}`,
          );
          await store.hooks?.afterWrite?.(tx, existing, values);
          const updated = (await readRecord(tx, store, String(existing.id)))!;
          await recordAudit(tx, actor, {
            event: 'updated',
            type,
            id: existing.id as number,
            before: existing,
            after: updated,
          });
          return updated;
        });
        return { [def.singular]: record };
      } catch (error) {
        if (error instanceof TranslatedError) throw error;
        databaseError(store, error, t);
      }
    },
  });

  route(app, {
    method: 'DELETE',
    service,
    path: `${base}/:id`,
    guard: guard('delete'),
    summary: `Delete a ${def.singular}`,
    params: recordParams,
    response: answers.deleted,
    handler: async ({ params, app: ctx, actor, t, locale }) => {
      const store = await scoped(ctx.db, params);
      try {
        await ctx.db.transaction(async (tx) => {
          const existing = await readRecord(tx, store, params.id, true);
          if (!existing) throw notFound();
          const refusals =
            (await store.hooks?.validateDelete?.(tx, existing, { userId: actor.userId, locale })) ?? {};
          throwFieldErrors(refusals, t);
          await tx.execute(
            sql`delete from ${sql.raw(quoteIdent(store.table))} where id = ${existing.id as number}`,
          );
          await recordAudit(tx, actor, {
            event: 'deleted',
            type,
            id: existing.id as number,
            before: existing,
          });
        });
        return { message: 'ok' };
      } catch (error) {
        if (error instanceof TranslatedError) throw error;
        databaseError(store, error, t);
      }
    },
  });
}
