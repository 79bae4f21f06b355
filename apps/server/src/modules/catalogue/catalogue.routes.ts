import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { route } from '../../platform/gateway.ts';
import { anyRoleOf } from '../../platform/guards.ts';
import { likePattern } from '../../platform/resources/list-engine/search-conditions.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { articleBulkUpdateRoutes } from './articles-bulk-update.ts';
import { CATALOGUE_STORES } from './catalogue.stores.ts';
import { familyAuditsRoutes } from './family-audits.routes.ts';
import { publicCatalogueRoutes } from './public-lists.routes.ts';

const CATALOGUE_RESOURCES = [
  'ranges',
  'systems',
  'families',
  'attributes',
  'products',
  'articles',
  'manufacturers',
];

export async function catalogueRoutes(app: FastifyInstance) {
  for (const store of CATALOGUE_STORES) resourceRoutes(app, store);
  await articleBulkUpdateRoutes(app);
  await publicCatalogueRoutes(app);
  await familyAuditsRoutes(app);

  /** Whole lists for selectors (no paging): every signed-in user may read them. */
  const lookups = [
    {
      service: 'msmarket',
      path: 'admin/languages',
      key: 'languages',
      query: sql`select * from languages order by id`,
    },
    {
      service: 'msmarket',
      path: 'admin/markets',
      key: 'markets',
      // With the name and place of the group company each market belongs to: the market selectors
      // group markets under them (spec section 2, widget 9; modules/group-companies).
      query: sql`select m.*, c.name as company_name, c.sort_key as company_sort_key
        from markets m left join global_companies c on c.iso = m.altra_company_iso order by m.name`,
    },
    {
      service: 'msproduct',
      path: 'ranges',
      key: 'ranges',
      query: sql`select id, az_iso, name, sort_key, active from ranges order by sort_key, id`,
    },
    {
      service: 'msproduct',
      path: 'systems',
      key: 'systems',
      query: sql`select id, az_iso, name, sort_key, active, range_id from systems order by sort_key, id`,
    },
    {
      // Spec section 7: `GET attribute-types` is the whole list (the paged one is `attribute-types/filter`).
      service: 'msproduct',
      path: 'attribute-types',
      key: 'attribute_types',
      query: sql`select t.id, t.az_iso, t.key, t.description, t.sort_key, t.a3_type, t.applies_to, t.translations,
          t.created_at, t.updated_at,
          coalesce((select json_agg(json_build_object('id', o.id, 'az_iso', o.az_iso, 'value', o.value,
            'translations', o.translations) order by o.sort_id, o.id)
            from attribute_options o where o.attribute_type_id = t.id), '[]') as options
        from attribute_types t order by t.sort_key nulls last, t.id`,
    },
    {
      service: 'msproduct',
      path: 'categories',
      key: 'categories',
      query: sql`select id, az_iso, name, parent_id, sort_key, active from categories order by sort_key, id`,
    },
  ] as const;
  for (const lookup of lookups) {
    route(app, {
      method: 'GET',
      service: lookup.service,
      path: lookup.path,
      guard: 'auth',
      summary: `Every ${lookup.key} (for selectors)`,
      handler: async ({ app: ctx }) => ({
        [lookup.key]: serializeRows(await ctx.db.execute(lookup.query)),
      }),
    });
  }

  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'keywords',
    guard: 'auth',
    summary: 'Keywords: those with the given `ids`, or those containing `search` (at most 50)',
    query: z.object({
      search: z.string().max(100).optional(),
      ids: z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'validations.type')
        .optional(),
    }),
    handler: async ({ app: ctx, query }) => {
      if (query.ids) {
        const ids = query.ids.split(',').map(Number);
        const rows = await ctx.db.execute(
          sql`select id, keyword from keywords where id = any(${sql.param(ids)}::int[]) order by keyword`,
        );
        return { keywords: rows.rows };
      }
      const search = query.search?.trim();
      const rows = await ctx.db.execute(sql`select id, keyword from keywords
        ${search ? sql`where keyword ilike ${likePattern(search)}` : sql``}
        order by keyword limit 50`);
      return { keywords: rows.rows };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msproduct',
    path: 'create-keyword',
    guard: anyRoleOf(CATALOGUE_RESOURCES, ['create', 'edit']),
    summary: 'Create a keyword on the fly (an existing one is returned as it is)',
    body: z.strictObject({ keyword: z.string().trim().min(1).max(100) }),
    status: 201,
    handler: async ({ app: ctx, body, actor }) =>
      ctx.db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: number; keyword: string }>(sql`
          insert into keywords (keyword) values (${body.keyword}) on conflict do nothing returning id, keyword`);
        const created = inserted.rows[0];
        if (created) {
          await recordAudit(tx, actor, {
            event: 'created',
            type: 'keywords',
            id: created.id,
            after: created,
          });
          return { keyword: created };
        }
        const existing = await tx.execute<{ id: number; keyword: string }>(
          sql`select id, keyword from keywords where lower(keyword) = lower(${body.keyword})`,
        );
        return { keyword: existing.rows[0] };
      }),
  });
}
