import { randomUUID } from 'node:crypto';
import { shipments } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AdapterAttempt, defineAdapterQueue, GiveUp } from '../../platform/adapters/adapter-jobs.ts';
import { AdapterCallError, type RemoteEndpoint } from '../../platform/adapters/outbound-call.ts';
import type { AppContext } from '../../platform/context.ts';
import { isPrivateFile } from '../../platform/resources/private-record-files.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { checkUpload } from '../../platform/storage.ts';
import { type CarrierPickupRequest, httpCarrierAdapter } from './carrier-adapter.ts';
import { CARRIER_PICKUP_QUEUE, type CarrierPickupJob } from './carrier-queue.ts';
import { startDemoFakeCarrier } from './demo-fake-carrier.ts';
import { queuePickupBookedMail } from './pickup-booked-mail.ts';
import { moveShipmentBySystem } from './shipment-system-moves.ts';

type ShipmentRow = {
  id: number;
  identifier: string;
  status: string;
  carrier_service: string | null;
  pickup_date: string | null;
  morning_min: string | null;
  morning_max: string | null;
  afternoon_min: string | null;
  afternoon_max: string | null;
  is_return: boolean;
  is_pallet: boolean;
  street_1: string | null;
  street_2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country_iso: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
};
type ParcelRow = { weight_kg: number; height_cm: number; width_cm: number; length_cm: number };

/** What the carrier is configured by: a process without both leaves the pickups to one that has them. */
const CARRIER_SETTINGS = ['CARRIER_END_POINT', 'CARRIER_SECRET'];

/** The configured carrier, or null. */
export function carrierEndpoint(ctx: AppContext): RemoteEndpoint | null {
  const { CARRIER_END_POINT, CARRIER_SECRET, INTEGRATION_TIMEOUT_MS } = ctx.config;
  if (!CARRIER_END_POINT || !CARRIER_SECRET) return null;
  return {
    system: 'carrier',
    configurationId: null,
    baseUrl: CARRIER_END_POINT,
    secret: CARRIER_SECRET,
    timeoutMs: INTEGRATION_TIMEOUT_MS,
  };
}

/** The carrier's request built from a shipment, or the names of what it lacks. */
export function pickupOf(
  shipment: ShipmentRow,
  parcels: ParcelRow[],
): { pickup: CarrierPickupRequest } | { missing: string[] } {
  const required = ['street_1', 'postcode', 'city', 'country_iso', 'contact_name'] as const;
  const missing: string[] = required.filter((key) => !shipment[key]?.trim());
  if (!parcels.length) missing.push('parcels');
  if (missing.length) return { missing };
  const window = (min: string | null, max: string | null): [string, string] | null =>
    min && max ? [min, max] : null;
  return {
    pickup: {
      reference: shipment.identifier,
      service: shipment.carrier_service,
      pickup_date: shipment.pickup_date,
      windows: {
        morning: window(shipment.morning_min, shipment.morning_max),
        afternoon: window(shipment.afternoon_min, shipment.afternoon_max),
      },
      is_return: shipment.is_return,
      is_pallet: shipment.is_pallet,
      address: {
        street_1: shipment.street_1!,
        street_2: shipment.street_2,
        postcode: shipment.postcode!,
        city: shipment.city!,
        state: shipment.state,
        country_iso: shipment.country_iso!,
      },
      contact: { name: shipment.contact_name!, phone: shipment.contact_phone, email: shipment.contact_email },
      parcels: parcels.map((p) => ({
        weight_kg: Number(p.weight_kg),
        height_cm: Number(p.height_cm),
        width_cm: Number(p.width_cm),
        length_cm: Number(p.length_cm),
      })),
    },
  };
}

async function readShipment(db: Queryable, id: number) {
  const found = await db.execute<ShipmentRow>(sql`select id, identifier, status, carrier_service,
    to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, morning_min, morning_max, afternoon_min, afternoon_max,
    is_return, is_pallet, street_1, street_2, postcode, city, state, country_iso, contact_name,
    contact_phone, contact_email from shipments where id = ${id}`);
  const parcels = await db.execute<ParcelRow>(sql`select weight_kg, height_cm, width_cm, length_cm
    from shipment_parcels where shipment_id = ${id} order by id`);
  return { shipment: found.rows[0], parcels: parcels.rows };
}

