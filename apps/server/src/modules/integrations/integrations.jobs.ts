import { sql } from 'drizzle-orm';
import {
  type AdapterJobData,
  defineAdapterQueue,
  GiveUp,
  queueAdapterJob,
} from '../../platform/adapters/adapter-jobs.ts';
import { integrationKey } from '../../platform/adapters/secret-box.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { httpCrmAdapter } from './crm-adapter.ts';
import { startDemoFakeCrm } from './demo-fake-crm.ts';
import { type ErpOrder, httpErpAdapter } from './erp-adapter.ts';
import { crmConfiguration, crmEndpoint, erpSettings } from './integration-endpoints.ts';

export const CRM_SYNC_QUEUE = 'crm.upsert-client';
export const A3_PRODUCTS_QUEUE = 'a3.send-products';
export const A3_ORDER_QUEUE = 'a3.send-order';
/** Products per call to A3: one call per batch, each with its own idempotency key. */
export const A3_PRODUCTS_BATCH = 500;

interface CrmSyncJob extends AdapterJobData {
  configurationId: number;
}
interface A3OrderJob extends AdapterJobData {
  order: ErpOrder;
}

type CompanyForCrm = {
  name: string;
  vat: string;
  country_iso: string;
  email: string | null;
  phone: string | null;
  client_type: string;
};

/** The company's column holding its id in the CRM of a country (spec: CRM ids for ES, IT and USA). */
const CRM_ID_COLUMNS: Readonly<Record<string, string>> = {
  ES: 'crm_id_es',
  IT: 'crm_id_it',
  US: 'crm_id_usa',
};

/**
 * The company keeps the id the CRM gave it, in its country's column (other countries' CRMs: the sync
 * state keeps it). Its stamp moves only when the id changes, so a form opened before saves with a 409.
 */
async function keepCrmId(db: Queryable, companyId: number, countryIso: string, crmId: string) {
  const column = CRM_ID_COLUMNS[countryIso];
  if (!column) return;
  await db.execute(sql`update companies set ${sql.raw(column)} = ${crmId},
    updated_at = greatest(now(), updated_at + interval '1 millisecond')
    where id = ${companyId} and ${sql.raw(column)} is distinct from ${crmId}`);
}

