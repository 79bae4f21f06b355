import { sql } from 'drizzle-orm';
import type { SideEffect } from '../../platform/workflows/workflow-store.ts';

/** -> manual: booked by hand; its tracking number and link are kept on the shipment. */
const setShipmentManual: SideEffect = async (tx, run) => {
  await tx.execute(sql`update shipments set tracking_number = ${run.fields.tracking_number as string},
    tracking_link = ${run.fields.tracking_link as string}, carrier_error = null
    where id = ${run.record.id as number}`);
};

/** The shipments workflow's side effects by the names its table gives them. */
export const SHIPMENT_EFFECTS = { setShipmentManual };
