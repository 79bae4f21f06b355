import { z } from 'zod';
import { isEmail, isUrl, max, numberValue, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import { isoDay } from '../customers/company-fields.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { SHIPMENT_STATES } from './shipment-workflow.ts';

/** Parcels a shipment may hold (a pallet counts as one). */
export const SHIPMENT_PARCELS_MAX = 99;
/** The heaviest parcel (kg) and the longest side (cm) the carrier takes; anything above is a typo. */
export const PARCEL_WEIGHT_MAX_KG = 1000;
export const PARCEL_SIDE_MAX_CM = 400;

/** What a shipment serves: the record it picks up for (its link on the details screen). */
export const SHIPMENT_SERVES = ['return', 'warranty', 'renewal_plan', 'assignment'] as const;
export type ShipmentServes = (typeof SHIPMENT_SERVES)[number];
/** The web route of each served record's details. */
export const SHIPMENT_SERVES_ROUTES: Readonly<Record<ShipmentServes, string>> = {
  return: '/returns',
  warranty: '/warranties',
  renewal_plan: '/renewalplans',
  assignment: '/assignments',
};

/** A positive measure (kg or cm, two decimals at most): missing reads as required. */
export const positiveMeasure = (most: number) =>
  z.preprocess((value) => value ?? '', numberValue()).pipe(z.number().min(0.01).max(most));

export const parcelSchema = z.strictObject({
  /** A parcel saved before; the kit's rows send it back. */
  id: z.number().int().positive().optional(),
  weight_kg: positiveMeasure(PARCEL_WEIGHT_MAX_KG),
  height_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
  width_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
  length_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
});
export type ParcelInput = z.infer<typeof parcelSchema>;

/** A time of day, `09:30` (24 hours). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = () => z.string().regex(TIME_OF_DAY, 'validations.time').or(z.literal('')).nullish();

/** The pickup windows: each end after its start (the error marks the end). */
export const PICKUP_WINDOWS = [
  ['morning_min', 'morning_max'],
  ['afternoon_min', 'afternoon_max'],
] as const;

export function windowsInOrder(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [from, to] of PICKUP_WINDOWS) {
    const start = value[from];
    const end = value[to];
    if (typeof start === 'string' && typeof end === 'string' && start && end && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: [to],
        message: 'validations.windowOrder',
        params: { min: start },
      });
    }
  }
}

/** The fields staff edit, and what relaunch sends to ask the carrier anew (the same form). */
export const shipmentSchema = z
  .strictObject({
    carrier_name: requiredText(max(60)),
    carrier_service: text(max(60)).nullish(),
    pickup_date: isoDay().or(z.literal('')).nullish(),
    morning_min: timeOfDay(),
    morning_max: timeOfDay(),
    afternoon_min: timeOfDay(),
    afternoon_max: timeOfDay(),
    tracking_number: text(max(100)).nullish(),
    tracking_link: text(isUrl(), max(500)).nullish(),
    rma_link: text(isUrl(), max(500)).nullish(),
    is_async: z.boolean().default(false),
    is_return: z.boolean().default(false),
    is_pallet: z.boolean().default(false),
    note: text(max(NOTE_MAX)).nullish(),
    street_1: requiredText(max(200)),
    street_2: text(max(200)).nullish(),
    postcode: requiredText(max(20)),
    city: requiredText(max(120)),
    state: text(max(120)).nullish(),
    country_iso: requiredText(max(2)),
    contact_name: requiredText(max(200)),
    contact_phone: text(max(40)).nullish(),
    contact_email: text(isEmail(), max(200)).nullish(),
    parcels: z.array(parcelSchema).min(1).max(SHIPMENT_PARCELS_MAX),
    updated_at: updatedAt,
  })
  .superRefine(windowsInOrder);
export type ShipmentInput = z.infer<typeof shipmentSchema>;

