import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { refreshLinesSearch } from './warranty-lines.ts';

let made = 0;

/**
 * A warranty in `state` with one line on an article of its own (so no two samples claim one unit),
 * for the workflow walk: a complete record, with a company and a contact to tell.
 */
export async function sampleWarranty(db: Queryable, state: string): Promise<number> {
  made += 1;
  const tag = `${process.pid}-${Date.now()}-${made}`;
  const company = await db.execute<{ id: number; name: string }>(sql`
    insert into companies (name, vat, country_iso, email, status)
    values (${`Clima Sample ${tag}`}, ${`ESW${tag}`}, 'ES', 'garantias@clima-sample.example.com', 'active')
    returning id, name`);
  const article = await db.execute<{ id: number; az_iso: string }>(sql`
    insert into articles (az_iso, name, product_id, blocked)
    values (${`WTY_SAMPLE_${tag}`}, 'Termostato Think radio', (select min(id) from products), false)
    returning id, az_iso`);
  const { id: companyId, name } = company.rows[0]!;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into warranties (az_iso, status, company_id, company_name, description, contact_name, contact_email,
      address_street, address_postcode, address_city, address_country_iso)
    values (${`GAR-TEST-${tag}`}, ${state}, ${companyId}, ${name}, 'El termostato no enciende',
      'Lucía Ferrer', 'lucia.ferrer@clima-sample.example.com', 'Calle Mayor 12', '46001', 'Valencia', 'ES')
    returning id`);
  const id = inserted.rows[0]!.id;
  const open = state !== 'cancelled' && state !== 'closed';
  await db.execute(sql`insert into warranty_lines (warranty_id, position, article_id, article, article_name,
      quantity, serial_number, plenum_id, invoice, open)
    values (${id}, 0, ${article.rows[0]!.id}, ${article.rows[0]!.az_iso}, 'Termostato Think radio', 1,
      ${`SN-${tag}`}, ${`PL-${made}`}, ${`FV-2026-${String(made).padStart(6, '0')}`}, ${open})`);
  await refreshLinesSearch(db, id);
  return id;
}
