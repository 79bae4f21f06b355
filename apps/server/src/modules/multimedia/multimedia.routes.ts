import { guardForAction, parseGuard } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/gateway.ts';
import { likePattern } from '../../platform/resources/list-engine/search-conditions.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { MULTIMEDIA_STORES } from './multimedia.stores.ts';

/**
 * Who may call the selector: whoever may see a record that holds media resources (the product,
 * article and family forms, in details mode too) or list the resources themselves.
 */
function selectorGuard(): string {
  const roles = new Set<string>();
  const uses = [
    ...['products', 'articles', 'families'].map((resource) => guardForAction(resource, 'details')),
    guardForAction('mediaresources', 'list'),
  ];
  for (const guard of uses.flatMap((text) => parseGuard(text))) {
    if (guard.name === 'role') for (const name of guard.params) roles.add(name);
  }
  return `auth|role:${[...roles].sort().join(',')}`;
}

const SELECTOR_LIMIT = 50;

export async function multimediaRoutes(app: FastifyInstance) {
  // Before the kit's routes: `selector` is a path of its own, not a record id.
  route(app, {
    method: 'GET',
    service: 'msmultimedia',
    path: 'admin/media-resources/selector',
    guard: selectorGuard(),
    summary: `Media resources for a selector: those with the given \`ids\`, or the active ones matching \`search\` (at most ${SELECTOR_LIMIT})`,
    query: z.object({
      search: z.string().max(100).optional(),
      ids: z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'validations.type')
        .optional(),
    }),
    handler: async ({ app: ctx, query }) => {
      const columns = sql`t.id, t.az_iso, t.name, t.active, t.file_url, t.url,
        (select y.name from media_types y where y.id = t.media_type_id) as media_type`;
      if (query.ids) {
        const ids = query.ids.split(',').map(Number);
        const rows = await ctx.db.execute(sql`select ${columns} from media_resources t
          where t.id = any(${sql.param(ids)}::int[]) order by t.az_iso`);
        return { media_resources: rows.rows };
      }
      const search = query.search?.trim();
      const rows = await ctx.db.execute(sql`select ${columns} from media_resources t
        where t.active ${search ? sql`and (t.az_iso ilike ${likePattern(search)} or t.name ilike ${likePattern(search)})` : sql``}
        order by t.az_iso limit ${SELECTOR_LIMIT}`);
      return { media_resources: rows.rows };
    },
  });

  for (const store of MULTIMEDIA_STORES) resourceRoutes(app, store);
}
