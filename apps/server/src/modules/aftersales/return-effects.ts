import { requestedParcels } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';
import type { SideEffect, TransitionRun } from '../../platform/workflows/workflow-store.ts';
import { pickupAddressOf } from '../shipments/pickup-address.ts';
import { requestPickup } from '../shipments/request-pickup.ts';
import { recomputeReturnTotal } from './return-totals.ts';

const id = (run: TransitionRun) => run.record.id as number;

/** hold -> pending: the transport cost is set, and the total to credit counts it. */
const priceTransport: SideEffect = async (tx: Tx, run) => {
  await tx.execute(
    sql`update returns set transport_fee = ${run.fields.transport_fee as number} where id = ${id(run)}`,
  );
  await recomputeReturnTotal(tx, id(run));
};

/** pending -> accepted: the customer is told by e-mail (queued with the transition, sent by a job). */
const acceptReturn: SideEffect = async (tx, run) => {
  const to = run.record.customer_email as string | null;
  if (!to) return;
  const vars = {
    name: (run.record.customer_name as string | null) ?? to,
    code: run.record.code as string,
    invoice: (run.record.invoice_number as string | null) ?? '-',
  };
  await queueWorkflowMail(run.app.jobs, tx, {
    to,
    event: 'return_accepted',
    locale: run.locale,
    values: vars,
    mergeVars: { return_id: id(run) },
    related: { type: 'returns', id: id(run) },
  });
};

/** -> delivered: the credit invoice and the tracking number are kept on the return. */
const deliverReturn: SideEffect = async (tx, run) => {
  await tx.execute(sql`update returns set credit_invoice = ${run.fields.credit_invoice as string},
    tracking_number = ${run.fields.tracking_number as string} where id = ${id(run)}`);
};

/** -> cancelled: the reason is kept on the return. */
const cancelReturn: SideEffect = async (tx, run) => {
  await tx.execute(
    sql`update returns set cancel_reason = ${run.fields.cancel_reason as string} where id = ${id(run)}`,
  );
};

/**
 * accepted -> pickup_requested: a pickup at the customer's is asked of the carrier (a shipment serving
 * this return, booked by its job; a carrier outage never fails this transition), with the parcels
 * and the day the transition asks for.
 */
const requestReturnPickup: SideEffect = async (tx, run) => {
  const { address, contact } = await pickupAddressOf(
    tx,
    run.record.customer_email as string | null,
    run.record.customer_name as string | null,
  );
  await requestPickup(
    tx,
    {
      serves: 'return',
      servesId: id(run),
      servesReference: run.record.code as string,
      address,
      contact,
      parcels: requestedParcels(run.fields),
      pickupDate: (run.fields.pickup_date as string | null | undefined) ?? null,
      window: {},
      isReturn: true,
      note: run.note,
    },
    run.app,
  );
};

/** The returns workflow's side effects by the names its table gives them. */
export const RETURN_EFFECTS = {
  priceTransport,
  acceptReturn,
  deliverReturn,
  cancelReturn,
  requestReturnPickup,
};
