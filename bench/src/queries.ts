import { articles, boundToParent, iuModels, type ResourceDefinition } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { externalUserStore } from '../../apps/server/src/modules/access/users.store.ts';
import { returnsStore } from '../../apps/server/src/modules/aftersales/returns.store.ts';
import { technicalAssistancesStore } from '../../apps/server/src/modules/assistance/assistance.stores.ts';
import { auditStore } from '../../apps/server/src/modules/audits/audits.stores.ts';
import { articleStore } from '../../apps/server/src/modules/catalogue/articles.store.ts';
import { familyStore, manufacturerStore } from '../../apps/server/src/modules/catalogue/catalogue.stores.ts';
import { notificationStore } from '../../apps/server/src/modules/communication/communication.stores.ts';
import {
  articleCompatibilityStore,
  modelCompatibilityStore,
} from '../../apps/server/src/modules/compatibility/compatibilities.store.ts';
import { iuModelStore } from '../../apps/server/src/modules/compatibility/iu-models.store.ts';
import { companyStore } from '../../apps/server/src/modules/customers/companies.store.ts';
import { logStore } from '../../apps/server/src/modules/logs/logs.stores.ts';
import { amazonAsinStore } from '../../apps/server/src/modules/marketplace/marketplace.stores.ts';
import { orderStore } from '../../apps/server/src/modules/orders/orders.store.ts';
import { qrStores } from '../../apps/server/src/modules/qr/qr.stores.ts';
import { renewalPlansStore } from '../../apps/server/src/modules/renewals/renewals.store.ts';
import { shipmentsStore } from '../../apps/server/src/modules/shipments/shipments.store.ts';
import { ticketStore } from '../../apps/server/src/modules/tickets/tickets.store.ts';
import { tpvOperationStore } from '../../apps/server/src/modules/tpv/tpv.stores.ts';
import { warrantiesStore } from '../../apps/server/src/modules/warranties/warranties.store.ts';
import { findUserByToken } from '../../apps/server/src/platform/current-user.ts';
import type { Db } from '../../apps/server/src/platform/database.ts';
import { exportStatement } from '../../apps/server/src/platform/resources/excel-export.ts';
import { readContext } from '../../apps/server/src/platform/resources/list-engine/list-context.ts';
import { listStatements } from '../../apps/server/src/platform/resources/list-engine/list-statements.ts';
import type { ResourceStore } from '../../apps/server/src/platform/resources/resource-store.ts';

const dialect = new PgDialect();

export interface Statement {
  text: string;
  params: unknown[];
}

/** One measured list request: the same context goes to the API and, as SQL, to the floor. */
export interface MeasuredQuery {
  id: string;
  endpoint: string;
  label: string;
  store: ResourceStore;
  context: Record<string, unknown>;
}

export const PER_PAGE = 25;
/** The deep page: page 5,000 at 25 a page (or the last page of a shorter list). */
export const DEEP_PAGE = 5000;
/** A product line's name: about one article in forty carries it. */
export const SEARCH_TERM = 'blueface';

/**
 * A tab's list (a nested resource) as the server reads it under one parent (nested-scope.ts): the
 * parent's rows only, at the nested path.
 */
function underParent(
  child: ResourceStore,
  parent: ResourceDefinition,
  key: string,
  id: number,
): ResourceStore {
  return {
    ...child,
    definition: boundToParent(child.definition, parent, String(id)),
    hooks: { ...child.hooks, listScope: () => sql.raw(`t.${key} = ${id}`) },
  };
}

