import { z } from 'zod';
import { isNumber, length, max, numberValue, requiredText } from '../../validation/rules.ts';
import { NOTE_MAX, type WorkflowDef } from '../../workflows/workflow.ts';
import {
  PICKUP_REQUEST_EXAMPLE,
  PICKUP_REQUEST_FIELDS,
  pickupRequestShape,
} from '../shipments/pickup-request.ts';

/** A return's states (spec section 4), in the order a return usually goes through them. */
export const RETURN_STATES = [
  'hold',
  'pending',
  'accepted',
  'requested',
  'pickup_requested',
  'pickup_processed',
  'delivered',
  'cancelled',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Money the user types: a number of at most 99,999,999.99, never negative. */
export const MONEY_MAX = 99_999_999.99;
/** Missing reads as empty, so a missing amount is `required` (not a type error) on the server and in forms. */
export const moneyValue = () =>
  z.preprocess((value) => value ?? '', numberValue()).pipe(z.number().min(0).max(MONEY_MAX));

/** Credit invoice numbers: exactly 8 digits (SPEC-RULINGS, placeholder 99999999). */
export const CREDIT_INVOICE_DIGITS = 8;

const OPEN: readonly ReturnState[] = [
  'hold',
  'pending',
  'accepted',
  'requested',
  'pickup_requested',
  'pickup_processed',
];
const PERMISSION = 'azc-returns-update';
const none = z.strictObject({});

/**
 * Returns, as spec section 4 has them: hold -> pending (transport cost) -> accepted -> requested ->
 * delivered (credit invoice and tracking number); the pickup path accepted -> pickup_requested ->
 * pickup_processed -> delivered; any open return back to hold, or cancelled with a reason. Delivered
 * and cancelled are final, and ask for a confirmation.
 */
export const returnWorkflow: WorkflowDef<ReturnState> = {
  name: 'returns',
  stateKey: 'status',
  states: RETURN_STATES,
  initial: 'hold',
  final: ['delivered', 'cancelled'],
  transitions: [
    {
      to: 'pending',
      from: ['hold'],
      permission: PERMISSION,
      schema: z.strictObject({ transport_fee: moneyValue() }),
      fields: [{ key: 'transport_fee', kind: 'number' }],
      example: { transport_fee: 24.9 },
      effects: ['priceTransport'],
    },
    {
      to: 'accepted',
      from: ['pending'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      effects: ['acceptReturn'],
    },
    { to: 'requested', from: ['accepted'], permission: PERMISSION, schema: none, fields: [], example: {} },
    {
      to: 'pickup_requested',
      from: ['accepted'],
      permission: PERMISSION,
      schema: z.strictObject(pickupRequestShape),
      fields: PICKUP_REQUEST_FIELDS,
      example: PICKUP_REQUEST_EXAMPLE,
      effects: ['requestReturnPickup'],
    },
    {
      to: 'pickup_processed',
      from: ['pickup_requested'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
    },
    {
      to: 'delivered',
      from: ['requested', 'pickup_processed'],
      permission: PERMISSION,
      schema: z.strictObject({
        credit_invoice: requiredText(isNumber(), length(CREDIT_INVOICE_DIGITS)),
        tracking_number: requiredText(max(100)),
      }),
      fields: [
        { key: 'credit_invoice', kind: 'text', half: true },
        { key: 'tracking_number', kind: 'text', half: true },
      ],
      example: { credit_invoice: '99999999', tracking_number: 'JD014600003828' },
      confirm: true,
      effects: ['deliverReturn'],
    },
    {
      to: 'hold',
      from: ['pending', 'accepted', 'requested', 'pickup_requested', 'pickup_processed'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
    },
    {
      to: 'cancelled',
      from: OPEN,
      permission: PERMISSION,
      schema: z.strictObject({ cancel_reason: requiredText(max(NOTE_MAX)) }),
      fields: [{ key: 'cancel_reason', kind: 'textarea' }],
      example: { cancel_reason: 'El cliente se queda el material' },
      confirm: true,
      effects: ['cancelReturn'],
    },
  ],
};
