import { z } from 'zod';
import { requiredRecordId } from '../../validation/record-ids.ts';
import { max, min, requiredText } from '../../validation/rules.ts';
import { NOTE_MAX, type WorkflowDef } from '../../workflows/workflow.ts';
import {
  PICKUP_REQUEST_EXAMPLE,
  PICKUP_REQUEST_FIELDS,
  pickupRequestShape,
} from '../shipments/pickup-request.ts';

/** The assistance's reason and a cancellation's reason: at least 6 characters (spec section 5). */
export const ASSISTANCE_REASON_MIN = 6;
export const assistanceReason = () => requiredText(min(ASSISTANCE_REASON_MIN), max(NOTE_MAX));

const PERMISSION = 'azc-atp-update';
const none = z.strictObject({});

/** A technical assistance's states (spec section 4), in the order an assistance usually goes. */
export const ASSISTANCE_STATES = [
  'pending',
  'requested',
  'assigned',
  'in_progress',
  'done',
  'closed',
  'cancelled',
] as const;
export type AssistanceState = (typeof ASSISTANCE_STATES)[number];

/**
 * Technical assistance (spec section 4: assign STA, cancel, pending, requested, in progress, done,
 * closed). A new assistance is pending; requested once the customer's data is complete; assigning
 * an assistance centre (STA) creates the centre's assignment; the centre's work puts it in progress,
 * then done; closed ends it. Any open assistance may be cancelled with a reason (min 6 characters).
 */
export const assistanceWorkflow: WorkflowDef<AssistanceState> = {
  name: 'technicalassistances',
  stateKey: 'status',
  states: ASSISTANCE_STATES,
  initial: 'pending',
  final: ['closed', 'cancelled'],
  transitions: [
    { to: 'requested', from: ['pending'], permission: PERMISSION, schema: none, fields: [], example: {} },
    {
      to: 'pending',
      from: ['requested'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
    },
    {
      to: 'assigned',
      from: ['pending', 'requested'],
      permission: PERMISSION,
      schema: z.strictObject({
        sta_company_id: requiredRecordId(),
      }),
      fields: [{ key: 'sta_company_id', kind: 'select', source: 'companies', searchOnly: true }],
      // The sample centre the transition-table test's records are written with (assistance-sample.ts).
      example: { sta_company_id: 990_001 },
      effects: ['assignCentre'],
    },
    { to: 'in_progress', from: ['assigned'], permission: PERMISSION, schema: none, fields: [], example: {} },
    { to: 'done', from: ['in_progress'], permission: PERMISSION, schema: none, fields: [], example: {} },
    {
      to: 'closed',
      from: ['done'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
    {
      to: 'cancelled',
      from: ['pending', 'requested', 'assigned', 'in_progress'],
      permission: PERMISSION,
      schema: z.strictObject({ cancel_reason: assistanceReason() }),
      fields: [{ key: 'cancel_reason', kind: 'textarea' }],
      example: { cancel_reason: 'El cliente ya no necesita la visita' },
      confirm: true,
      effects: ['cancelAssistance'],
    },
  ],
};

/** An assignment's states (spec section 4). */
export const ASSIGNMENT_STATES = [
  'pending',
  'accepted',
  'rejected',
  'pickup_requested',
  'pickup_processed',
  'done',
  'pending_payment',
  'closed',
  'cancelled',
] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/**
 * An assistance given to a centre (spec section 4: cancel, rejected, accepted, done, pending payment,
 * closed, pickup requested, pickup processed). The centre accepts or rejects it (a rejection says
 * why); an accepted one may need a pickup of the faulty unit; once done, the customer gets the
 * satisfaction survey; pending payment until the centre is paid, then closed.
 */
export const assignmentWorkflow: WorkflowDef<AssignmentState> = {
  name: 'assignments',
  stateKey: 'status',
  states: ASSIGNMENT_STATES,
  initial: 'pending',
  final: ['rejected', 'closed', 'cancelled'],
  transitions: [
    { to: 'accepted', from: ['pending'], permission: PERMISSION, schema: none, fields: [], example: {} },
    {
      to: 'rejected',
      from: ['pending'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      noteRequired: true,
      confirm: true,
    },
    {
      to: 'pickup_requested',
      from: ['accepted'],
      permission: PERMISSION,
      schema: z.strictObject(pickupRequestShape),
      fields: PICKUP_REQUEST_FIELDS,
      example: PICKUP_REQUEST_EXAMPLE,
      effects: ['requestAssignmentPickup'],
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
      to: 'done',
      from: ['accepted', 'pickup_processed'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      effects: ['finishAssignment'],
    },
    { to: 'pending_payment', from: ['done'], permission: PERMISSION, schema: none, fields: [], example: {} },
    {
      to: 'closed',
      from: ['done', 'pending_payment'],
      permission: PERMISSION,
      schema: none,
      fields: [],
      example: {},
      confirm: true,
    },
    {
      to: 'cancelled',
      from: ['pending', 'accepted', 'pickup_requested', 'pickup_processed'],
      permission: PERMISSION,
      schema: z.strictObject({ cancel_reason: assistanceReason() }),
      fields: [{ key: 'cancel_reason', kind: 'textarea' }],
      example: { cancel_reason: 'El centro no cubre esta zona' },
      confirm: true,
      effects: ['cancelAssignment'],
    },
  ],
};

/** A work request's states: asked by the centre, then approved or rejected. */
export const WORK_STATES = ['pending', 'approved', 'rejected'] as const;
export type WorkState = (typeof WORK_STATES)[number];

const reviewComment = z.strictObject({ review_comment: requiredText(max(NOTE_MAX)) });

/** Works (spec section 4): approve or reject a request with a comment, which the centre reads. */
export const workWorkflow: WorkflowDef<WorkState> = {
  name: 'works',
  stateKey: 'status',
  states: WORK_STATES,
  initial: 'pending',
  final: ['approved', 'rejected'],
  transitions: [
    {
      to: 'approved',
      from: ['pending'],
      permission: PERMISSION,
      schema: reviewComment,
      fields: [{ key: 'review_comment', kind: 'textarea' }],
      example: { review_comment: 'Aprobado: sustituir la placa de control' },
      effects: ['reviewWork'],
    },
    {
      to: 'rejected',
      from: ['pending'],
      permission: PERMISSION,
      schema: reviewComment,
      fields: [{ key: 'review_comment', kind: 'textarea' }],
      example: { review_comment: 'No cubierto: la avería es de la instalación' },
      effects: ['reviewWork'],
    },
  ],
};
