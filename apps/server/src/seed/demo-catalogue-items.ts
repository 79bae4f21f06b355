import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { ARTICLE_LIFECYCLE, articleVolume, gs1CheckDigit } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import type { Storage } from '../platform/storage.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo articles with every field of issue 13: a few hundred thermostats, controllers and
 * accessories with their six-language descriptions, rates in the demo markets, attribute values,
 * a spread of lifecycles and, when a storage is given, additional images (small real PNGs made
 * here, each far under the ERP's 64 kB). Products get categories, a protocol and relations.
 * Idempotent: the first demo article's code marks the whole set as seeded.
 */

const DEMO_ARTICLES = 300;
const FIRST_CODE = 'AZD0001';

/** [es, en, fr, it, pt, de] of each kind of article; a colour or a finish makes each one its own. */
const KINDS: readonly (readonly [string, string, string, string, string, string])[] = [
  [
    'Termostato Blueface Zero',
    'Blueface Zero thermostat',
    'Thermostat Blueface Zero',
    'Termostato Blueface Zero',
    'Termóstato Blueface Zero',
    'Thermostat Blueface Zero',
  ],
  [
    'Termostato Think radio',
    'Think wireless thermostat',
    'Thermostat Think radio',
    'Termostato Think radio',
    'Termóstato Think rádio',
    'Funkthermostat Think',
  ],
  [
    'Termostato Lite cable',
    'Lite wired thermostat',
    'Thermostat Lite filaire',
    'Termostato Lite cablato',
    'Termóstato Lite cabo',
    'Kabelthermostat Lite',
  ],
  [
    'Central de sistema Flexa 4.0',
    'Flexa 4.0 system controller',
    'Centrale système Flexa 4.0',
    'Centrale di sistema Flexa 4.0',
    'Central de sistema Flexa 4.0',
    'Systemzentrale Flexa 4.0',
  ],
  [
    'Pasarela Modbus',
    'Modbus gateway',
    'Passerelle Modbus',
    'Gateway Modbus',
    'Gateway Modbus',
    'Modbus-Gateway',
  ],
  [
    'Compuerta motorizada circular',
    'Round motorised damper',
    'Registre motorisé circulaire',
    'Serranda motorizzata circolare',
    'Registo motorizado circular',
    'Runde Motorklappe',
  ],
  [
    'Rejilla de impulsión',
    'Supply grille',
    'Grille de soufflage',
    'Griglia di mandata',
    'Grelha de insuflação',
    'Zuluftgitter',
  ],
  [
    'Cabezal electrotérmico',
    'Electrothermal actuator',
    'Tête électrothermique',
    'Testina elettrotermica',
    'Cabeça eletrotérmica',
    'Elektrothermischer Stellantrieb',
  ],
];
const FINISHES: readonly (readonly [string, string, string, string, string, string])[] = [
  ['blanco', 'white', 'blanc', 'bianco', 'branco', 'weiß'],
  ['negro', 'black', 'noir', 'nero', 'preto', 'schwarz'],
  ['gris plata', 'silver grey', 'gris argent', 'grigio argento', 'cinzento prata', 'silbergrau'],
];
const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'de'] as const;
const DESCRIPTION: Record<(typeof LANGUAGES)[number], string> = {
  es: 'para sistemas de zonificación Airzone. Instalación sencilla y control por zonas.',
  en: 'for Airzone zoning systems. Easy to install, room-by-room control.',
  fr: 'pour les systèmes de zonage Airzone. Installation simple et contrôle par zone.',
  it: 'per i sistemi di zonificazione Airzone. Installazione semplice e controllo per zona.',
  pt: 'para sistemas de zonamento Airzone. Instalação simples e controlo por zonas.',
  de: 'für Airzone-Zonensysteme. Einfache Installation, Regelung Raum für Raum.',
};
/** Currency and price factor of each demo market (the US prices in dollars). */
const MARKET_PRICES: Record<string, { currency: string; factor: number }> = {
  ES: { currency: 'EUR', factor: 1 },
  PT: { currency: 'EUR', factor: 1 },
  FR: { currency: 'EUR', factor: 1.08 },
  IT: { currency: 'EUR', factor: 1.05 },
  US: { currency: 'USD', factor: 1.17 },
};

