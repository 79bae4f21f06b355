import { z } from 'zod';
import { numberValue } from '../../validation/rules.ts';
import { isoDay } from '../customers/company-fields.ts';
import type { FieldDef } from '../resource.ts';
import {
  PARCEL_SIDE_MAX_CM,
  PARCEL_WEIGHT_MAX_KG,
  positiveMeasure,
  SHIPMENT_PARCELS_MAX,
} from './shipments.ts';

/**
 * What a transition that books a pickup at the carrier asks for (a return's, a warranty's, an
 * assignment's `pickup_requested`): the parcels, alike in weight and size, and the day if the customer
 * named one. The carrier refuses a pickup without parcels, so asking for them here books it at once
 * instead of leaving a shipment in error for staff to complete and relaunch.
 */
export const pickupRequestShape = {
  parcel_count: z
    .preprocess((value) => value ?? '', numberValue())
    .pipe(z.number().int().min(1).max(SHIPMENT_PARCELS_MAX)),
  parcel_weight_kg: positiveMeasure(PARCEL_WEIGHT_MAX_KG),
  parcel_height_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
  parcel_width_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
  parcel_length_cm: positiveMeasure(PARCEL_SIDE_MAX_CM),
  /** Empty: the carrier's next working day. */
  pickup_date: isoDay().nullish(),
};

/** Its fields in the transition's modal (labels: `resources.{resource}.fields.{key}`). */
export const PICKUP_REQUEST_FIELDS: readonly FieldDef[] = [
  { key: 'parcel_count', kind: 'number', half: true },
  { key: 'parcel_weight_kg', kind: 'number', half: true },
  { key: 'parcel_height_cm', kind: 'number', half: true },
  { key: 'parcel_width_cm', kind: 'number', half: true },
  { key: 'parcel_length_cm', kind: 'number', half: true },
  { key: 'pickup_date', kind: 'date', half: true },
];

/** Valid values: the modal's placeholders and what the transition-table test sends. */
export const PICKUP_REQUEST_EXAMPLE = {
  parcel_count: 2,
  parcel_weight_kg: 18.5,
  parcel_height_cm: 60,
  parcel_width_cm: 40,
  parcel_length_cm: 80,
} as const;

export type PickupRequestFields = z.infer<z.ZodObject<typeof pickupRequestShape>>;

/** The parcels a pickup request's fields describe: `parcel_count` alike. */
export function requestedParcels(fields: Record<string, unknown>) {
  const parcel = {
    weight_kg: Number(fields.parcel_weight_kg),
    height_cm: Number(fields.parcel_height_cm),
    width_cm: Number(fields.parcel_width_cm),
    length_cm: Number(fields.parcel_length_cm),
  };
  return Array.from({ length: Number(fields.parcel_count) }, () => ({ ...parcel }));
}
