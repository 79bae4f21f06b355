import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';

/**
 * Demo media: the classification a product manager would set up (images, documents, videos) and a
 * few dozen resources. With a storage, the images and PDFs are small real files made here; without
 * one (the test template), only the resources that point to external URLs are seeded.
 */

const GROUPS = [
  { az_iso: 'IMG', name: 'Imágenes', en: 'Images', fr: 'Images', it: 'Immagini', pt: 'Imagens' },
  { az_iso: 'DOC', name: 'Documentos', en: 'Documents', fr: 'Documents', it: 'Documenti', pt: 'Documentos' },
  { az_iso: 'VID', name: 'Vídeos', en: 'Videos', fr: 'Vidéos', it: 'Video', pt: 'Vídeos' },
];

const CLASSES = [
  { az_iso: 'IMG_PRODUCT', group: 'IMG', name: 'Fotos de producto', en: 'Product photos' },
  { az_iso: 'IMG_AMBIENT', group: 'IMG', name: 'Fotos de ambiente', en: 'Ambience photos' },
  { az_iso: 'DOC_DATASHEET', group: 'DOC', name: 'Fichas técnicas', en: 'Datasheets' },
  { az_iso: 'DOC_MANUAL', group: 'DOC', name: 'Manuales de instalación', en: 'Installation manuals' },
  { az_iso: 'DOC_CERT', group: 'DOC', name: 'Certificados', en: 'Certificates' },
  { az_iso: 'VID_TUTORIAL', group: 'VID', name: 'Vídeos tutoriales', en: 'Tutorial videos' },
];

const TYPES = [
  { az_iso: 'PHOTO_MAIN', class: 'IMG_PRODUCT', name: 'Foto principal', en: 'Main photo' },
  { az_iso: 'PHOTO_DETAIL', class: 'IMG_PRODUCT', name: 'Foto de detalle', en: 'Detail photo' },
  { az_iso: 'PHOTO_AMBIENT', class: 'IMG_AMBIENT', name: 'Instalación en vivienda', en: 'Home installation' },
  { az_iso: 'DATASHEET', class: 'DOC_DATASHEET', name: 'Ficha técnica', en: 'Datasheet' },
  { az_iso: 'MANUAL_INSTALL', class: 'DOC_MANUAL', name: 'Manual de instalación', en: 'Installation manual' },
  { az_iso: 'MANUAL_USER', class: 'DOC_MANUAL', name: 'Manual de usuario', en: 'User manual' },
  { az_iso: 'CERT_CE', class: 'DOC_CERT', name: 'Declaración CE', en: 'EC declaration' },
  { az_iso: 'CERT_EUROVENT', class: 'DOC_CERT', name: 'Certificado Eurovent', en: 'Eurovent certificate' },
  {
    az_iso: 'VIDEO_INSTALL',
    class: 'VID_TUTORIAL',
    name: 'Tutorial de instalación',
    en: 'Installation tutorial',
  },
  { az_iso: 'VIDEO_APP', class: 'VID_TUTORIAL', name: 'Tutorial de la aplicación', en: 'App tutorial' },
];

type DemoSource = { png: [number, number, number] } | { pdf: string } | { url: string };

interface DemoResource {
  az_iso: string;
  name: string;
  en: string;
  type: string;
  languages: string[];
  source: DemoSource;
  fileName?: string;
}

const PRODUCT_PHOTOS: [string, string, [number, number, number]][] = [
  ['Termostato Blueface Zero blanco', 'Blueface Zero thermostat, white', [236, 239, 241]],
  ['Termostato Blueface Zero negro', 'Blueface Zero thermostat, black', [38, 50, 56]],
  ['Termostato Think radio', 'Think radio thermostat', [207, 216, 220]],
  ['Termostato Lite cable', 'Lite wired thermostat', [176, 190, 197]],
  ['Central Flexa 4.0', 'Flexa 4.0 main board', [0, 105, 92]],
  ['Pasarela Aidoo Pro', 'Aidoo Pro gateway', [21, 101, 192]],
  ['Rejilla motorizada RINT', 'RINT motorised grille', [120, 144, 156]],
  ['Compuerta circular motorizada', 'Motorised circular damper', [96, 125, 139]],
];