/** A real Spanish-prefix EAN-13 (841…) whose last digit is its GS1 check digit. */
export function demoEan(n: number): string {
  const body = `841${String(7_000_000_00 + n).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 96×96 product shot: a rounded device of one colour on a light background (a few kB). */
function productShot([r, g, b]: readonly [number, number, number], variant: number): Buffer {
  const size = 96;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const dx = Math.abs(x - 48) - 24 + variant * 4;
      const dy = Math.abs(y - 48) - 30 + variant * 2;
      const inside = Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) < 8 && dx < 8 && dy < 8;
      const shade = 235 - Math.round(y / 8);
      row.set(inside ? [r, g, b] : [shade, shade, shade + 5], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SHOT_COLOURS: readonly (readonly [number, number, number])[] = [
  [245, 245, 245],
  [30, 30, 32],
  [170, 174, 180],
  [0, 160, 227],
];

/** The stored demo images (a dozen shots shared by the articles), as their URLs. */
async function demoImages(tx: Tx, storage: Storage): Promise<string[]> {
  const urls: string[] = [];
  for (const [c, colour] of SHOT_COLOURS.entries()) {
    for (let variant = 0; variant < 3; variant++) {
      const bytes = productShot(colour, variant);
      const hex = createHash('sha256').update(`proboard-demo-article-image:${c}:${variant}`).digest('hex');
      const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.png`;
      await storage.put(key, bytes, 'image/png');
      await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256)
        values (${key}, ${`foto-producto-${c + 1}-${variant + 1}.png`}, 'image/png', 'png', ${bytes.length},
          ${createHash('sha256').update(bytes).digest('hex')}) on conflict (storage_key) do nothing`);
      urls.push(`/files/${key}`);
    }
  }
  return urls;
}

const describe = (names: readonly string[]) =>
  Object.fromEntries(
    LANGUAGES.map((language, i) => [
      language,
      { name: names[i], description: `${names[i]} ${DESCRIPTION[language]}` },
    ]),
  );

export async function seedDemoCatalogueItems(tx: Tx, storage?: Storage) {
  const seeded = await tx.execute(sql`select 1 from articles where az_iso = ${FIRST_CODE}`);
  if (seeded.rows.length) return;
  const products = (await tx.execute<{ id: number }>(sql`select id from products order by id`)).rows;
  if (!products.length) return;
  const markets = (
    await tx.execute<{ id: number; iso: string; active: boolean }>(
      sql`select id, iso, active from markets order by id`,
    )
  ).rows.filter((market) => MARKET_PRICES[market.iso]);
  const types = (await tx.execute<{ id: number }>(sql`select id from article_types order by sort_key, id`))
    .rows;
  const options = (
    await tx.execute<{ id: number; type_id: number }>(sql`select o.id, o.attribute_type_id as type_id
      from attribute_options o join attribute_types t on t.id = o.attribute_type_id
      where 'article' = any(t.applies_to) order by o.attribute_type_id, o.sort_id, o.id`)
  ).rows;
  const byType = new Map<number, { id: number }[]>();
  for (const option of options) byType.set(option.type_id, [...(byType.get(option.type_id) ?? []), option]);
  const optionsByType = [...byType.values()];
  const images = storage ? await demoImages(tx, storage) : [];
  const available = markets.map((m) => m.id);
  const active = markets.filter((m) => m.active).map((m) => m.id);

  // The core demo's articles: descriptions in the six languages and a valid EAN, as every article has.
  const older = (
    await tx.execute<{ id: number; name: string; altra_status_iso: string }>(
      sql`select id, name, altra_status_iso from articles where translations = '{}'::jsonb order by id`,
    )
  ).rows;
  for (const [i, article] of older.entries()) {
    const names = LANGUAGES.map(() => article.name);
    await tx.execute(sql`update articles set translations = ${JSON.stringify(describe(names))}::jsonb,
      ean = ${demoEan(900 + i)}, eos = case when altra_status_iso in ('eos', 'eom', 'eol') then date '2025-12-31' end,
      eom = case when altra_status_iso in ('eom', 'eol') then date '2026-12-31' end
      where id = ${article.id}`);
  }

  const rows = [];
  for (let n = 1; n <= DEMO_ARTICLES; n++) {
    const kind = KINDS[n % KINDS.length]!;
    const finish = FINISHES[n % FINISHES.length]!;
    const names = kind.map((word, i) => `${word} ${finish[i]}`);
    const status = ARTICLE_LIFECYCLE[[0, 1, 1, 1, 1, 2, 3, 4, 5][n % 9]!]!;
    const [width, height, depth] = [80 + (n % 7) * 5, 80 + (n % 5) * 5, 12 + (n % 4) * 3];
    rows.push({
      az_iso: `AZD${String(n).padStart(4, '0')}`,
      name: names[0],
      product_id: products[n % products.length]!.id,
      article_type_id: types.length ? types[n % types.length]!.id : null,
      altra_status_iso: status,
      eos: ['eos', 'eom', 'eol'].includes(status) ? '2025-06-30' : null,
      eom: ['eom', 'eol'].includes(status) ? '2026-06-30' : null,
      ean: demoEan(n),
      weight: Number((0.15 + (n % 9) * 0.05).toFixed(2)),
      width,
      height,
      depth,
      volume: articleVolume(width, height, depth),
      real_weight: Number((0.2 + (n % 9) * 0.05).toFixed(2)),
      real_width: width + 20,
      real_height: height + 20,
      real_depth: depth + 30,
      real_volume: articleVolume(width + 20, height + 20, depth + 30),
      uses_serial_number: n % 4 === 0,
      has_structure: n % 10 === 0,
      component: n % 6 === 0,
      finished_product: n % 6 !== 0,
      blocked: n % 37 === 0,
      blocked_status_comment: n % 37 === 0 ? 'Bloqueado a la espera de la revisión de calidad' : null,
      retained: n % 41 === 0,
      alarm: n % 29 === 0,
      warning_translations:
        n % 29 === 0
          ? {
              es: { text: 'Actualiza el firmware antes de instalarlo' },
              en: { text: 'Update the firmware before installing it' },
            }
          : {},
      translations: describe(names),
      markets_available: available,
      markets_active: status === 'development' ? [] : active,
      created_at: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
    });
  }
  const inserted = await tx.execute<{ id: number; az_iso: string }>(sql`
    insert into articles (az_iso, name, product_id, article_type_id, altra_status_iso, eos, eom, ean, weight,
      width, height, depth, volume, real_weight, real_width, real_height, real_depth, real_volume,
      uses_serial_number, has_structure, component, finished_product, blocked, blocked_status_comment,
      retained, alarm, warning_translations, translations, markets_available, markets_active, created_at)
    select az_iso, name, product_id, article_type_id, altra_status_iso, eos, eom, ean, weight,
      width, height, depth, volume, real_weight, real_width, real_height, real_depth, real_volume,
      uses_serial_number, has_structure, component, finished_product, blocked, blocked_status_comment,
      retained, alarm, warning_translations, translations, markets_available, markets_active, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(az_iso text, name text, product_id int,
      article_type_id int, altra_status_iso text, eos date, eom date, ean text, weight numeric, width numeric,
      height numeric, depth numeric, volume numeric, real_weight numeric, real_width numeric, real_height numeric,
      real_depth numeric, real_volume numeric, uses_serial_number boolean, has_structure boolean, component boolean,
      finished_product boolean, blocked boolean, blocked_status_comment text, retained boolean, alarm boolean,
      warning_translations jsonb, translations jsonb, markets_available int[], markets_active int[],
      created_at timestamptz)
    returning id, az_iso`);

  const rates = [];
  const imageRows = [];
  const attributeRows = [];
  for (const [i, article] of inserted.rows.entries()) {
    const base = 39 + ((i * 37) % 260);
    for (const market of markets) {
      const { currency, factor } = MARKET_PRICES[market.iso]!;
      rates.push({
        article_id: article.id,
        market_id: market.id,
        currency,
        price: (base * factor).toFixed(2),
        from: '2025-01-01',
      });
      if (i % 3 === 0) {
        rates.push({
          article_id: article.id,
          market_id: market.id,
          currency,
          price: (base * factor * 1.04).toFixed(2),
          from: '2026-01-01',
        });
      }
    }
    // Two thirds of the articles show one to three extra images.
    if (images.length && i % 3 !== 2) {
      for (let k = 0; k < 1 + (i % 3); k++)
        imageRows.push({ article_id: article.id, url: images[(i + k * 5) % images.length], sort_id: k });
    }
    for (const typeOptions of optionsByType) {
      if (i % 4 !== 3)
        attributeRows.push({ article_id: article.id, option_id: typeOptions[i % typeOptions.length]!.id });
    }
  }
  await tx.execute(sql`insert into article_rates (article_id, market_id, currency, reference_price, valid_from)
    select article_id, market_id, currency, price, "from" from jsonb_to_recordset(${JSON.stringify(rates)}::jsonb)
      as r(article_id int, market_id int, currency text, price numeric, "from" date)`);
  if (imageRows.length) {
    await tx.execute(sql`insert into article_images (article_id, url, sort_id)
      select article_id, url, sort_id from jsonb_to_recordset(${JSON.stringify(imageRows)}::jsonb)
        as r(article_id int, url text, sort_id smallint)`);
  }
  if (attributeRows.length) {
    await tx.execute(sql`insert into article_attribute_options (article_id, attribute_option_id)
      select article_id, option_id from jsonb_to_recordset(${JSON.stringify(attributeRows)}::jsonb)
        as r(article_id int, option_id int)`);
  }
  // Each demo article names its neighbour as related; every ninth one has a replacement.
  await tx.execute(sql`insert into article_relations (article_id, related_article_id)
    select a.id, b.id from articles a join articles b on b.az_iso = 'AZD' || lpad((substr(a.az_iso, 4)::int % ${DEMO_ARTICLES} + 1)::text, 4, '0')
    where a.az_iso like 'AZD%' on conflict do nothing`);
  await tx.execute(sql`update articles a set replacement_article_id = b.id from articles b
    where a.az_iso like 'AZD%' and a.altra_status_iso in ('eom', 'eol')
      and b.az_iso = 'AZD' || lpad((substr(a.az_iso, 4)::int % ${DEMO_ARTICLES} + 1)::text, 4, '0')`);

  // Products: a protocol, their family's first categories, the next product as similar.
  await tx.execute(sql`update products p set protocol = case when p.id % 3 = 0 then 'Modbus RTU'
      when p.id % 3 = 1 then 'BACnet/IP' else 'KNX' end,
    main_category_id = (select id from categories order by sort_key, id limit 1 offset (p.id % 3))`);
  await tx.execute(sql`insert into product_relations (product_id, kind, related_product_id)
    select p.id, 'similar_products', q.id from products p join products q on q.id = (
      select min(id) from products where id > p.id) on conflict do nothing`);
}
