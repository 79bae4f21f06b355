import { exampleVat } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The group's companies of the demo: the five the market selectors name (spec section 2, widget 9)
 * and two without markets yet. Their markets are the demo markets already naming their code
 * (demo-catalogue.ts). VAT numbers are valid for their country, made like the demo companies'.
 * One statement, only while the table is empty.
 */
const COMPANIES = [
  {
    iso: 'ALTRA',
    name: 'Altra',
    legal_name: 'Corporación Empresarial Altra S.L.',
    vat: exampleVat('ES', 1201),
    country_iso: 'ES',
    address: 'Parque Tecnológico de Andalucía, C/ Marie Curie 21',
    city: 'Málaga',
    zipcode: '29590',
    sort_key: 10,
  },
  {
    iso: 'AZES',
    name: 'Airzone España',
    legal_name: 'Airzone Control S.L.',
    vat: exampleVat('ES', 2941),
    country_iso: 'ES',
    address: 'Parque Tecnológico de Andalucía, C/ Marie Curie 21',
    city: 'Málaga',
    zipcode: '29590',
    sort_key: 20,
  },
  {
    iso: 'AZFR',
    name: 'Airzone Francia',
    legal_name: 'Airzone France SAS',
    vat: exampleVat('FR', 5123),
    country_iso: 'FR',
    address: '12 Rue de la République',
    city: 'Lyon',
    zipcode: '69002',
    sort_key: 30,
  },
  {
    iso: 'AZIT',
    name: 'Airzone Italia',
    legal_name: 'Airzone Italia S.r.l.',
    vat: exampleVat('IT', 7711),
    country_iso: 'IT',
    address: 'Via Cristoforo Colombo 8',
    city: 'Milano',
    zipcode: '20094',
    sort_key: 40,
  },
  {
    iso: 'AZUS',
    name: 'Airzone USA',
    legal_name: 'Airzone Control USA Inc.',
    vat: '471284530',
    country_iso: 'US',
    address: '1900 N Akard St, Suite 300',
    city: 'Dallas, TX',
    zipcode: '75201',
    sort_key: 50,
  },
  {
    iso: 'AZUK',
    name: 'Airzone UK',
    legal_name: 'Airzone UK Ltd',
    vat: 'GB293745612',
    country_iso: 'GB',
    address: '21 Harbour Exchange Square',
    city: 'London',
    zipcode: 'E14 9GE',
    sort_key: 60,
  },
  {
    iso: 'AZMX',
    name: 'Airzone México',
    legal_name: 'Airzone Control México S.A. de C.V.',
    vat: 'ACM190312KT5',
    country_iso: 'MX',
    address: 'Av. Paseo de la Reforma 296, piso 12',
    city: 'Ciudad de México',
    zipcode: '06600',
    sort_key: 70,
  },
];

export async function seedDemoGroupCompanies(tx: Tx) {
  const empty = await tx.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from global_companies) as empty`,
  );
  if (!empty.rows[0]?.empty) return;
  await tx.execute(sql`insert into global_companies
      (iso, name, legal_name, vat, country_iso, address, city, zipcode, sort_key)
    select iso, name, legal_name, vat, country_iso, address, city, zipcode, sort_key
    from jsonb_to_recordset(${JSON.stringify(COMPANIES)}::jsonb) as c(iso text, name text, legal_name text,
      vat text, country_iso text, address text, city text, zipcode text, sort_key int)`);
}