export const ENDPOINTS = [
  {
    endpoint: 'articles',
    store: articleStore,
    search: SEARCH_TERM,
    // The product column's filter (an indexed subquery on products) and a two-key sort.
    filterSort: { filter: { product: SEARCH_TERM }, sortBy: 'altra_status_iso,name' },
  },
  {
    endpoint: 'families',
    store: familyStore,
    search: SEARCH_TERM,
    // The ordering modal's default order (created_at, sort_key) on the active families.
    filterSort: { filter: { active: 'true' }, sortBy: 'created_at,sort_key' },
  },
  {
    endpoint: 'manufacturers',
    store: manufacturerStore,
    search: 'electric',
    filterSort: { filter: { active: 'true' }, sortBy: 'brand_1,name' },
  },
  {
    endpoint: 'externalusers',
    store: externalUserStore,
    // A surname typed in the global search (e-mail, name and surname), about one account in thirteen.
    search: 'fernández',
    filterSort: { filter: { type: 'PRO', market: 'PT' }, sortBy: 'surname,name' },
  },
  {
    endpoint: 'returns',
    store: returnsStore,
    // The start of a return's number as an agent types it (references end in '-' and 7 digits): about
    // 1 return in 100 of 200,000 (the 1,000 numbers 0012000-0012999 and as many invoice numbers).
    search: '-0012',
    // One state, newest first: the after-sales agents' working view (the state's index serves it).
    filterSort: { filter: { status: 'pending' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'warranties',
    store: warrantiesStore,
    // A plenum ID as an agent types it, through the lines' copy on the warranty (serial numbers,
    // plenum IDs, invoices): the 50 warranties PLN-0001200 to PLN-0001298, at every size.
    search: 'PLN-00012',
    // One state, newest first: the (status, created_at, id) index serves it without a sort.
    filterSort: { filter: { status: 'validated' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'renewalplans',
    store: renewalPlansStore,
    // A plan's code as an agent types its end (codes end in '-' and 7 digits): about 1 plan in 100
    // of 100,000; the same box finds a client's name or surname.
    search: '-0004',
    // One state, newest first: the renewal team's working view (the (status, created_at, id) index).
    filterSort: { filter: { status: 'in_process' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'companies',
    store: companyStore,
    // A place word of the trade names, about one company in thirty-two; the same box (name, VAT,
    // alias) finds a VAT number.
    search: 'levante',
    // One client state, by name: the state's (status, name, id) index serves it without a sort.
    filterSort: { filter: { status: 'inactive' }, sortBy: 'name' },
  },
  {
    endpoint: 'orders',
    store: orderStore,
    // A customer's place word (about one order in thirty-two; the same box finds a reference, a VAT
    // number or the customer's own reference), newest first through the date index.
    search: 'levante',
    // One status, newest first: the (status, order_date, id) index serves it without a sort.
    filterSort: { filter: { status: 'sent' }, sortBy: '-order_date' },
  },
  {
    endpoint: 'tickets',
    store: ticketStore,
    // A reference as an agent types its end (references end in 7 digits): about 1 ticket in 500 of
    // 500,000 (CON-0012000 to CON-0012999); the same box finds words of the subject.
    search: '-0012',
    // One state and one assignee, newest first: an agent's own open tickets (the (assigned_to,
    // created_at, id) index serves it; the name is matched among the 24 agents first).
    filterSort: { filter: { status: 'open', assigned: 'Lucía Ferrer' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'shipments',
    store: shipmentsStore,
    // A pickup's identifier as an agent types it (PK and 7 digits): the 100 shipments PK0001200 to
    // PK0001299, at every size; the same box finds a tracking number.
    search: 'PK00012',
    // One state, newest first: the (status, created_at, id) index serves it without a sort.
    filterSort: { filter: { status: 'requested' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'technicalassistances',
    store: technicalAssistancesStore,
    // A request number as an agent types its end (numbers end in '-' and 7 digits): about 1 assistance
    // in 100 of 100,000 (0012000 to 0012999); the same box finds a requester's name.
    search: '-0012',
    // One state, newest first: the (status, created_at, id) index serves it without a sort.
    filterSort: { filter: { status: 'in_progress' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'amazonasins',
    store: amazonAsinStore,
    // A word of the articles' names as an agent types it, through the ASINs' copy of their article's
    // code and name (about one ASIN in forty); the same box finds an ASIN or an article code.
    search: SEARCH_TERM,
    // One marketplace, newest first: its ids first, then the (created_at, id, marketplace_id) index.
    filterSort: { filter: { marketplace: 'amazon.fr' }, sortBy: '-created_at' },
  },
  {
    endpoint: 'compatibilityiumodels',
    store: iuModelStore,
    // The agents' look-up (issue 31): a maker and a model as read off the unit, loosely typed.
    search: 'daikin fxsq-50',
    // One manufacturer's models by reference.
    filterSort: { filter: { manufacturer: 'Daikin' }, sortBy: 'model_reference' },
  },
  {
    // Daikin's FXSQ20A (bench model 2): its 500 compatible articles.
    endpoint: 'compatibilityiumodels-compatibilities',
    store: underParent(modelCompatibilityStore, iuModels, 'iu_model_id', 2),
    search: SEARCH_TERM,
    filterSort: { filter: { compatibility_type: 'Compatible' }, sortBy: '-created_at' },
  },
  {
    // Article 1's compatible units (about five).
    endpoint: 'articles-compatibilities',
    store: underParent(articleCompatibilityStore, articles, 'article_id', 1),
    search: 'daikin',
    filterSort: { filter: { manufacturer: 'Daikin' }, sortBy: 'model_reference' },
  },
  {
    // Issue 33: 2,000,000 notifications; a state tab, newest first.
    endpoint: 'notifications',
    store: notificationStore,
    search: 'compras4711@',
    filterSort: { filter: { status: 'rejected' }, sortBy: '-created_at' },
  },
  {
    // Issue 34: 10,000,000 audit rows; the whole list, and article 4711's history newest first.
    endpoint: 'audits',
    store: auditStore,
    search: '4711',
    filterSort: { filter: { auditable_type: 'articles', auditable_id: '4711' }, sortBy: '-created_at' },
  },
  {
    // Issue 35: 50,000 QR codes (their scans a subquery over 5,000,000 scan-day rows); a code typed.
    endpoint: 'qrredirections',
    store: qrStores(() => {}).redirections,
    search: 'QR-00047',
    filterSort: { filter: { type: 'manual' }, sortBy: '-created_at' },
  },
  {
    // Issue 34: 200,000 card-terminal operations; bank orders as an agent types them (B0000471000 to
    // B0000471999: 1,000 of them), and the refused ones newest first (the (status, operation_at, id) index).
    endpoint: 'tpvoperations',
    store: tpvOperationStore,
    search: 'B0000471',
    filterSort: { filter: { status: 'rejected' }, sortBy: '-operation_at' },
  },
  {
    // Issue 34: 1,000,000 log rows; a record's number typed, and the errors of the last week, newest first.
    endpoint: 'logs',
    store: logStore,
    search: '4711',
    filterSort: { filter: { level: 'error', date_from: '2025-06-23' }, sortBy: '-last_seen_at' },
  },
  {
    // One user's changes (bench user 7: 25,000 of them), newest first.
    endpoint: 'audits-user',
    store: auditStore,
    search: '4711',
    filterSort: { filter: { user_email: '7' }, sortBy: '-created_at' },
  },
] as const;

export function measuredQueries(totals: Record<string, number>): MeasuredQuery[] {
  return ENDPOINTS.flatMap(({ endpoint, store, search, filterSort }) => {
    const lastPage = Math.max(1, Math.ceil((totals[endpoint] ?? 0) / PER_PAGE));
    const deep = Math.min(DEEP_PAGE, lastPage);
    const queries: Omit<MeasuredQuery, 'endpoint' | 'store'>[] = [
      { id: 'first', label: 'first page', context: { currentPage: 1, perPage: PER_PAGE } },
      {
        id: 'deep',
        label: deep === DEEP_PAGE ? `page ${deep}` : `page ${deep} (last)`,
        context: { currentPage: deep, perPage: PER_PAGE },
      },
      {
        id: 'search',
        label: `search "${search}"`,
        context: { currentPage: 1, perPage: PER_PAGE, filter: { search } },
      },
      {
        id: 'filter-sort',
        label: `filter ${JSON.stringify(filterSort.filter)} sort ${filterSort.sortBy}`,
        context: { currentPage: 1, perPage: PER_PAGE, ...filterSort },
      },
    ];
    return queries.map((q) => ({ ...q, id: `${endpoint}.${q.id}`, endpoint, store }));
  });
}

export const apiPath = (store: ResourceStore) =>
  `/api/${store.definition.service}.v1/${store.definition.apiPath}`;

export const listUrl = (baseUrl: string, store: ResourceStore, context: Record<string, unknown>) =>
  `${baseUrl}${apiPath(store)}?context=${encodeURIComponent(JSON.stringify(context))}`;

export const exportUrl = (baseUrl: string, store: ResourceStore, context: Record<string, unknown>) =>
  `${baseUrl}${apiPath(store)}/export?context=${encodeURIComponent(JSON.stringify(context))}`;

/**
 * The statements the server runs for this list request (rows and total), as the floor runs them.
 * `listTotal`: the list's unfiltered total, which the server reads first for a deep page of a list
 * counted by triggers, to pick that page from the list's end (listStatements); `matches`: a search's
 * own total (and the words holding its term, where its words count it), which the server reads
 * before its page or with it.
 */
export function listSql(
  store: ResourceStore,
  context: Record<string, unknown>,
  listTotal?: number,
  matches?: { total: number; words?: string; values?: string },
): Statement[] {
  const { context: parsed, sortKeys } = readContext(store, JSON.stringify(context));
  const plain = listStatements(store, parsed, sortKeys);
  // A search counted cheaply is paged knowing its own total (and words), as the server pages it
  // (readListPage), as does a list filtered by a related name, paged with the values its count found.
  const known = (parsed.search || plain.countFirst) && matches ? matches.total : listTotal;
  const { rows, count } =
    known !== undefined && plain.cheapTotal
      ? listStatements(
          store,
          parsed,
          sortKeys,
          known,
          parsed.search ? matches?.words : undefined,
          plain.countFirst ? matches?.values : undefined,
        )
      : plain;
  // A search reads its page and its matches in one statement (readListPage).
  if (plain.searchPage && matches) return [toStatement(plain.searchPage)];
  return [rows, count].map(toStatement);
}

function toStatement(s: SQL): Statement {
  const q = dialect.sqlToQuery(s);
  return { text: q.sql, params: q.params };
}

export function exportSql(store: ResourceStore, context: Record<string, unknown>): Statement {
  const { context: parsed, sortKeys } = readContext(store, JSON.stringify(context));
  const q = dialect.sqlToQuery(exportStatement(store, parsed, sortKeys));
  return { text: q.sql, params: q.params };
}

/** Filters of the articles' Excel download; the one whose row count is nearest the target is used. */
export const EXPORT_FILTERS: Record<string, unknown>[] = [
  ...['available', 'development', 'beta', 'eos', 'eom', 'eol'].flatMap((status) => [
    { 'status.az_iso': status },
    { 'status.az_iso': status, active: 'true' },
  ]),
  { active: 'true' },
  { active: 'false' },
];

/** The statement that finds the signed-in user of every private request, as the server sends it. */
export async function currentUserSql(token: string): Promise<Statement> {
  let captured: SQL | null = null;
  const recorder = {
    execute: async (query: SQL) => {
      captured = query;
      return { rows: [] };
    },
  } as unknown as Db;
  await findUserByToken(recorder, token);
  if (!captured) throw new Error('findUserByToken sent no query');
  const q = dialect.sqlToQuery(captured);
  return { text: q.sql, params: q.params };
}

export { articleStore };
