import type { ShipmentServes } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { queueAdapterJobIn } from '../../platform/adapters/adapter-jobs.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { CARRIER_PICKUP_QUEUE, type CarrierPickupJob, carrierTarget } from './carrier-queue.ts';
import { recountParcels } from './shipment-parcels.ts';

/** A pickup address; what is missing the carrier job reports (the shipment goes to `error`). */
export interface PickupAddress {
  street_1: string | null;
  street_2?: string | null;
  postcode: string | null;
  city: string | null;
  state?: string | null;
  /** ISO 3166-1 alpha-2 (`ES`). */
  country_iso: string | null;
}

export interface PickupContact {
  name: string | null;
  phone?: string | null;
  email?: string | null;
}

/** One parcel: weight in kg, sides in cm. */
export interface PickupParcel {
  weight_kg: number;
  height_cm: number;
  width_cm: number;
  length_cm: number;
}

/** A time window, `['09:00', '13:00']` (24 hours, the end after the start). */
export type PickupWindow = readonly [string, string];

export interface PickupRequest {
  /** What the pickup is for: the shipment links back to that record. */
  serves: ShipmentServes;
  servesId: number;
  /** The served record's code as people know it (a return's code, a warranty's number). */
  servesReference: string;
  address: PickupAddress;
  contact: PickupContact;
  /** May be empty when the caller does not know them: staff add them and relaunch. */
  parcels: readonly PickupParcel[];
  /** `YYYY-MM-DD`; null lets the carrier pick its next working day. */
  pickupDate: string | null;
  window: { morning?: PickupWindow | null; afternoon?: PickupWindow | null };
  /** A pickup at the customer's bringing goods back to us (returns, warranties). */
  isReturn: boolean;
  /** The carrier (default DHL) and its service. */
  carrierName?: string;
  carrierService?: string | null;
  isPallet?: boolean;
  /** Booked by the carrier in the background and confirmed later (its asynchronous services). */
  isAsync?: boolean;
  /** The customer's RMA page for this pickup, if any. */
  rmaLink?: string | null;
  note?: string | null;
  /** The shipment this one relaunches (relaunchShipment sets it). */
  relaunchedFromId?: number | null;
}

export interface RequestedPickup {
  id: number;
  identifier: string;
}

/** The carrier pickups go to unless the caller names another. */
export const DEFAULT_CARRIER = 'DHL';

/** Shipments' identifiers: `PK` and the id, zero-padded (`PK0004512`), unique. */
export const shipmentIdentifier = (id: number) => `PK${String(id).padStart(7, '0')}`;

/**
 * Asks the carrier for a pickup, inside the caller's transaction (a workflow's side effect such as a
 * return moving to pickup_requested): writes the shipment (`pending`) with its parcels and queues the
 * carrier job in the same transaction. The caller never waits for the carrier: an outage, a refusal
 * or an incomplete address only moves the shipment to `error` later (with the carrier's message),
 * and staff fix and relaunch it. Rolled back with the caller, the job is never sent.
 *
 * Stable signature, called by the returns, warranties, renewal plans and assignments workflows:
 * `await requestPickup(tx, request, run.app)` in a SideEffect.
 */
export async function requestPickup(
  tx: Tx,
  request: PickupRequest,
  app: Pick<AppContext, 'jobs' | 'config'>,
): Promise<RequestedPickup> {
  const next = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('shipments', 'id'))::int as id`,
  );
  const id = next.rows[0]!.id;
  const identifier = shipmentIdentifier(id);
  const { address, contact, window } = request;
  await tx.execute(sql`insert into shipments (id, identifier, status, carrier_name, carrier_service,
      is_async, rma_link, pickup_date,
      morning_min, morning_max, afternoon_min, afternoon_max, is_return, is_pallet, note,
      street_1, street_2, postcode, city, state, country_iso, contact_name, contact_phone, contact_email,
      serves, serves_id, serves_reference, relaunched_from_id)
    values (${id}, ${identifier}, 'pending', ${request.carrierName ?? DEFAULT_CARRIER},
      ${request.carrierService ?? null}, ${request.isAsync ?? false}, ${request.rmaLink ?? null}, ${request.pickupDate},
      ${window.morning?.[0] ?? null}, ${window.morning?.[1] ?? null},
      ${window.afternoon?.[0] ?? null}, ${window.afternoon?.[1] ?? null},
      ${request.isReturn}, ${request.isPallet ?? false}, ${request.note ?? null},
      ${address.street_1}, ${address.street_2 ?? null}, ${address.postcode}, ${address.city},
      ${address.state ?? null}, ${address.country_iso}, ${contact.name}, ${contact.phone ?? null},
      ${contact.email ?? null}, ${request.serves}, ${request.servesId}, ${request.servesReference},
      ${request.relaunchedFromId ?? null})`);
  for (const parcel of request.parcels) {
    await tx.execute(sql`insert into shipment_parcels (shipment_id, weight_kg, height_cm, width_cm, length_cm)
      values (${id}, ${parcel.weight_kg}, ${parcel.height_cm}, ${parcel.width_cm}, ${parcel.length_cm})`);
  }
  await recountParcels(tx, id);
  await queueAdapterJobIn<CarrierPickupJob>(tx, app, CARRIER_PICKUP_QUEUE, { target: carrierTarget(id) });
  return { id, identifier };
}
