import { z } from 'zod';
import { max, requiredText } from '../../validation/rules.ts';
import { NOTE_MAX, type WorkflowDef } from '../../workflows/workflow.ts';
import {
  PICKUP_REQUEST_EXAMPLE,
  PICKUP_REQUEST_FIELDS,
  pickupRequestShape,
} from '../shipments/pickup-request.ts';

/**
 * A warranty's states (spec section 4). `hold` is a state older warranties may be in: it is shown,
 * and left for opened or cancelled, but no transition leads to it (SPEC-RULINGS "Workflows").
 */
export const WARRANTY_STATES = [
  'hold',
  'opened',
  'validated',
  'pickup_requested',
  'pickup_processed',
  'cancelled',
  'closed',
] as const;
export type WarrantyState = (typeof WARRANTY_STATES)[number];

/** The states whose lines still claim their units (warranty-lines: one open warranty per unit). */
export const OPEN_WARRANTY_STATES: readonly WarrantyState[] = [
  'hold',
  'opened',
  'validated',
  'pickup_requested',
  'pickup_processed',
];

const PERMISSION = 'azc-warranties-update';
const none = z.strictObject({});
const withReason = z.strictObject({ reason: requiredText(max(NOTE_MAX)) });
const reasonField = [{ key: 'reason', kind: 'textarea' }] as const;

/**
 * Warranties, as spec section 4 has them: a new warranty is opened; validated (the customer is told
 * by e-mail), its pickup requested from the carrier and processed, then closed with a reason; any
 * open warranty may be cancelled with a reason, and a validated one sent back to opened with a
 * reason. Every transition asks for its observations (the note) and, but for going back to opened,
 * for the confirmation that it cannot be undone.
 */
export const warrantyWorkflow: WorkflowDef<WarrantyState> = {
  name: 'warranties',
  stateKey: 'status',
  states: WARRANTY_STATES,
  initial: 'opened',
  final: ['cancelled', 'closed'],
  noteField: 'observations',
  transitions: [
    {
      to: 'opened',
      from: ['hold', 'validated'],
      permission: PERMISSION,
      schema: withReason,
      fields: [...reasonField],
      example: { reason: 'Falta la foto de la placa de características' },
      noteRequired: true,
    },
    {
      to: 'validated',
      from: ['opened'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      noteRequired: true,
      confirm: true,
      effects: ['validateWarranty'],
    },
    {
      to: 'pickup_requested',
      from: ['validated'],
      permission: PERMISSION,
      schema: z.strictObject(pickupRequestShape),
      fields: PICKUP_REQUEST_FIELDS,
      example: PICKUP_REQUEST_EXAMPLE,
      noteRequired: true,
      confirm: true,
      effects: ['requestWarrantyPickup'],
    },
    {
      to: 'pickup_processed',
      from: ['pickup_requested'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      noteRequired: true,
      confirm: true,
    },
    {
      to: 'cancelled',
      from: OPEN_WARRANTY_STATES,
      permission: PERMISSION,
      schema: withReason,
      fields: [...reasonField],
      example: { reason: 'El cliente retira la reclamación' },
      noteRequired: true,
      confirm: true,
      effects: ['releaseWarrantyUnits'],
    },
    {
      to: 'closed',
      from: ['validated', 'pickup_processed'],
      permission: PERMISSION,
      schema: withReason,
      fields: [...reasonField],
      example: { reason: 'Equipo sustituido por reposición' },
      noteRequired: true,
      confirm: true,
      effects: ['releaseWarrantyUnits'],
    },
  ],
};
