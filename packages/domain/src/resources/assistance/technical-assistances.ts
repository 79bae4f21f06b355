import { z } from 'zod';
import { optionalRecordId } from '../../validation/record-ids.ts';
import { isEmail, max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { ASSISTANCE_STATES, assistanceReason } from './assistance-workflows.ts';

/** What the assistance is for (the spec names the field, not its values). */
export const SERVICE_TYPES = ['commissioning', 'repair', 'maintenance', 'inspection', 'warranty'] as const;

/**
 * The installation-state checklist: a fixed list of what the technician must find in place before
 * the visit; each item is checked or not (the record keeps the checked ones).
 */
export const INSTALLATION_CHECKLIST = [
  'power_supply',
  'thermostats_installed',
  'bus_wiring',
  'webserver_connected',
  'drain_ok',
  'refrigerant_lines',
  'access_to_units',
  'documentation_available',
] as const;

/** Units on one installation: far beyond any home or office. */
export const UNITS_MAX = 1000;
const count = () =>
  z.preprocess(
    (value) =>
      value === '' ? null : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    z.number().int().min(0).max(UNITS_MAX).nullish(),
  );

/** A technical assistance (spec section 3); its state moves only through the workflow. */
export const technicalAssistanceSchema = z.strictObject({
  request_number: requiredText(max(40)),
  service_type: z.enum(SERVICE_TYPES),
  requester_name: requiredText(max(200)),
  requester_email: text(isEmail(), max(200)).nullish(),
  requester_phone: text(max(40)).nullish(),
  installation_address: requiredText(max(300)),
  installation_city: text(max(100)).nullish(),
  installation_zipcode: text(max(20)).nullish(),
  system_id: optionalRecordId(),
  systems_quantity: count(),
  thermostats_quantity: count(),
  manufacturer_id: optionalRecordId(),
  indoor_unit_model: text(max(100)).nullish(),
  service_article: text(max(100)).nullish(),
  serial_number: text(max(100)).nullish(),
  hotline_number: text(max(40)).nullish(),
  order_reference: text(max(40)).nullish(),
  installation_checklist: z
    .array(z.enum(INSTALLATION_CHECKLIST))
    .max(INSTALLATION_CHECKLIST.length)
    .default([]),
  initial_observations: text(max(NOTE_MAX)).nullish(),
  reason: assistanceReason(),
  updated_at: updatedAt,
});

export const technicalAssistances: ResourceDefinition<typeof technicalAssistanceSchema> = {
  name: 'technicalassistances',
  service: 'msservices',
  apiPath: 'admin/technical-assistances',
  singular: 'technical_assistance',
  plural: 'technical_assistances',
  idParam: 'id',
  schema: technicalAssistanceSchema,
  fields: [
    { key: 'request_number', kind: 'text', uniqueCode: true, half: true, tab: 'request' },
    { key: 'service_type', kind: 'select', half: true, tab: 'request' },
    { key: 'requester_name', kind: 'text', half: true, tab: 'request' },
    { key: 'requester_email', kind: 'text', half: true, tab: 'request' },
    { key: 'requester_phone', kind: 'text', half: true, tab: 'request' },
    { key: 'hotline_number', kind: 'text', half: true, tab: 'request' },
    { key: 'order_reference', kind: 'text', half: true, tab: 'request' },
    { key: 'reason', kind: 'textarea', tab: 'request' },
    { key: 'installation_address', kind: 'text', tab: 'installation' },
    { key: 'installation_city', kind: 'text', half: true, tab: 'installation' },
    { key: 'installation_zipcode', kind: 'text', half: true, tab: 'installation' },
    { key: 'system_id', kind: 'select', source: 'systems', half: true, tab: 'installation' },
    { key: 'manufacturer_id', kind: 'select', source: 'manufacturers', half: true, tab: 'installation' },
    { key: 'systems_quantity', kind: 'number', half: true, tab: 'installation' },
    { key: 'thermostats_quantity', kind: 'number', half: true, tab: 'installation' },
    { key: 'indoor_unit_model', kind: 'text', half: true, tab: 'installation' },
    { key: 'service_article', kind: 'text', half: true, tab: 'installation' },
    { key: 'serial_number', kind: 'text', half: true, tab: 'installation' },
    { key: 'installation_checklist', kind: 'multiselect', tab: 'installation' },
    { key: 'initial_observations', kind: 'textarea', tab: 'installation' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'request_number' },
    { key: 'requester_name' },
    { key: 'service_type' },
    { key: 'installation_city' },
    { key: 'sta_name' },
    { key: 'status', values: 'status', statuses: ASSISTANCE_STATES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['request_number', 'requester_name'],
  defaultSort: '-created_at',
  duplicate: false,
};
