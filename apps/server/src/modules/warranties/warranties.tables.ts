import { warranties as warrantiesDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  stamp,
  timestamps,
  trigram,
} from '../../platform/columns.ts';
import { articles } from '../catalogue/catalogue.tables.ts';
import { companies } from '../customers/customers.tables.ts';

/**
 * Warranties (spec section 3). The creator is copied from the signed-in user who created it, the
 * company's name from the company (the list sorts and searches it). `lines_search` holds the lines'
 * invoices, serial numbers and plenum IDs, rewritten with the lines, so that the list's search
 * reaches them through one trigram index; `lines_count` is the lines' number for the list.
 */
export const warranties = pgTable(
  'warranties',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull(),
    status: text('status').notNull().default('opened'),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    company_name: text('company_name').notNull(),
    creator_user_id: integer('creator_user_id'),
    creator_name: text('creator_name'),
    creator_type: text('creator_type'),
    creator_market_iso: text('creator_market_iso'),
    description: text('description').notNull(),
    type_payment_iso: text('type_payment_iso'),
    diagnostic_code: text('diagnostic_code'),
    order_client_reference: text('order_client_reference'),
    reposition_order: text('reposition_order'),
    return_invoice: text('return_invoice'),
    transport_reference: text('transport_reference'),
    reasons: text('reasons'),
    observations: text('observations'),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    address_street: text('address_street'),
    address_postcode: text('address_postcode'),
    address_city: text('address_city'),
    address_state: text('address_state'),
    address_country_iso: text('address_country_iso'),
    lines_search: text('lines_search').notNull().default(''),
    lines_count: integer('lines_count').notNull().default(0),
    /** When the pickup was asked for (the `pickup_requested` transition's effect). */
    pickup_requested_at: stamp('pickup_requested_at'),
    search_text: searchTextColumn(warrantiesDefinition.search),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('warranties_az_iso_key').on(t.az_iso),
    newestFirstOrder('warranties', t),
    ...searchTextIndexes('warranties', t),
    // The list filtered by state, newest first, read from the index.
    index('warranties_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    index('warranties_company_index').on(t.company_id, t.created_at.desc().nullsLast(), t.id),
    index('warranties_company_name_trgm').using('gin', trigram(t.company_name)),
  ],
);

/**
 * A warranty's lines: the unit claimed (article and serial number), how many, its plenum ID and its
 * invoice. `open` is true while the warranty is open (not cancelled nor closed): the partial unique
 * index lets one open warranty hold a unit, so two warranties claiming it at once cannot both win.
 */
export const warrantyLines = pgTable(
  'warranty_lines',
  {
    id: serial('id').primaryKey(),
    warranty_id: integer('warranty_id')
      .notNull()
      .references(() => warranties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    /** The article's code and name when the line was written. */
    article: text('article').notNull(),
    article_name: text('article_name'),
    quantity: integer('quantity').notNull(),
    serial_number: text('serial_number').notNull(),
    plenum_id: text('plenum_id'),
    invoice: text('invoice'),
    open: boolean('open').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('warranty_lines_warranty_index').on(t.warranty_id, t.position),
    index('warranty_lines_article_index').on(t.article_id),
    uniqueIndex('warranty_lines_open_unit_key')
      .on(t.article_id, sql`upper(${t.serial_number})`)
      .where(sql`${t.open}`),
  ],
);
