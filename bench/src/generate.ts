import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { recomputeAllReturnTotals } from '../../apps/server/src/modules/aftersales/return-totals.ts';
import { recountDerived } from '../../apps/server/src/platform/bulk-load.ts';
import { type CopyValue, chunked, copyRows } from './copy.ts';
import { Random } from './random.ts';
import {
  COLOURS,
  FAMILY_WORDS,
  LANGS,
  LANGUAGE_NAMES,
  type Lang,
  MARKETS,
  SENTENCES,
  SERIES,
  SIZES,
  slugify,
  TYPES,
  VARIANTS,
} from './vocabulary.ts';

/** How big the catalogue is: everything scales with the number of articles. */
export interface CatalogueSize {
  articles: number;
  products: number;
  families: number;
  systems: number;
  ranges: number;
  manufacturers: number;
  attributeTypes: number;
  keywords: number;
  /** Professional and final customers' accounts (the external users list). */
  externalUsers: number;
  /** After-sales returns (two lines each on average). */
  returns: number;
  /** Renewal plans (issue 15). */
  renewalPlans: number;
  /** Customers' companies (the companies list; external users' `client_id`). */
  companies: number;
  /** Professional and client orders (about three lines each). */
  orders: number;
  /** Tickets ("consultas", issue 15), four thread messages each. */
  tickets: number;
  /** Warranties (about 2.7 lines each: 150,000 with 400,000 lines at 200,000 articles). */
  warranties: number;
  /** Shipments and pickups (issue 15), one to three parcels each. */
  shipments: number;
  /** Technical assistances (issue 15), an assignment each once assigned. */
  technicalAssistances: number;
  /** Amazon ASINs (issue 31) over the articles on the six marketplaces. */
  amazonAsins: number;
  /** Indoor-unit models of other manufacturers (issue 31), over `iuManufacturers` makers. */
  iuModels: number;
  iuManufacturers: number;
  /** Compatibilities of our articles with those models (issue 31). */
  compatibilities: number;
  /** Notifications: every e-mail the system sent (issue 33). */
  notifications: number;
  /** Audit rows: every change made through the API (issue 34), the fastest-growing table. */
  audits: number;
  /** Log rows (issue 34): warnings, errors and failed outbound calls over the 90 days kept. */
  logs: number;
  /** QR redirections and their per-day scan counters (issue 35). */
  qrRedirections: number;
  qrScanDays: number;
  /** Card-terminal operations (issue 34): the bank's notified payments of the orders. */
  tpvOperations: number;
}

/** The catalogue the issues' figures are given for. */
const FULL_SCALE = 200_000;

export function catalogueSize(articles: number, attributeTypes = 2000): CatalogueSize {
  const products = Math.ceil(articles / 10);
  const families = Math.max(10, Math.ceil(products / 10));
  const systems = Math.max(3, Math.ceil(families / 10));
  const atScale = (rows: number) =>
    Math.max(1, Math.round((rows * Math.min(articles, FULL_SCALE)) / FULL_SCALE));
  return {
    articles,
    products,
    families,
    systems,
    ranges: Math.max(2, Math.ceil(systems / 10)),
    manufacturers: 50,
    attributeTypes,
    keywords: 300,
    // 200,000 articles: 100,000 customers' accounts.
    externalUsers: Math.ceil(articles / 2),
    // 200,000 articles: 200,000 returns (issue 15).
    returns: articles,
    // 200,000 articles: 100,000 renewal plans (issue 15).
    renewalPlans: Math.ceil(articles / 2),
    // 200,000 articles: 100,000 companies (issue 14).
    companies: Math.ceil(articles / 2),
    // 200,000 articles: 1,000,000 orders (issue 14).
    orders: articles * 5,
    // 200,000 articles: 500,000 tickets with 2,000,000 messages (issue 15).
    tickets: Math.ceil(articles * 2.5),
    // 200,000 articles: 150,000 warranties (issue 15).
    warranties: Math.ceil((articles * 3) / 4),
    // 200,000 articles: 300,000 shipments (issue 15).
    shipments: Math.ceil(articles * 1.5),
    // 200,000 articles: 100,000 technical assistances (issue 15).
    technicalAssistances: Math.ceil(articles / 2),
    // 200,000 articles: 200,000 ASINs (issue 31), about a sixth of the articles on every marketplace.
    amazonAsins: articles,
    // The issues' own figures below are at the full 200,000 articles; a smaller catalogue (the CI's
    // smoke run: 5,000) takes its share of them, so it stays a smoke run.
    // Issue 31: 2,000 models of 60 manufacturers and 1,000,000 compatibilities.
    iuModels: 2000,
    iuManufacturers: 60,
    compatibilities: atScale(1_000_000),
    // Issue 33: the notifications list holds at 2,000,000 rows.
    notifications: atScale(2_000_000),
    // Issue 34: the audits list, a record's history and a user's changes hold at 10,000,000 rows.
    audits: atScale(10_000_000),
    // Issue 34: the logs list, filtered by level and date, holds at 1,000,000 rows.
    logs: atScale(1_000_000),
    // Issue 35: 50,000 printed codes, 5,000,000 scan-day rows (about 100 per code).
    qrRedirections: atScale(50_000),
    qrScanDays: atScale(5_000_000),
    // Issue 34: the card-terminal operations list holds at 200,000 rows.
    tpvOperations: atScale(200_000),
  };
}

/** The lifecycle mix of the articles; the bench filters on `eol`. */
const STATUSES = [
  ['available', 55],
  ['development', 8],
  ['beta', 4],
  ['eos', 11],
  ['eom', 11],
  ['eol', 11],
] as const;

const MANUFACTURERS = [
  'Airzone',
  'Daikin',
  'Mitsubishi Electric',
  'Fujitsu',
  'LG Electronics',
  'Samsung',
  'Panasonic',
  'Toshiba',
  'Hitachi',
  'Gree',
  'Midea',
  'Haier',
  'Carrier',
  'Trane',
  'Lennox',
  'York',
  'Bosch',
  'Vaillant',
  'Baxi',
  'Ferroli',
  'Hisense',
  'Kaysun',
  'Saunier Duval',
  'Ariston',
  'Johnson Controls',
  'Honeywell',
  'Siemens',
  'Schneider Electric',
  'Danfoss',
  'Belimo',
  'Madel',
  'Koolair',
  'Trox',
  'Aldes',
  'Systemair',
  'Soler Palau',
  'Zehnder',
  'Swegon',
  'Rhoss',
  'Clivet',
  'Aermec',
  'Galletti',
  'Sabiana',
  'Olimpia Splendid',
  'Argo',
  'DeLonghi',
  'Sharp',
  'Electrolux',
  'Whirlpool',
  'Beko',
];

const ATTRIBUTE_CONCEPTS = [
  ['Color del marco', 'Frame colour'],
  ['Tensión de alimentación', 'Supply voltage'],
  ['Protocolo de comunicación', 'Communication protocol'],
  ['Tipo de montaje', 'Mounting type'],
  ['Número de zonas', 'Number of zones'],
  ['Grado de protección', 'Protection rating'],
  ['Material de la carcasa', 'Housing material'],
  ['Diámetro de conexión', 'Connection diameter'],
  ['Caudal nominal', 'Nominal airflow'],
  ['Tipo de pantalla', 'Display type'],
] as const;

/** Every table the generator fills, in load order (parents first). */
export const GENERATED_TABLES = [
  'languages',
  'markets',
  'keywords',
  'manufacturers',
  'ranges',
  'systems',
  'families',
  'family_systems',
  'attribute_types',
  'attribute_options',
  'products',
  'product_manufacturers',
  'articles',
  'article_rates',
  'article_attribute_options',
] as const;

const START = Date.UTC(2019, 0, 7, 8, 0, 0);
const END = Date.UTC(2025, 5, 30, 18, 0, 0);
const DAY = 86_400_000;

/**
 * Creation times in id order over six and a half years; about a third of the rows come in import
 * batches that share one timestamp, as a spreadsheet import does.
 */
function* timeline(random: Random, count: number): Generator<Date> {
  const meanGap = ((END - START) / count) * 0.7;
  let t = START;
  let left = count;
  while (left > 0) {
    if (random.chance(0.004)) {
      const batch = Math.min(left, random.int(50, 400));
      t += random.int(1, 3) * DAY;
      const at = new Date(Math.min(t, END));
      for (let i = 0; i < batch; i++) yield at;
      left -= batch;
    } else {
      t += Math.floor(random.next() * 2 * meanGap) + 1;
      yield new Date(Math.min(t, END));
      left -= 1;
    }
  }
}

const updatedAfter = (random: Random, created: Date) =>
  new Date(Math.min(END, created.getTime() + (random.chance(0.4) ? random.int(0, 400) * DAY : 0)));

function marketLists(random: Random, marketCount: number): [number[], number[]] {
  const ids = Array.from({ length: marketCount }, (_, i) => i + 1);
  const available = random.sample(ids, random.int(3, 12));
  return [available, available.filter(() => random.chance(0.7))];
}

const filledSentences = new Map<string, string>();

/** 2 to 4 sentences of the language's templates, filled in (each filled sentence is built once). */
function description(random: Random, lang: Lang, fill: Record<string, string>): string {
  const templates = SENTENCES[lang];
  const chosen = random.sample(
    templates.map((_, i) => i),
    random.int(2, 4),
  );
  return chosen
    .map((i) => {
      const template = templates[i]!;
      const key = `${lang}${i}${template.includes('{') ? `|${fill.type}|${fill.series}|${fill.variant}|${fill.n}` : ''}`;
      let sentence = filledSentences.get(key);
      if (sentence === undefined) {
        sentence = template.replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? '');
        filledSentences.set(key, sentence);
      }
      return sentence;
    })
    .join(' ');
}

const slugs = new Map<string, string>();
const cachedSlug = (text: string) => {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugify(text);
    slugs.set(text, slug);
  }
  return slug;
};

interface NameParts {
  type: number;
  series: string;
  variant?: number;
  colour?: number;
  size?: string;
  model?: string;
}

