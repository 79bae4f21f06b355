import { z } from 'zod';
import { isUrl, max, requiredText } from '../../validation/rules.ts';
import type { WorkflowDef } from '../../workflows/workflow.ts';

/**
 * A shipment's states (spec section 4). `pending`: asked for, the carrier not yet answered (its job
 * queued or retrying); `requested`: booked at the carrier (tracking number, link and label back);
 * `error`: the carrier refused it or never answered; `manual`: booked by hand outside the adapter;
 * `delivered` and `cancelled` are final. The carrier job moves pending to requested or error; people
 * move the rest through the table below, and relaunch (relaunchShipment) cancels one and asks anew.
 */
export const SHIPMENT_STATES = ['pending', 'requested', 'error', 'manual', 'delivered', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** States a shipment may be relaunched or cancelled from: every state but the final ones. */
export const OPEN_SHIPMENT_STATES: readonly ShipmentState[] = ['pending', 'requested', 'error', 'manual'];

const PERMISSION = 'azc-shipments-update';
const none = z.strictObject({});

export const shipmentWorkflow: WorkflowDef<ShipmentState> = {
  name: 'shipments',
  stateKey: 'status',
  states: SHIPMENT_STATES,
  initial: 'pending',
  final: ['delivered', 'cancelled'],
  transitions: [
    {
      // Booked by hand (by phone, on the carrier's web): its tracking number and link are required.
      to: 'manual',
      from: ['pending', 'requested', 'error'],
      permission: PERMISSION,
      schema: z.strictObject({
        tracking_number: requiredText(max(100)),
        tracking_link: requiredText(isUrl(), max(500)),
      }),
      fields: [
        { key: 'tracking_number', kind: 'text', half: true },
        { key: 'tracking_link', kind: 'text', half: true },
      ],
      example: {
        tracking_number: 'JD014600003828',
        tracking_link: 'https://www.dhl.com/es-es/home/tracking.html?tracking-id=JD014600003828',
      },
      effects: ['setShipmentManual'],
    },
    {
      to: 'delivered',
      from: ['requested', 'manual'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
    {
      // The carrier is not told: cancelling at the carrier stays manual (spec section 4).
      to: 'cancelled',
      from: OPEN_SHIPMENT_STATES,
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
  ],
};
