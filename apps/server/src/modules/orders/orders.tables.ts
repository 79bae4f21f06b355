import { orders as ordersDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  timestamps,
  trigram,
} from '../../platform/columns.ts';
import { articles } from '../catalogue/catalogue.tables.ts';
import { companies } from '../customers/customers.tables.ts';
import { countries, regions } from '../global/global.tables.ts';

/**
 * Coupons (`mspromo`): a code unique whatever its case, a percentage or a fixed amount, a usage
 * limit (null: none) and the uses counted so far. `discount` holds basis points for a percentage
 * (10 % = 1000) and cents for a fixed amount, so no amount is ever a float.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    discount_units: integer('discount_units').notNull(),
    usage_limit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    valid_to: date('valid_to', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    newestFirstOrder('coupons', t),
    index('coupons_code_trgm').using('gin', trigram(t.code)),
  ],
);

/**
 * Orders and carts of both kinds (spec section 3, Order/cart). Amounts are integer cents computed
 * by the server from the lines (order-totals.ts); `codcli`, `nomcli`, `nifcli` and the Altra company
 * are copied from the customer company when the order is written, as the ERP keeps them.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    user_id: integer('user_id'),
    order_reference: text('order_reference').notNull(),
    customer_reference: text('customer_reference'),
    codcli: text('codcli'),
    nomcli: text('nomcli').notNull(),
    nifcli: text('nifcli'),
    altra_company_iso: text('altra_company_iso').notNull(),
    cart_id: text('cart_id'),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending_activation'),
    origin: text('origin').notNull().default('backoffice'),
    delivery_date: date('delivery_date', { mode: 'string' }),
    shipping_date: date('shipping_date', { mode: 'string' }),
    invoicing_date: date('invoicing_date', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    zipcode: text('zipcode'),
    country_iso: text('country_iso').references(() => countries.iso, { onUpdate: 'cascade' }),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    payment_type: text('payment_type'),
    a3_type: text('a3_type'),
    a3_option: text('a3_option'),
    /** Filled by the A3 adapter when the ERP answers its own number. */
    a3_order_number: text('a3_order_number'),
    coupon_id: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    shipping_cents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    subtotal_cents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    line_discount_cents: bigint('line_discount_cents', { mode: 'number' }).notNull().default(0),
    coupon_discount_cents: bigint('coupon_discount_cents', { mode: 'number' }).notNull().default(0),
    vat_cents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** VAT per rate: `[{ rate_bp, base_cents, vat_cents }]`. */
    vat_breakdown: jsonb('vat_breakdown').notNull().default([]),
    confirmation_file_url: text('confirmation_file_url'),
    delivery_note_file_url: text('delivery_note_file_url'),
    invoice_file_url: text('invoice_file_url'),
    notes: text('notes'),
    search_text: searchTextColumn(ordersDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('orders_region_id_index').on(t.region_id),
    index('orders_country_iso_index').on(t.country_iso),
    uniqueIndex('orders_reference_key').on(t.order_reference),
    // The lists' order (newest order date first, then id) overall, per kind, per status and per
    // company (the tab), so a page is read from an index whatever the scope and status filter.
    index('orders_order_date_index').on(t.order_date.desc().nullsLast(), t.id),
    index('orders_kind_date_index').on(t.kind, t.order_date.desc().nullsLast(), t.id),
    index('orders_status_date_index').on(t.status, t.order_date.desc().nullsLast(), t.id),
    index('orders_kind_status_date_index').on(t.kind, t.status, t.order_date.desc().nullsLast(), t.id),
    index('orders_company_date_index').on(t.company_id, t.order_date.desc().nullsLast(), t.id),
    ...searchTextIndexes('orders', t),
    index().on(t.coupon_id),
  ],
);

/** An order's lines; amounts in cents, the discount and VAT rate in basis points (21 % = 2100). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    /** The article's code and name when the line was written (the ERP's copy). */
    article: text('article').notNull(),
    article_name: text('article_name'),
    quantity: integer('quantity').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    discount_bp: integer('discount_bp').notNull().default(0),
    vat_bp: integer('vat_bp').notNull(),
    discount_cents: bigint('discount_cents', { mode: 'number' }).notNull(),
    subtotal_cents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [index('order_lines_order_index').on(t.order_id, t.position), index().on(t.article_id)],
);
