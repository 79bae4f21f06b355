import { z } from 'zod';
import { isEmail, max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import { QUANTITY_MAX } from '../orders/order-fields.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { WARRANTY_STATES } from './warranty-workflow.ts';

/** Who pays the repair or the replacement: the manufacturer's warranty, the customer, or a goodwill gesture. */
export const WARRANTY_PAYMENT_TYPES = ['WARRANTY', 'CHARGEABLE', 'GOODWILL'] as const;

/** The lines a warranty may hold. */
export const WARRANTY_LINES_MAX = 100;

/** Reposition orders: exactly 8 digits (SPEC-RULINGS, placeholder 99999999). */
export const REPOSITION_ORDER_PATTERN = /^\d{8}$/;

const trimmed = (...checks: Parameters<typeof requiredText>) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(requiredText(...checks));

/**
 * One line of a warranty: the unit claimed (the catalogue article by its code and the unit's serial
 * number), how many, its plenum ID and the invoice it was sold on. A unit (article and serial number)
 * is in one open warranty at most: the server refuses it while another open warranty holds it.
 */
export const warrantyLineSchema = z.strictObject({
  /** A line of this warranty as read; lines are written whole with the warranty. */
  id: z.number().int().positive().optional(),
  article: trimmed(max(40)),
  quantity: z.number().int().min(1).max(QUANTITY_MAX),
  serial_number: trimmed(max(60)),
  plenum_id: text(max(60)).nullish(),
  invoice: text(max(40)).nullish(),
});
export type WarrantyLineInput = z.infer<typeof warrantyLineSchema>;

/**
 * A warranty (spec section 3). The creator (name, type, market) is taken from the signed-in user when
 * the warranty is created, the state moves only through the workflow's transitions, and the lines are
 * saved with the warranty.
 */
export const warrantySchema = z.strictObject({
  az_iso: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(max(40))),
  company_id: z.number().int().positive(),
  description: requiredText(max(NOTE_MAX)),
  type_payment_iso: z.enum(WARRANTY_PAYMENT_TYPES).nullish(),
  diagnostic_code: text(max(40)).nullish(),
  order_client_reference: text(max(60)).nullish(),
  reposition_order: text(
    z.refine((v: string) => v === '' || REPOSITION_ORDER_PATTERN.test(v), {
      message: 'validations.repositionOrder',
    }),
  ).nullish(),
  return_invoice: text(max(40)).nullish(),
  transport_reference: text(max(60)).nullish(),
  reasons: text(max(NOTE_MAX)).nullish(),
  observations: text(max(NOTE_MAX)).nullish(),
  contact_name: text(max(120)).nullish(),
  contact_email: text(isEmail(), max(254)).nullish(),
  contact_phone: text(max(40)).nullish(),
  address_street: text(max(300)).nullish(),
  address_postcode: text(max(20)).nullish(),
  address_city: text(max(120)).nullish(),
  address_state: text(max(120)).nullish(),
  address_country_iso: text(max(2)).nullish(),
  lines: z.array(warrantyLineSchema).min(1).max(WARRANTY_LINES_MAX),
  updated_at: updatedAt,
});

export const warranties: ResourceDefinition<typeof warrantySchema> = {
  name: 'warranties',
  service: 'mswarranties',
  apiPath: 'admin/warranties',
  listAliases: ['admin/warranties/filter'],
  singular: 'warranty',
  plural: 'warranties',
  idParam: 'id',
  schema: warrantySchema,
  fields: [
    { key: 'az_iso', kind: 'text', half: true, uniqueCode: true, tab: 'warranty' },
    { key: 'company_id', kind: 'select', source: 'companies', searchOnly: true, half: true, tab: 'warranty' },
    { key: 'type_payment_iso', kind: 'select', half: true, tab: 'warranty' },
    { key: 'creator_name', kind: 'text', readOnly: true, half: true, tab: 'warranty' },
    { key: 'creator_type', kind: 'text', readOnly: true, half: true, tab: 'warranty' },
    { key: 'creator_market_iso', kind: 'text', readOnly: true, half: true, tab: 'warranty' },
    { key: 'diagnostic_code', kind: 'text', half: true, tab: 'warranty' },
    { key: 'order_client_reference', kind: 'text', half: true, tab: 'warranty' },
    { key: 'reposition_order', kind: 'text', half: true, tab: 'warranty' },
    { key: 'return_invoice', kind: 'text', half: true, tab: 'warranty' },
    { key: 'transport_reference', kind: 'text', half: true, tab: 'warranty' },
    { key: 'description', kind: 'textarea', tab: 'warranty' },
    { key: 'reasons', kind: 'textarea', tab: 'warranty' },
    { key: 'observations', kind: 'textarea', tab: 'warranty' },
    { key: 'lines', kind: 'rows', tab: 'lines', rowCodes: ['serial_number'] },
    { key: 'contact_name', kind: 'text', half: true, tab: 'address' },
    { key: 'contact_email', kind: 'text', half: true, tab: 'address' },
    { key: 'contact_phone', kind: 'text', half: true, tab: 'address' },
    { key: 'address_street', kind: 'text', tab: 'address' },
    { key: 'address_postcode', kind: 'text', half: true, tab: 'address' },
    { key: 'address_city', kind: 'text', half: true, tab: 'address' },
    { key: 'address_state', kind: 'text', half: true, tab: 'address' },
    { key: 'address_country_iso', kind: 'select', source: 'countries', half: true, tab: 'address' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso' },
    { key: 'company_name' },
    { key: 'creator_name' },
    { key: 'type_payment_iso', type: 'code' },
    { key: 'status', values: 'status', statuses: WARRANTY_STATES },
    { key: 'lines_count', type: 'number', searchable: false, sortable: false },
    { key: 'created_at', type: 'date' },
  ],
  // `lines_search`: the lines' invoices, serial numbers and plenum IDs, kept on the warranty (indexed).
  search: ['az_iso', 'order_client_reference', 'lines_search'],
  defaultSort: '-created_at',
  duplicate: false,
};