function localName(parts: NameParts, lang: Lang): string {
  return [
    TYPES[parts.type]![lang],
    parts.series,
    parts.model,
    parts.variant === undefined ? '' : VARIANTS[parts.variant]![lang],
    parts.colour === undefined ? '' : COLOURS[parts.colour]![lang],
    parts.size,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `{es: {name, slug, description, keywords}, en: {...}, ...}` as the catalogue stores it. */
function translations(random: Random, parts: NameParts, code: string, keywordCount: number) {
  const out: Record<string, unknown> = {};
  const n = String(random.int(2, 32));
  for (const lang of LANGS) {
    const name = localName(parts, lang);
    out[lang] = {
      name,
      slug: `${cachedSlug(name)}-${code.toLowerCase()}`,
      description: description(random, lang, {
        type: TYPES[parts.type]![lang],
        series: parts.series,
        variant: VARIANTS[parts.variant ?? 0]![lang],
        n,
      }),
      keywords: Array.from({ length: random.int(0, 3) }, () => random.int(1, keywordCount)),
    };
  }
  return out;
}

/** A stable 32-bit hash of a table name, to give each table's blocks their own seeds. */
function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const typeCode = (type: number) => `T${String.fromCharCode(65 + (type % 26))}`;
const seriesCode = (series: string) => series.slice(0, 3).toUpperCase();

export interface GenerationReport {
  rows: Record<string, number>;
  totalRows: number;
  loadSeconds: number;
  rowsPerSecond: number;
  indexSeconds: number;
  vacuumSeconds: number;
  databaseBytes: number;
}

/**
 * Fills the catalogue tables with `size` rows from `seed`, by COPY: secondary indexes are dropped
 * first and rebuilt after (their exact definitions are kept), foreign keys are not re-checked row by
 * row (the data is consistent by construction), then VACUUM ANALYZE, as after a real bulk load.
 */
export async function generateCatalogue(
  connect: () => Promise<pg.Client>,
  size: CatalogueSize,
  seed: number,
  log: (line: string) => void,
  parallel = Math.max(1, os.availableParallelism()),
): Promise<GenerationReport> {
  const random = new Random(seed);
  const client = await connect();
  const helpers = await Promise.all(Array.from({ length: parallel - 1 }, connect));
  try {
    return await generateWith(client, helpers, size, seed, random, log);
  } finally {
    await Promise.all([client, ...helpers].map((c) => c.end()));
  }
}

async function generateWith(
  client: pg.Client,
  helpers: pg.Client[],
  size: CatalogueSize,
  seed: number,
  random: Random,
  log: (line: string) => void,
): Promise<GenerationReport> {
  const rows: Record<string, number> = {};
  const tables = [...GENERATED_TABLES];

  const indexes = await secondaryIndexes(client, tables);
  await client.query(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);

  const started = performance.now();
  for (const c of [client, ...helpers]) {
    await c.query('begin');
    await c.query(`set local session_replication_role = replica`);
  }
  const copy = async (table: string, columns: string[], source: Iterable<readonly CopyValue[]>) => {
    const t0 = performance.now();
    rows[table] = await copyRows(client, table, columns, chunked(source));
    log(
      `  ${table.padEnd(22)} ${String(rows[table]).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  /**
   * The big tables, whose TOASTed translations keep PostgreSQL busy compressing: rows 1..count in
   * blocks of BLOCK, each block with its own seeded generator (so the data does not depend on how many
   * connections share the work), copied over every connection at once.
   */
  const BLOCK = 1000;
  const copyParallel = async (
    table: string,
    columns: string[],
    count: number,
    row: (random: Random, index: number) => CopyValue[],
  ) => {
    const t0 = performance.now();
    const clients = [client, ...helpers];
    const blocks = Math.ceil(count / BLOCK);
    const counts = await Promise.all(
      clients.map((c, worker) =>
        copyRows(
          c,
          table,
          columns,
          chunked(
            (function* () {
              for (let b = worker; b < blocks; b += clients.length) {
                const blockRandom = new Random(seed ^ (hashText(table) + b * 2654435761));
                const last = Math.min(count, (b + 1) * BLOCK);
                for (let i = b * BLOCK + 1; i <= last; i++) yield row(blockRandom, i);
              }
            })(),
            250,
          ),
        ),
      ),
    );
    rows[table] = counts.reduce((a, b) => a + b, 0);
    log(
      `  ${table.padEnd(22)} ${String(rows[table]).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${clients.length} connections)`,
    );
  };

  await copy(
    'languages',
    ['id', 'az_iso', 'description', 'is_translatable'],
    LANGS.map((lang, i) => [i + 1, lang, LANGUAGE_NAMES[lang], true]),
  );
  await copy(
    'markets',
    ['id', 'name', 'iso', 'altra_company_iso', 'available', 'active', 'languages'],
    MARKETS.map(([iso, name, langs], i) => [
      i + 1,
      name,
      iso,
      `AZ${iso}`,
      true,
      i < 14,
      `{${langs.join(',')}}` as unknown as CopyValue,
    ]),
  );
  await copy(
    'keywords',
    ['id', 'keyword'],
    Array.from({ length: size.keywords }, (_, i) => [
      i + 1,
      `${random.pick(SERIES).toLowerCase()} ${TYPES[i % TYPES.length]!.es.toLowerCase()} ${i + 1}`,
    ]),
  );
  await copy(
    'manufacturers',
    ['id', 'az_iso', 'name', 'slug', 'brand_1', 'brand_2', 'color', 'active', 'created_at', 'updated_at'],
    MANUFACTURERS.slice(0, size.manufacturers).map((name, i) => {
      const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
      const created = new Date(START + i * 7 * DAY);
      return [
        i + 1,
        letters.slice(0, 13).padEnd(3, 'X'),
        name,
        slugify(name),
        letters.slice(0, 3).padEnd(3, 'X'),
        letters.slice(0, 2),
        random.int(0, 0xffffff).toString(16).padStart(6, '0'),
        random.chance(0.9),
        created,
        created,
      ];
    }),
  );

  const treeColumns = [
    'id',
    'az_iso',
    'sort_key',
    'name',
    'slug',
    'image_url',
    'active',
    'translations',
    'markets_available',
    'markets_active',
    'created_at',
    'updated_at',
  ];
  const treeRow = (prefix: string, i: number, count: number, word: number, series: string) => {
    const code = `${prefix}${String(i).padStart(5, '0')}`;
    const created = new Date(START + Math.floor(((END - START) * (i - 1)) / count / 2));
    const local = (lang: Lang) => `${FAMILY_WORDS[word]![lang]} ${series} ${i}`;
    const t: Record<string, unknown> = {};
    for (const lang of LANGS) {
      t[lang] = {
        name: local(lang),
        slug: `${slugify(local(lang))}`,
        description: description(random, lang, {
          type: FAMILY_WORDS[word]![lang],
          series,
          variant: '',
          n: '8',
        }),
      };
    }
    const [available, active] = marketLists(random, MARKETS.length);
    return [
      i,
      code,
      ((i - 1) % 9999) + 1,
      local('es'),
      slugify(local('es')),
      `${code.toLowerCase()}.png`,
      random.chance(0.92),
      t,
      available,
      active,
      created,
      updatedAfter(random, created),
    ] as CopyValue[];
  };

  await copy(
    'ranges',
    treeColumns,
    Array.from({ length: size.ranges }, (_, i) =>
      treeRow('RNG', i + 1, size.ranges, i % FAMILY_WORDS.length, SERIES[i % SERIES.length]!),
    ),
  );
  await copy(
    'systems',
    [...treeColumns, 'range_id'],
    Array.from({ length: size.systems }, (_, i) => [
      ...treeRow('SYS', i + 1, size.systems, i % FAMILY_WORDS.length, SERIES[i % SERIES.length]!),
      (i % size.ranges) + 1,
    ]),
  );
  /** Family f belongs to one product line; its products and articles carry that line's name. */
  const familySeries = (f: number) => SERIES[(f * 7) % SERIES.length]!;
  await copy(
    'families',
    treeColumns,
    Array.from({ length: size.families }, (_, i) =>
      treeRow('FAM', i + 1, size.families, i % FAMILY_WORDS.length, familySeries(i + 1)),
    ),
  );
  await copy(
    'family_systems',
    ['family_id', 'system_id'],
    (function* () {
      for (let f = 1; f <= size.families; f++) {
        const first = ((f - 1) % size.systems) + 1;
        const links = new Set([first]);
        for (let k = random.int(0, 2); k > 0; k--) links.add(random.int(1, size.systems));
        for (const s of links) yield [f, s];
      }
    })(),
  );

  let optionId = 0;
  const options: CopyValue[][] = [];
  /** The option ids of each attribute type that applies to articles: [first, count]. */
  const articleAttributes: [number, number][] = [];
  await copy(
    'attribute_types',
    ['id', 'az_iso', 'key', 'description', 'sort_key', 'a3_type', 'applies_to', 'translations'],
    Array.from({ length: size.attributeTypes }, (_, i) => {
      const id = i + 1;
      const [es, en] = ATTRIBUTE_CONCEPTS[i % ATTRIBUTE_CONCEPTS.length]!;
      const azIso = `ATT${String(id).padStart(5, '0')}`;
      const count = random.int(2, 8);
      const firstOption = optionId + 1;
      for (let k = 1; k <= count; k++) {
        const value = `V${k}`;
        options.push([
          ++optionId,
          id,
          `${azIso}_${value}`,
          value,
          `${es} ${k}`,
          k,
          random.chance(0.5) ? random.int(1, 999) : null,
          Object.fromEntries(LANGS.map((lang) => [lang, { value: `${lang === 'es' ? es : en} ${k}` }])),
        ]);
      }
      // Drawn in this order so the rest of the catalogue stays what it was.
      const a3Type = random.chance(0.5) ? `A3_${id}` : null;
      const appliesTo = random.sample(['family', 'product', 'article'], random.int(1, 3));
      if (appliesTo.includes('article')) articleAttributes.push([firstOption, count]);
      return [
        id,
        azIso,
        `attribute_${id}`,
        `${es} ${id}`,
        id % 10_000,
        a3Type,
        `{${appliesTo.join(',')}}` as unknown as CopyValue,
        Object.fromEntries(LANGS.map((lang) => [lang, { name: `${lang === 'es' ? es : en} ${id}` }])),
      ];
    }),
  );
  await copy(
    'attribute_options',
    ['id', 'attribute_type_id', 'az_iso', 'value', 'description', 'sort_id', 'a3_option', 'translations'],
    options,
  );

  // What articles need of their product, decided up front (cheap), so article blocks stand alone.
  const productType = new Uint8Array(size.products + 1);
  const productModel: string[] = [];
  const productFamily = (p: number) => Math.min(size.families, Math.floor((p - 1) / 10) + 1);
  for (let p = 1; p <= size.products; p++) {
    productType[p] = random.int(0, TYPES.length - 1);
    productModel[p] = `${random.int(1, 9)}.${random.int(0, 9)}`;
  }
  const productParts = (p: number): NameParts => ({
    type: productType[p]!,
    series: familySeries(productFamily(p)),
    model: productModel[p]!,
  });
  const productCode = (p: number) =>
    `AZ${typeCode(productType[p]!)}${seriesCode(familySeries(productFamily(p)))}${String(p).padStart(6, '0')}`;
  const productTimes = Float64Array.from(timeline(random, size.products), (d) => d.getTime());
  const articleTimes = Float64Array.from(timeline(random, size.articles), (d) => d.getTime());

  await copyParallel(
    'products',
    [
      'id',
      'az_iso',
      'name',
      'slug',
      'family_id',
      'send_all_to_a3',
      'active',
      'translations',
      'markets_available',
      'markets_active',
      'created_at',
      'updated_at',
      'completeness',
    ],
    size.products,
    (r, p) => {
      const parts = productParts(p);
      const code = productCode(p);
      const created = new Date(productTimes[p - 1]!);
      const [available, active] = marketLists(r, MARKETS.length);
      return [
        p,
        code,
        localName(parts, 'es'),
        cachedSlug(localName(parts, 'es')),
        productFamily(p),
        r.chance(0.2),
        r.chance(0.93),
        translations(r, parts, code, size.keywords),
        available,
        active,
        created,
        updatedAfter(r, created),
        benchCompleteness(p),
      ];
    },
  );
  await copy(
    'product_manufacturers',
    ['product_id', 'manufacturer_id'],
    (function* () {
      for (let p = 1; p <= size.products; p++) {
        const links = new Set([random.int(1, Math.min(5, size.manufacturers))]);
        if (random.chance(0.3)) links.add(random.int(1, size.manufacturers));
        for (const m of links) yield [p, m];
      }
    })(),
  );

  const statuses = STATUSES.map(([s, weight]) => [s, weight] as const);
  await copyParallel(
    'articles',
    [
      'id',
      'az_iso',
      'name',
      'slug',
      'product_id',
      'altra_status_iso',
      'ean',
      'weight',
      'width',
      'height',
      'depth',
      'volume',
      'blocked',
      'uses_serial_number',
      'affects_stock',
      'active',
      'translations',
      'markets_available',
      'markets_active',
      'created_at',
      'updated_at',
      'completeness',
    ],
    size.articles,
    (r, a) => {
      const product = Math.min(size.products, Math.floor((a - 1) / 10) + 1);
      const parts: NameParts = {
        ...productParts(product),
        variant: r.int(0, VARIANTS.length - 1),
        colour: r.int(0, COLOURS.length - 1),
        size: r.pick(SIZES),
      };
      const code = `${productCode(product)}-${String(((a - 1) % 10) + 1).padStart(2, '0')}${r.pick(['', 'B', 'N', 'G'])}`;
      const [width, height, depth] = [r.int(40, 900), r.int(40, 600), r.int(10, 300)];
      const created = new Date(articleTimes[a - 1]!);
      const [available, active] = marketLists(r, MARKETS.length);
      return [
        a,
        code,
        localName(parts, 'es'),
        `${cachedSlug(localName(parts, 'es'))}-${code.toLowerCase()}`,
        product,
        r.weighted(statuses),
        r.chance(0.9) ? `84${String((a * 7919) % 100_000_000_000).padStart(11, '0')}` : null,
        r.int(50, 25_000) / 1000,
        width,
        height,
        depth,
        Math.round(((width * height * depth) / 1e9) * 1e6) / 1e6,
        r.chance(0.03),
        r.chance(0.4),
        r.chance(0.85),
        r.chance(0.9),
        translations(r, parts, code, size.keywords),
        available,
        active,
        created,
        updatedAfter(r, created),
        benchCompleteness(a),
      ];
    },
  );
  await generateArticleExtras(copy, size.articles, articleAttributes, seed);
  for (const c of [client, ...helpers]) await c.query('commit');
  rows.externalusers = await generateExternalUsers(client, size.externalUsers, log);
  rows.returns = await generateReturns(client, size.returns, log);
  rows.renewal_plans = await generateRenewalPlans(client, size.renewalPlans, log);
  rows.companies = await generateCompanies(client, size.companies, log);
  rows.orders = await generateOrders(client, size.orders, log);
  rows.tickets = await generateTickets(client, size.tickets, log);
  rows.warranties = await generateWarranties(client, size.warranties, size, log);
  rows.shipments = await generateShipments(client, size.shipments, log);
  rows.technicalassistances = await generateTechnicalAssistances(client, size.technicalAssistances, log);
  rows.amazonasins = await generateAmazonAsins(client, size.amazonAsins, size.articles, log);
  Object.assign(rows, await generateCompatibilities(client, size, log));
  rows.notifications = await generateNotifications(client, size.notifications, log);
  rows.audits = await generateAudits(client, size.audits, size.articles, log);
  rows.logs = await generateLogs(client, size.logs, log);
  Object.assign(rows, await generateQr(client, size.qrRedirections, size.qrScanDays, log));
  rows.tpvoperations = await generateTpvOperations(client, size.tpvOperations, size.orders, log);
  const loadSeconds = (performance.now() - started) / 1000;
  const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
  log(
    `  loaded ${totalRows} rows in ${loadSeconds.toFixed(1)} s (${Math.round(totalRows / loadSeconds)} rows/s)`,
  );

  for (const table of tables) {
    const sequence = await client.query<{ name: string | null }>(
      `select pg_get_serial_sequence($1, 'id') as name
        where exists (select 1 from information_schema.columns where table_name = $1 and column_name = 'id')`,
      [table],
    );
    const name = sequence.rows[0]?.name;
    if (name) await client.query(`select setval($1, (select greatest(1, max(id)) from "${table}"))`, [name]);
  }

  // The load bypassed triggers (session_replication_role = replica): recount the tables whose row
  // counts, counts per partition (state, week...), products' article counts and searched words the
  // server keeps (the seed's first load does the same, platform/bulk-load.ts).
  await recountDerived(drizzle(client), tables);

  const indexStarted = performance.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes.rows) await client.query(index.def);
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  log(`  ${indexes.rows.length} secondary indexes rebuilt in ${indexSeconds.toFixed(1)} s`);

  const vacuumStarted = performance.now();
  await client.query(`vacuum (analyze) ${tables.map((t) => `"${t}"`).join(', ')}`);
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  log(`  vacuum analyze ${vacuumSeconds.toFixed(1)} s`);

  const bytes = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
  return {
    rows,
    totalRows,
    loadSeconds,
    rowsPerSecond: Math.round(totalRows / loadSeconds),
    indexSeconds,
    vacuumSeconds,
    databaseBytes: Number(bytes.rows[0]!.size),
  };
}

/** Currency of each generated market: the euro area, else the local one. */
const MARKET_CURRENCY: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  MX: 'MXN',
  CL: 'CLP',
  AR: 'ARS',
  BR: 'BRL',
  PL: 'PLN',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  CZ: 'CZK',
  CA: 'CAD',
  AU: 'AUD',
};

/**
 * The stored completeness of item `n` (issue 13, the list column the bench sorts and filters):
 * about half complete, the rest spread over 25-99%. From the id, not the row's random stream, so the
 * rest of the generated catalogue stays as it was.
 */
function benchCompleteness(n: number): number {
  const h = Math.imul(n, 2654435761) >>> 0;
  return h % 2 === 0 ? 100 : 25 + ((h >>> 8) % 75);
}

/**
 * What completeness counts per article (issue 13): reference prices in two markets on average (a
 * third with an older price still listed), and a value for about three of the attribute types that
 * apply to articles. Its own generator, so the rest of the catalogue does not change with it.
 */
async function generateArticleExtras(
  copy: (table: string, columns: string[], source: Iterable<readonly CopyValue[]>) => Promise<void>,
  articles: number,
  articleAttributes: readonly [number, number][],
  seed: number,
) {
  const random = new Random(seed ^ hashText('article_rates'));
  await copy(
    'article_rates',
    ['article_id', 'market_id', 'currency', 'reference_price', 'valid_from'],
    (function* () {
      for (let a = 1; a <= articles; a++) {
        const price = random.int(900, 250_000) / 100;
        for (const market of random.sample(
          MARKETS.map((_, i) => i + 1),
          random.int(1, 3),
        )) {
          const currency = MARKET_CURRENCY[MARKETS[market - 1]![0]] ?? 'EUR';
          yield [a, market, currency, price.toFixed(2), '2024-01-01'];
          if (random.chance(0.33)) yield [a, market, currency, (price * 1.04).toFixed(2), '2025-01-01'];
        }
      }
    })(),
  );
  if (!articleAttributes.length) return;
  await copy(
    'article_attribute_options',
    ['article_id', 'attribute_option_id'],
    (function* () {
      for (let a = 1; a <= articles; a++) {
        for (const [first, count] of random.sample(articleAttributes, random.int(1, 5))) {
          yield [a, first + random.int(0, count - 1)];
        }
      }
    })(),
  );
}

/** The generated customers' e-mails end so: a new generation replaces them, the bench's own user stays. */
const EXTERNAL_USERS_DOMAIN = '@clientes.bench.example.org';

/**
 * Professional and final customers (two PRO to one FINAL), with Spanish, French, Italian and Portuguese
 * names, a company reference and six years of sign-up dates. Made by one statement in PostgreSQL (no
 * translations to compress, so COPY would not be faster); the users table keeps its indexes and
 * triggers, since it also holds the accounts the bench signs in with.
 */
async function generateExternalUsers(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query(`delete from users where email like '%' || $1`, [EXTERNAL_USERS_DOMAIN]);
  const result = await client.query(
    `insert into users (email, name, surname, username, status, type, market, position, profile_id, client_id,
       created_at, updated_at)
     select translate(lower(f.name || '.' || s.surname), 'áéíóúñçêèôã', 'aeiouncceoa') || n || $2, f.name, s.surname, 'cliente' || n,
       case when n % 40 = 0 then 'inactive' else 'active' end,
       case when n % 3 = 0 then 'FINAL' else 'PRO' end,
       (array['ES', 'PT', 'FR', 'IT'])[1 + n % 4],
       case when n % 3 = 0 then null else 'Instalador' end,
       case when n % 3 = 0 then (select id from profiles where az_iso = 'FINAL')
         else (select id from profiles where az_iso = 'PROFESSIONAL') end,
       case when n % 3 = 0 then null else 10000 + n % 20000 end,
       $3::timestamptz + (n * ($4::float8 / $1)) * interval '1 millisecond',
       $3::timestamptz + (n * ($4::float8 / $1)) * interval '1 millisecond'
     from generate_series(1, $1::int) n
     cross join lateral (select (array['Lucía', 'Javier', 'Camille', 'Julien', 'Giulia', 'Marco', 'Inês',
       'João', 'Carmen', 'Chloé', 'Luca', 'Beatriz'])[1 + n % 12] as name) f
     cross join lateral (select (array['García', 'Martin', 'Rossi', 'Silva', 'Fernández', 'Dubois', 'Bianchi',
       'Santos', 'López', 'Moreau', 'Romano', 'Costa', 'Navarro'])[1 + (n / 12) % 13] as surname) s`,
    [count, EXTERNAL_USERS_DOMAIN, new Date(START).toISOString(), END - START],
  );
  await client.query('vacuum (analyze) users');
  log(
    `  ${'users (external)'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * Renewal plans over six years in every state of their workflow (most closed), with Spanish clients
 * and installers and the A3 numbers their state implies. One statement; indexes and triggers kept.
 */
async function generateRenewalPlans(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate renewal_plans restart identity cascade');
  const result = await client.query(
    `insert into renewal_plans (code, status, client_name, client_surname, address, postcode, city, carrier,
       has_installer, installer_company, installer_name, installer_phone, installer_email, order_number,
       credit_number, content_description, created_at, updated_at)
     select 'RNV-' || to_char(d, 'YYYY') || '-' || lpad(n::text, 7, '0'), s.status,
       (array['Lucía', 'Javier', 'Marta', 'Antonio', 'Elena', 'Sergio', 'Isabel', 'Pablo', 'Nuria'])[1 + n % 9],
       (array['Martínez Sanz', 'Fernández Ruiz', 'López Gutiérrez', 'García Moreno', 'Navarro Iglesias',
         'Romero Díaz', 'Torres Cano', 'Jiménez Ortega', 'Castillo Vidal', 'Molina Herrera', 'Serrano Pascual'])[1 + n % 11],
       'Calle Mayor ' || (1 + n % 180), lpad((1000 + n % 52000)::text, 5, '0'),
       (array['Madrid', 'Zaragoza', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Valladolid'])[1 + n % 7],
       (array['DHL', 'SEUR', 'MRW', 'GLS'])[1 + n % 4], n % 4 <> 0,
       case when n % 4 <> 0 then (array['Instalaciones Ebro S.L.', 'Clima Aragón S.L.', 'Confort Cantábrico S.L.'])[1 + n % 3] end,
       case when n % 4 <> 0 then 'Jorge Lafuente' end, case when n % 4 <> 0 then '+34 976 000 123' end,
       case when s.status = 'closed' then 'obras' || n % 500 || '@instaladores.bench.example.org' end,
       case when s.status = 'closed' then (20000000 + n)::text end,
       case when s.status = 'closed_without_payment' then (70000000 + n)::text end,
       'Split 1x1 de 3,5 kW para retirar', d, d + interval '3 days'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['closed', 'closed', 'closed', 'expired', 'registered', 'in_process',
       'in_process', 'closed_without_payment'])[1 + n % 8] as status) s`,
    [count, new Date(START).toISOString(), END - START],
  );
  await client.query('vacuum (analyze) renewal_plans');
  log(
    `  ${'renewal_plans'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * Warranties over six years in every state of their workflow (most closed), each on a company and
 * with two or three lines on catalogue articles (about 2.7: 400,000 lines for 150,000 warranties),
 * their units' serial numbers, plenum IDs and invoices copied to `lines_search` as the server keeps
 * them. Three statements; the tables keep their indexes and triggers.
 */
async function generateWarranties(
  client: pg.Client,
  count: number,
  size: CatalogueSize,
  log: (line: string) => void,
) {
  const t0 = performance.now();
  await client.query('truncate warranties, warranty_lines restart identity cascade');
  const result = await client.query(
    `insert into warranties (az_iso, status, company_id, company_name, creator_name, creator_type,
       creator_market_iso, description, type_payment_iso, order_client_reference, contact_name, contact_email,
       address_street, address_postcode, address_city, address_country_iso, created_at, updated_at)
     select 'GAR-' || to_char(d, 'YYYY') || '-' || lpad(n::text, 7, '0'), s.status, c.id, c.name,
       'Agente Posventa', 'internal', 'ES', 'El termostato no enciende',
       (array['WARRANTY', 'WARRANTY', 'WARRANTY', 'CHARGEABLE', 'GOODWILL'])[1 + n % 5],
       case when n % 2 = 0 then 'PED-' || (50000 + n) end, 'Marta Soler',
       'garantias' || n % 20000 || '@clientes.bench.example.org', 'Calle Mayor ' || (1 + n % 180),
       lpad((1000 + n % 52000)::text, 5, '0'), 'Valencia', 'ES', d, d + interval '3 days'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['closed', 'closed', 'closed', 'closed', 'cancelled', 'opened',
       'validated', 'pickup_requested', 'pickup_processed', 'hold'])[1 + n % 10] as status) s
     join companies c on c.id = 1 + n % $4::int`,
    [count, new Date(START).toISOString(), END - START, size.companies],
  );
  const lines = await client.query(
    `insert into warranty_lines (warranty_id, position, article_id, article, article_name, quantity,
       serial_number, plenum_id, invoice, open)
     select w.id, l, a.id, a.az_iso, a.name, 1 + (w.id + l) % 2, 'SN-' || w.id || '-' || l,
       case when l = 0 and w.id % 2 = 0 then 'PLN-' || lpad(w.id::text, 7, '0') end,
       'FV' || to_char(w.created_at, 'YY') || '-' || lpad(((w.id * 7 + l) % 9999999)::text, 7, '0'),
       w.status not in ('cancelled', 'closed')
     from warranties w cross join generate_series(0, (array[1, 2, 2])[1 + w.id % 3]) l
     join articles a on a.id = 1 + (w.id * 7 + l) % $1::int`,
    [size.articles],
  );
  await client.query(`update warranties w set lines_count = l.count, lines_search = l.search
     from (select warranty_id, count(*)::int as count,
       string_agg(concat_ws(' ', serial_number, plenum_id, invoice), ' ' order by position) as search
       from warranty_lines group by warranty_id) l
     where w.id = l.warranty_id`);
  await client.query('vacuum (analyze) warranties, warranty_lines');
  log(
    `  ${'warranties'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${lines.rowCount} lines)`,
  );
  return result.rowCount ?? 0;
}

/**
 * After-sales returns over six years, spread over every state of their workflow (delivered and
 * cancelled most), one to three lines each, totals computed as the server does (return-totals.ts).
 * Made in PostgreSQL by two statements; the tables keep their indexes and triggers.
 */
async function generateReturns(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate returns, return_lines restart identity cascade');
  const result = await client.query(
    `insert into returns (code, status, customer_number, customer_name, customer_email, invoice_number,
       transport_fee, credit_invoice, tracking_number, cancel_reason, created_at, updated_at)
     select 'RT-' || to_char(d, 'YYYY') || '-' || lpad(n::text, 7, '0'), s.status,
       'C-' || lpad((10000 + n % 20000)::text, 6, '0'), c.name, 'compras' || n % 20000 || '@clientes.bench.example.org',
       'FV' || to_char(d, 'YY') || '-' || lpad((n * 7 % 9999999)::text, 7, '0'),
       case when s.status <> 'hold' then (n % 5) * 7.5 end,
       case when s.status = 'delivered' then lpad((40000000 + n)::text, 8, '0') end,
       case when s.status = 'delivered' then 'JD0146' || (700000 + n) end,
       case when s.status = 'cancelled' then 'Devolución duplicada' end,
       d, d + interval '3 days'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['delivered', 'delivered', 'delivered', 'cancelled', 'hold', 'pending',
       'accepted', 'requested', 'pickup_requested', 'pickup_processed'])[1 + n % 10] as status) s
     cross join lateral (select (array['Climatizaciones Ebro S.L.', 'Clim Services Lyon SARL',
       'Termoidraulica Brambilla S.r.l.', 'Climatização Douro Lda.', 'Frío y Calor Levante S.L.',
       'Thermique Atlantique SAS', 'Clima Service Veneto S.p.A.'])[1 + n % 7] as name) c`,
    [count, new Date(START).toISOString(), END - START],
  );
  const lines = await client.query(
    `insert into return_lines (return_id, invoice_line, quantity, amount, user_discount, rotation_charge,
       reprocessing_charge, damage_charge, return_amount, serial_number, reason)
     select r.id, r.invoice_number || '/' || l, 1 + (r.id + l) % 4, round((50 + (r.id * 13 + l * 7) % 450)::numeric, 2),
       (array[0, 5, 10, 12.5])[1 + (r.id + l) % 4], case when (r.id + l) % 3 = 0 then 5 else 0 end,
       case when (r.id + l) % 5 = 1 then 12.5 else 0 end, 0, 0, 'AZX6-' || r.id || '-' || l, 'Error en el pedido'
     from returns r cross join generate_series(1, 1 + r.id % 3) l`,
  );
  await recomputeAllReturnTotals(drizzle(client));
  await client.query('vacuum (analyze) returns, return_lines');
  log(
    `  ${'returns'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${lines.rowCount} lines)`,
  );
  return result.rowCount ?? 0;
}

/**
 * Shipments over six years, spread over every state (delivered most), serving returns, warranties
 * and assignments, one to three parcels each (count and weight kept on the shipment as the server
 * does). One statement per table; indexes and triggers kept.
 */
async function generateShipments(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate shipments, shipment_parcels restart identity cascade');
  const result = await client.query(
    `insert into shipments (identifier, status, carrier_name, carrier_service, pickup_date, morning_min,
       morning_max, afternoon_min, afternoon_max, tracking_number, tracking_link, is_return, street_1,
       postcode, city, country_iso, contact_name, contact_email, serves, serves_id, serves_reference,
       parcel_count, total_weight_kg, created_at, updated_at)
     select 'PK' || lpad(n::text, 7, '0'), s.status, 'DHL', 'DHL Parcel Connect', (d + interval '2 days')::date,
       '09:00', '13:00', '15:00', '18:00',
       case when s.status not in ('pending', 'error') then 'JD0146' || lpad((n * 7)::text, 9, '0') end,
       case when s.status not in ('pending', 'error')
         then 'https://www.dhl.com/es-es/home/tracking.html?tracking-id=JD0146' || lpad((n * 7)::text, 9, '0') end,
       true, 'Calle Mayor ' || (1 + n % 200), lpad((1000 + n % 50000)::text, 5, '0'),
       (array['Madrid', 'Zaragoza', 'Lyon', 'Milano', 'Porto', 'Sevilla', 'Valencia'])[1 + n % 7],
       (array['ES', 'ES', 'FR', 'IT', 'PT', 'ES', 'ES'])[1 + n % 7],
       'Contacto ' || n % 5000, 'logistica' || n % 20000 || '@clientes.bench.example.org',
       (array['return', 'warranty', 'assignment'])[1 + n % 3], 1 + n % 100000,
       'RT-' || lpad((n % 100000)::text, 7, '0'), 1 + n % 3, round((2.5 + (n % 97) / 2.0)::numeric, 2),
       d, d + interval '2 days'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['delivered', 'delivered', 'delivered', 'delivered', 'requested',
       'requested', 'cancelled', 'manual', 'pending', 'error'])[1 + n % 10] as status) s`,
    [count, new Date(START).toISOString(), END - START],
  );
  const parcels = await client.query(
    `insert into shipment_parcels (shipment_id, weight_kg, height_cm, width_cm, length_cm)
     select s.id, round(s.total_weight_kg / s.parcel_count, 2), 40, 30, 60
     from shipments s cross join generate_series(1, s.parcel_count) p`,
  );
  await client.query('vacuum (analyze) shipments, shipment_parcels');
  log(
    `  ${'shipments'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${parcels.rowCount} parcels)`,
  );
  return result.rowCount ?? 0;
}

/**
 * Tickets over six years, a third each open, answered and closed, assigned round-robin to 24
 * after-sales agents (one in seven unassigned), half about a generated company; four thread
 * messages each in the workflow kit's table (the customer's question, an internal note, the answer,
 * a follow-up). One statement per table; indexes and triggers kept.
 */
async function generateTickets(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate tickets restart identity cascade');
  await client.query(`delete from workflow_messages where workflow = 'tickets'`);
  await client.query(`delete from workflow_history where workflow = 'tickets'`);
  await client.query(`insert into ticket_categories (az_iso, name) values ('BENCH', 'Instalación')
    on conflict (az_iso) do nothing`);
  // The after-sales agents the tickets are assigned to: 24 staff accounts, one name each.
  await client.query(`delete from users where email like '%@agentes.bench.example.org'`);
  await client.query(
    `insert into users (email, name, surname, type, profile_id)
     select 'agente' || n || '@agentes.bench.example.org',
       (array['Lucía', 'Javier', 'Marta', 'Antonio', 'Elena', 'Sergio'])[1 + n % 6],
       (array['Ferrer', 'Ortega', 'Vidal', 'Navarro'])[1 + n / 6 % 4], 'internal',
       (select id from profiles where az_iso = 'INTERNAL')
     from generate_series(0, 23) n`,
  );
  const result = await client.query(
    `with staff as (select coalesce(array_agg(id order by id), '{}') as ids from users
        where email like '%@agentes.bench.example.org'),
      categories as (select array_agg(id order by id) as ids from ticket_categories where parent_id is null),
      companies as (select coalesce(max(id), 0) as top from companies)
     insert into tickets (code, subject, category_id, company_id, market, recipient, assigned_to, opened_at,
       close_when_reply, status, created_at, updated_at)
     select 'CON-' || lpad(n::text, 7, '0'),
       (array['Termostato Blueface sin enlace', 'Webserver sin conexión a la nube', 'Plazo de entrega de motores',
         'Factura duplicada', 'Mapa de registros Modbus', 'Rejilla motorizada no abre', 'Curso de puesta en marcha',
         'Recambio de placa central'])[1 + n % 8] || ' ' || n,
       c.ids[1 + n % array_length(c.ids, 1)],
       case when n % 2 = 0 and co.top > 0 then 1 + n % co.top end,
       (array['ES', 'PT', 'FR', 'IT'])[1 + n % 4], 'cliente' || n % 40000 || '@clientes.bench.example.org',
       case when n % 7 <> 3 and cardinality(s.ids) > 0 then s.ids[1 + n % cardinality(s.ids)] end,
       d::date, n % 5 = 0, (array['open', 'answered', 'closed'])[1 + n % 3], d, d + interval '2 days'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join staff s cross join categories c cross join companies co`,
    [count, new Date(START).toISOString(), END - START],
  );
  await client.query(`select setval('ticket_codes', greatest(1, $1::int))`, [count]);
  const messages = await client.query(
    `insert into workflow_messages (workflow, record_id, kind, internal, body, user_email, created_at)
     select 'tickets', t.id, case when m in (1, 4) then 'reply' else 'comment' end, m = 2,
       (array['Buenos días, el equipo no enlaza con la central tras el cambio.', 'Revisar garantía antes de responder.',
         'Actualiza la central a la versión 3.2 y vuelve a asociar el termostato.', 'Gracias, ya funciona.'])[m],
       case when m in (1, 4) then t.recipient else 'aftersales@proboard.local' end,
       t.created_at + (m - 1) * interval '6 hours'
     from tickets t cross join generate_series(1, 4) m`,
  );
  await client.query('vacuum (analyze) tickets, workflow_messages');
  log(
    `  ${'tickets'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${messages.rowCount} messages)`,
  );
  return result.rowCount ?? 0;
}

/**
 * Installers' and distributors' companies of Spain, Portugal, France and Italy over six years: trade
 * names such as "Climatizaciones Levante 1204 SL" (a place word in about one company in thirty-two),
 * VAT numbers of the country's shape, unique; most active, one in eleven pending activation, one in
 * thirteen inactive with its reason. Made in PostgreSQL by one statement; the table keeps its indexes
 * and triggers. Generated external users name companies 10,000 to 29,999 as their `client_id`.
 */
async function generateCompanies(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate companies restart identity cascade');
  const result = await client.query(
    `insert into companies (name, vat, country_iso, market, email, client_type, client_family, status, inactive_reason,
       billing_address, billing_city, billing_zipcode, billing_country_iso, tax_final, tax_pro, payment_type,
       created_at, updated_at)
     select m.kind || ' ' || m.place || ' ' || n || ' ' || m.suffix,
       case m.iso when 'ES' then 'B' || lpad(n::text, 8, '0') when 'PT' then (500000000 + n)::text
         when 'FR' then 'FR' || lpad((n % 97)::text, 2, '0') || lpad(n::text, 9, '0') else lpad(n::text, 11, '0') end,
       m.iso, m.iso, 'info@cliente' || n || '.bench.example.org',
       case when n % 5 = 0 then 'FINAL' else 'PRO' end,
       case when n % 3 = 0 then 'INST_' || m.iso end,
       case when n % 13 = 0 then 'inactive' when n % 11 = 0 then 'pending_activation' else 'active' end,
       case when n % 13 = 0 then 'Sin actividad desde hace dos años' end,
       m.street || ' ' || (1 + n % 140), m.city, m.zipcode, m.iso, 21, 21, 'transfer',
       $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond',
       $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond'
     from generate_series(1, $1::int) n
     cross join lateral (select
       (array['ES', 'PT', 'FR', 'IT'])[1 + n % 4] as iso,
       (array[array['Climatizaciones', 'Instalaciones', 'Frío Industrial', 'Aire Acondicionado'],
              array['Climatização', 'Instalações', 'Frio e Clima', 'Ar Condicionado'],
              array['Climatisation', 'Génie Climatique', 'Froid et Clim', 'Thermique'],
              array['Climatizzazione', 'Impianti Termici', 'Termotecnica', 'Clima Service']])[1 + n % 4][1 + (n / 4) % 4] as kind,
       (array[array['Levante', 'Ibérica', 'del Sur', 'Cantábrica', 'Mediterránea', 'Castellana', 'Atlántica', 'del Ebro'],
              array['Atlântico', 'do Norte', 'Lusitana', 'Tejo', 'do Douro', 'Algarve', 'Minho', 'Beira'],
              array['Provence', 'Rhône', 'Atlantique', 'Occitanie', 'Bretagne', 'Alsace', 'Normandie', 'Savoie'],
              array['Padana', 'Adriatica', 'Tirrenica', 'Lombarda', 'Veneta', 'Toscana', 'Sicula', 'Ligure']])[1 + n % 4][1 + (n / 16) % 8] as place,
       (array['SL', 'Lda', 'SARL', 'Srl'])[1 + n % 4] as suffix,
       (array['Calle Mayor', 'Rua Nova', 'Rue de la Paix', 'Via Centrale'])[1 + n % 4] as street,
       (array['Madrid', 'Lisboa', 'Lyon', 'Milano'])[1 + n % 4] as city,
       (array['28001', '1100-001', '69001', '20121'])[1 + n % 4] as zipcode) m`,
    [count, new Date(START).toISOString(), END - START],
  );
  await client.query('vacuum (analyze) companies');
  log(
    `  ${'companies'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * Orders of the generated companies over six years, seven in ten professional, in every filter
 * status (delivered most), with one to five lines each (three on average) on the generated articles.
 * Each line is a function of its order's number and position, so the order's totals are computed
 * from the very lines inserted after it, by the server's rule (order-totals.ts: integer cents, line
 * discounts rounded half up per line, VAT on goods and transport at the company's country rate,
 * rounded half up once). A bulk load like the catalogue's: the two tables' secondary indexes are
 * dropped, the rows made in PostgreSQL with triggers bypassed, the indexes rebuilt and the counters
 * the lists read (row_counts, per kind) recounted.
 */
async function generateOrders(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  const tables = ['orders', 'order_lines'];
  const indexes = await secondaryIndexes(client, tables);
  const companies = (await client.query<{ n: number }>('select max(id)::int as n from companies')).rows[0]!.n;
  const articles = (await client.query<{ n: number }>('select max(id)::int as n from articles')).rows[0]!.n;
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query('truncate orders, order_lines restart identity cascade');
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  // One line of order n at position l: article, quantity, unit price (cents), discount (basis points).
  const line = (articleCount: string) => `(1 + (n * 31 + l * 17) % ${articleCount}) as article_id,
    1 + (n + l * 3) % 12 as quantity, 1250 + (n * 13 + l * 101) % 188000 as price,
    (array[0, 0, 500, 1000, 1500])[1 + (n + l) % 5] as bp`;
  const lineAmounts = `q.quantity::bigint * q.price as gross,
    (q.quantity::bigint * q.price * q.bp * 2 + 10000) / 20000 as discount`;
  const result = await client.query(
    `insert into orders (id, kind, company_id, order_reference, customer_reference, codcli, nomcli, nifcli,
       altra_company_iso, order_date, status, origin, country_iso, payment_type, shipping_cents, subtotal_cents,
       line_discount_cents, vat_cents, total_cents, vat_breakdown, created_at, updated_at)
     select n, case when n % 10 < 7 then 'professional' else 'client' end, c.id,
       'PB-' || to_char(d, 'YYYY') || '-' || lpad(n::text, 7, '0'),
       case when n % 2 = 0 then 'OC-' || (10000 + n * 37 % 90000) end,
       c.id::text, c.name, c.vat, c.country_iso, d::date,
       (array['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered',
         'delivered', 'delivered', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'sent', 'sent', 'sent',
         'pending_activation', 'cancelled', 'retained', 'rejected', 'blocked'])[1 + n * 11 % 21],
       case when n % 10 < 7 then 'backoffice' else 'web' end, c.country_iso, 'transfer', t.shipping,
       s.goods, s.discounts, v.vat, s.goods + t.shipping + v.vat,
       jsonb_build_array(jsonb_build_object('rate_bp', t.rate, 'base_cents', s.goods + t.shipping, 'vat_cents', v.vat)),
       d, d
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) w
     join companies c on c.id = 1 + (n::bigint * 7919) % $4
     cross join lateral (select (array[0, 0, 990, 1250, 1800, 2500, 4500])[1 + n % 7] as shipping,
       case c.country_iso when 'PT' then 2300 when 'FR' then 2000 when 'IT' then 2200 else 2100 end as rate) t
     cross join lateral (select sum(a.gross - a.discount) as goods, sum(a.discount) as discounts
       from generate_series(1, 1 + n % 5) l cross join lateral (select ${line('$5')}) q
       cross join lateral (select ${lineAmounts}) a) s
     cross join lateral (select ((s.goods + t.shipping) * t.rate * 2 + 10000) / 20000 as vat) v`,
    [count, new Date(START).toISOString(), END - START, companies, articles],
  );
  const lines = await client.query(
    `insert into order_lines (order_id, position, article_id, article, article_name, quantity, unit_price_cents,
       discount_bp, vat_bp, discount_cents, subtotal_cents, created_at, updated_at)
     select o.id, l - 1, q.article_id, ar.az_iso, ar.name, q.quantity, q.price, q.bp,
       (o.vat_breakdown -> 0 ->> 'rate_bp')::int, a.discount, a.gross - a.discount, o.created_at, o.created_at
     from orders o cross join lateral (select o.id as n) k
     cross join generate_series(1, 1 + k.n % 5) l
     cross join lateral (select ${line('$1')}) q
     cross join lateral (select ${lineAmounts}) a
     join articles ar on ar.id = q.article_id`,
    [articles],
  );
  await client.query(
    `select setval(pg_get_serial_sequence('orders', 'id'), greatest(1, (select max(id) from orders)))`,
  );
  await client.query(`select row_counts_reset_all('orders'::regclass)`);
  await client.query(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes.rows) await client.query(index.def);
  await client.query('commit');
  await client.query('vacuum (analyze) orders, order_lines');
  // The orders' words once the orders have statistics (the load bypassed their triggers).
  await client.query(`select search_postings_reset('orders'::regclass)`);
  log(
    `  ${'orders'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${lines.rowCount} lines)`,
  );
  return result.rowCount ?? 0;
}

/**
 * Technical assistances over six years, spread over every state of their workflow (closed most);
 * those past the assignment name a professional company as their centre and have its assignment.
 * Made in PostgreSQL by two statements, after the companies; the tables keep their indexes and triggers.
 */
async function generateTechnicalAssistances(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate technical_assistances restart identity cascade');
  const result = await client.query(
    `with centres as (select array_agg(id order by id) as ids from (select id from companies
       where client_type = 'PRO' order by id limit 50) c)
     insert into technical_assistances (request_number, status, service_type, requester_name, requester_email,
       installation_address, installation_city, installation_zipcode, systems_quantity, thermostats_quantity,
       serial_number, sta_company_id, installation_checklist, reason, created_at, updated_at)
     select 'AT-' || to_char(d, 'YYYY') || '-' || lpad(n::text, 7, '0'), s.status,
       (array['commissioning', 'repair', 'maintenance', 'inspection', 'warranty'])[1 + n % 5],
       p.name, 'cliente' || n || '@correo.bench.example.org',
       'Calle Mayor ' || (1 + n % 200), p.city, lpad((28000 + n % 20000)::text, 5, '0'), 1 + n % 3, 2 + n % 6,
       'AZX6-' || lpad(n::text, 7, '0'),
       case when s.status in ('assigned', 'in_progress', 'done', 'closed') and cardinality(centres.ids) > 0
         then centres.ids[1 + n % cardinality(centres.ids)] end,
       '["power_supply", "bus_wiring"]'::jsonb, 'El termostato no comunica con la central', d, d + interval '2 days'
     from centres cross join generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['closed', 'closed', 'closed', 'done', 'cancelled', 'pending', 'requested',
       'assigned', 'in_progress', 'closed'])[1 + n % 10] as status) s
     cross join lateral (select (array['Lucía Ferrer Soler', 'Jordi Puig Casals', 'Iñaki Zubizarreta Etxeberria',
       'Carmen Delgado Prieto', 'Xosé Manuel Castro Varela', 'Ana Belén Morales Gil', 'Pablo Sanz Martínez'])[1 + n % 7]
       as name, (array['Valencia', 'Barcelona', 'Bilbao', 'Madrid', 'Vigo', 'Málaga', 'Zaragoza'])[1 + n % 7] as city) p`,
    [count, new Date(START).toISOString(), END - START],
  );
  const assignments = await client.query(
    `insert into assignments (assistance_id, sta_company_id, status, booking_at, created_at, updated_at)
     select a.id, a.sta_company_id, case a.status when 'assigned' then 'pending' when 'in_progress' then 'accepted'
       when 'done' then 'done' else 'closed' end, a.created_at + interval '1 day', a.created_at, a.updated_at
     from technical_assistances a where a.sta_company_id is not null`,
  );
  await client.query('vacuum (analyze) technical_assistances, assignments');
  log(
    `  ${'technical_assistances'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s  (${assignments.rowCount} assignments)`,
  );
  return result.rowCount ?? 0;
}

/** The six marketplaces of the demo, with their Selling Partner API ids. */
const AMAZON_MARKETPLACES = [
  ['Amazon.es', 'A1RKKUPIHCS9HS', 'es', 'ES', 'es', 'EUR'],
  ['Amazon.fr', 'A13V1IB3VIYZZH', 'fr', 'FR', 'fr', 'EUR'],
  ['Amazon.it', 'APJ6JRA9NG5V4', 'it', 'IT', 'it', 'EUR'],
  ['Amazon.de', 'A1PA6795UKMFR9', 'de', 'DE', 'de', 'EUR'],
  ['Amazon.co.uk', 'A1F83G8C2ARO7P', 'co.uk', 'GB', 'en', 'GBP'],
  ['Amazon.com', 'ATVPDKIKX0DER', 'com', 'US', 'en', 'USD'],
] as const;

/**
 * Amazon ASINs (issue 31): `count` of them, the k-th on marketplace k % 6 for article
 * 1 + (k / 6 * 37) % articles (37 is prime to the bench's sizes, so no pair repeats), over six and a
 * half years; "B0" and eight letters and digits, search terms in the marketplace's language.
 * One statement after the articles; the table keeps its indexes and triggers.
 */
async function generateAmazonAsins(
  client: pg.Client,
  count: number,
  articles: number,
  log: (line: string) => void,
) {
  const t0 = performance.now();
  await client.query('truncate amazon_asins, amazon_marketplaces restart identity cascade');
  await client.query(
    `insert into amazon_marketplaces (name, amazon_marketplace_id, domain_extension, country_iso, language, currency)
     select * from jsonb_to_recordset($1::jsonb) as m(name text, id text, extension text, country text,
       language text, currency text)`,
    [
      JSON.stringify(
        AMAZON_MARKETPLACES.map(([name, id, extension, country, language, currency]) => ({
          name,
          id,
          extension,
          country,
          language,
          currency,
        })),
      ),
    ],
  );
  const result = await client.query(
    `insert into amazon_asins (article_id, marketplace_id, asin, keywords, article_iso, article_name,
       created_at, updated_at)
     select a.id, m.id, 'B0' || upper(substr(md5(k::text || 'asin'), 1, 8)),
       case m.language when 'es' then 'termostato wifi zonificación aire acondicionado conductos suelo radiante'
         when 'fr' then 'thermostat connecté wifi zonage climatisation gainable plancher chauffant'
         when 'it' then 'termostato wifi zonizzazione climatizzatore canalizzato riscaldamento a pavimento'
         when 'de' then 'thermostat wlan zonenregelung klimaanlage kanalgerät fußbodenheizung'
         else 'smart thermostat wifi zoning ducted air conditioning underfloor heating' end,
       a.az_iso, a.name, d, d + interval '1 day'
     from generate_series(0, $1::int - 1) k
     join amazon_marketplaces m on m.id = 1 + k % 6
     join articles a on a.id = 1 + ((k / 6) * 37) % $2::int
     cross join lateral (select $3::timestamptz + (k * ($4::float8 / $1)) * interval '1 millisecond' as d) t(d)
     on conflict do nothing`,
    [count, articles, new Date(START).toISOString(), END - START],
  );
  await client.query('vacuum (analyze) amazon_marketplaces, amazon_asins');
  log(
    `  ${'amazon_asins'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/** Reference prefixes of real series, one per manufacturer (the second maker, Daikin, gets FXSQ). */
const IU_SERIES = ['PEAD-M', 'FXSQ', 'ARXG', 'ARNU', 'AC', 'S-', 'RAV-RM', 'RPI-', 'GUD', 'AD'] as const;

/**
 * Issue 31's scale: `iuModels` models spread over the first `iuManufacturers` makers (more are added
 * when the catalogue has fewer), references like FXSQ50A (model k: its maker's series and a capacity
 * 20 + 3 * (k / makers)), and `compatibilities` pairs: compatibility k is model 1 + k % models with
 * article 1 + (j * 37 + u * 13) % articles (j = k / models), so a model's articles never repeat.
 * About one in seven carries a warning, one in eleven an accessory. One statement per table.
 */
async function generateCompatibilities(client: pg.Client, size: CatalogueSize, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query(
    'truncate compatibilities, iu_models, compatibility_warnings, compatibility_types, communication_protocols, iu_model_types restart identity cascade',
  );
  await client.query(
    // The catalogue's makers were inserted with explicit ids, so the sequence is behind them.
    `insert into manufacturers (id, az_iso, name, slug)
     select n, 'IUMAKER' || n, 'HVAC maker ' || n, 'hvac-maker-' || n
     from generate_series((select coalesce(max(id), 0) from manufacturers)::int + 1, $1::int) n`,
    [size.iuManufacturers],
  );
  await client.query(
    `select setval(pg_get_serial_sequence('manufacturers', 'id'), (select max(id) from manufacturers))`,
  );
  await client.query(`update manufacturers set protocol_active = true, easyzone_active = id % 2 = 0`);
  await client.query(`insert into iu_model_types (az_iso, name, sort_key)
    values ('DUCTED', 'Conductos', 10), ('CASSETTE', 'Cassette', 20), ('WALL', 'Split de pared', 30)`);
  await client.query(`insert into compatibility_types (az_iso, name, sort_key, color)
    values ('FULL', 'Compatible', 10, '2f9e44'), ('PARTIAL', 'Compatibilidad parcial', 20, 'f08c00'),
      ('ACCESSORY', 'Necesita accesorio', 30, '1c7ed6'), ('NOT_COMPATIBLE', 'No compatible', 40, 'e03131')`);
  await client.query(`insert into compatibility_warnings (az_iso, severity, compatibility_types, translations)
    values ('FW_GATEWAY', 'warning', '{2,3}', '{"es":{"text":"Requiere la pasarela con firmware 2.1 o posterior"}}'),
      ('NO_SWING', 'info', '{2}', '{"es":{"text":"El control de lamas no está disponible"}}')`);
  await client.query(
    `insert into communication_protocols (az_iso, name, manufacturers)
    select 'BUS' || id, name || ' bus', array[id] from manufacturers order by id limit $1`,
    [size.iuManufacturers],
  );
  const models = await client.query(
    `with makers as (
       select id, row_number() over (order by id) - 1 as n from manufacturers order by id limit $2
     ), refs as (
       select k, m.id as manufacturer_id,
         (array[${IU_SERIES.map((p) => `'${p}'`).join(', ')}])[1 + m.n % ${IU_SERIES.length}]
           || (20 + 3 * (k / $2::int)) || 'A' as reference
       from generate_series(0, $1::int - 1) k join makers m on m.n = k % $2::int
     )
     insert into iu_models (manufacturer_id, model_reference, model_key, commercial_name, iu_model_type_id,
       iu_model_technology_id, protocols, created_at)
     select r.manufacturer_id, r.reference, upper(regexp_replace(r.reference, '[^[:alnum:]]', '', 'g')),
       'Serie ' || split_part(r.reference, '-', 1), 1 + r.k % 3,
       (select id from iu_model_technologies order by sort_key limit 1 offset r.k % 3),
       array(select p.id from communication_protocols p where r.manufacturer_id = any(p.manufacturers)),
       $3::timestamptz + r.k * interval '1 hour'
     from refs r order by r.k
     on conflict do nothing`,
    [size.iuModels, size.iuManufacturers, new Date(START).toISOString()],
  );
  const compatibilities = await client.query(
    `insert into compatibilities (article_id, iu_model_id, compatibility_type_id, protocol_id, warnings,
       accessory_article_id, easyzone, created_at, updated_at)
     select a, u, 1 + k % 4, case when k % 3 = 0 then (select p.id from communication_protocols p
         where p.manufacturers @> array[(select manufacturer_id from iu_models where id = u)] limit 1) end,
       case when k % 7 = 0 then '{1}'::int[] else '{}'::int[] end,
       case when k % 11 = 0 and 1 + (k * 7) % $3::int <> a then 1 + (k * 7) % $3::int end,
       k % 5 = 0, d, d
     from generate_series(0, $1::int - 1) k
     cross join lateral (select 1 + k % $2::int as u, 1 + ((k / $2::int) * 37 + (k % $2::int) * 13) % $3::int as a) p
     cross join lateral (select $4::timestamptz + (k * ($5::float8 / $1)) * interval '1 millisecond' as d) t
     on conflict do nothing`,
    [size.compatibilities, models.rowCount, size.articles, new Date(START).toISOString(), END - START],
  );
  await client.query('vacuum (analyze) iu_models, compatibilities, communication_protocols');
  log(
    `  ${'compatibilities'.padEnd(22)} ${String(compatibilities.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { iu_models: models.rowCount ?? 0, compatibilities: compatibilities.rowCount ?? 0 };
}

/**
 * Notifications over six years (issue 33): the system's events in turn, mostly sent, some rejected
 * with their reason, a few pending and resent; recipients of 50,000 companies' addresses. The
 * message copies (`html`, `text`) are left out: stored out of line (TOAST), they weigh on no list.
 * One statement; indexes and triggers kept.
 */
/** The secondary indexes of `tables` and their exact definitions (constraint indexes excluded). */
function secondaryIndexes(client: pg.Client, tables: readonly string[]) {
  return client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relname = any($1) and c.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables],
  );
}

/**
 * Runs a set-based load of `tables` with their secondary indexes dropped and rebuilt after, from their
 * exact definitions (constraint indexes stay): a GIN index with fastupdate off takes each row at once,
 * which made 2,000,000 notifications take over 16 minutes with their search indexes in place.
 */
async function withoutSecondaryIndexes<T>(
  client: pg.Client,
  tables: readonly string[],
  load: () => Promise<T>,
) {
  const indexes = await secondaryIndexes(client, tables);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  const loaded = await load();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes.rows) await client.query(index.def);
  return loaded;
}

async function generateNotifications(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate notifications restart identity cascade');
  const result = await withoutSecondaryIndexes(client, ['notifications'], () =>
    client.query(
      `insert into notifications (status, recipient, subject, template, merge_vars, reject_reason, sent_at,
       locale, smtp_response, attempts, events, related_type, related_id, created_at, updated_at)
     select s.status, 'compras' || n % 50000 || '@clientes.bench.example.org',
       (array['Tu devolución RMA-', 'Tu garantía GAR-', 'Recogida PK', '[TCK-', 'Tu pedido PED-',
         'Te damos la bienvenida a PRO board ', 'Cambia tu contraseña ', 'Informe de la asistencia AT-'])[1 + n % 8]
         || lpad((n % 1000000)::text, 7, '0'),
       e.template, jsonb_build_object('code', lpad((n % 1000000)::text, 7, '0')),
       case when s.status = 'rejected' then '550 5.1.1 Recipient address rejected: User unknown' end,
       case when s.status in ('sent', 'resent') then d + interval '2 seconds' end,
       (array['es', 'es', 'es', 'fr', 'it', 'pt', 'en'])[1 + n % 7],
       case when s.status = 'rejected' then '550 5.1.1 Recipient address rejected: User unknown'
         else '250 2.0.0 Ok: queued' end, 1,
       '[{"type":"queued"}]'::jsonb, e.related, case when e.related is not null then 1 + n % 100000 end,
       d, d + interval '2 seconds'
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select (array['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'rejected',
       'pending', 'resent'])[1 + n % 10] as status) s
     cross join lateral (select (array['return_accepted', 'warranty_validated', 'pickup_booked', 'ticket_answered',
       'order_shipping', 'user_invitation', 'password_reset', 'assistance_report'])[1 + n % 8] as template,
       (array['returns', 'warranties', 'shipments', 'tickets', 'orders', null, null, 'assignments'])[1 + n % 8] as related) e`,
      [count, new Date(START).toISOString(), END - START],
    ),
  );
  await client.query('vacuum (analyze) notifications');
  log(
    `  ${'notifications'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * Audit rows over two years (issue 34), oldest first: mostly updates of a field or two (an article's
 * name and label, a ticket's or an order's state, a company's address), some creations, deletions
 * and reverts; by 400 staff users, over the generated records' ids. Set-based, one statement;
 * triggers kept (the list's counters are then exact), secondary indexes rebuilt after.
 */
async function generateAudits(
  client: pg.Client,
  count: number,
  articles: number,
  log: (line: string) => void,
) {
  const t0 = performance.now();
  await client.query('truncate audits restart identity');
  const result = await withoutSecondaryIndexes(client, ['audits'], () =>
    client.query(
      `insert into audits (user_id, user_email, event, auditable_type, auditable_id, old_values, new_values,
       url, ip, user_agent, created_at, updated_at)
     select u.id, 'agente' || u.id || '@airzone.bench.example.org', e.event, k.type, (1 + n::bigint * 7919 % k.ids)::text,
       case when e.event in ('updated', 'reverted') then k.old when e.event = 'deleted' then k.new end,
       case when e.event <> 'deleted' then k.new end,
       '/api/' || k.type || '/' || (1 + n::bigint * 7919 % k.ids), '10.20.' || u.id % 250 || '.' || n % 250,
       'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', d, d
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select 1 + (n * 31) % 400 as id) u
     cross join lateral (select (array['updated', 'updated', 'updated', 'updated', 'updated', 'updated',
       'updated', 'created', 'deleted', 'reverted'])[1 + n % 10] as event) e
     cross join lateral (select * from (values
       (0, 'articles', $4::int, jsonb_build_object('name', 'Termostato Blueface Zero ' || n % 997, 'az_label', 'AZCE6BLUEZERO' || n % 997),
         jsonb_build_object('name', 'Termostato Blueface Zero ' || n % 997 || ' blanco', 'az_label', 'AZCE6BLUEZERO' || n % 997 || 'B')),
       (1, 'tickets', 500000, '{"status":"open"}'::jsonb, '{"status":"answered"}'::jsonb),
       (2, 'orders', 1000000, '{"status":"pending"}'::jsonb, '{"status":"shipped"}'::jsonb),
       (3, 'companies', 100000, jsonb_build_object('address', 'Calle Mayor ' || n % 200), jsonb_build_object('address', 'Avenida de Europa ' || n % 200)),
       (4, 'returns', 200000, '{"status":"requested"}'::jsonb, '{"status":"accepted"}'::jsonb)
     ) v(slot, type, ids, old, new) where v.slot = n % 5) k`,
      [count, new Date(END - 700 * DAY).toISOString(), 700 * DAY, articles],
    ),
  );
  await client.query('vacuum (analyze) audits');
  log(
    `  ${'audits'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * Log rows over the 90 days the retention keeps (issue 34), oldest first: failed calls to the CRM,
 * A3, the carrier and the mail server, failed or refused requests of 400 staff users, jobs in trouble;
 * about four in five warnings, most of them repeated a few times (grouped rows), those older than a
 * week seen. Each message names its record, so every unseen row is its own group (the unique index).
 * Set-based, one statement; triggers kept (the list's counters are then exact), indexes built after.
 */
async function generateLogs(client: pg.Client, count: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query('truncate logs restart identity');
  // Built after the load: each row's trigram entries cost more than the whole index built at once.
  const indexes = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = current_schema() and tablename = 'logs' and indexname <> 'logs_pkey'`,
  );
  for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);
  const result = await client.query(
    `insert into logs (host, type, level, origin, message, context, user_id, user_ids, ip, user_agent, apikey,
       locale, market, count, created_at, last_seen_at, seen, seen_by, seen_at, updated_at)
     select 'proboard-app-' || (1 + n % 3), k.type, l.level, k.origin, k.message || ' (#' || n || ')',
       jsonb_build_object('attempt', 1 + n % 6, 'entity', jsonb_build_object('id', (n % 100000)::text)),
       case when k.type = 'api' then u.id end, case when k.type = 'api' then array[u.id] else '{}'::int[] end,
       case when k.type = 'api' then '10.20.' || u.id % 250 || '.' || n % 250 end,
       case when k.type = 'api' then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' end,
       case when k.type = 'api' then 'web' end, case when k.type = 'api' then 'es' end,
       case when k.type = 'api' then (array['ES', 'FR', 'IT', 'PT'])[1 + n % 4] end,
       1 + (n * 7) % 5, d - ((n * 7) % 5) * interval '3 hours', d,
       d < $4::timestamptz, case when d < $4::timestamptz then 1 + n % 400 end,
       case when d < $4::timestamptz then d + interval '1 day' end, d
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)
     cross join lateral (select 1 + (n * 31) % 400 as id) u
     cross join lateral (select (array['warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'error', 'error',
       'error', 'error', 'error', 'error', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn',
       'warn', 'error', 'error', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn',
       'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn',
       'warn', 'warn', 'warn', 'warn', 'fatal'])[1 + n % 50] as level) l
     cross join lateral (select * from (values
       (0, 'outbound', 'crm.upsertClient', 'timeout: no answer within 10000 ms'),
       (1, 'outbound', 'a3.sendOrder', 'http: answered 503'),
       (2, 'outbound', 'carrier.requestPickup', 'invalid_answer: unexpected shape at pickup.tracking_link'),
       (3, 'outbound', 'smtp.send', '452 4.2.2 Mailbox full'),
       (4, 'api', 'GET /api/msproduct.v1/admin/articles', 'canceling statement due to statement timeout'),
       (5, 'api', 'PUT /api/mscustomer.v1/admin/companies/:id', 'input refused by the database'),
       (6, 'job', 'exports', 'export failed: ENOSPC: no space left on device'),
       (7, 'job', 'imports', 'import file failed: unknown article')
     ) v(slot, type, origin, message) where v.slot = n % 8) k`,
    [count, new Date(END - 90 * DAY).toISOString(), 90 * DAY, new Date(END - 7 * DAY).toISOString()],
  );
  for (const index of indexes.rows) await client.query(index.def);
  await client.query('vacuum (analyze) logs');
  log(
    `  ${'logs'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}

/**
 * QR redirections (issue 35): `count` codes (QR-0000001...), one in twenty inactive, store links and a
 * campaign on most; and `scanDays` per-day counters spread over their codes, the last two years, the
 * three devices and a few countries (robots apart). Set-based, two statements.
 */
async function generateQr(client: pg.Client, count: number, scanDays: number, log: (line: string) => void) {
  const t0 = performance.now();
  await client.query(
    'truncate qr_redirections, qr_redirections_legacy, qr_scan_days restart identity cascade',
  );
  const codes = await client.query(
    `insert into qr_redirections (az_iso, active, type, description, link_default, link_ios, link_android,
       utm_source, utm_medium, utm_campaign, translations, created_at, updated_at)
     select 'QR-' || lpad(n::text, 7, '0'), n % 20 <> 0,
       (array['product', 'manual', 'packaging', 'marketing', 'support'])[1 + n % 5],
       'Código de la caja ' || n, 'https://www.example.com/p/' || n,
       case when n % 3 = 0 then 'https://apps.apple.com/es/app/airzone-cloud/id1145386614' end,
       case when n % 3 = 0 then 'https://play.google.com/store/apps/details?id=com.airzone.cloud' end,
       'qr', 'print', 'box-' || n % 100,
       jsonb_build_object('en', jsonb_build_object('seo_title', 'Box ' || n, 'link', 'https://www.example.com/en/p/' || n)),
       d, d
     from generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n * ($3::float8 / $1)) * interval '1 millisecond' as d) t(d)`,
    [count, new Date(START).toISOString(), END - START],
  );
  // Row n: code 1 + n % count, day n / (count * 6) back from today, one of 3 devices x 2 countries.
  const scans = await client.query(
    `insert into qr_scan_days (redirection_id, day, device, country, bot, scans)
     select 1 + n % $2, current_date - (n / ($2 * 6))::int, (array['ios', 'android', 'other'])[1 + (n / $2) % 3],
       (array['ES', 'PT'])[1 + (n / ($2 * 3)) % 2], false, 1 + n % 9
     from generate_series(0, $1::int - 1) n
     on conflict on constraint qr_scan_days_key do nothing`,
    [scanDays, count],
  );
  await client.query('vacuum (analyze) qr_redirections, qr_scan_days');
  log(
    `  ${'qr_redirections'.padEnd(22)} ${String(codes.rowCount).padStart(9)} rows, ${scans.rowCount} scan days  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { qr_redirections: codes.rowCount ?? 0, qr_scan_days: scans.rowCount ?? 0 };
}

/**
 * Card-terminal operations (issue 34), after the orders: operation n pays order 1 + n * 7919 % orders
 * (each its own order), minutes after the order was made, on one of six terminals of four merchants
 * (Airzone USA's in dollars). Mostly authorised payments; refusals (expired card, wrong CVV, issuer),
 * abandoned payments (9915), a few technical errors, refunds and preauthorisations; bank orders
 * `B` and 11 digits. One statement; indexes and triggers kept (the list's counters are then exact).
 */
async function generateTpvOperations(
  client: pg.Client,
  count: number,
  orders: number,
  log: (line: string) => void,
) {
  const t0 = performance.now();
  await client.query('truncate tpv_operations restart identity');
  const result = await client.query(
    `insert into tpv_operations (bank_operation_key, bank_order, order_reference, order_id, operation_type,
       transaction_type, status, response_code, amount_cents, currency, card_brand, card_last4,
       authorisation_code, secure_payment, merchant_code, terminal, operation_at, notified_at, last_notified_at,
       notification_count, bank_parameters, reconciliation_note, created_at, updated_at)
     select m.code || '/' || m.terminal || '/' || b.bank_order || '/' || x.type || '/'
         || to_char(w.at at time zone 'Europe/Madrid', 'YYYY-MM-DD HH24:MI') || '/' || a.auth,
       b.bank_order, o.order_reference, o.id, x.operation_type, x.type, s.status, c.code, v.amount, m.currency,
       case when s.status in ('cancelled', 'error') then null
         else (array['visa', 'visa', 'visa', 'mastercard', 'mastercard', 'amex'])[1 + n * 7 % 6] end,
       case when s.status in ('cancelled', 'error') then null else lpad((n::bigint * 7919 % 10000)::text, 4, '0') end,
       a.auth, s.status not in ('cancelled', 'error'), m.code, m.terminal, w.at, w.at + interval '3 seconds',
       w.at + interval '3 seconds' + (n % 3 = 0)::int * interval '20 minutes', 1 + (n % 3 = 0)::int,
       jsonb_build_object('Ds_Order', b.bank_order, 'Ds_MerchantCode', m.code, 'Ds_Terminal', m.terminal,
         'Ds_TransactionType', x.type, 'Ds_Response', c.code, 'Ds_Amount', v.amount::text,
         'Ds_MerchantData', o.order_reference, 'Ds_AuthorisationCode', a.auth),
       case when n % 17 = 0 then 'Conciliado con el extracto del banco' end,
       w.at + interval '3 seconds', w.at + interval '3 seconds'
     from generate_series(1, $1::int) n
     join orders o on o.id = 1 + (n::bigint * 7919) % $2::int
     cross join lateral (select 'B' || lpad(n::text, 11, '0') as bank_order,
       o.created_at + (n % 600) * interval '1 minute' as at) b
     cross join lateral (select b.at) w(at)
     cross join lateral (select case when n % 20 = 0 then '3' when n % 25 = 1 then '1' else '0' end as type) t
     cross join lateral (select t.type,
       case t.type when '3' then 'refund' when '1' then 'preauthorisation' else 'payment' end as operation_type) x
     cross join lateral (select case when t.type = '3' then '0900' else (array['0000', '0000', '0000', '0000',
       '0000', '0000', '0000', '0001', '0000', '0000', '0000', '0000', '0000', '0002', '0000', '0101', '0190',
       '9915', '0909', '0129'])[1 + n * 13 % 20] end as code) c
     cross join lateral (select case when c.code between '0000' and '0099' or c.code in ('0400', '0900') then 'approved'
       when c.code = '9915' then 'cancelled' when c.code in ('0909', '9912') then 'error' else 'rejected' end as status) s
     cross join lateral (select case when s.status = 'approved' then lpad((100000 + n::bigint * 37 % 899999)::text, 6, '0')
       else '' end as auth) a
     cross join lateral (select (array['999008881', '999008881', '999008882', '999008883', '999008884', '999008881'])[1 + n % 6] as code,
       (array['001', '002', '001', '001', '001', '003'])[1 + n % 6] as terminal,
       (array['EUR', 'EUR', 'EUR', 'EUR', 'USD', 'EUR'])[1 + n % 6] as currency) m
     cross join lateral (select case when t.type = '3' then greatest(100, o.total_cents / 3)
       else greatest(100, o.total_cents) end as amount) v`,
    [count, orders],
  );
  await client.query('vacuum (analyze) tpv_operations');
  log(
    `  ${'tpv_operations'.padEnd(22)} ${String(result.rowCount).padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result.rowCount ?? 0;
}