/** The outbound jobs of the CRM and A3 adapters; in demo mode with DEMO_FAKE_CRM, the fake CRM too. */
export async function integrationJobs(ctx: AppContext) {
  const key = await integrationKey(ctx.config);

  await defineAdapterQueue<CrmSyncJob>(ctx, CRM_SYNC_QUEUE, async (data, { attempt }) => {
    const configuration = await crmConfiguration(ctx.db, data.configurationId);
    if (!configuration) throw new GiveUp('the CRM configuration is no longer active or has no secret');
    // The company as it is when the call is made, not when it was asked for.
    const found =
      await ctx.db.execute<CompanyForCrm>(sql`select name, vat, country_iso, email, phone, client_type
      from companies where id = ${Number(data.target.entityId)}`);
    const company = found.rows[0];
    if (!company) throw new GiveUp('the company no longer exists');
    const crm = httpCrmAdapter(ctx.db, crmEndpoint(ctx, key, configuration));
    const client = await crm.upsertClient(
      {
        ...company,
        client_id: configuration.client_id,
        crm_source_id: configuration.crm_source_id,
        agent_code: configuration.agent_code,
        reference: configuration.reference,
      },
      { idempotencyKey: data.idempotencyKey, attempt, entity: { type: 'company', id: data.target.entityId } },
    );
    await keepCrmId(ctx.db, Number(data.target.entityId), configuration.country_iso, client.id);
    return client.id;
  });

  await defineAdapterQueue<AdapterJobData>(ctx, A3_PRODUCTS_QUEUE, async (data, { attempt }) => {
    const settings = await erpSettings(ctx, key);
    if (!settings) throw new GiveUp('A3 is not configured');
    const erp = httpErpAdapter(ctx.db, settings.endpoint, settings.companyCode);
    // Batches in id order; a retry sends every batch again with the same keys, which A3 answers
    // from its memory of each key instead of filing the products twice.
    let sent = 0;
    for (let batch = 0, afterId = 0; ; batch++) {
      const rows = await ctx.db.execute<{ id: number; az_iso: string; name: string; active: boolean }>(
        sql`select id, az_iso, name, active from products where id > ${afterId} order by id limit ${A3_PRODUCTS_BATCH}`,
      );
      if (!rows.rows.length) break;
      const answer = await erp.sendProducts(rows.rows, {
        idempotencyKey: `${data.idempotencyKey}:${batch}`,
        attempt,
        entity: { type: 'products', id: `batch ${batch + 1}` },
      });
      sent += answer.received;
      afterId = rows.rows.at(-1)!.id;
    }
    return String(sent);
  });

  await defineAdapterQueue<A3OrderJob>(ctx, A3_ORDER_QUEUE, async (data, { attempt }) => {
    const settings = await erpSettings(ctx, key);
    if (!settings) throw new GiveUp('A3 is not configured');
    const erp = httpErpAdapter(ctx.db, settings.endpoint, settings.companyCode);
    const answer = await erp.sendOrder(data.order, {
      idempotencyKey: data.idempotencyKey,
      attempt,
      entity: { type: 'order', id: String(data.order.id) },
    });
    // The order keeps A3's number (its stamp moves, so a form opened before saves with a 409).
    await ctx.db.execute(sql`update orders set a3_order_number = ${answer.order_number},
      updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${data.order.id}`);
    return answer.order_number;
  });

  if (ctx.config.demo && ctx.config.DEMO_FAKE_CRM) await startDemoFakeCrm(ctx, key);
}

export function queueCrmSync(ctx: AppContext, companyId: number, configurationId: number) {
  return queueAdapterJob<CrmSyncJob>(ctx, CRM_SYNC_QUEUE, {
    target: { system: 'crm', entity: 'company', entityId: String(companyId) },
    configurationId,
  });
}

/** Every product to A3, one job (its sync state is the `products` entity, id `all`). */
export function queueA3Products(ctx: AppContext) {
  return queueAdapterJob<AdapterJobData>(ctx, A3_PRODUCTS_QUEUE, {
    target: { system: 'a3', entity: 'products', entityId: 'all' },
  });
}

/**
 * One order to A3, as the board computed it (integer cents); the answer's order number becomes the
 * order's `a3_order_number` and the sync state's `remote_id`.
 */
export function queueA3Order(ctx: AppContext, order: ErpOrder) {
  return queueAdapterJob<A3OrderJob>(ctx, A3_ORDER_QUEUE, {
    target: { system: 'a3', entity: 'order', entityId: String(order.id) },
    order,
  });
}

type OrderRow = { id: number; order_reference: string; nifcli: string | null; total_cents: number };
type LineRow = { article: string; quantity: number; unit_price_cents: number; subtotal_cents: number };

/** An order as A3 takes it, read from the orders area's tables; null when there is no such order. */
export async function erpOrder(db: Queryable, id: number): Promise<ErpOrder | null> {
  const found =
    await db.execute<OrderRow>(sql`select id, order_reference, nifcli, total_cents::int as total_cents
    from orders where id = ${id}`);
  const order = found.rows[0];
  if (!order) return null;
  const lines = await db.execute<LineRow>(sql`select article, quantity, unit_price_cents,
    subtotal_cents::int as subtotal_cents from order_lines where order_id = ${id} order by position, id`);
  return {
    id: order.id,
    reference: order.order_reference,
    company_vat: order.nifcli ?? '',
    lines: lines.rows.map((l) => ({
      article: l.article,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      total_cents: l.subtotal_cents,
    })),
    total_cents: order.total_cents,
  };
}
