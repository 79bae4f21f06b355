import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { MARKETPLACE_STORES } from './marketplace.stores.ts';

export async function marketplaceRoutes(app: FastifyInstance) {
  for (const store of MARKETPLACE_STORES) resourceRoutes(app, store);

  // The marketplaces for the ASIN form's select, each with its keyword byte limit (the keyword
  // field counts down from it): a whole list of a few rows, like the other selector lists.
  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'amazon-marketplaces',
    guard: 'auth',
    summary: 'Every Amazon marketplace (for selectors), with its keyword byte limit',
    handler: async ({ app: ctx }) => ({
      amazon_marketplaces: serializeRows(
        await ctx.db.execute(sql`select id, name, amazon_marketplace_id, domain_extension, country_iso, language,
          currency, keyword_byte_limit, active from amazon_marketplaces order by name, id`),
      ),
    }),
  });
}