const AMBIENT_PHOTOS: [string, string, [number, number, number]][] = [
  ['Salón con rejillas lineales', 'Living room with linear grilles', [255, 224, 178]],
  ['Dormitorio con termostato Think', 'Bedroom with Think thermostat', [225, 190, 231]],
  ['Oficina diáfana zonificada', 'Zoned open-plan office', [200, 230, 201]],
  ['Hotel: habitación tipo', 'Hotel: standard room', [255, 236, 179]],
];

const DOCUMENTS: [string, string, string, string[]][] = [
  ['DATASHEET', 'Ficha técnica Flexa 4.0', 'Flexa 4.0 datasheet', ['es', 'en']],
  ['DATASHEET', 'Ficha técnica Aidoo Pro Fancoil', 'Aidoo Pro Fancoil datasheet', ['es', 'en', 'fr']],
  ['DATASHEET', 'Ficha técnica Blueface Zero', 'Blueface Zero datasheet', ['es', 'en', 'it']],
  ['MANUAL_INSTALL', 'Manual de instalación Flexa 4.0', 'Flexa 4.0 installation manual', ['es']],
  ['MANUAL_INSTALL', 'Manuel d’installation Easyzone', 'Easyzone installation manual', ['fr']],
  ['MANUAL_INSTALL', 'Manuale di installazione Aidoo', 'Aidoo installation manual', ['it']],
  [
    'MANUAL_USER',
    'Manual de usuario Airzone Cloud',
    'Airzone Cloud user manual',
    ['es', 'en', 'fr', 'it', 'pt'],
  ],
  ['MANUAL_USER', 'Manual do utilizador Think', 'Think user manual', ['pt']],
  ['CERT_CE', 'Declaración CE de conformidad Flexa', 'Flexa EC declaration of conformity', ['es', 'en']],
  ['CERT_CE', 'Declaración CE Aidoo Pro', 'Aidoo Pro EC declaration', ['es', 'en']],
  ['CERT_EUROVENT', 'Certificado Eurovent rejillas RINT', 'Eurovent certificate RINT grilles', ['en']],
];

