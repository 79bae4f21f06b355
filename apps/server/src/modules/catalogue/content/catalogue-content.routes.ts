import { articles, products } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../../platform/gateway.ts';
import { anyColumnContains, likePattern } from '../../../platform/resources/list-engine/search-conditions.ts';
import { resourceRoutes } from '../../../platform/resources/resource-routes.ts';
import type { ResourceStore } from '../../../platform/resources/resource-store.ts';
import { serializeRows } from '../../../platform/resources/serialize.ts';
import { articleStore } from '../articles.store.ts';
import { productStore } from '../products.store.ts';
import { CATALOGUE_CONTENT_STORES } from './catalogue-content.stores.ts';

/** A selector answers at most this many records: the user types more to narrow it. */
export const SELECTOR_LIMIT = 20;

const selectorQuery = z.object({ search: z.string().max(100).optional() });

/**
 * Records whose code or name contains `search` (found through trigram indexes), an exact code first,
 * then by code.
 */
function selectorRows(store: ResourceStore, columns: string, search: string | undefined) {
  const text = search?.trim() ?? '';
  const where = text
    ? sql`where ${anyColumnContains('t', ['az_iso', 'name'], likePattern(text), store)}`
    : sql``;
  return sql`select ${sql.raw(columns)} from ${sql.raw(store.table)} t ${where}
    order by (t.az_iso = ${text}) desc, t.az_iso limit ${SELECTOR_LIMIT}`;
}

export async function catalogueContentRoutes(app: FastifyInstance) {
  for (const store of CATALOGUE_CONTENT_STORES) resourceRoutes(app, store);

  // Master calls of spec section 7: read by every signed-in user, like the other selector lists.
  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: products.selectorPath!,
    guard: 'auth',
    summary: `Products whose code or name contains \`search\` (at most ${SELECTOR_LIMIT})`,
    query: selectorQuery,
    handler: async ({ app: ctx, query }) => {
      const rows = await ctx.db.execute(
        selectorRows(productStore, 't.id, t.az_iso, t.name, t.family_id, t.active', query.search),
      );
      return { products: { data: serializeRows(rows) } };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: articles.selectorPath!,
    guard: 'auth',
    summary: `Articles whose code or name contains \`search\` (at most ${SELECTOR_LIMIT})`,
    query: selectorQuery,
    handler: async ({ app: ctx, query }) => {
      const rows = await ctx.db.execute(
        selectorRows(articleStore, 't.id, t.az_iso, t.name, t.product_id, t.active', query.search),
      );
      return { articles: { data: serializeRows(rows) } };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'admin/product-selectors/categories',
    guard: 'auth',
    summary: "Active categories for a product's category selectors, with their path in the tree",
    handler: async ({ app: ctx }) => {
      const rows = await ctx.db.execute(sql`
        with recursive tree(id, az_iso, name, parent_id, sort_key, path, depth) as (
          select id, az_iso, name, parent_id, sort_key, name, 0 from categories where parent_id is null and active
          union all
          select c.id, c.az_iso, c.name, c.parent_id, c.sort_key, tree.path || ' › ' || c.name, tree.depth + 1
          from categories c join tree on c.parent_id = tree.id where c.active and tree.depth < 10)
        select id, az_iso, name, parent_id, path from tree order by path, id`);
      return { categories: serializeRows(rows) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'admin/article-types',
    guard: 'auth',
    summary: 'Every article type (for selectors)',
    handler: async ({ app: ctx }) => ({
      article_types: serializeRows(
        await ctx.db.execute(
          sql`select id, az_iso, name, sort_key, translations from article_types order by sort_key, id`,
        ),
      ),
    }),
  });
}
