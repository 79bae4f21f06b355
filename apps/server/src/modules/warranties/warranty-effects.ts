import { requestedParcels } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';
import type { SideEffect, TransitionRun } from '../../platform/workflows/workflow-store.ts';
import { requestPickup } from '../shipments/request-pickup.ts';

const id = (run: TransitionRun) => run.record.id as number;

/** Where the customer is told: the warranty's contact, else the company's e-mail. */
async function customerEmail(tx: Parameters<SideEffect>[0], run: TransitionRun): Promise<string | null> {
  const contact = run.record.contact_email as string | null;
  if (contact) return contact;
  const company = await tx.execute<{ email: string | null }>(
    sql`select email from companies where id = ${run.record.company_id as number}`,
  );
  return company.rows[0]?.email ?? null;
}

/** opened -> validated: the customer is told by e-mail (queued with the transition, sent by a job). */
const validateWarranty: SideEffect = async (tx, run) => {
  const to = await customerEmail(tx, run);
  if (!to) return;
  const vars = {
    name: (run.record.contact_name as string | null) ?? (run.record.company_name as string),
    code: run.record.az_iso as string,
  };
  await queueWorkflowMail(run.app.jobs, tx, {
    to,
    event: 'warranty_validated',
    locale: run.locale,
    values: vars,
    mergeVars: { warranty_id: id(run) },
    related: { type: 'warranties', id: id(run) },
  });
};

/**
 * validated -> pickup_requested: the carrier is asked to collect the claimed units at the warranty's
 * address from its contact (the shipments area's `requestPickup`, in this transaction: the shipment
 * links back to the warranty, and a carrier outage only moves that shipment to `error` later).
 */
const requestWarrantyPickup: SideEffect = async (tx, run) => {
  const w = run.record;
  await requestPickup(
    tx,
    {
      serves: 'warranty',
      servesId: id(run),
      servesReference: w.az_iso as string,
      address: {
        street_1: w.address_street as string | null,
        postcode: w.address_postcode as string | null,
        city: w.address_city as string | null,
        state: w.address_state as string | null,
        country_iso: w.address_country_iso as string | null,
      },
      contact: {
        name: (w.contact_name as string | null) ?? (w.company_name as string),
        phone: w.contact_phone as string | null,
        email: await customerEmail(tx, run),
      },
      parcels: requestedParcels(run.fields),
      pickupDate: (run.fields.pickup_date as string | null | undefined) ?? null,
      window: {},
      isReturn: true,
      note: run.note,
    },
    run.app,
  );
  await tx.execute(sql`update warranties set pickup_requested_at = now() where id = ${id(run)}`);
};

/** -> cancelled or closed: the warranty's units are free for another warranty. */
const releaseWarrantyUnits: SideEffect = async (tx, run) => {
  await tx.execute(sql`update warranty_lines set open = false where warranty_id = ${id(run)}`);
};

/** The warranties workflow's side effects by the names its table gives them. */
export const WARRANTY_EFFECTS = { validateWarranty, requestWarrantyPickup, releaseWarrantyUnits };
