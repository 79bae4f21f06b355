import { requestedParcels } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import { fieldRefusal } from '../../platform/errors.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import type { SideEffect, TransitionRun } from '../../platform/workflows/workflow-store.ts';
import { requestPickup } from '../shipments/request-pickup.ts';
import { isAssistanceCentre } from './assistance-centres.ts';
import { sendSurveyLink } from './survey-link.ts';

const id = (run: TransitionRun) => run.record.id as number;

/** The assistance an assignment serves, with what the customer-facing effects need. */
export async function assistanceOf(tx: Tx, assignmentId: number): Promise<Row> {
  const found = await tx.execute<Row>(sql`select a.*, c.name as sta_name from assignments g
    join technical_assistances a on a.id = g.assistance_id
    join companies c on c.id = g.sta_company_id where g.id = ${assignmentId}`);
  return serializeRows(found)[0]!;
}

/** -> assigned: the centre is kept on the assistance and its assignment is created (pending). */
const assignCentre: SideEffect = async (tx, run) => {
  const centre = run.fields.sta_company_id as number;
  if (!(await isAssistanceCentre(tx, centre))) {
    throw fieldRefusal(422, 'sta_company_id', 'assistance.unknownCentre');
  }
  await tx.execute(sql`update technical_assistances set sta_company_id = ${centre} where id = ${id(run)}`);
  const created = await tx.execute<Row>(sql`insert into assignments (assistance_id, sta_company_id)
    values (${id(run)}, ${centre}) returning *`);
  const assignment = serializeRows(created)[0]!;
  await recordAudit(tx, run.actor, {
    event: 'created',
    type: 'assignments',
    id: assignment.id as number,
    after: assignment,
  });
};

/** -> cancelled: the reason is kept on the record. */
const keepCancelReason =
  (table: 'technical_assistances' | 'assignments'): SideEffect =>
  async (tx, run) => {
    await tx.execute(sql`update ${sql.raw(table)} set cancel_reason = ${run.fields.cancel_reason as string}
      where id = ${id(run)}`);
  };

/**
 * accepted -> pickup_requested: the faulty unit is collected at the installation through the
 * shipments area (a pickup shipment linked to the assignment, queued for the carrier).
 */
const requestAssignmentPickup: SideEffect = async (tx, run) => {
  const assistance = await assistanceOf(tx, id(run));
  await requestPickup(
    tx,
    {
      serves: 'assignment',
      servesId: id(run),
      servesReference: assistance.request_number as string,
      address: {
        street_1: assistance.installation_address as string,
        postcode: (assistance.installation_zipcode as string | null) ?? null,
        city: (assistance.installation_city as string | null) ?? null,
        country_iso: 'ES',
      },
      contact: {
        name: assistance.requester_name as string,
        phone: (assistance.requester_phone as string | null) ?? null,
        email: (assistance.requester_email as string | null) ?? null,
      },
      parcels: requestedParcels(run.fields),
      pickupDate: (run.fields.pickup_date as string | null | undefined) ?? null,
      window: {},
      isReturn: true,
      note: run.note,
    },
    run.app,
  );
};

/** -> done: the customer is sent the one-time link of the satisfaction survey. */
const finishAssignment: SideEffect = async (tx, run) => {
  await sendSurveyLink(tx, run, await assistanceOf(tx, id(run)));
};

/** Works: the reviewer's comment is kept for the centre to read. */
const reviewWork: SideEffect = async (tx, run) => {
  await tx.execute(
    sql`update works set review_comment = ${run.fields.review_comment as string} where id = ${id(run)}`,
  );
};

export const ASSISTANCE_EFFECTS = {
  assignCentre,
  cancelAssistance: keepCancelReason('technical_assistances'),
};
export const ASSIGNMENT_EFFECTS = {
  requestAssignmentPickup,
  finishAssignment,
  cancelAssignment: keepCancelReason('assignments'),
};
export const WORK_EFFECTS = { reviewWork };