const VIDEOS: [string, string, string, string, string[]][] = [
  [
    'VIDEO_INSTALL',
    'Cómo instalar una central Flexa 4.0',
    'How to install a Flexa 4.0 board',
    'https://video.example.com/airzone/flexa-instalacion',
    ['es'],
  ],
  [
    'VIDEO_INSTALL',
    'Installer une passerelle Aidoo',
    'Installing an Aidoo gateway',
    'https://video.example.com/airzone/aidoo-installation-fr',
    ['fr'],
  ],
  [
    'VIDEO_INSTALL',
    'Cablear un termostato Lite',
    'Wiring a Lite thermostat',
    'https://video.example.com/airzone/lite-cableado',
    ['es', 'en'],
  ],
  [
    'VIDEO_APP',
    'Primeros pasos con Airzone Cloud',
    'Getting started with Airzone Cloud',
    'https://video.example.com/airzone/cloud-primeros-pasos',
    ['es', 'en'],
  ],
  [
    'VIDEO_APP',
    'Programaciones horarias en la app',
    'Schedules in the app',
    'https://video.example.com/airzone/cloud-programaciones',
    ['es'],
  ],
  [
    'VIDEO_APP',
    'Guida rapida all’app Airzone',
    'Airzone app quick guide',
    'https://video.example.com/airzone/app-guida-rapida',
    ['it'],
  ],
  [
    'DATASHEET',
    'Catálogo de rejillas en línea',
    'Online grille catalogue',
    'https://docs.example.com/catalogo/rejillas-2025',
    ['es', 'en'],
  ],
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function demoResources(): DemoResource[] {
  const photos = [
    ...PRODUCT_PHOTOS.map(([name, en, rgb], i) => ({
      name,
      en,
      rgb,
      type: i % 3 === 2 ? 'PHOTO_DETAIL' : 'PHOTO_MAIN',
    })),
    ...AMBIENT_PHOTOS.map(([name, en, rgb]) => ({ name, en, rgb, type: 'PHOTO_AMBIENT' })),
  ];
  return [
    ...photos.map((photo, i) => ({
      az_iso: `MR_IMG_${String(i + 1).padStart(3, '0')}`,
      name: photo.name,
      en: photo.en,
      type: photo.type,
      languages: [],
      source: { png: photo.rgb } as DemoSource,
      fileName: `${slug(photo.name)}.png`,
    })),
    ...DOCUMENTS.map(([type, name, en, languages], i) => ({
      az_iso: `MR_DOC_${String(i + 1).padStart(3, '0')}`,
      name,
      en,
      type,
      languages,
      source: { pdf: name } as DemoSource,
      fileName: `${slug(name)}.pdf`,
    })),
    ...VIDEOS.map(([type, name, en, url, languages], i) => ({
      az_iso: `MR_URL_${String(i + 1).padStart(3, '0')}`,
      name,
      en,
      type,
      languages,
      source: { url } as DemoSource,
    })),
  ];
}

// ---- small real files ------------------------------------------------------------------------------

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
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** A 160x120 PNG: a soft vertical gradient of `rgb` with a darker band, like a product shot's backdrop. */
function demoPng([r, g, b]: [number, number, number]): Buffer {
  const width = 160;
  const height = 120;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const shade = y > 80 && y < 96 ? 0.6 : 1 - y / (height * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round(r * shade);
      row[2 + x * 3] = Math.round(g * shade);
      row[3 + x * 3] = Math.round(b * shade);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])])),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page A4 PDF with the document's title, readable in any viewer. */
