import { exampleVat } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * Demo customers: 300 installers and distributors of Spain, Portugal, France and Italy, each with a
 * valid VAT number of its country (vat.ts accepts every one), a default delivery and billing address,
 * a few discounts; and a dozen temporary customers waiting for review. Only when there are none yet.
 */
const MARKETS = [
  {
    iso: 'ES',
    vat: (n: number) => exampleVat('ES', n),
    kinds: [
      'Climatizaciones',
      'Instalaciones',
      'Frío Industrial',
      'Aire Acondicionado',
      'Distribuciones Térmicas',
    ],
    places: [
      ['Madrid', '28001'],
      ['Valencia', '46001'],
      ['Sevilla', '41001'],
      ['Bilbao', '48001'],
      ['Málaga', '29001'],
    ],
    names: ['Levante', 'Ibérica', 'del Sur', 'Cantábrica', 'Mediterránea', 'Castellana'],
    suffix: 'SL',
    street: 'Calle',
  },
  {
    iso: 'PT',
    vat: (n: number) => exampleVat('PT', n),
    kinds: ['Climatização', 'Instalações', 'Frio e Clima'],
    places: [
      ['Lisboa', '1100-001'],
      ['Porto', '4000-001'],
      ['Braga', '4700-001'],
    ],
    names: ['Atlântico', 'do Norte', 'Lusitana', 'Tejo'],
    suffix: 'Lda',
    street: 'Rua',
  },
  {
    iso: 'FR',
    vat: (n: number) => exampleVat('FR', n),
    kinds: ['Climatisation', 'Génie Climatique', 'Froid et Clim'],
    places: [
      ['Lyon', '69001'],
      ['Marseille', '13001'],
      ['Toulouse', '31000'],
      ['Nantes', '44000'],
    ],
    names: ['Provence', 'Rhône', 'Atlantique', 'Occitanie'],
    suffix: 'SARL',
    street: 'Rue',
  },
  {
    iso: 'IT',
    vat: (n: number) => exampleVat('IT', n),
    kinds: ['Climatizzazione', 'Impianti Termici', 'Termotecnica'],
    places: [
      ['Milano', '20121'],
      ['Torino', '10121'],
      ['Bologna', '40121'],
      ['Napoli', '80121'],
    ],
    names: ['Padana', 'Adriatica', 'Tirrenica', 'Lombarda'],
    suffix: 'Srl',
    street: 'Via',
  },
] as const;

