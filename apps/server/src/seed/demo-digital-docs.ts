import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';
import { sanitizeRichText } from '../platform/rich-text.ts';

type Texts = { es: string; en: string };
interface DemoContent {
  title: Texts;
  body: Texts;
}
interface DemoSubsection {
  title: Texts;
  contents: DemoContent[];
}
interface DemoSection {
  title: Texts;
  subsections: DemoSubsection[];
}

const SUPPORT = '<a href="https://www.example.com/soporte" target="_blank">www.example.com/soporte</a>';

/** One realistic book: the installation manual of the Flexa system, in Spanish and English. */
const BOOK = {
  az_iso: 'FLEXA_INSTALL',
  sort_key: 10,
  title: { es: 'Manual de instalación del sistema Flexa', en: 'Flexa system installation manual' },
  description: {
    es: 'Guía para instaladores: montaje, cableado y puesta en marcha del sistema de zonificación Flexa 4.0.',
    en: 'Installer guide: mounting, wiring and commissioning of the Flexa 4.0 zoning system.',
  },
  sections: [
    {
      title: { es: 'Antes de empezar', en: 'Before you start' },
      subsections: [
        {
          title: { es: 'Seguridad', en: 'Safety' },
          contents: [
            {
              title: { es: 'Precauciones generales', en: 'General precautions' },
              body: {
                es: '<h2>Precauciones generales</h2><p>Lea este manual <strong>antes</strong> de instalar el equipo.</p><ul><li><p>Desconecte la alimentación de la máquina de climatización.</p></li><li><p>Use herramientas aisladas.</p></li><li><p>Respete la normativa eléctrica local (REBT en España).</p></li></ul>',
                en: '<h2>General precautions</h2><p>Read this manual <strong>before</strong> installing the equipment.</p><ul><li><p>Switch off the power to the air-conditioning unit.</p></li><li><p>Use insulated tools.</p></li><li><p>Follow the local wiring regulations.</p></li></ul>',
              },
            },
          ],
        },
        {
          title: { es: 'Contenido de la caja', en: 'What is in the box' },
          contents: [
            {
              title: { es: 'Componentes suministrados', en: 'Supplied components' },
              body: {
                es: '<h3>Componentes</h3><ol><li><p>Central de sistema Flexa 4.0</p></li><li><p>Pasarela de comunicación con la máquina</p></li><li><p>Termostatos Think (uno por zona)</p></li><li><p>Tornillería y tacos</p></li></ol>',
                en: '<h3>Components</h3><ol><li><p>Flexa 4.0 system controller</p></li><li><p>Communication gateway for the unit</p></li><li><p>Think thermostats (one per zone)</p></li><li><p>Screws and wall plugs</p></li></ol>',
              },
            },
          ],
        },
      ],
    },
    {
      title: { es: 'Instalación', en: 'Installation' },
      subsections: [
        {
          title: { es: 'Montaje de la central', en: 'Mounting the controller' },
          contents: [
            {
              title: { es: 'Ubicación', en: 'Location' },
              body: {
                es: '<h2>Ubicación</h2><p>Instale la central cerca de la máquina, en un lugar <em>seco y ventilado</em>, a una distancia máxima de 40 m de cualquier termostato.</p>',
                en: '<h2>Location</h2><p>Mount the controller near the unit, somewhere <em>dry and ventilated</em>, at most 40 m from any thermostat.</p>',
              },
            },
            {
              title: { es: 'Fijación en carril DIN', en: 'DIN rail mounting' },
              body: {
                es: '<p>Encaje la central en el carril DIN y compruebe que el clip de bloqueo queda cerrado.</p><blockquote><p>No la monte dentro del plénum.</p></blockquote>',
                en: '<p>Clip the controller onto the DIN rail and check that the locking clip is closed.</p><blockquote><p>Do not mount it inside the plenum.</p></blockquote>',
              },
            },
          ],
        },
        {
          title: { es: 'Cableado', en: 'Wiring' },
          contents: [
            {
              title: { es: 'Bus de termostatos', en: 'Thermostat bus' },
              body: {
                es: '<h2>Bus de termostatos</h2><p>Use cable apantallado de 2×0,22 + 2×0,5 mm². Conecte en este orden:</p><ol><li><p>A y B (datos)</p></li><li><p>+ y − (alimentación)</p></li></ol><p>La longitud total del bus no debe superar los 40 m.</p>',
                en: '<h2>Thermostat bus</h2><p>Use shielded 2×0.22 + 2×0.5 mm² cable. Connect in this order:</p><ol><li><p>A and B (data)</p></li><li><p>+ and − (power)</p></li></ol><p>The whole bus must not exceed 40 m.</p>',
              },
            },
            {
              title: { es: 'Alimentación', en: 'Power supply' },
              body: {
                es: '<p>Alimente la central a 110/230 Vac con un magnetotérmico independiente de <code>6 A</code>.</p>',
                en: '<p>Supply the controller at 110/230 Vac through its own <code>6 A</code> circuit breaker.</p>',
              },
            },
          ],
        },
      ],
    },
    {
      title: { es: 'Puesta en marcha', en: 'Commissioning' },
      subsections: [
        {
          title: { es: 'Configuración inicial', en: 'Initial setup' },
          contents: [
            {
              title: { es: 'Asociación de zonas', en: 'Pairing the zones' },
              body: {
                es:
                  '<h2>Asociación de zonas</h2><p>Desde el primer termostato, elija <strong>Configuración › Zonas</strong> y asigne una zona a cada termostato.</p><hr /><p>¿Dudas? Consulte ' +
                  SUPPORT +
                  '.</p>',
                en:
                  '<h2>Pairing the zones</h2><p>From the first thermostat, choose <strong>Setup › Zones</strong> and give each thermostat its zone.</p><hr /><p>Questions? See ' +
                  SUPPORT +
                  '.</p>',
              },
            },
          ],
        },
      ],
    },
  ] satisfies DemoSection[],
};