function demoPdf(title: string): Buffer {
  const ascii = title
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 60 760 Td (${ascii}) Tj /F1 11 Tf 0 -28 Td (Airzone - documentacion de demostracion) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A demo PDF as a stored file (its bytes and its `stored_files` row); its `/files/...` address. */
export async function storeDemoPdf(tx: Tx, storage: Storage, name: string, title: string) {
  const bytes = demoPdf(title);
  const key = demoKey(name, 'pdf');
  await storage.put(key, bytes, 'application/pdf');
  await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256)
    values (${key}, ${`${slug(title)}.pdf`}, 'application/pdf', 'pdf', ${bytes.length},
      ${createHash('sha256').update(bytes).digest('hex')}) on conflict (storage_key) do nothing`);
  return `/files/${key}`;
}

/** A stable storage key per demo resource, shaped like an upload's (`<uuid>.<extension>`). */
function demoKey(azIso: string, extension: string): string {
  const hex = createHash('sha256').update(`proboard-demo-media:${azIso}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.${extension}`;
}

const translations = (row: { name: string; en: string; fr?: string; it?: string; pt?: string }) =>
  JSON.stringify({
    es: { name: row.name },
    en: { name: row.en },
    ...(row.fr ? { fr: { name: row.fr } } : {}),
    ...(row.it ? { it: { name: row.it } } : {}),
    ...(row.pt ? { pt: { name: row.pt } } : {}),
  });

export async function seedDemoMedia(tx: Tx, storage?: Storage) {
  for (const [i, group] of GROUPS.entries()) {
    await tx.execute(sql`insert into media_groups (az_iso, name, sort_key, translations)
      values (${group.az_iso}, ${group.name}, ${(i + 1) * 10}, ${translations(group)}::jsonb) on conflict (az_iso) do nothing`);
  }
  for (const [i, klass] of CLASSES.entries()) {
    await tx.execute(sql`insert into media_classes (az_iso, name, sort_key, translations, media_group_id)
      select ${klass.az_iso}, ${klass.name}, ${(i + 1) * 10}, ${translations(klass)}::jsonb, id
      from media_groups where az_iso = ${klass.group} on conflict (az_iso) do nothing`);
  }
  for (const [i, type] of TYPES.entries()) {
    await tx.execute(sql`insert into media_types (az_iso, name, sort_key, translations, media_class_id)
      select ${type.az_iso}, ${type.name}, ${(i + 1) * 10}, ${translations(type)}::jsonb, id
      from media_classes where az_iso = ${type.class} on conflict (az_iso) do nothing`);
  }

  const manufacturers = (await tx.execute<{ id: number }>(sql`select id from manufacturers order by id`))
    .rows;
  const products = (await tx.execute<{ id: number }>(sql`select id from products order by id limit 12`)).rows;
  const articles = (await tx.execute<{ id: number }>(sql`select id from articles order by id limit 24`)).rows;
  const families = (await tx.execute<{ id: number }>(sql`select id from families order by id limit 8`)).rows;

  for (const [i, resource] of demoResources().entries()) {
    const exists = await tx.execute(sql`select 1 from media_resources where az_iso = ${resource.az_iso}`);
    if (exists.rows.length) continue;
    let fileUrl: string | null = null;
    let url: string | null = null;
    if ('url' in resource.source) url = resource.source.url;
    else {
      if (!storage) continue;
      const isPng = 'png' in resource.source;
      const bytes = 'png' in resource.source ? demoPng(resource.source.png) : demoPdf(resource.source.pdf);
      const key = demoKey(resource.az_iso, isPng ? 'png' : 'pdf');
      const mime = isPng ? 'image/png' : 'application/pdf';
      await storage.put(key, bytes, mime);
      await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256)
        values (${key}, ${resource.fileName ?? key}, ${mime}, ${isPng ? 'png' : 'pdf'}, ${bytes.length},
          ${createHash('sha256').update(bytes).digest('hex')}) on conflict (storage_key) do nothing`);
      fileUrl = `/files/${key}`;
    }
    const description = `${resource.name}. Material de ${resource.type.startsWith('PHOTO') ? 'imagen' : 'consulta'} para distribuidores e instaladores.`;
    const inserted = await tx.execute<{ id: number }>(sql`insert into media_resources
        (az_iso, name, description, translations, media_type_id, url, file_url, languages, created_at)
      select ${resource.az_iso}, ${resource.name}, ${description},
        ${JSON.stringify({ es: { name: resource.name }, en: { name: resource.en } })}::jsonb, id, ${url}, ${fileUrl},
        ${sql.param(resource.languages)}::text[], now() - make_interval(days => ${i * 3})
      from media_types where az_iso = ${resource.type} returning id`);
    const id = inserted.rows[0]?.id;
    if (!id) continue;
    const maker = manufacturers[i % Math.max(1, manufacturers.length)];
    if (maker) {
      await tx.execute(sql`insert into media_resource_manufacturers (media_resource_id, manufacturer_id)
        values (${id}, ${maker.id}) on conflict do nothing`);
    }
    // Photos illustrate articles and products; documents describe products and families.
    const link = async (table: string, column: string, rows: { id: number }[], count: number) => {
      for (let k = 0; k < count && rows.length; k++) {
        const target = rows[(i * 2 + k) % rows.length]!;
        await tx.execute(
          sql`insert into ${sql.raw(table)} (${sql.raw(column)}, media_resource_id) values (${target.id}, ${id}) on conflict do nothing`,
        );
      }
    };
    if (resource.type.startsWith('PHOTO')) {
      await link('article_media_resources', 'article_id', articles, 2);
      await link('product_media_resources', 'product_id', products, 1);
    } else if (!('url' in resource.source)) {
      await link('product_media_resources', 'product_id', products, 2);
      await link('family_media_resources', 'family_id', families, 1);
    }
  }
}