/**
 * Stores the carrier's label as a file of ours (checked by content: a PDF, or it is refused),
 * private from the start as the shipments' definition says (served only through signed links).
 */
async function storeLabel(ctx: AppContext, db: Queryable, identifier: string, base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  const checked = await checkUpload(`${identifier}-label.pdf`, bytes, {
    maxBytes: ctx.config.UPLOAD_LIMIT_BYTES,
  });
  const key = `${randomUUID()}.${checked.extension}`;
  await ctx.storage.put(key, bytes, checked.mime);
  await db.execute(sql`insert into stored_files
      (storage_key, original_name, mime, extension, size, sha256, created_by, private)
    values (${key}, ${checked.safeName}, ${checked.mime}, ${checked.extension}, ${checked.size}, ${checked.sha256}, null,
      ${isPrivateFile(shipments, 'label_url')})`);
  return `/files/${key}`;
}

/**
 * The carrier's pickup requests: each pending shipment is booked once (its idempotency key on every
 * attempt), its tracking number, link and label kept and the shipment moved to `requested`. What no
 * retry can mend (an incomplete address, a refusal, a label that is not a PDF) or the last failed
 * attempt moves it to `error` with the reason; staff then fix and relaunch it. Every call is logged.
 */
export async function carrierJobs(ctx: AppContext) {
  // First: the demo's fake carrier is this process's carrier settings.
  if (ctx.config.demo && ctx.config.DEMO_FAKE_CARRIER) await startDemoFakeCarrier(ctx);
  const settings = { names: CARRIER_SETTINGS, configured: carrierEndpoint(ctx) !== null };
  const book = async (data: CarrierPickupJob, { attempt }: AdapterAttempt) => {
    const id = Number(data.target.entityId);
    const { shipment, parcels } = await readShipment(ctx.db, id);
    if (!shipment) throw new GiveUp('the shipment no longer exists');
    // Cancelled or set to manual meanwhile: nothing to book.
    if (shipment.status !== 'pending') throw new GiveUp(`the shipment is ${shipment.status}, not pending`);
    const fail = async (reason: string) => {
      await moveShipmentBySystem(ctx.db, id, 'pending', 'error', { carrier_error: reason });
      return new GiveUp(reason);
    };
    const built = pickupOf(shipment, parcels);
    if ('missing' in built) throw await fail(`incomplete pickup, missing: ${built.missing.join(', ')}`);
    const endpoint = carrierEndpoint(ctx);
    // Only if the settings went away after the start (a process without them never takes the job).
    if (!endpoint) throw await fail(`no carrier is configured (${CARRIER_SETTINGS.join(', ')})`);
    const carrier = httpCarrierAdapter(ctx.db, endpoint);
    let booking: Awaited<ReturnType<typeof carrier.requestPickup>>;
    try {
      booking = await carrier.requestPickup(built.pickup, {
        idempotencyKey: data.idempotencyKey,
        attempt,
        entity: { type: 'shipment', id: String(id) },
      });
    } catch (error) {
      const last = attempt > ctx.config.INTEGRATION_RETRY_LIMIT;
      if (error instanceof AdapterCallError && (!error.retryable || last)) await fail(error.message);
      throw error;
    }
    let labelUrl: string;
    try {
      labelUrl = await storeLabel(ctx, ctx.db, shipment.identifier, booking.label_pdf_base64);
    } catch {
      throw await fail('the carrier label is not a valid PDF (invalid file format)');
    }
    await moveShipmentBySystem(
      ctx.db,
      id,
      'pending',
      'requested',
      {
        tracking_number: booking.tracking_number,
        tracking_link: booking.tracking_link,
        label_url: labelUrl,
        carrier_error: null,
      },
      (tx) => queuePickupBookedMail(ctx.jobs, tx, id),
    );
    return booking.pickup_id;
  };
  await defineAdapterQueue<CarrierPickupJob>(ctx, CARRIER_PICKUP_QUEUE, book, settings);
}
