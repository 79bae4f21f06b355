import { optionAzIso, slugify } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { corporateApplications } from '../modules/access/access.tables.ts';
import type { Db } from '../platform/database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const LANGUAGES = [
  ['es', 'Español'],
  ['en', 'English'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['pt', 'Português'],
  ['de', 'Deutsch'],
] as const;

/** iso, name, company, available, active, languages */
const MARKETS: [string, string, string, boolean, boolean, string[]][] = [
  ['ES', 'España', 'AZES', true, true, ['es', 'en']],
  ['PT', 'Portugal', 'AZES', true, true, ['pt', 'es']],
  ['FR', 'France', 'AZFR', true, true, ['fr']],
  ['IT', 'Italia', 'AZIT', true, true, ['it']],
  ['US', 'United States', 'AZUS', true, false, ['en', 'es']],
  ['DE', 'Deutschland', 'ALTRA', false, false, ['de']],
];

const MANUFACTURERS = [
  ['AIRZONE', 'Airzone', 'AZN', 'AZ', '00a0e3'],
  ['DAIKIN', 'Daikin', 'DAI', 'DK', '0097e0'],
  ['MITSUBISHI', 'Mitsubishi Electric', 'MIT', 'ME', 'e60012'],
  ['FUJITSU', 'Fujitsu', 'FUJ', 'FJ', 'c8102e'],
  ['LG', 'LG Electronics', 'LGE', 'LG', 'a50034'],
] as const;

/** A catalogue skeleton: range -> systems -> families. */
const TREE = [
  {
    range: ['AZ6', 'Airzone 6000', 'Airzone 6000', 'Airzone 6000', 'Airzone 6000'],
    systems: [
      ['AZ6_FLEXA', 'Flexa 4.0', ['AZ6_FLEXA_CTRL', 'AZ6_FLEXA_THERM']],
      ['AZ6_EASY', 'Easyzone', ['AZ6_EASY_KIT']],
    ],
  },
  {
    range: ['AZAC', 'Acuazone', 'Acuazone', 'Acuazone', 'Acuazone'],
    systems: [['AZAC_HYDRO', 'Hydronic zoning', ['AZAC_HYDRO_VALVES']]],
  },
] as const;

const FAMILY_NAMES: Record<string, string> = {
  AZ6_FLEXA_CTRL: 'Central controllers',
  AZ6_FLEXA_THERM: 'Thermostats',
  AZ6_EASY_KIT: 'Easyzone kits',
  AZAC_HYDRO_VALVES: 'Motorised valves',
};

