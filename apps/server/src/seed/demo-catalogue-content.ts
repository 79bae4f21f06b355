import { slugify } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function isEmpty(tx: Tx, table: string) {
  const rows = await tx.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${sql.raw(`"${table}"`)}) as empty`,
  );
  return rows.rows[0]?.empty ?? false;
}

async function idOf(tx: Tx, table: string, azIso: string): Promise<number | null> {
  const rows = await tx.execute<{ id: number }>(
    sql`select id from ${sql.raw(`"${table}"`)} where az_iso = ${azIso}`,
  );
  return rows.rows[0]?.id ?? null;
}

/** [az_iso, es, en, fr, it, children] */
type CategoryNode = [string, string, string, string, string, CategoryNode[]];

const CATEGORY_TREE: CategoryNode[] = [
  [
    'CLIMA',
    'Climatización',
    'Air conditioning and heating',
    'Climatisation',
    'Climatizzazione',
    [
      [
        'CLIMA_AA',
        'Aire acondicionado',
        'Air conditioning',
        'Climatisation',
        'Aria condizionata',
        [
          ['CLIMA_AA_CONDUCTOS', 'Conductos', 'Ducted', 'Gainable', 'Canalizzato', []],
          ['CLIMA_AA_SPLIT', 'Split de pared', 'Wall split', 'Split mural', 'Split a parete', []],
          ['CLIMA_AA_CASSETTE', 'Cassette', 'Cassette', 'Cassette', 'Cassetta', []],
        ],
      ],
      [
        'CLIMA_CALEF',
        'Calefacción',
        'Heating',
        'Chauffage',
        'Riscaldamento',
        [
          [
            'CLIMA_CALEF_SUELO',
            'Suelo radiante',
            'Underfloor heating',
            'Plancher chauffant',
            'Pavimento radiante',
            [],
          ],
          ['CLIMA_CALEF_RADIADORES', 'Radiadores', 'Radiators', 'Radiateurs', 'Radiatori', []],
        ],
      ],
    ],
  ],
  [
    'CONTROL',
    'Control y zonificación',
    'Control and zoning',
    'Régulation et zonage',
    'Controllo e zonizzazione',
    [
      ['CONTROL_TERMOSTATOS', 'Termostatos', 'Thermostats', 'Thermostats', 'Termostati', []],
      [
        'CONTROL_COMPUERTAS',
        'Compuertas motorizadas',
        'Motorised dampers',
        'Registres motorisés',
        'Serrande motorizzate',
        [],
      ],
    ],
  ],
  [
    'VENTILACION',
    'Ventilación y calidad del aire',
    'Ventilation and air quality',
    "Ventilation et qualité de l'air",
    "Ventilazione e qualità dell'aria",
    [],
  ],
];

async function seedCategories(tx: Tx, nodes: CategoryNode[], parentId: number | null) {
  let sortKey = 10;
  for (const [azIso, es, en, fr, it, children] of nodes) {
    const translations = JSON.stringify({
      es: { name: es, slug: slugify(es) },
      en: { name: en, slug: slugify(en) },
      fr: { name: fr, slug: slugify(fr) },
      it: { name: it, slug: slugify(it) },
    });
    const id = (
      await tx.execute<{
        id: number;
      }>(sql`insert into categories (az_iso, name, slug, parent_id, sort_key, translations)
        values (${azIso}, ${es}, ${slugify(es)}, ${parentId}, ${sortKey}, ${translations}::jsonb) returning id`)
    ).rows[0]!.id;
    sortKey += 10;
    await seedCategories(tx, children, id);
  }
}

const ARTICLE_TYPES = [
  ['EQUIPO', 'Equipo', 'Equipment'],
  ['ACCESORIO', 'Accesorio', 'Accessory'],
  ['REPUESTO', 'Repuesto', 'Spare part'],
  ['KIT', 'Kit', 'Kit'],
  ['SERVICIO', 'Servicio', 'Service'],
] as const;

/**
 * Demo content of the catalogue: a category tree (Climatización › Aire acondicionado › Conductos...),
 * article types, a watermark, FAQs and docs at each of the five levels and a few autodiagnoses.
 * Each part only once, and only where the demo catalogue holds its targets.
 */
export async function seedDemoCatalogueContent(tx: Tx) {
  if (await isEmpty(tx, 'categories')) await seedCategories(tx, CATEGORY_TREE, null);
  if (await isEmpty(tx, 'article_types')) {
    for (const [index, [azIso, es, en]] of ARTICLE_TYPES.entries()) {
      await tx.execute(sql`insert into article_types (az_iso, name, sort_key, translations)
        values (${azIso}, ${es}, ${(index + 1) * 10}, ${JSON.stringify({ es: { name: es }, en: { name: en } })}::jsonb)`);
    }
  }
  const markets = (
    await tx.execute<{ id: number; active: boolean }>(sql`select id, active from markets order by id`)
  ).rows;
  const available = sql.param(markets.map((m) => m.id));
  const active = sql.param(markets.filter((m) => m.active).map((m) => m.id));
  if (await isEmpty(tx, 'watermarks')) {
    await tx.execute(sql`insert into watermarks (az_iso, name, image_url, position, opacity, markets_available, markets_active)
      values ('AIRZONE_WEB', 'Logotipo Airzone (web)', 'marca-agua-airzone.png', 'bottom_right', 35, ${available}::int[], ${active}::int[]),
             ('AIRZONE_PRENSA', 'Logotipo Airzone (prensa)', 'marca-agua-prensa.png', 'center', 15, ${available}::int[], '{}')`);
  }

  const range = await idOf(tx, 'ranges', 'AZ6');
  const system = await idOf(tx, 'systems', 'AZ6_FLEXA');
  const family = await idOf(tx, 'families', 'AZ6_FLEXA_THERM');
  const product =
    (await tx.execute<{ id: number }>(sql`select id from products order by id limit 1`)).rows[0]?.id ?? null;
  const article =
    (await tx.execute<{ id: number }>(sql`select id from articles order by id limit 1`)).rows[0]?.id ?? null;
  if (!range || !system || !family || !product || !article) return;
  const levels = [
    { level: 'range', range_id: range, system_id: null, family_id: null, product_id: null, article_id: null },
    {
      level: 'system',
      range_id: range,
      system_id: system,
      family_id: null,
      product_id: null,
      article_id: null,
    },
    {
      level: 'category',
      range_id: range,
      system_id: system,
      family_id: family,
      product_id: null,
      article_id: null,
    },
    {
      level: 'product',
      range_id: null,
      system_id: null,
      family_id: null,
      product_id: product,
      article_id: null,
    },
    {
      level: 'article',
      range_id: null,
      system_id: null,
      family_id: null,
      product_id: null,
      article_id: article,
    },
  ];

  if (await isEmpty(tx, 'faqs')) {
    const questions = [
      [
        '¿Qué garantía tienen los equipos Airzone 6000?',
        'Tres años desde la fecha de compra, con la factura como justificante.',
        'What warranty do Airzone 6000 units have?',
        'Three years from the date of purchase, with the invoice as proof.',
      ],
      [
        '¿Cuántas zonas admite un sistema Flexa 4.0?',
        'Hasta 8 zonas por central y 32 centrales por instalación.',
        'How many zones does a Flexa 4.0 system take?',
        'Up to 8 zones per central unit and 32 central units per installation.',
      ],
      [
        '¿Puedo cambiar las pilas del termostato sin perder la configuración?',
        'Sí: la configuración se guarda en la central.',
        'Can I change the thermostat batteries without losing its settings?',
        'Yes: the settings are kept in the central unit.',
      ],
      [
        '¿Es compatible con el control por voz?',
        'Sí, con Alexa y Google Home desde la app Airzone Cloud.',
        'Does it work with voice control?',
        'Yes, with Alexa and Google Home through the Airzone Cloud app.',
      ],
      [
        '¿Dónde encuentro el número de serie?',
        'En la etiqueta de la parte trasera del equipo y en la caja.',
        'Where do I find the serial number?',
        'On the label at the back of the unit and on the box.',
      ],
    ];
    for (const [index, target] of levels.entries()) {
      const [es, esAnswer, en, enAnswer] = questions[index]!;
      await tx.execute(sql`insert into faqs (level, range_id, system_id, family_id, product_id, article_id, question, answer,
          sort_key, translations, markets_available, markets_active)
        values (${target.level}, ${target.range_id}, ${target.system_id}, ${target.family_id}, ${target.product_id}, ${target.article_id},
          ${es}, ${esAnswer}, ${(index + 1) * 10}, ${JSON.stringify({ en: { question: en, answer: enAnswer } })}::jsonb,
          ${available}::int[], ${active}::int[])`);
    }
  }
  if (await isEmpty(tx, 'docs')) {
    const documents = [
      [
        'Catálogo comercial Airzone 6000',
        'brochure',
        'https://docs.example.com/airzone-6000/catalogo-2026.pdf',
      ],
      [
        'Manual de instalación Flexa 4.0',
        'installation_guide',
        'https://docs.example.com/flexa-4/manual-instalacion.pdf',
      ],
      [
        'Ficha técnica termostatos Flexa',
        'datasheet',
        'https://docs.example.com/flexa-4/termostatos-ficha.pdf',
      ],
      [
        'Declaración de conformidad CE',
        'declaration_of_conformity',
        'https://docs.example.com/certificados/ce.pdf',
      ],
      ['Manual de usuario', 'manual', 'https://docs.example.com/manuales/usuario.pdf'],
    ];
    for (const [index, target] of levels.entries()) {
      const [title, type, url] = documents[index]!;
      await tx.execute(sql`insert into docs (level, range_id, system_id, family_id, product_id, article_id, title, document_type,
          document_url, languages, sort_key)
        values (${target.level}, ${target.range_id}, ${target.system_id}, ${target.family_id}, ${target.product_id}, ${target.article_id},
          ${title}, ${type}, ${url}, '{es,en}', ${(index + 1) * 10})`);
    }
  }
  if (await isEmpty(tx, 'autodiagnoses')) {
    const diagnoses: [string, string, string, [string, string][]][] = [
      [
        'AD_TERMOSTATO_APAGADO',
        'family',
        'El termostato no enciende',
        [
          [
            '¿Tiene pilas o está conectado a la alimentación?',
            'Cambia las pilas (CR2450) o revisa el cableado de alimentación.',
          ],
          ['¿Se ilumina la pantalla al tocarla?', 'Mantén pulsado el botón 10 segundos para reiniciarlo.'],
        ],
      ],
      [
        'AD_ZONA_SIN_AIRE',
        'product',
        'Una zona no recibe aire',
        [
          [
            '¿Está la zona en modo encendido y con consigna por debajo de la temperatura?',
            'Enciende la zona y ajusta la consigna.',
          ],
          [
            '¿Se oye moverse la compuerta al cambiar la consigna?',
            'Revisa el motor de la compuerta y su conexión a la central.',
          ],
        ],
      ],
      [
        'AD_SIN_CONEXION',
        'product',
        'La app no conecta con la instalación',
        [
          [
            '¿El webserver tiene el led de red fijo?',
            'Comprueba la conexión del router o vuelve a configurar la wifi.',
          ],
        ],
      ],
    ];
    // English for every text, so the demo shows the translations panels filled.
    const english: Record<string, string> = {
      'El termostato no enciende': 'The thermostat does not switch on',
      'Una zona no recibe aire': 'A zone gets no air',
      'La app no conecta con la instalación': 'The app does not connect to the installation',
      '¿Tiene pilas o está conectado a la alimentación?': 'Does it have batteries or power?',
      'Cambia las pilas (CR2450) o revisa el cableado de alimentación.':
        'Replace the batteries (CR2450) or check the power wiring.',
      '¿Se ilumina la pantalla al tocarla?': 'Does the screen light up when touched?',
      'Mantén pulsado el botón 10 segundos para reiniciarlo.':
        'Hold the button for 10 seconds to restart it.',
      '¿Está la zona en modo encendido y con consigna por debajo de la temperatura?':
        'Is the zone on, with its set point below the room temperature?',
      'Enciende la zona y ajusta la consigna.': 'Switch the zone on and adjust its set point.',
      '¿Se oye moverse la compuerta al cambiar la consigna?':
        'Can you hear the damper move when the set point changes?',
      'Revisa el motor de la compuerta y su conexión a la central.':
        'Check the damper motor and its connection to the main board.',
      '¿El webserver tiene el led de red fijo?': "Is the webserver's network LED steady?",
      'Comprueba la conexión del router o vuelve a configurar la wifi.':
        'Check the router connection or set up the Wi-Fi again.',
    };
    for (const [azIso, level, symptom, checks] of diagnoses) {
      const id = (
        await tx.execute<{
          id: number;
        }>(sql`insert into autodiagnoses (az_iso, level, product_id, family_id, symptom, solution, translations)
          values (${azIso}, ${level}, ${level === 'product' ? product : null}, ${level === 'family' ? family : null}, ${symptom},
            'Si el problema persiste, contacta con el servicio técnico.',
            ${JSON.stringify({ en: { symptom: english[symptom], solution: 'If the problem persists, contact technical support.' } })}::jsonb)
          returning id`)
      ).rows[0]!.id;
      for (const [index, [question, solution]] of checks.entries()) {
        const translations = { en: { question: english[question], solution: english[solution] } };
        await tx.execute(sql`insert into autodiagnosis_checks
          (autodiagnosis_id, sort_id, question, solution, translations)
          values (${id}, ${index}, ${question}, ${solution}, ${JSON.stringify(translations)}::jsonb)`);
      }
    }
  }
}
