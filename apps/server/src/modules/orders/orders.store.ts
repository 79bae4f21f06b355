import {
  clientOrders,
  companyOrders,
  type OrderKind,
  type OrderLineInput,
  orders,
  professionalOrders,
  type ResourceDefinition,
  toCents,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import { partitionTotal } from '../../platform/resources/list-engine/partition-counts.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { emptyAsNull, referenceErrors } from '../customers/companies.store.ts';
import { releaseCoupon, useCoupon } from './coupon-use.ts';
import { checkLines, type PricedLine, priceLines, totalsColumns, writeLines } from './order-pricing.ts';

type Errors = Record<string, string[]>;

/** An amount column (integer cents) as the API answers it: a number with two decimals. */
const euros = (column: string) => `round(t.${column} / 100.0, 2)`;

/** The customer company's copy on the order (codcli, nomcli, nifcli) and its Altra company. */
async function customerOf(tx: Tx, companyId: number) {
  const found = await tx.execute<{ codcli: string; nomcli: string; nifcli: string; altra: string }>(sql`
    select coalesce(c.crm_id_es, c.crm_id_it, c.crm_id_usa, c.id::text) as codcli, c.name as nomcli,
      c.vat as nifcli, coalesce(m.altra_company_iso, c.country_iso) as altra
    from companies c left join markets m on m.iso = c.market where c.id = ${companyId}`);
  return found.rows[0] ?? null;
}

/**
 * Orders of both kinds. The server computes every amount from the lines (order-totals.ts): the
 * totals a client sends are read-only keys of the record, accepted and ignored. Lines are checked
 * against the catalogue and saved with the order in its transaction; a coupon named by code counts
 * its use.
 */
export const orderStore: ResourceStore = {
  definition: orders,
  table: 'orders',
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  // The kind tabs and state filters read their totals from counters (migration 0036).
  countedColumns: ['kind', 'status'],
  // A deep page of every order starts at its week (migration 0038).
  weekCounted: { column: 'order_date', date: true },
  writable: [
    'kind',
    'company_id',
    'user_id',
    'order_reference',
    'customer_reference',
    'cart_id',
    'order_date',
    'status',
    'origin',
    'delivery_date',
    'shipping_date',
    'invoicing_date',
    'address',
    'city',
    'zipcode',
    'country_iso',
    'region_id',
    'payment_type',
    'a3_type',
    'a3_option',
    'confirmation_file_url',
    'delivery_note_file_url',
    'invoice_file_url',
    'notes',
    // Derived by validate below, never taken from the body (they are not in its schema).
    'codcli',
    'nomcli',
    'nifcli',
    'altra_company_iso',
    'coupon_id',
    'shipping_cents',
    'subtotal_cents',
    'line_discount_cents',
    'coupon_discount_cents',
    'vat_cents',
    'total_cents',
    'vat_breakdown',
  ],
  json: ['vat_breakdown'],
  listColumns: [
    'id',
    'kind',
    'company_id',
    'order_reference',
    'customer_reference',
    'nomcli',
    'nifcli',
    'altra_company_iso',
    'order_date',
    'status',
    'a3_order_number',
    'created_at',
    'updated_at',
  ],
  computed: {
    shipping_cost: euros('shipping_cents'),
    subtotal: euros('subtotal_cents'),
    line_discount: euros('line_discount_cents'),
    coupon_discount: euros('coupon_discount_cents'),
    vat_total: euros('vat_cents'),
    total: euros('total_cents'),
  },
  recordComputed: {
    coupon_code: 'select c.code from coupons c where c.id = t.coupon_id',
    // The lines as the form edits them (the body's own keys, so a record sent back is accepted)...
    lines: `select coalesce(json_agg(json_build_object('id', l.id, 'article', l.article,
      'quantity', l.quantity, 'unit_price', round(l.unit_price_cents / 100.0, 2),
      'discount', round(l.discount_bp / 100.0, 2), 'vat_rate', round(l.vat_bp / 100.0, 2))
      order by l.position, l.id), '[]'::json) from order_lines l where l.order_id = t.id`,
    // ...and what the server computed for each of them, for display.
    line_totals: `select coalesce(json_agg(json_build_object('id', l.id, 'article_name', l.article_name,
      'discount', round(l.discount_cents / 100.0, 2), 'subtotal', round(l.subtotal_cents / 100.0, 2))
      order by l.position, l.id), '[]'::json) from order_lines l where l.order_id = t.id`,
  },
  uniques: { orders_reference_key: 'order_reference' },
  hooks: {
    prepare: emptyAsNull,
    async validate(tx, body, existing) {
      const errors: Errors = await referenceErrors(tx, body, { country_iso: 'country', region_id: 'region' });
      const customer = await customerOf(tx, body.company_id as number);
      if (!customer) errors.company_id = ['validations.in_array'];
      const orderId = (existing?.id as number | undefined) ?? null;
      const checked = await checkLines(tx, (body.lines ?? []) as OrderLineInput[], orderId);
      Object.assign(errors, checked.errors);
      const previousCoupon = (existing?.coupon_id as number | null | undefined) ?? null;
      // The coupon is looked at last: its use is counted only when everything else is right.
      if (Object.keys(errors).length) return errors;
      const applied = await useCoupon(tx, body.coupon_code as string | null, previousCoupon);
      if (applied.error) return { coupon_code: [applied.error] };
      const priced = priceLines(checked.priced, toCents((body.shipping_cost as number) ?? 0), applied.coupon);
      Object.assign(body, totalsColumns(priced.totals), {
        codcli: customer!.codcli,
        nomcli: customer!.nomcli,
        nifcli: customer!.nifcli,
        altra_company_iso: customer!.altra,
        coupon_id: applied.coupon?.id ?? null,
        pricedLines: priced.lines,
      });
      return {};
    },
    async afterWrite(tx, record, body) {
      await writeLines(tx, record.id as number, body.pricedLines as PricedLine[]);
    },
    async validateDelete(tx, existing) {
      if (existing.coupon_id) await releaseCoupon(tx, existing.coupon_id as number);
      return {};
    },
  },
};

/**
 * The orders of one kind (`/professionalorders`, `/clientorders`): the orders store scoped to the
 * kind. An order of the other kind is not found through it, and a write cannot change the kind.
 */
function ordersOfKind(definition: ResourceDefinition, kind: OrderKind): ResourceStore {
  const hooks = orderStore.hooks!;
  return {
    ...orderStore,
    definition,
    hooks: {
      ...hooks,
      listScope: () => sql`t.kind = ${kind}`,
      scopeTotal: () => partitionTotal('orders', 'kind', sql`select ${kind}::text`),
      async validate(tx, body, existing, caller) {
        if (body.kind !== kind) return { kind: ['orders.kindFixed'] };
        return hooks.validate!(tx, body, existing, caller);
      },
      async attach(_db, record: Row) {
        if (record.kind !== kind) throw notFound();
        return record;
      },
    },
  };
}

export const professionalOrderStore = ordersOfKind(professionalOrders, 'professional');
export const clientOrderStore = ordersOfKind(clientOrders, 'client');

/** A company's orders tab: the orders store, scoped to the company by the nested kit. */
export const companyOrderStore: ResourceStore = { ...orderStore, definition: companyOrders };