async function isEmpty(tx: Tx, table: string) {
  const rows = await tx.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${sql.raw(`"${table}"`)}) as empty`,
  );
  return rows.rows[0]?.empty ?? false;
}

/** Demo catalogue: languages, markets, manufacturers, a range tree, attributes. Each part only once. */
export async function seedDemoCatalogue(tx: Tx) {
  if (await isEmpty(tx, 'corporate_applications')) {
    await tx.insert(corporateApplications).values([
      {
        name: 'Airzone Cloud',
        description: 'Control de instalaciones',
        url: 'https://www.airzonecloud.com',
        sort_key: 1,
      },
      {
        name: 'Academy',
        description: 'Formación para profesionales',
        url: 'https://academy.example.com',
        sort_key: 2,
      },
      {
        name: 'Intranet',
        description: 'Portal del empleado',
        url: 'https://intranet.example.com',
        sort_key: 3,
        managers_only: true,
      },
    ]);
  }
  if (await isEmpty(tx, 'languages')) {
    for (const [iso, description] of LANGUAGES) {
      await tx.execute(
        sql`insert into languages (az_iso, description, is_translatable) values (${iso}, ${description}, true)`,
      );
    }
  }
  if (await isEmpty(tx, 'markets')) {
    for (const [iso, name, company, available, active, langs] of MARKETS) {
      await tx.execute(sql`insert into markets (iso, name, altra_company_iso, available, active, languages)
        values (${iso}, ${name}, ${company}, ${available}, ${active}, ${sql.param(langs)}::text[])`);
    }
  }
  if (await isEmpty(tx, 'manufacturers')) {
    for (const [azIso, name, brand1, brand2, color] of MANUFACTURERS) {
      await tx.execute(sql`insert into manufacturers (az_iso, name, slug, brand_1, brand_2, color, protocol_active)
        values (${azIso}, ${name}, ${slugify(name)}, ${brand1}, ${brand2}, ${color}, ${azIso !== 'AIRZONE'})`);
    }
  }
  if (await isEmpty(tx, 'ranges')) {
    const marketIds = (
      await tx.execute<{ id: number; active: boolean }>(sql`select id, active from markets order by id`)
    ).rows;
    const available = sql.param(marketIds.map((m) => m.id));
    const active = sql.param(marketIds.filter((m) => m.active).map((m) => m.id));
    let sortKey = 10;
    for (const { range, systems } of TREE) {
      const [azIso, es, en, fr, it] = range;
      const translations = JSON.stringify({
        es: { name: es, slug: slugify(es) },
        en: { name: en, slug: slugify(en) },
        fr: { name: fr, slug: slugify(fr) },
        it: { name: it, slug: slugify(it) },
      });
      const rangeId = (
        await tx.execute<{ id: number }>(sql`insert into ranges
          (az_iso, sort_key, name, slug, translations, markets_available, markets_active)
          values (${azIso}, ${sortKey}, ${es}, ${slugify(es)}, ${translations}::jsonb, ${available}::int[], ${active}::int[])
          returning id`)
      ).rows[0]!.id;
      sortKey += 10;
      for (const [systemIso, systemName, familyIsos] of systems) {
        const systemId = (
          await tx.execute<{ id: number }>(sql`insert into systems
            (az_iso, sort_key, name, slug, range_id, markets_available, markets_active)
            values (${systemIso}, ${sortKey}, ${systemName}, ${slugify(systemName)}, ${rangeId}, ${available}::int[], ${active}::int[])
            returning id`)
        ).rows[0]!.id;
        sortKey += 10;
        for (const familyIso of familyIsos) {
          const name = FAMILY_NAMES[familyIso] ?? familyIso;
          const familyId = (
            await tx.execute<{ id: number }>(sql`insert into families
              (az_iso, sort_key, name, slug, markets_available, markets_active)
              values (${familyIso}, ${sortKey}, ${name}, ${slugify(name)}, ${available}::int[], ${active}::int[])
              returning id`)
          ).rows[0]!.id;
          sortKey += 10;
          await tx.execute(
            sql`insert into family_systems (family_id, system_id) values (${familyId}, ${systemId})`,
          );
        }
      }
    }
  }
  if (await isEmpty(tx, 'products')) {
    const families = (
      await tx.execute<{ id: number; az_iso: string; name: string }>(
        sql`select id, az_iso, name from families order by sort_key`,
      )
    ).rows;
    const statuses = ['available', 'available', 'development', 'beta', 'eos'];
    let n = 0;
    for (const family of families) {
      const productIso = `${family.az_iso}_P1`;
      const productId = (
        await tx.execute<{ id: number }>(sql`insert into products (az_iso, name, slug, family_id)
          values (${productIso}, ${family.name}, ${slugify(family.name)}, ${family.id}) returning id`)
      ).rows[0]!.id;
      for (let i = 1; i <= 3; i++) {
        n++;
        const [width, height, depth] = [86 + i, 86 + i, 12 + i];
        await tx.execute(sql`insert into articles (az_iso, name, product_id, altra_status_iso, ean, weight, width, height, depth, volume)
          values (${`AZ${String(n).padStart(4, '0')}`}, ${`${family.name} ${i}`}, ${productId}, ${statuses[n % statuses.length]},
            ${String(8_400_000_000_000 + n)}, ${(0.1 * i).toFixed(2)}, ${width}, ${height}, ${depth},
            ${Math.round((width * height * depth) / 1000) / 1_000_000})`);
      }
    }
  }
  if (await isEmpty(tx, 'attribute_types')) {
    const attributes = [
      {
        azIso: 'TTO_COLOR',
        key: 'color',
        description: 'Color del termostato',
        values: [
          ['WHT', 'Blanco', 'White', 'Blanc', 'Bianco', 'Branco', 'Weiß'],
          ['BLK', 'Negro', 'Black', 'Noir', 'Nero', 'Preto', 'Schwarz'],
        ],
      },
      {
        azIso: 'COMM_PROTOCOL',
        key: 'protocol',
        description: 'Protocolo de comunicación',
        values: [
          ['WIRED', 'Cable', 'Wired', 'Filaire', 'Cablato', 'Cabo', 'Kabel'],
          ['RADIO', 'Radio', 'Radio', 'Radio', 'Radio', 'Rádio', 'Funk'],
        ],
      },
    ];
    let sortKey = 1;
    for (const attribute of attributes) {
      const typeId = (
        await tx.execute<{
          id: number;
        }>(sql`insert into attribute_types (az_iso, key, description, sort_key, translations)
          values (${attribute.azIso}, ${attribute.key}, ${attribute.description}, ${sortKey++},
            ${JSON.stringify({ es: { name: attribute.description } })}::jsonb) returning id`)
      ).rows[0]!.id;
      let sortId = 1;
      for (const [value, es, en, fr, it, pt, de] of attribute.values) {
        const translations = JSON.stringify({
          es: { value: es },
          en: { value: en },
          fr: { value: fr },
          it: { value: it },
          pt: { value: pt },
          de: { value: de },
        });
        await tx.execute(sql`insert into attribute_options (attribute_type_id, az_iso, value, description, sort_id, translations)
          values (${typeId}, ${optionAzIso(attribute.azIso, value!)}, ${value}, ${es}, ${sortId++}, ${translations}::jsonb)`);
      }
    }
  }
}
