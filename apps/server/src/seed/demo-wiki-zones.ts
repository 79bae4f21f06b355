import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';
import { storeDemoPdf } from './demo-media.ts';

/**
 * Demo wiki zone and documentation (issue 35): a tree of zones as a technical service keeps them,
 * documents with two to four versions each (the history, its notes and a restore), and the demo
 * products' manuals and technical sheets, on the demo media's PDFs (none without storage). A few
 * statements, whatever the number of rows; nothing is written twice.
 */
type Texts = Partial<Record<'es' | 'en' | 'fr' | 'it' | 'pt', { title: string; body: string }>>;
interface Version {
  texts: Texts;
  note: string;
  restoredFrom?: number;
}

const ZONES: { name: Record<string, string>; parent?: string }[] = [
  {
    name: {
      es: 'Instalación',
      en: 'Installation',
      fr: 'Installation',
      it: 'Installazione',
      pt: 'Instalação',
    },
  },
  {
    name: {
      es: 'Puesta en marcha',
      en: 'Commissioning',
      fr: 'Mise en service',
      it: 'Messa in servizio',
      pt: 'Arranque',
    },
  },
  {
    name: {
      es: 'Soporte técnico',
      en: 'Technical support',
      fr: 'Support technique',
      it: 'Supporto tecnico',
      pt: 'Suporte técnico',
    },
  },
  {
    name: {
      es: 'Procesos internos',
      en: 'Internal processes',
      fr: 'Processus internes',
      it: 'Processi interni',
      pt: 'Processos internos',
    },
  },
  {
    name: { es: 'Cableado', en: 'Wiring', fr: 'Câblage', it: 'Cablaggio', pt: 'Cablagem' },
    parent: 'Instalación',
  },
  {
    name: { es: 'Compuertas', en: 'Dampers', fr: 'Registres', it: 'Serrande', pt: 'Registos' },
    parent: 'Instalación',
  },
  {
    name: {
      es: 'Integraciones',
      en: 'Integrations',
      fr: 'Intégrations',
      it: 'Integrazioni',
      pt: 'Integrações',
    },
    parent: 'Soporte técnico',
  },
  {
    name: { es: 'Garantías', en: 'Warranties', fr: 'Garanties', it: 'Garanzie', pt: 'Garantias' },
    parent: 'Procesos internos',
  },
];

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const es = (title: string, ...body: string[]) => ({ title, body: p(...body) });

