import type { ResourceDefinition } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/gateway.ts';
import { readContext } from '../../platform/resources/list-engine/list-context.ts';
import { readListPage } from '../../platform/resources/list-engine/read-list-page.ts';
import { listAnswer } from '../../platform/resources/resource-routes.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { familyStore, rangeStore, systemStore } from './catalogue.stores.ts';

/**
 * The columns anyone with the apikey may read, named one by one: a column added to the tables later
 * stays private until it is listed here. Left out: created_at and updated_at (audit data),
 * markets_available (planning) and active (always true in these lists).
 */
const PUBLIC_TREE_COLUMNS = [
  'id',
  'az_iso',
  'sort_key',
  'name',
  'slug',
  'image_url',
  'translations',
  'markets_active',
];
/** List columns a public caller may not filter by: a filter would tell their hidden values. */
const PRIVATE_FILTERS = new Set(['active', 'created_at']);

/** The kit's list of a catalogue store, reduced to active records and public columns. */
function publicStore(store: ResourceStore, extraColumns: string[], scope: SQL): ResourceStore {
  const definition: ResourceDefinition = {
    ...store.definition,
    columns: store.definition.columns.filter((column) => !PRIVATE_FILTERS.has(column.key)),
  };
  return {
    ...store,
    definition,
    listColumns: [...PUBLIC_TREE_COLUMNS, ...extraColumns],
    hooks: { listScope: () => scope },
  };
}

const publicRanges = publicStore(rangeStore, [], sql`t.active`);
/** A system of an inactive range is not public either (its answer names the range). */
const publicSystems = publicStore(
  systemStore,
  ['range_id'],
  sql`t.active and t.range_id in (select r.id from ranges r where r.active)`,
);
const publicFamilies = publicStore(familyStore, [], sql`t.active`);

const listQuery = z.object({ context: z.string().max(10_000).optional() });

/**
 * The public lists of spec section 7 (`v1-public`: apikey, no token): every active range and system
 * (the shape of the private selector lists), and families through the list context (`currentPage`
 * -1 and an empty filter for all). Limited per address: no sign-in stands in front of them.
 */
export async function publicCatalogueRoutes(app: FastifyInstance) {
  const rateLimit = {
    max: (ctx: AppContext) => ctx.config.PUBLIC_LIST_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
  };

  for (const store of [publicRanges, publicSystems]) {
    const { name, singular, plural } = store.definition;
    route(app, {
      method: 'GET',
      service: 'msproduct',
      version: 'v1-public',
      path: name,
      guard: 'public',
      rateLimit,
      summary: `Every active ${singular}, public fields only (no token)`,
      handler: async ({ app: ctx }) => {
        const { context } = readContext(store, JSON.stringify({ currentPage: -1 }));
        const { data } = await readListPage({ db: ctx.db }, store, context);
        return { [plural]: data };
      },
    });
  }

  route(app, {
    method: 'GET',
    service: 'msproduct',
    version: 'v1-public',
    path: 'families/filter',
    guard: 'public',
    rateLimit,
    summary: 'Active families, public fields only (no token; context: page, per page, filters, sort)',
    query: listQuery,
    handler: async ({ app: ctx, query, req }) =>
      listAnswer(ctx.db, publicFamilies, query.context, req, app.listMemory),
  });
}
