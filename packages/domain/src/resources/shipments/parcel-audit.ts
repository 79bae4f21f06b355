import { z } from 'zod';
import type { ResourceDefinition } from '../resource.ts';

/**
 * How an invoiced parcel compares with our shipment of its tracking number (the audit's badge):
 * the same parcels and weight, another number of parcels, another weight, or no shipment of ours.
 */
export const PARCEL_AUDIT_RESULTS = [
  'matched',
  'count_difference',
  'weight_difference',
  'unmatched',
] as const;
export type ParcelAuditResult = (typeof PARCEL_AUDIT_RESULTS)[number];

/** The list's "only differences" filter value: every result but `matched` (offered first in the filter). */
export const PARCEL_AUDIT_ONLY_DIFFERENCES = 'differences';

/**
 * The carrier parcel audit (`/dhlparcels`, list only): the carrier's invoiced parcels, imported from
 * its invoice file, beside our shipment of the same tracking number. No route writes a row of it.
 */
export const parcelAudit: ResourceDefinition<z.ZodObject> = {
  name: 'dhlparcels',
  access: 'dhlparcels',
  service: 'msshipper',
  apiPath: 'admin/dhl-parcels',
  singular: 'dhl_parcel',
  plural: 'dhl_parcels',
  idParam: 'id',
  schema: z.strictObject({}),
  fields: [],
  columns: [
    { key: 'invoice_number' },
    { key: 'invoice_date', type: 'date' },
    { key: 'tracking_number' },
    { key: 'shipment_identifier' },
    { key: 'invoiced_parcels', type: 'number', searchable: false },
    { key: 'shipped_parcels', type: 'number', searchable: false },
    { key: 'invoiced_weight_kg', type: 'number', searchable: false },
    { key: 'shipped_weight_kg', type: 'number', searchable: false },
    {
      key: 'difference',
      values: 'status',
      statuses: [PARCEL_AUDIT_ONLY_DIFFERENCES, ...PARCEL_AUDIT_RESULTS],
    },
  ],
  search: ['tracking_number', 'invoice_number', 'shipment_identifier'],
  defaultSort: '-invoice_date',
  duplicate: false,
};