const translations = (title: Texts, extra?: { key: string; value: Texts }) =>
  JSON.stringify({
    es: { title: title.es, ...(extra ? { [extra.key]: extra.value.es } : {}) },
    en: { title: title.en, ...(extra ? { [extra.key]: extra.value.en } : {}) },
  });

/** The demo book, once (left as users changed it); its texts go through the same sanitiser as writes. */
export async function seedDemoDigitalDocs(tx: Tx) {
  const book = await tx.execute<{ id: number }>(sql`
    insert into digital_books (az_iso, sort_key, translations, markets)
    values (${BOOK.az_iso}, ${BOOK.sort_key},
      ${translations(BOOK.title, { key: 'description', value: BOOK.description })}::jsonb,
      coalesce((select array_agg(id order by id) from markets where iso in ('ES', 'PT', 'FR')), '{}'))
    on conflict (az_iso) do nothing returning id`);
  const bookId = book.rows[0]?.id;
  if (!bookId) return;
  await tx.execute(sql`insert into digital_book_products (book_id, product_id)
    select ${bookId}, p.id from products p join families f on f.id = p.family_id
    where f.az_iso like 'AZ6_FLEXA%' on conflict do nothing`);
  for (const [s, section] of BOOK.sections.entries()) {
    const sectionId = (
      await tx.execute<{ id: number }>(sql`insert into digital_sections (book_id, position, translations)
        values (${bookId}, ${s + 1}, ${translations(section.title)}::jsonb) returning id`)
    ).rows[0]!.id;
    for (const [u, subsection] of section.subsections.entries()) {
      const subsectionId = (
        await tx.execute<{
          id: number;
        }>(sql`insert into digital_subsections (section_id, position, translations)
          values (${sectionId}, ${u + 1}, ${translations(subsection.title)}::jsonb) returning id`)
      ).rows[0]!.id;
      for (const [c, content] of subsection.contents.entries()) {
        const body = { es: sanitizeRichText(content.body.es), en: sanitizeRichText(content.body.en) };
        await tx.execute(sql`insert into digital_contents (subsection_id, position, translations)
          values (${subsectionId}, ${c + 1}, ${translations(content.title, { key: 'body', value: body })}::jsonb)`);
      }
    }
  }
}