export async function seedDemoCompanies(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from companies limit 1`);
  const fresh = !existing.rows.length;
  if (fresh) await insertDemoCompanies(tx);
  await linkDemoCustomersToCompanies(tx);
  // A company's users joined in its first weeks (they were seeded before it, at the seed's moment).
  if (fresh) {
    await tx.execute(sql`
      update users u set created_at = least(c.created_at + (1 + u.id % 40) * interval '1 day', now())
      from companies c where c.id = u.client_id`);
  }
}

/**
 * The demo's external users are seeded before the companies, with placeholder company numbers: each
 * professional whose `client_id` names no company joins a professional company of their own country
 * (the same number always picks the same company), so `/externalusers` and the companies' users tab
 * show real links. Users already linked to a company are left alone, so this runs on every start.
 */
async function linkDemoCustomersToCompanies(tx: Tx) {
  await tx.execute(sql`
    with pick as (
      select u.id as user_id,
        (select c.id from companies c
          where c.client_type = 'PRO'
            and (c.country_iso = u.country_iso
              or not exists (select 1 from companies same where same.country_iso = u.country_iso))
          order by c.id
          offset u.client_id % 50 limit 1) as company_id
      from users u
      join profiles p on p.id = u.profile_id and p.az_iso in ('PROFESSIONAL', 'FINAL')
      where u.client_id is not null and not exists (select 1 from companies c where c.id = u.client_id))
    update users u set client_id = pick.company_id
    from pick where u.id = pick.user_id and pick.company_id is not null`);
}

async function insertDemoCompanies(tx: Tx) {
  const rows = Array.from({ length: 300 }, (_, i) => {
    const market = MARKETS[i % MARKETS.length]!;
    const n = Math.floor(i / MARKETS.length);
    const kind = market.kinds[n % market.kinds.length]!;
    const place = market.places[n % market.places.length]!;
    const name = `${kind} ${market.names[(n * 7) % market.names.length]} ${n + 1} ${market.suffix}`;
    const domain = `${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.example`;
    return {
      name,
      vat: market.vat(100_000 + i * 37),
      country: market.iso,
      city: place[0],
      zipcode: place[1],
      address: `${market.street} ${['Mayor', 'Nova', 'Centrale', 'de la Paix'][i % 4]} ${1 + (i % 120)}`,
      email: `info@${domain}`,
      status: i % 11 === 0 ? 'pending_activation' : i % 17 === 0 ? 'inactive' : 'active',
      type: i % 5 === 0 ? 'FINAL' : 'PRO',
      family: i % 3 === 0 ? `INST_${market.iso}` : null,
    };
  });
  const col = <K extends keyof (typeof rows)[number]>(key: K) => sql.param(rows.map((r) => r[key]));
  await tx.execute(sql`
    insert into companies (name, vat, country_iso, market, email, status, inactive_reason, client_type, client_family,
      billing_address, billing_city, billing_zipcode, billing_country_iso, tax_final, tax_pro, payment_type, show_discounts)
    select v.name, v.vat, v.country, v.country, v.email, v.status,
      case when v.status = 'inactive' then 'Sin actividad desde hace dos años' end, v.type, v.family,
      v.address, v.city, v.zipcode, v.country, 21, 21, 'transfer', v.type = 'PRO'
    from unnest(${col('name')}::text[], ${col('vat')}::text[], ${col('country')}::text[], ${col('email')}::text[],
      ${col('status')}::text[], ${col('type')}::text[], ${col('family')}::text[], ${col('address')}::text[],
      ${col('city')}::text[], ${col('zipcode')}::text[])
      as v(name, vat, country, email, status, type, family, address, city, zipcode)`);
  // Customers of years (a week or so apart, in office hours), the ones awaiting activation of this month.
  await tx.execute(sql`
    update companies c set created_at = case when c.status = 'pending_activation'
        then date_trunc('day', now()) - (1 + c.id % 25) * interval '1 day' + (9 + c.id % 8) * interval '1 hour'
          + ((c.id * 37) % 60) * interval '1 minute'
        else (date '2019-03-04' + (c.id - first.id) * 7) + interval '8 hours'
          + ((c.id * 37) % 600) * interval '1 minute' end
    from (select min(id) as id from companies) first`);
  await tx.execute(sql`
    insert into company_addresses (company_id, type, is_default, address, city, zipcode, country_iso, contact, created_at)
    select c.id, k.type, true, c.billing_address, c.billing_city, c.billing_zipcode, c.country_iso, 'Recepción', c.created_at
    from companies c cross join (values ('delivery'), ('billing')) as k(type)`);
  // A discount on a family for one company in four, when the catalogue has families.
  await tx.execute(sql`
    insert into company_discounts (company_id, kind, family_id, target_key, client_key, percentage, valid_from, valid_to, created_at)
    select c.id, 'CF', f.id, 'F:' || f.id, 'C:' || c.id, 5 + (c.id % 4) * 2.5, date '2026-01-01', date '2026-12-31',
      timestamptz '2025-12-09 09:00+00' + (c.id % 12) * interval '1 day' + (c.id % 7) * interval '1 hour'
    from companies c cross join lateral (select id from families order by id offset (c.id % 3) limit 1) f
    where c.id % 4 = 0`);
  await tx.execute(sql`
    insert into tmp_customers (name, vat, country_iso, client_type, address, city, zipcode, user_email, user_name, user_surname, email)
    values
      ('Climatizaciones Arganzuela SL', ${exampleVat('ES', 7_654_321)}, 'ES', 'PRO', 'Paseo de las Delicias 30', 'Madrid', '28045', 'javier.moreno@arganzuela-clima.example', 'Javier', 'Moreno', 'info@arganzuela-clima.example'),
      ('Frío Jerez SL', ${exampleVat('ES', 2_345_678)}, 'ES', 'PRO', 'Calle Larga 12', 'Jerez de la Frontera', '11403', 'rocio.navarro@friojerez.example', 'Rocío', 'Navarro', null),
      ('Instalaciones Txingudi SL', ${exampleVat('ES', 3_456_789)}, 'ES', 'PRO', 'Avenida de Navarra 4', 'Irun', '20300', 'ane.etxeberria@txingudi.example', 'Ane', 'Etxeberria', null),
      ('Termoaragón SL', ${exampleVat('ES', 4_567_891)}, 'ES', 'FINAL', 'Calle Alfonso I 9', 'Zaragoza', '50003', 'pablo.lasheras@termoaragon.example', 'Pablo', 'Lasheras', null),
      ('Clima Douro Lda', ${exampleVat('PT', 1_234_567)}, 'PT', 'PRO', 'Rua de Santa Catarina 80', 'Porto', '4000-447', 'joao.ferreira@climadouro.example', 'João', 'Ferreira', null),
      ('Conforto Algarve Lda', ${exampleVat('PT', 2_345_671)}, 'PT', 'PRO', 'Avenida 5 de Outubro 15', 'Faro', '8000-076', 'ines.costa@confortoalgarve.example', 'Inês', 'Costa', null),
      ('Clim Azur SARL', ${exampleVat('FR', 4_321)}, 'FR', 'PRO', 'Boulevard Victor Hugo 22', 'Nice', '06000', 'claire.martin@climazur.example', 'Claire', 'Martin', null),
      ('Thermique Bretagne SARL', ${exampleVat('FR', 8_765)}, 'FR', 'PRO', 'Rue de Siam 5', 'Brest', '29200', 'yann.le-gall@thermique-bretagne.example', 'Yann', 'Le Gall', null),
      ('Alsace Froid SARL', ${exampleVat('FR', 5_678)}, 'FR', 'FINAL', 'Rue des Juifs 3', 'Strasbourg', '67000', 'lea.muller@alsacefroid.example', 'Léa', 'Muller', null),
      ('Clima Veneta Srl', ${exampleVat('IT', 54_321)}, 'IT', 'PRO', 'Riva del Vin 8', 'Venezia', '30125', 'luca.zanetti@climaveneta.example', 'Luca', 'Zanetti', null),
      ('Impianti Etna Srl', ${exampleVat('IT', 65_432)}, 'IT', 'PRO', 'Via Etnea 120', 'Catania', '95124', 'sara.russo@impiantietna.example', 'Sara', 'Russo', null),
      ('Termica Toscana Srl', ${exampleVat('IT', 76_543)}, 'IT', 'FINAL', 'Via dei Calzaiuoli 6', 'Firenze', '50122', 'matteo.conti@termicatoscana.example', 'Matteo', 'Conti', null)`);
  // Registrations of the last three weeks, the last one the newest.
  await tx.execute(sql`
    update tmp_customers t set created_at = now() - (last.id - t.id) * interval '1 day 19 hours'
      - (t.id * 53 % 240) * interval '1 minute'
    from (select max(id) as id from tmp_customers) last`);
}