export const shipments: ResourceDefinition<typeof shipmentSchema> = {
  name: 'shipments',
  service: 'msshipper',
  apiPath: 'admin/shipments',
  listAliases: ['admin/shipments/filter'],
  singular: 'shipment',
  plural: 'shipments',
  idParam: 'id',
  schema: shipmentSchema,
  // The carrier's label and the attached document (a delivery proof, a customs form) name the
  // customer and their address: served only through signed links.
  privateFiles: ['label_url', 'document_url'],
  fields: [
    { key: 'identifier', kind: 'text', half: true, readOnly: true, tab: 'pickup' },
    { key: 'status', kind: 'text', half: true, readOnly: true, tab: 'pickup' },
    { key: 'serves_reference', kind: 'text', half: true, readOnly: true, tab: 'pickup' },
    { key: 'relaunched_from_identifier', kind: 'text', half: true, readOnly: true, tab: 'pickup' },
    { key: 'carrier_name', kind: 'text', half: true, tab: 'pickup' },
    { key: 'carrier_service', kind: 'text', half: true, tab: 'pickup' },
    { key: 'pickup_date', kind: 'date', half: true, tab: 'pickup' },
    { key: 'is_return', kind: 'boolean', half: true, tab: 'pickup' },
    { key: 'morning_min', kind: 'text', half: true, tab: 'pickup' },
    { key: 'morning_max', kind: 'text', half: true, tab: 'pickup' },
    { key: 'afternoon_min', kind: 'text', half: true, tab: 'pickup' },
    { key: 'afternoon_max', kind: 'text', half: true, tab: 'pickup' },
    { key: 'is_async', kind: 'boolean', half: true, tab: 'pickup' },
    { key: 'is_pallet', kind: 'boolean', half: true, tab: 'pickup' },
    { key: 'note', kind: 'textarea', tab: 'pickup' },
    { key: 'parcels', kind: 'rows', tab: 'parcels' },
    { key: 'parcel_count', kind: 'number', half: true, readOnly: true, tab: 'parcels' },
    { key: 'total_weight_kg', kind: 'number', half: true, readOnly: true, tab: 'parcels' },
    { key: 'street_1', kind: 'text', tab: 'address' },
    { key: 'street_2', kind: 'text', tab: 'address' },
    { key: 'postcode', kind: 'text', half: true, tab: 'address' },
    { key: 'city', kind: 'text', half: true, tab: 'address' },
    { key: 'state', kind: 'text', half: true, tab: 'address' },
    { key: 'country_iso', kind: 'text', half: true, tab: 'address' },
    { key: 'contact_name', kind: 'text', tab: 'address' },
    { key: 'contact_phone', kind: 'text', half: true, tab: 'address' },
    { key: 'contact_email', kind: 'text', half: true, tab: 'address' },
    { key: 'tracking_number', kind: 'text', half: true, tab: 'carrier' },
    { key: 'tracking_link', kind: 'text', half: true, tab: 'carrier' },
    { key: 'rma_link', kind: 'text', tab: 'carrier' },
    // Files: the label comes from the carrier, the document is uploaded from the details (a link each there).
    { key: 'label_url', kind: 'text', half: true, readOnly: true, tab: 'carrier' },
    { key: 'document_url', kind: 'text', half: true, readOnly: true, tab: 'carrier' },
    { key: 'carrier_error', kind: 'textarea', readOnly: true, tab: 'carrier' },
    { key: 'logs', kind: 'textarea', readOnly: true, tab: 'carrier' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'identifier' },
    { key: 'tracking_number' },
    { key: 'serves_reference' },
    { key: 'contact_name' },
    { key: 'city' },
    { key: 'pickup_date', type: 'date' },
    { key: 'parcel_count', type: 'number', searchable: false },
    { key: 'status', values: 'status', statuses: SHIPMENT_STATES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['identifier', 'tracking_number'],
  defaultSort: '-created_at',
  duplicate: false,
};
