import { z } from 'zod';
import { max, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { RETURN_STATES } from './return-workflow.ts';

/**
 * A return (spec section 3). Returns have a list and a details screen only: they arrive from the
 * customers' side, and staff change them through the workflow's transitions, their lines and their
 * comments. The schema describes the record the details form shows; no route writes it.
 */
export const returnSchema = z.strictObject({
  code: text(max(40)).nullish(),
  status: z.enum(RETURN_STATES).optional(),
  customer_number: text(max(40)).nullish(),
  customer_name: text(max(200)).nullish(),
  customer_email: text(max(200)).nullish(),
  invoice_number: text(max(40)).nullish(),
  observations: text(max(NOTE_MAX)).nullish(),
  transport_fee: z.number().nullish(),
  total: z.number().nullish(),
  credit_invoice: text(max(8)).nullish(),
  tracking_number: text(max(100)).nullish(),
  cancel_reason: text(max(NOTE_MAX)).nullish(),
  updated_at: updatedAt,
});

export const returns: ResourceDefinition<typeof returnSchema> = {
  name: 'returns',
  service: 'mswarranties',
  apiPath: 'admin/returns',
  listAliases: ['admin/returns/filter'],
  singular: 'return',
  plural: 'returns',
  idParam: 'id',
  schema: returnSchema,
  fields: [
    { key: 'code', kind: 'text', half: true },
    { key: 'status', kind: 'text', half: true },
    { key: 'customer_number', kind: 'text', half: true },
    { key: 'customer_name', kind: 'text', half: true },
    { key: 'customer_email', kind: 'text', half: true },
    { key: 'invoice_number', kind: 'text', half: true },
    { key: 'transport_fee', kind: 'number', half: true },
    { key: 'total', kind: 'number', half: true },
    { key: 'credit_invoice', kind: 'text', half: true },
    { key: 'tracking_number', kind: 'text', half: true },
    { key: 'observations', kind: 'textarea' },
    { key: 'cancel_reason', kind: 'textarea' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'code' },
    { key: 'customer_name' },
    { key: 'invoice_number' },
    { key: 'status', values: 'status' },
    { key: 'total', type: 'number', values: 'money', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['code', 'invoice_number'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** A line's money fields as the API gives them; `return_amount` is computed by the server. */
export const RETURN_LINE_CHARGES = ['rotation_charge', 'reprocessing_charge', 'damage_charge'] as const;
