import { guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { integrationKey } from '../../platform/adapters/secret-box.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';
import { companyStore, withSealedSecret } from './companies.store.ts';
import { sealWaitingCompanySecrets } from './company-secrets.ts';
import { companyAddressStore, companyDiscountStore, companyUserStore } from './company-tabs.store.ts';
import { ConversionRefused, convertTmpCustomer, type TmpCustomerRow } from './convert-tmp-customer.ts';
import { adapterCrmDirectory, type CrmDirectory } from './crm-directory.ts';
import { tmpCustomerStore } from './tmp-customers.store.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const moveBody = z.strictObject({ crm_client_id: z.string().trim().min(1).max(60) });

/**
 * Companies and their tabs (users, addresses, discounts: nested under `admin/companies/:parent_id`),
 * and temporary customers with their actions: sync (find the client in the CRM by VAT), move to
 * another CRM client, convert into a real customer.
 */
export async function customersRoutes(app: FastifyInstance) {
  const { config, db } = app.appContext;
  const secretKey = await integrationKey(config);
  await sealWaitingCompanySecrets(db, secretKey);
  resourceRoutes(app, withSealedSecret(companyStore, secretKey));
  for (const tab of [companyUserStore(app.appContext), companyAddressStore, companyDiscountStore]) {
    resourceRoutes(app, tab, { parent: companyStore });
  }
  resourceRoutes(app, tmpCustomerStore);
  tmpCustomerActions(app, adapterCrmDirectory(app.appContext));
}

function tmpCustomerActions(app: FastifyInstance, crm: CrmDirectory) {
  const def = tmpCustomerStore.definition;
  const registration = async (db: Queryable, id: string, lock = false) => {
    const found = await readRecord(db, tmpCustomerStore, id, lock);
    if (!found) throw notFound();
    return found as unknown as TmpCustomerRow & { updated_at: string };
  };
  const setCrmClient = async (
    db: Tx,
    tmp: TmpCustomerRow,
    crmClientId: string,
    actor: Parameters<typeof recordAudit>[1],
  ) => {
    await db.execute(
      sql`update tmp_customers set crm_client_id = ${crmClientId}, updated_at = now() where id = ${tmp.id}`,
    );
    await recordAudit(db, actor, {
      event: 'updated',
      type: def.name,
      id: tmp.id,
      before: { crm_client_id: tmp.crm_client_id },
      after: { crm_client_id: crmClientId },
    });
  };

  route(app, {
    method: 'POST',
    service: 'mscustomer',
    path: `${def.apiPath}/:id/sync`,
    guard: guardForAction(def.name, 'sync'),
    summary: 'Find the registration’s client in the CRM by VAT and link it ("client not found" when absent)',
    params: idParams,
    handler: async ({ params, app: ctx, actor, t }) => {
      // The CRM is asked before the registration is locked: a slow CRM never holds the row.
      const asked = await registration(ctx.db, params.id);
      const client = await crm.findClientByVat(asked, asked.vat);
      if (!client) throw new TranslatedError(404, 'customers.clientNotFound', undefined, { vat: asked.vat });
      return ctx.db.transaction(async (tx) => {
        const tmp = await registration(tx, params.id, true);
        if (client.id !== tmp.crm_client_id) await setCrmClient(tx, tmp, client.id, actor);
        return {
          message: t('customers.clientFound', { client: `${client.name} (${client.id})` }),
          tmp_customer: await registration(tx, params.id),
        };
      });
    },
  });

  route(app, {
    method: 'POST',
    service: 'mscustomer',
    path: `${def.apiPath}/:id/move`,
    guard: guardForAction(def.name, 'edit'),
    summary: 'Move the registration to another CRM client (which must exist in the CRM)',
    params: idParams,
    body: moveBody,
    handler: async ({ params, body, app: ctx, actor, t }) => {
      const asked = await registration(ctx.db, params.id);
      const client = await crm.findClientById(asked, body.crm_client_id);
      if (!client) {
        throw new TranslatedError(422, 'errors.invalidForm', {
          crm_client_id: [t('customers.clientNotFound', { vat: body.crm_client_id })],
        });
      }
      return ctx.db.transaction(async (tx) => {
        const tmp = await registration(tx, params.id, true);
        await setCrmClient(tx, tmp, client.id, actor);
        return {
          message: t('customers.clientMoved', { client: `${client.name} (${client.id})` }),
          tmp_customer: await registration(tx, params.id),
        };
      });
    },
  });

  route(app, {
    method: 'POST',
    service: 'mscustomer',
    path: `${def.apiPath}/:id/convert`,
    guard: guardForAction(def.name, 'edit'),
    summary: 'Convert into a real customer: the company and its first user (invited), in one transaction',
    params: idParams,
    status: 201,
    handler: async ({ params, app: ctx, actor, t, locale }) => {
      try {
        return await ctx.db.transaction(async (tx) => {
          const tmp = await registration(tx, params.id, true);
          const { companyId, userId } = await convertTmpCustomer(tx, ctx.jobs, tmp, locale);
          const company = (await readRecord(tx, companyStore, String(companyId)))!;
          await recordAudit(tx, actor, {
            event: 'created',
            type: 'companies',
            id: companyId,
            after: company,
          });
          await recordAudit(tx, actor, {
            event: 'created',
            type: 'externalusers',
            id: userId,
            after: { id: userId, client_id: companyId, email: tmp.user_email },
          });
          await recordAudit(tx, actor, {
            event: 'updated',
            type: def.name,
            id: tmp.id,
            before: { status: tmp.status },
            after: { status: 'converted', company_id: companyId },
          });
          return {
            message: t('customers.converted', { name: tmp.name }),
            company,
            user_id: userId,
          };
        });
      } catch (error) {
        if (error instanceof ConversionRefused) {
          const status = error.reason === 'customers.alreadyConverted' ? 409 : 422;
          throw new TranslatedError(status, status === 409 ? error.reason : 'errors.invalidForm', {
            [error.field]: [t(error.reason)],
          });
        }
        throw error;
      }
    },
  });
}