const DOCUMENTS: { zone: string; versions: Version[] }[] = [
  {
    zone: 'Cableado',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Cableado del bus Flexa 4.0',
            'Use cable apantallado de 2x0,22 mm² para el bus.',
            'Longitud máxima del bus: 200 m.',
          ),
        },
      },
      {
        note: 'Longitud revisada con producto',
        texts: {
          es: es(
            'Cableado del bus Flexa 4.0',
            'Use cable apantallado de 2x0,22 mm² para el bus.',
            'Longitud máxima del bus: 500 m en topología de bus.',
          ),
          en: es(
            'Flexa 4.0 bus wiring',
            'Use 2x0.22 mm² shielded cable for the bus.',
            'Maximum bus length: 500 m in bus topology.',
          ),
        },
      },
      {
        note: 'Añadida la conexión de la sonda',
        texts: {
          es: es(
            'Cableado del bus Flexa 4.0',
            'Use cable apantallado de 2x0,22 mm² para el bus.',
            'Longitud máxima del bus: 500 m en topología de bus.',
            'La sonda de retorno se conecta a los bornes T1.',
          ),
          en: es(
            'Flexa 4.0 bus wiring',
            'Use 2x0.22 mm² shielded cable for the bus.',
            'Maximum bus length: 500 m in bus topology.',
            'The return probe connects to terminals T1.',
          ),
        },
      },
    ],
  },
  {
    zone: 'Compuertas',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Montaje de compuertas motorizadas',
            'Fije la compuerta al plenum con cuatro tornillos.',
            'Compruebe el giro antes de cerrar el falso techo.',
          ),
        },
      },
      {
        note: 'Par de apriete',
        texts: {
          es: es(
            'Montaje de compuertas motorizadas',
            'Fije la compuerta al plenum con cuatro tornillos a 2 N·m.',
            'Compruebe el giro antes de cerrar el falso techo.',
          ),
          fr: es(
            'Montage des registres motorisés',
            'Fixez le registre au plénum avec quatre vis à 2 N·m.',
            'Vérifiez la rotation avant de fermer le faux plafond.',
          ),
        },
      },
    ],
  },
  {
    zone: 'Puesta en marcha',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Puesta en marcha de una instalación zonificada',
            'Dé de alta cada termostato en su zona.',
            'Configure el modo de la máquina desde la central.',
          ),
        },
      },
      {
        note: 'Paso de autoajuste',
        texts: {
          es: es(
            'Puesta en marcha de una instalación zonificada',
            'Dé de alta cada termostato en su zona.',
            'Lance el autoajuste de caudales.',
            'Configure el modo de la máquina desde la central.',
          ),
        },
      },
      {
        note: 'El autoajuste confundía a los instaladores',
        restoredFrom: 1,
        texts: {
          es: es(
            'Puesta en marcha de una instalación zonificada',
            'Dé de alta cada termostato en su zona.',
            'Configure el modo de la máquina desde la central.',
          ),
        },
      },
    ],
  },
  {
    zone: 'Integraciones',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Integración Aidoo Pro con Modbus',
            'Dirección Modbus por defecto: 1.',
            'Velocidad: 19200 baudios, 8N1.',
          ),
        },
      },
      {
        note: 'Traducción',
        texts: {
          es: es(
            'Integración Aidoo Pro con Modbus',
            'Dirección Modbus por defecto: 1.',
            'Velocidad: 19200 baudios, 8N1.',
          ),
          en: es('Aidoo Pro Modbus integration', 'Default Modbus address: 1.', 'Speed: 19200 baud, 8N1.'),
          it: es(
            'Integrazione Aidoo Pro con Modbus',
            'Indirizzo Modbus predefinito: 1.',
            'Velocità: 19200 baud, 8N1.',
          ),
        },
      },
    ],
  },
  {
    zone: 'Soporte técnico',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Termostato Blueface sin comunicación',
            'Revise la polaridad del bus.',
            'Reinicie la central durante 10 segundos.',
          ),
        },
      },
      {
        note: 'Código de error',
        texts: {
          es: es(
            'Termostato Blueface sin comunicación',
            'El termostato muestra el error 1.',
            'Revise la polaridad del bus.',
            'Reinicie la central durante 10 segundos.',
          ),
          pt: es(
            'Termóstato Blueface sem comunicação',
            'O termóstato mostra o erro 1.',
            'Verifique a polaridade do bus.',
            'Reinicie a central durante 10 segundos.',
          ),
        },
      },
    ],
  },
  {
    zone: 'Garantías',
    versions: [
      {
        note: 'Primera redacción',
        texts: {
          es: es(
            'Tramitar una garantía',
            'Pida el número de serie y la factura de compra.',
            'Abra la garantía desde la ficha del cliente.',
          ),
        },
      },
      {
        note: 'Plazo de respuesta',
        texts: {
          es: es(
            'Tramitar una garantía',
            'Pida el número de serie y la factura de compra.',
            'Abra la garantía desde la ficha del cliente.',
            'Responda al cliente en 48 horas laborables.',
          ),
        },
      },
      {
        note: 'Fotos obligatorias',
        texts: {
          es: es(
            'Tramitar una garantía',
            'Pida el número de serie, la factura de compra y una foto de la placa.',
            'Abra la garantía desde la ficha del cliente.',
            'Responda al cliente en 48 horas laborables.',
          ),
        },
      },
      {
        note: 'Revisión anual',
        texts: {
          es: es(
            'Tramitar una garantía',
            'Pida el número de serie, la factura de compra y una foto de la placa.',
            'Abra la garantía desde la ficha del cliente.',
            'Responda al cliente en 24 horas laborables.',
          ),
          en: es(
            'Handling a warranty claim',
            'Ask for the serial number, the purchase invoice and a photo of the rating plate.',
            'Open the warranty from the customer record.',
            'Answer the customer within 24 working hours.',
          ),
        },
      },
    ],
  },
];

const isEmpty = async (tx: Tx, table: string) =>
  (await tx.execute(sql.raw(`select 1 from ${table} limit 1`))).rows.length === 0;

/** The demo documentation's files: storage name and title. */
const DOCUMENTATION_PDFS = [
  ['documentation-manual', 'Manual de usuario Airzone'],
  ['documentation-sheet', 'Ficha tecnica Airzone'],
  ['documentation-guide', 'Guia de instalacion Airzone'],
  ['documentation-quick', 'Guia rapida Airzone'],
] as const;

