import { z } from 'zod';
import type { RoleName } from '../../access/roles.ts';
import { isEmail, isNumber, max, requiredText } from '../../validation/rules.ts';
import type { WorkflowDef } from '../../workflows/workflow.ts';

/** A renewal plan's states (spec section 4), in the order a plan usually goes through them. */
export const RENEWAL_STATES = [
  'registered',
  'in_process',
  'closed',
  'closed_without_payment',
  'expired',
] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/** Who changes a renewal plan (spec section 6: create and edit are AZ_SADMIN and AZ_RENOVE_ADMIN). */
export const RENEWAL_WRITERS: readonly RoleName[] = ['AZ_SADMIN', 'AZ_RENOVE_ADMIN'];

/** A3's document numbers: digits only, as the ERP numbers its orders and credit notes. */
export const A3_NUMBER_MAX = 20;
const a3Number = () => requiredText(isNumber(), max(A3_NUMBER_MAX));
const none = z.strictObject({});

/**
 * Renewal plans, as SPEC-RULINGS settles them: a plan is registered, then in process; it is closed
 * with the A3 order number and the installer's e-mail, closed without payment with the A3 credit
 * (refund) number, or expired after a confirmation. Closed, closed without payment and expired are
 * final. Every move needs the writer roles, like the plan's edit.
 */
export const renewalWorkflow: WorkflowDef<RenewalState> = {
  name: 'renewalplans',
  stateKey: 'status',
  states: RENEWAL_STATES,
  initial: 'registered',
  final: ['closed', 'closed_without_payment', 'expired'],
  transitions: [
    {
      to: 'in_process',
      from: ['registered'],
      roles: RENEWAL_WRITERS,
      schema: none,
      fields: [],
      example: {},
    },
    {
      to: 'closed',
      from: ['in_process'],
      roles: RENEWAL_WRITERS,
      schema: z.strictObject({
        order_number: a3Number(),
        installer_email: requiredText(isEmail(), max(200)),
      }),
      fields: [
        { key: 'order_number', kind: 'text', half: true },
        { key: 'installer_email', kind: 'text', half: true },
      ],
      example: { order_number: '20260412', installer_email: 'instalaciones@climaebro.example.com' },
      effects: ['closeRenewalPlan'],
    },
    {
      to: 'closed_without_payment',
      from: ['registered', 'in_process'],
      roles: RENEWAL_WRITERS,
      schema: z.strictObject({ credit_number: a3Number() }),
      fields: [{ key: 'credit_number', kind: 'text', half: true }],
      example: { credit_number: '70001234' },
      effects: ['refundRenewalPlan'],
    },
    {
      to: 'expired',
      from: ['registered', 'in_process'],
      roles: RENEWAL_WRITERS,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
  ],
};
