import { randomUUID } from 'node:crypto';
import { guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdapterCallError } from '../../platform/adapters/outbound-call.ts';
import { integrationKey, seal } from '../../platform/adapters/secret-box.ts';
import { readSyncState } from '../../platform/adapters/sync-states.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { checkVersion } from '../../platform/resources/required-version.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { httpCrmAdapter } from './crm-adapter.ts';
import {
  crmConfigurationByAlias,
  crmConfigurationForCompany,
  crmEndpoint,
  ERP_SECRET_OWNER,
} from './integration-endpoints.ts';
import { erpOrder, queueA3Order, queueA3Products, queueCrmSync } from './integrations.jobs.ts';
import { crmConfigurationStore, crmLogStore } from './integrations.stores.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
const agentsQuery = z.object({ crm_alias: z.string().max(40).optional() });

export const erpConfigurationSchema = z.strictObject({
  end_point: z.string().url().max(500).nullish(),
  company_code: z.string().max(40).nullish(),
  active: z.boolean().default(false),
  /** Write-only, like a CRM configuration's: set or replace; absent or empty keeps it. */
  secret: z.string().min(16).max(200).nullish().or(z.literal('')),
  updated_at: z.string().max(40).optional(),
});

type Agent = { NAME: string; SURNAME: string; FULLNAME: string; code: string; crm_alias: string | null };

/**
 * CRM configurations and logs (kit resources), the CRM agents of the selectors, the A3
 * configuration, and the actions that queue outbound jobs: sync a company to its CRM, send every
 * product to A3. Each action answers 202 with the record's sync state; the job does the call.
 */
