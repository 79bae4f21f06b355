import { families, guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { familyStore } from './catalogue.stores.ts';

/** The family form shows this many of its latest changes. */
export const FAMILY_AUDITS_SHOWN = 50;

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * A family's audit trail (spec section 3: a family carries its audits), newest first: who changed
 * what and when, and for an update which fields changed. Only their names leave, not the values.
 */
export async function familyAuditsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: `${families.apiPath}/:id/audits`,
    guard: guardForAction(families.name, 'details'),
    summary: `A family's latest ${FAMILY_AUDITS_SHOWN} changes (event, who, when, fields changed)`,
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      const family = await readRecord(ctx.db, familyStore, params.id);
      if (!family) throw notFound();
      const rows = await ctx.db.execute(sql`
        select id, event, user_email, created_at,
          case when event = 'updated' and jsonb_typeof(new_values) = 'object'
            then array(select k from jsonb_object_keys(new_values) k order by k) else '{}' end as fields
        from audits where auditable_type = ${families.name} and auditable_id = ${String(family.id)}
        order by created_at desc, id desc limit ${FAMILY_AUDITS_SHOWN}`);
      return { audits: serializeRows(rows) };
    },
  });
}
