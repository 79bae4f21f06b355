import { z } from 'zod';
import { requiredRecordId } from '../../validation/record-ids.ts';
import { max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { ASSIGNMENT_STATES } from './assistance-workflows.ts';

/** A date and time as the browser's datetime input gives it (`2026-11-24T09:30`), seconds optional. */
export const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const dateTime = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(DATETIME_PATTERN, 'validations.datetime')
      .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validations.datetime' })
      .nullish(),
  );

/** A webserver's MAC address: six pairs of hexadecimal digits separated by `:` or `-`. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(\1[0-9A-Fa-f]{2}){4}$/;
/** Materials of one assignment (used or pending), each line an article and its quantity. */
export const MATERIAL_LINES_MAX = 100;
export const MATERIAL_QUANTITY_MAX = 10_000;

export const materialLineSchema = z.strictObject({
  article: requiredText(max(100)),
  quantity: z.preprocess(
    (value) =>
      value === '' || value == null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number().int().min(1).max(MATERIAL_QUANTITY_MAX),
  ),
});

/**
 * An assignment: a technical assistance given to an assistance centre (spec section 3). It is made by
 * the assistance's "assign STA" transition, or here by hand; its state moves only through its workflow.
 */
export const assignmentSchema = z
  .strictObject({
    assistance_id: requiredRecordId(),
    sta_company_id: requiredRecordId(),
    booking_at: dateTime(),
    next_intervention_at: dateTime(),
    start_at: dateTime(),
    end_at: dateTime(),
    observations: text(max(NOTE_MAX)).nullish(),
    webserver_mac: z.preprocess(
      (value) => (value === '' ? null : value),
      z.string().regex(MAC_PATTERN, 'validations.mac').nullish(),
    ),
    webserver_serial: text(max(100)).nullish(),
    production_technologies: text(max(500)).nullish(),
    materials_used: z.array(materialLineSchema).max(MATERIAL_LINES_MAX).default([]),
    materials_pending: z.array(materialLineSchema).max(MATERIAL_LINES_MAX).default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (value.start_at && value.end_at && Date.parse(value.end_at) <= Date.parse(value.start_at)) {
      ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'validations.endAfterStart' });
    }
  });

export const assignments: ResourceDefinition<typeof assignmentSchema> = {
  name: 'assignments',
  service: 'msservices',
  apiPath: 'admin/assignments',
  singular: 'assignment',
  plural: 'assignments',
  idParam: 'id',
  schema: assignmentSchema,
  // The report's signatures (PNG, drawn on the signature routes; not fields of the form).
  privateFiles: ['technician_signature_url', 'customer_signature_url'],
  fields: [
    { key: 'assistance_id', kind: 'select', source: 'technicalassistances', searchOnly: true, half: true },
    { key: 'sta_company_id', kind: 'select', source: 'companies', searchOnly: true, half: true },
    { key: 'booking_at', kind: 'text', half: true },
    { key: 'next_intervention_at', kind: 'text', half: true },
    { key: 'start_at', kind: 'text', half: true },
    { key: 'end_at', kind: 'text', half: true },
    { key: 'webserver_mac', kind: 'text', half: true },
    { key: 'webserver_serial', kind: 'text', half: true },
    { key: 'production_technologies', kind: 'text' },
    { key: 'observations', kind: 'textarea' },
    { key: 'materials_used', kind: 'rows' },
    { key: 'materials_pending', kind: 'rows' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'request_number' },
    { key: 'sta_name' },
    { key: 'booking_at', type: 'date' },
    { key: 'status', values: 'status', statuses: ASSIGNMENT_STATES },
    { key: 'survey_average', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['request_number', 'sta_name'],
  defaultSort: '-created_at',
  duplicate: false,
};
