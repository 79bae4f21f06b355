import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { workflowHistory } from '../../platform/workflows/workflows.tables.ts';

/** What the carrier job writes on a shipment besides its state. */
export interface CarrierOutcome {
  tracking_number?: string;
  tracking_link?: string;
  label_url?: string;
  carrier_error?: string | null;
}

/**
 * A move made by the carrier job, not by a person (pending -> requested or error): only if the
 * shipment is still `from` (a cancel meanwhile wins), with a history row without a user whose
 * fields say what the carrier answered, so the timeline shows it.
 */
export async function moveShipmentBySystem(
  db: Db,
  id: number,
  from: string,
  to: string,
  outcome: CarrierOutcome,
  /** Runs in the move's transaction once it is made (the customer's e-mail is queued there). */
  afterMove?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.execute(sql`update shipments set status = ${to},
        tracking_number = coalesce(${outcome.tracking_number ?? null}, tracking_number),
        tracking_link = coalesce(${outcome.tracking_link ?? null}, tracking_link),
        label_url = coalesce(${outcome.label_url ?? null}, label_url),
        carrier_error = ${outcome.carrier_error === undefined ? null : outcome.carrier_error},
        updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = ${id} and status = ${from} returning id`);
    if (!moved.rows.length) return false;
    await tx.insert(workflowHistory).values({
      workflow: 'shipments',
      record_id: id,
      from_state: from,
      to_state: to,
      fields: outcome,
      note: null,
      user_id: null,
      user_email: null,
      request_id: null,
    });
    await afterMove?.(tx);
    return true;
  });
}
