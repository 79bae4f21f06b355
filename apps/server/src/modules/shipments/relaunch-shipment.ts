import type { ShipmentInput, ShipmentServes } from '@proboard/domain';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { applyTransition, type TransitionCaller } from '../../platform/workflows/apply-transition.ts';
import { requestPickup } from './request-pickup.ts';
import { shipmentsStore, shipmentsWorkflowStore } from './shipments.store.ts';

/**
 * Relaunch (spec section 4): in one transaction the old pickup becomes CANCELLED (a history row, the
 * form's lock checked: 409 when someone saved first, or when it is already delivered or cancelled)
 * and a new shipment is asked of the carrier from the form's values (address, parcels, windows as
 * shown, so staff may correct them), linked to the old one and to the record it serves. The carrier
 * is not told about the old pickup: cancelling it there stays manual.
 */
export async function relaunchShipment(
  tx: Tx,
  app: AppContext,
  id: string,
  form: ShipmentInput,
  caller: Omit<TransitionCaller, 'mayRun'>,
): Promise<Row> {
  const old = await applyTransition(
    tx,
    shipmentsWorkflowStore,
    id,
    { to: 'cancelled', fields: {}, note: null, updatedAt: form.updated_at },
    // The route's own guard (create, as the spec has it) decides who relaunches.
    { ...caller, mayRun: () => true },
  );
  const window = (min?: string | null, max?: string | null) => (min && max ? ([min, max] as const) : null);
  const created = await requestPickup(
    tx,
    {
      serves: old.serves as ShipmentServes,
      servesId: old.serves_id as number,
      servesReference: old.serves_reference as string,
      address: {
        street_1: form.street_1,
        street_2: form.street_2 ?? null,
        postcode: form.postcode,
        city: form.city,
        state: form.state ?? null,
        country_iso: form.country_iso.toUpperCase(),
      },
      contact: {
        name: form.contact_name,
        phone: form.contact_phone ?? null,
        email: form.contact_email ?? null,
      },
      parcels: form.parcels,
      pickupDate: form.pickup_date || null,
      window: {
        morning: window(form.morning_min, form.morning_max),
        afternoon: window(form.afternoon_min, form.afternoon_max),
      },
      isReturn: form.is_return,
      isPallet: form.is_pallet,
      carrierName: form.carrier_name,
      carrierService: form.carrier_service ?? null,
      isAsync: form.is_async,
      rmaLink: form.rma_link || null,
      note: form.note ?? null,
      relaunchedFromId: old.id as number,
    },
    app,
  );
  const record = (await readRecord(tx, shipmentsStore, String(created.id)))!;
  await recordAudit(tx, caller.actor, { event: 'created', type: 'shipments', id: created.id, after: record });
  return record;
}
