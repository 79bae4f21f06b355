import { shipments as shipmentsDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  stamp,
  timestamps,
  trigram,
} from '../../platform/columns.ts';

/** Kilograms and centimetres as the carrier takes them: exact numerics, never floating point. */
const measure = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });

/**
 * Shipments and pickups (spec section 3). A shipment is asked for by the workflow it serves (a
 * return, a warranty, a renewal plan or an assignment: `serves` + `serves_id`) through
 * `requestPickup`, booked at the carrier by a job (carrier.jobs.ts) which fills the tracking number,
 * link and label; staff edit it, set it to manual, delivered or cancelled, or relaunch it (a new one,
 * `relaunched_from_id` pointing at the old). `parcel_count` and `total_weight_kg` are computed from
 * the parcels on every write (the parcel audit compares them with the carrier's invoice).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    status: text('status').notNull().default('pending'),
    carrier_name: text('carrier_name').notNull().default('DHL'),
    carrier_service: text('carrier_service'),
    pickup_date: date('pickup_date', { mode: 'string' }),
    morning_min: text('morning_min'),
    morning_max: text('morning_max'),
    afternoon_min: text('afternoon_min'),
    afternoon_max: text('afternoon_max'),
    tracking_number: text('tracking_number'),
    tracking_link: text('tracking_link'),
    label_url: text('label_url'),
    document_url: text('document_url'),
    rma_link: text('rma_link'),
    is_async: boolean('is_async').notNull().default(false),
    is_return: boolean('is_return').notNull().default(false),
    is_pallet: boolean('is_pallet').notNull().default(false),
    note: text('note'),
    street_1: text('street_1'),
    street_2: text('street_2'),
    postcode: text('postcode'),
    city: text('city'),
    state: text('state'),
    country_iso: text('country_iso'),
    contact_name: text('contact_name'),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    serves: text('serves'),
    serves_id: integer('serves_id'),
    serves_reference: text('serves_reference'),
    relaunched_from_id: integer('relaunched_from_id').references((): AnyPgColumn => shipments.id, {
      onDelete: 'set null',
    }),
    parcel_count: integer('parcel_count').notNull().default(0),
    total_weight_kg: measure('total_weight_kg').notNull().default(0),
    carrier_error: text('carrier_error'),
    search_text: searchTextColumn(shipmentsDefinition.search),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipments_identifier_key').on(t.identifier),
    newestFirstOrder('shipments', t),
    // The list filtered by state, newest first, read from the index.
    index('shipments_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    ...searchTextIndexes('shipments', t),
    // The parcel audit joins the carrier's invoice lines on the tracking number.
    index('shipments_tracking_number_index').on(t.tracking_number),
    index('shipments_serves_index').on(t.serves, t.serves_id),
    index('shipments_relaunched_from_index').on(t.relaunched_from_id),
  ],
);

/** A shipment's parcels: weight in kg, dimensions in cm, each positive. */
export const shipmentParcels = pgTable(
  'shipment_parcels',
  {
    id: serial('id').primaryKey(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    weight_kg: measure('weight_kg').notNull(),
    height_cm: measure('height_cm').notNull(),
    width_cm: measure('width_cm').notNull(),
    length_cm: measure('length_cm').notNull(),
    ...timestamps,
  },
  (t) => [index('shipment_parcels_shipment_index').on(t.shipment_id, t.id)],
);

/**
 * The carrier's invoiced parcels (the parcel audit, `/dhlparcels`): one row per tracking number of
 * the carrier's invoice file, imported from it. The audit compares them with our shipments.
 */
export const carrierInvoicedParcels = pgTable(
  'carrier_invoiced_parcels',
  {
    id: serial('id').primaryKey(),
    invoice_number: text('invoice_number').notNull(),
    invoice_date: date('invoice_date', { mode: 'string' }),
    tracking_number: text('tracking_number').notNull(),
    invoiced_parcels: integer('invoiced_parcels').notNull(),
    invoiced_weight_kg: measure('invoiced_weight_kg').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    imported_at: stamp('imported_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carrier_invoiced_parcels_invoice_tracking_key').on(t.invoice_number, t.tracking_number),
    index('carrier_invoiced_parcels_tracking_index').on(t.tracking_number),
    newestFirstOrder('carrier_invoiced_parcels', t),
    index('carrier_invoiced_parcels_tracking_trgm_index').using('gin', trigram(t.tracking_number)),
  ],
);

/** Weights within this many kg of each other agree (the carrier rounds up to the next half kilo). */
export const AUDIT_WEIGHT_TOLERANCE_KG = 0.5;

/**
 * The parcel audit: each invoiced tracking number beside the shipment of that tracking number, and
 * `difference`, computed here so the list filters and sorts on it: `unmatched` (no shipment of ours),
 * `count_difference` (another number of parcels), `weight_difference` (weights apart by more than the
 * tolerance), else `matched`. A view, so an edited shipment shows at once.
 */
export const carrierParcelAudit = pgView('carrier_parcel_audit', {
  id: integer('id').notNull(),
  invoice_number: text('invoice_number').notNull(),
  invoice_date: date('invoice_date', { mode: 'string' }),
  tracking_number: text('tracking_number').notNull(),
  invoiced_parcels: integer('invoiced_parcels').notNull(),
  invoiced_weight_kg: measure('invoiced_weight_kg').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
  imported_at: stamp('imported_at').notNull(),
  created_at: stamp('created_at').notNull(),
  updated_at: stamp('updated_at').notNull(),
  shipment_id: integer('shipment_id'),
  shipment_identifier: text('shipment_identifier'),
  shipped_parcels: integer('shipped_parcels'),
  shipped_weight_kg: measure('shipped_weight_kg'),
  difference: text('difference').notNull(),
}).as(
  sql`select p.id, p.invoice_number, p.invoice_date, p.tracking_number, p.invoiced_parcels,
    p.invoiced_weight_kg, p.amount, p.imported_at, p.created_at, p.updated_at,
    s.id as shipment_id, s.identifier as shipment_identifier, s.parcel_count as shipped_parcels,
    s.total_weight_kg as shipped_weight_kg,
    case
      when s.id is null then 'unmatched'
      when s.parcel_count <> p.invoiced_parcels then 'count_difference'
      when abs(s.total_weight_kg - p.invoiced_weight_kg) > ${sql.raw(String(AUDIT_WEIGHT_TOLERANCE_KG))} then 'weight_difference'
      else 'matched'
    end as difference
  from carrier_invoiced_parcels p
  left join lateral (select id, identifier, parcel_count, total_weight_kg from shipments
    where shipments.tracking_number = p.tracking_number order by id desc limit 1) s on true`,
);
