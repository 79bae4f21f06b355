import { z } from 'zod';
import { max, requiredText } from '../../validation/rules.ts';
import { NOTE_MAX, type WorkflowDef } from '../../workflows/workflow.ts';

/** A ticket's states (spec section 4). */
export const TICKET_STATES = ['open', 'answered', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

const PERMISSION = 'azc-tickets-update';
const none = z.strictObject({});

/** A message of a ticket's thread: never empty, at most NOTE_MAX characters. */
export const ticketMessageText = () => requiredText(max(NOTE_MAX));

/**
 * Tickets (spec section 4): open -> answered (the staff's reply, e-mailed to the customer) -> closed
 * (asks for confirmation, spec section 8 "close ticket"); reopened from answered or closed. A
 * customer's reply moves an answered or closed ticket back to open; with close_when_reply set, the
 * next message (staff or customer, internal notes aside) closes it instead. No state is final: a
 * closed ticket may be reopened. Assigning keeps the state and writes a history row of its own.
 */
export const ticketWorkflow: WorkflowDef<TicketState> = {
  name: 'tickets',
  stateKey: 'status',
  states: TICKET_STATES,
  initial: 'open',
  final: [],
  transitions: [
    {
      to: 'answered',
      from: ['open'],
      permission: PERMISSION,
      schema: z.strictObject({ message: ticketMessageText() }),
      fields: [{ key: 'message', kind: 'textarea' }],
      example: { message: 'Buenos días: le enviamos el esquema de conexión actualizado.' },
      effects: ['answerTicket'],
    },
    {
      to: 'closed',
      from: ['open', 'answered'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
    {
      to: 'open',
      from: ['answered', 'closed'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
    },
  ],
};