export async function integrationsRoutes(app: FastifyInstance) {
  const ctx = app.appContext;
  const key = await integrationKey(ctx.config);
  resourceRoutes(app, crmConfigurationStore(key));
  resourceRoutes(app, crmLogStore, { writes: false });

  route(app, {
    method: 'GET',
    service: 'mscrm',
    path: 'crm-agents',
    guard: 'auth',
    summary:
      'CRM agents for the selectors: from the CRM named by crm_alias when it answers, else the users with an agent code',
    query: agentsQuery,
    handler: async ({ query, app: ctx }) => {
      const alias = query.crm_alias?.trim() || null;
      const configuration = alias ? await crmConfigurationByAlias(ctx.db, alias) : null;
      if (configuration) {
        try {
          const crm = httpCrmAdapter(ctx.db, crmEndpoint(ctx, key, configuration));
          const agents = await crm.listAgents({ idempotencyKey: randomUUID(), attempt: 1 });
          return {
            source: 'crm',
            crm_agents: agents.map<Agent>((a) => ({
              NAME: a.name,
              SURNAME: a.surname,
              FULLNAME: `${a.name} ${a.surname}`.trim(),
              code: a.code,
              crm_alias: alias,
            })),
          };
        } catch (error) {
          // Logged by the adapter; a selector still gets the agents the board knows.
          if (!(error instanceof AdapterCallError)) throw error;
        }
      }
      const users = await ctx.db.execute<Agent>(sql`select name as "NAME", surname as "SURNAME",
        trim(name || ' ' || surname) as "FULLNAME", agent_code as code, crm_alias
        from users where agent_code is not null and agent_code <> '' and status = 'active'
          and (${alias}::text is null or crm_alias = ${alias})
        order by name, surname, id`);
      return { source: 'users', crm_agents: users.rows };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mscustomer',
    path: 'admin/companies/:id/sync-crm',
    guard: guardForAction('companies', 'edit'),
    summary: 'Queue the sync of a company to its CRM (202 with its sync state)',
    params: idParams,
    status: 202,
    handler: async ({ params, app: ctx }) => {
      const found = await ctx.db.execute<{
        crm_alias: string | null;
        country_iso: string;
        region_id: number | null;
      }>(sql`select crm_alias, country_iso, region_id from companies where id = ${Number(params.id)}`);
      const company = found.rows[0];
      if (!company) throw notFound();
      const configuration = await crmConfigurationForCompany(ctx.db, company);
      if (!configuration) throw new TranslatedError(422, 'integrations.noCrmConfiguration');
      return { sync_state: await queueCrmSync(ctx, Number(params.id), configuration.id) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'mscustomer',
    path: 'admin/companies/:id/sync-crm',
    guard: guardForAction('companies', 'details'),
    summary: 'The sync state of a company with its CRM (null when never synced)',
    params: idParams,
    handler: async ({ params, app: ctx }) => ({
      sync_state: await readSyncState(ctx.db, { system: 'crm', entity: 'company', entityId: params.id }),
    }),
  });

  route(app, {
    method: 'POST',
    service: 'msproduct',
    path: 'admin/products/send-all-a3',
    guard: guardForAction('products', 'edit'),
    summary: 'Queue sending every product to A3 (202 with the sync state)',
    status: 202,
    handler: async ({ app: ctx }) => {
      if (!(await erpConfigured(ctx.db))) throw new TranslatedError(422, 'integrations.erpNotConfigured');
      return { sync_state: await queueA3Products(ctx) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'admin/products/send-all-a3',
    guard: guardForAction('products', 'list'),
    summary: 'The state of the last "send all products to A3"',
    handler: async ({ app: ctx }) => ({
      sync_state: await readSyncState(ctx.db, { system: 'a3', entity: 'products', entityId: 'all' }),
    }),
  });

  route(app, {
    method: 'POST',
    service: 'msbusiness',
    path: 'admin/orders/:id/send-a3',
    guard: guardForAction('orders', 'edit'),
    summary: "Queue sending an order to A3 (202 with its sync state); A3's number comes back on the order",
    params: idParams,
    status: 202,
    handler: async ({ params, app: ctx }) => {
      const order = await erpOrder(ctx.db, Number(params.id));
      if (!order) throw notFound();
      if (!(await erpConfigured(ctx.db))) throw new TranslatedError(422, 'integrations.erpNotConfigured');
      return { sync_state: await queueA3Order(ctx, order) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msbusiness',
    path: 'admin/orders/:id/send-a3',
    guard: guardForAction('orders', 'details'),
    summary: 'The sync state of an order with A3 (null when never sent)',
    params: idParams,
    handler: async ({ params, app: ctx }) => ({
      sync_state: await readSyncState(ctx.db, { system: 'a3', entity: 'order', entityId: params.id }),
    }),
  });

  const erpRecord = sql`select end_point, company_code, active, sealed_secret is not null as secret_set,
    to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from erp_configuration where id = 1`;

  route(app, {
    method: 'GET',
    service: 'mscrm',
    path: 'erp-configuration',
    guard: guardForAction('crmconfigurations', 'details'),
    summary: 'The A3 configuration (its secret is never answered: secret_set says whether it is set)',
    handler: async ({ app: ctx }) => {
      const found = await ctx.db.execute(erpRecord);
      return {
        erp_configuration: found.rows[0] ?? {
          end_point: null,
          company_code: null,
          active: false,
          secret_set: false,
          updated_at: null,
        },
      };
    },
  });

  route(app, {
    method: 'PUT',
    service: 'mscrm',
    path: 'erp-configuration',
    guard: guardForAction('crmconfigurations', 'edit'),
    summary: 'Save the A3 configuration; a stale updated_at answers 409',
    body: erpConfigurationSchema,
    readOnlyKeys: async () => new Set(['secret_set']),
    handler: async ({ body, app: ctx, actor }) => {
      const sealed = body.secret ? seal(key, ERP_SECRET_OWNER, body.secret) : null;
      const saved = await ctx.db.transaction(async (tx) => {
        const current = await tx.execute<{ updated_at: string; sealed_secret: string | null }>(
          sql`select updated_at::text, sealed_secret from erp_configuration where id = 1 for update`,
        );
        const existing = current.rows[0];
        const before = existing ? (await tx.execute(erpRecord)).rows[0] : undefined;
        // Once saved, the configuration is updated like any record: as read (428 without it, 409 stale).
        if (existing) checkVersion(body.updated_at, existing.updated_at);
        if (body.active && !(body.end_point && (sealed ?? existing?.sealed_secret)))
          throw new TranslatedError(422, 'integrations.erpNotConfigured');
        await tx.execute(sql`insert into erp_configuration (id, end_point, company_code, active, sealed_secret)
          values (1, ${body.end_point ?? null}, ${body.company_code ?? null}, ${body.active}, ${sealed})
          on conflict (id) do update set end_point = excluded.end_point, company_code = excluded.company_code,
            active = excluded.active, sealed_secret = coalesce(excluded.sealed_secret, erp_configuration.sealed_secret),
            updated_at = greatest(now(), erp_configuration.updated_at + interval '1 millisecond')`);
        const after = (await tx.execute(erpRecord)).rows[0]!;
        const event = before ? 'updated' : 'created';
        await recordAudit(tx, actor, { event, type: 'erp_configuration', id: 1, before, after });
        return after;
      });
      return { erp_configuration: saved };
    },
  });
}

async function erpConfigured(db: Queryable): Promise<boolean> {
  const found = await db.execute(sql`select 1 from erp_configuration
    where id = 1 and active and end_point is not null and sealed_secret is not null`);
  return found.rows.length > 0;
}
