import type { ParcelInput } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** The shipment's parcel count and total weight, from its parcels (the parcel audit compares them). */
export async function recountParcels(db: Queryable, shipmentId: number) {
  await db.execute(sql`update shipments s set parcel_count = p.count, total_weight_kg = p.weight
    from (select count(*)::int as count, coalesce(sum(weight_kg), 0) as weight from shipment_parcels
      where shipment_id = ${shipmentId}) p
    where s.id = ${shipmentId} and (s.parcel_count, s.total_weight_kg) is distinct from (p.count, p.weight)`);
}

/** Saves a shipment's parcels as the form sent them: rows with an id updated, new ones added, the rest deleted. */
export async function saveParcels(db: Queryable, shipmentId: number, parcels: readonly ParcelInput[]) {
  const kept = parcels.filter((p): p is ParcelInput & { id: number } => p.id !== undefined);
  await db.execute(sql`delete from shipment_parcels where shipment_id = ${shipmentId}
    and not (id = any(${sql.param(kept.map((p) => p.id))}::int[]))`);
  for (const parcel of parcels) {
    if (parcel.id !== undefined) {
      await db.execute(sql`update shipment_parcels set weight_kg = ${parcel.weight_kg},
        height_cm = ${parcel.height_cm}, width_cm = ${parcel.width_cm}, length_cm = ${parcel.length_cm},
        updated_at = now() where id = ${parcel.id} and shipment_id = ${shipmentId}`);
    } else {
      await db.execute(sql`insert into shipment_parcels (shipment_id, weight_kg, height_cm, width_cm, length_cm)
        values (${shipmentId}, ${parcel.weight_kg}, ${parcel.height_cm}, ${parcel.width_cm}, ${parcel.length_cm})`);
    }
  }
  await recountParcels(db, shipmentId);
}