export async function seedDemoWikiZones(tx: Tx, storage?: Storage) {
  if (await isEmpty(tx, 'wiki_zones')) {
    const zones = ZONES.map((zone, index) => ({
      parent: zone.parent ?? null,
      sort_key: (index + 1) * 10,
      translations: Object.fromEntries(Object.entries(zone.name).map(([k, name]) => [k, { name }])),
    }));
    // Roots first, then their children found by the parent's Spanish name.
    for (const roots of [true, false]) {
      await tx.execute(sql`insert into wiki_zones (parent_id, sort_key, translations)
        select (select p.id from wiki_zones p where p.translations->'es'->>'name' = z.parent), z.sort_key, z.translations
        from jsonb_to_recordset(${JSON.stringify(zones)}::jsonb) as z(parent text, sort_key int, translations jsonb)
        where (z.parent is null) = ${roots}`);
    }
  }
  if (await isEmpty(tx, 'wiki_documents')) {
    const documents = DOCUMENTS.map((document, index) => ({
      key: index,
      zone: document.zone,
      versions: document.versions.map((version) => ({
        translations: version.texts,
        note: version.note,
        restored_from: version.restoredFrom ?? null,
      })),
    }));
    // One statement: the documents (holding their newest version) and every version, written weeks apart.
    await tx.execute(sql`with data as (
        select * from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as d(key int, zone text, versions jsonb)),
      author as (select id, trim(name || ' ' || surname) as name from users where email = 'admin@proboard.local'),
      docs as (
        insert into wiki_documents (zone_id, translations, current_version, created_at, updated_at)
        select z.id, d.versions->-1->'translations', jsonb_array_length(d.versions),
          now() - (jsonb_array_length(d.versions) * 21 + d.key) * interval '1 day', now() - d.key * interval '1 day'
        from data d join wiki_zones z on z.translations->'es'->>'name' = d.zone
        returning id, translations, created_at)
      insert into wiki_document_versions (document_id, number, translations, note, restored_from, created_by, author, created_at)
      select docs.id, v.n, v.value->'translations', v.value->>'note', (v.value->>'restored_from')::int,
        (select id from author), (select name from author), docs.created_at + (v.n - 1) * interval '21 days'
      from data d join docs on docs.translations = d.versions->-1->'translations'
      cross join jsonb_array_elements(d.versions) with ordinality v(value, n)`);
  }
  if (await isEmpty(tx, 'documentation')) {
    // The demo products' manuals and technical sheets, on the demo media's PDFs.
    // Their own PDFs (a manual, a sheet, a guide); a seed without storage (the tests' template)
    // links the ones the manufacturer's site publishes.
    const urls = [];
    for (const [name, title] of DOCUMENTATION_PDFS)
      urls.push(
        storage
          ? await storeDemoPdf(tx, storage, name, title)
          : `https://www.airzonecontrol.com/descargas/${name}.pdf`,
      );
    await tx.execute(sql`with pdfs as (
        select url, n from unnest(${sql.param(urls)}::text[]) with ordinality as u(url, n)),
      targets as (select id, az_iso, name, row_number() over (order by id) as n from products order by id limit 12),
      kinds(kind, es, en, fr) as (values
        ('manual', 'Manual de usuario', 'User manual', 'Manuel utilisateur'),
        ('technical_sheet', 'Ficha técnica', 'Technical sheet', 'Fiche technique'),
        ('installation_guide', 'Guía de instalación', 'Installation guide', 'Guide d''installation')),
      rows as (
        select t.id as product_id, k.kind,
          jsonb_build_object('es', jsonb_build_object('title', k.es || ' ' || t.name),
            'en', jsonb_build_object('title', k.en || ' ' || t.name), 'fr', jsonb_build_object('title', k.fr || ' ' || t.name)) as translations,
          (select url from pdfs where pdfs.n = 1 + (t.n + length(k.kind)) % greatest((select count(*) from pdfs), 1)) as url,
          (t.n % 3 + 1) || '.' || (t.n % 4) as version
        from targets t cross join kinds k),
      docs as (
        insert into documentation (document_type, translations, version, file_url, languages, markets)
        select kind, translations, version, url, '{es,en,fr}', coalesce((select array_agg(id order by id) from markets where iso in ('ES', 'FR', 'PT')), '{}')
        from rows where url is not null
        returning id, translations, document_type)
      insert into documentation_products (documentation_id, product_id)
      select docs.id, rows.product_id from docs join rows on rows.translations = docs.translations and rows.kind = docs.document_type`);
  }
}
