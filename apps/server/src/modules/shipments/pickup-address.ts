import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import type { PickupAddress, PickupContact } from './request-pickup.ts';

type Found = {
  street_1: string;
  postcode: string;
  city: string;
  state: string | null;
  country_iso: string;
  contact: string | null;
  phone: string | null;
};

/**
 * Where to pick up for a customer known only by e-mail (a return): the default delivery address of
 * the company with that e-mail, else its newest delivery address. None: an empty address, which the
 * carrier job reports as incomplete so staff complete it and relaunch.
 */
export async function pickupAddressOf(
  db: Queryable,
  email: string | null,
  fallbackName: string | null,
): Promise<{ address: PickupAddress; contact: PickupContact }> {
  const found = email
    ? await db.execute<Found>(sql`select a.address as street_1, a.zipcode as postcode, a.city,
        r.name as state, a.country_iso, a.contact, coalesce(a.phone, c.phone) as phone
      from companies c join company_addresses a on a.company_id = c.id and a.type = 'delivery'
      left join regions r on r.id = a.region_id
      where lower(c.email) = lower(${email})
      order by a.is_default desc, a.created_at desc, a.id desc limit 1`)
    : { rows: [] as Found[] };
  const row = found.rows[0];
  return {
    address: row
      ? {
          street_1: row.street_1,
          postcode: row.postcode,
          city: row.city,
          state: row.state,
          country_iso: row.country_iso,
        }
      : { street_1: null, postcode: null, city: null, country_iso: null },
    contact: { name: row?.contact ?? fallbackName, phone: row?.phone ?? null, email },
  };
}
