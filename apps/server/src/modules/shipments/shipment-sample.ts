import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { shipmentIdentifier } from './request-pickup.ts';
import { recountParcels } from './shipment-parcels.ts';

/** A complete shipment in `state` with two parcels (the transition-table test walks the workflow with it). */
export async function sampleShipment(db: Queryable, state: string): Promise<number> {
  const booked = state !== 'pending' && state !== 'error';
  const next = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('shipments', 'id'))::int as id`,
  );
  const id = next.rows[0]!.id;
  await db.execute(sql`insert into shipments (id, identifier, status, carrier_service, pickup_date,
      morning_min, morning_max, afternoon_min, afternoon_max, is_return, street_1, postcode, city, state,
      country_iso, contact_name, contact_phone, contact_email, tracking_number, tracking_link, carrier_error)
    values (${id}, ${shipmentIdentifier(id)}, ${state}, 'DHL Parcel Connect', '2026-12-01', '09:00', '13:00',
      '15:00', '18:00', true, 'Calle de Alcalá 120', '28009', 'Madrid', 'Madrid', 'ES', 'Marta Ruiz Gallego',
      '+34 912 345 678', 'marta.ruiz@climaebro.example.com',
      ${booked ? 'JD014600003828' : null},
      ${booked ? 'https://www.dhl.com/es-es/home/tracking.html?tracking-id=JD014600003828' : null},
      ${state === 'error' ? 'answered 503' : null})`);
  await db.execute(sql`insert into shipment_parcels (shipment_id, weight_kg, height_cm, width_cm, length_cm)
    values (${id}, 12.5, 40, 30, 60), (${id}, 3.2, 20, 20, 30)`);
  await recountParcels(db, id);
  return id;
}
