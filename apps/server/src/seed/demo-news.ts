import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * Demo news and alerts: past, current and future ones in several markets, as a marketing team and
 * the technical service would publish them. Days are relative to the seed, so "current" stays
 * current on a fresh start. News images are the demo media's photos (when the seed has storage),
 * each under the 64 kB rule. Two statements, whatever the number of rows.
 */

type Texts = Partial<Record<'es' | 'en' | 'fr' | 'it' | 'pt', { title: string; body: string }>>;

interface DemoPublication {
  az_iso: string;
  /** Days from the seed to the start (negative: in the past); null: a draft without a date. */
  from: number | null;
  /** Days from the seed to the end; null: no end. */
  until: number | null;
  publish: boolean;
  markets: string[];
  texts: Texts;
}

interface DemoNews extends DemoPublication {
  /** The demo media resource whose photo illustrates it. */
  photo?: string;
  link?: string;
  image_description?: string;
}

const p = (text: string) => `<p>${text}</p>`;

const NEWS: DemoNews[] = [
  {
    az_iso: 'NEWS-FLEXA4-LAUNCH',
    from: -120,
    until: -60,
    publish: true,
    markets: ['ES', 'PT'],
    photo: 'Central Flexa 4.0',
    link: 'https://www.airzonecontrol.com/es/flexa-4',
    image_description: 'Central Flexa 4.0 sobre fondo verde',
    texts: {
      es: {
        title: 'Llega Flexa 4.0',
        body: p(
          'La nueva central de zonificación <strong>Flexa 4.0</strong> ya está disponible en distribución.',
        ),
      },
      pt: {
        title: 'Chegou o Flexa 4.0',
        body: p('A nova central de zonificação <strong>Flexa 4.0</strong> já está disponível.'),
      },
    },
  },
  {
    az_iso: 'NEWS-BLUEFACE-ZERO-BLACK',
    from: -10,
    until: 50,
    publish: true,
    markets: ['ES', 'FR', 'IT', 'PT'],
    photo: 'Termostato Blueface Zero negro',
    link: 'https://www.airzonecontrol.com/es/blueface-zero',
    image_description: 'Termostato Blueface Zero en acabado negro',
    texts: {
      es: {
        title: 'Blueface Zero, ahora también en negro',
        body: p(
          'El termostato táctil de la gama Zero estrena acabado <em>negro mate</em>. Pídelo con la referencia AZCE6BLUEZEROCB.',
        ),
      },
      en: {
        title: 'Blueface Zero, now in black too',
        body: p('The Zero range touch thermostat now comes in a <em>matt black</em> finish.'),
      },
      fr: {
        title: 'Blueface Zero, désormais en noir',
        body: p('Le thermostat tactile de la gamme Zero existe maintenant en <em>noir mat</em>.'),
      },
      it: {
        title: 'Blueface Zero, ora anche nero',
        body: p('Il termostato touch della gamma Zero ora è disponibile in <em>nero opaco</em>.'),
      },
      pt: {
        title: 'Blueface Zero, agora também em preto',
        body: p('O termóstato tátil da gama Zero estreia o acabamento <em>preto mate</em>.'),
      },
    },
  },
  {
    az_iso: 'NEWS-AIDOO-PRO-FANCOIL',
    from: -3,
    until: null,
    publish: true,
    markets: ['ES', 'FR'],
    photo: 'Pasarela Aidoo Pro',
    link: 'https://www.airzonecontrol.com/es/aidoo-pro',
    image_description: 'Pasarela Aidoo Pro con su cable de bus',
    texts: {
      es: {
        title: 'Aidoo Pro para fancoils',
        body: p('Controla fancoils de 0-10 V desde la app Airzone Cloud con la nueva pasarela Aidoo Pro.'),
      },
      fr: {
        title: 'Aidoo Pro pour ventilo-convecteurs',
        body: p('Pilotez vos ventilo-convecteurs 0-10 V depuis l’app Airzone Cloud.'),
      },
    },
  },
  {
    az_iso: 'NEWS-INSTALLER-COURSE-IT',
    from: -1,
    until: 14,
    publish: true,
    markets: ['IT'],
    photo: 'Oficina diáfana zonificada',
    link: 'https://www.airzonecontrol.com/it/formazione',
    image_description: 'Aula di formazione per installatori',
    texts: {
      es: {
        title: 'Curso para instaladores en Milán',
        body: p('Formación presencial sobre zonificación de conductos, plazas limitadas.'),
      },
      it: {
        title: 'Corso per installatori a Milano',
        body: p('Formazione in aula sulla zonizzazione delle canalizzazioni: posti limitati.'),
      },
    },
  },
  {
    az_iso: 'NEWS-HOTEL-CASE-STUDY',
    from: -30,
    until: 30,
    publish: true,
    markets: ['ES', 'PT', 'FR'],
    photo: 'Hotel: habitación tipo',
    image_description: 'Habitación de hotel climatizada por zonas',
    texts: {
      es: {
        title: 'Caso de éxito: hotel de 120 habitaciones',
        body: p('Cómo un hotel redujo un 28 % su consumo con control por habitación.'),
      },
      fr: {
        title: 'Étude de cas : hôtel de 120 chambres',
        body: p('Comment un hôtel a réduit sa consommation de 28 %.'),
      },
    },
  },
  {
    az_iso: 'NEWS-THINK-RADIO-PROMO',
    from: 7,
    until: 37,
    publish: true,
    markets: ['ES', 'PT'],
    photo: 'Dormitorio con termostato Think',
    link: 'https://www.airzonecontrol.com/es/promociones',
    image_description: 'Termostato Think en la pared de un dormitorio',
    texts: {
      es: {
        title: 'Promoción de invierno: termostatos Think',
        body: p('Del 1 al 31 del mes, un 10 % de descuento en termostatos Think radio.'),
      },
      pt: {
        title: 'Promoção de inverno: termóstatos Think',
        body: p('Durante o mês, 10 % de desconto nos termóstatos Think rádio.'),
      },
    },
  },
  {
    az_iso: 'NEWS-RINT-GRILLES-FR',
    from: 21,
    until: null,
    publish: true,
    markets: ['FR'],
    photo: 'Rejilla motorizada RINT',
    image_description: 'Grille motorisée RINT',
    texts: {
      es: {
        title: 'Rejillas RINT en Francia',
        body: p('Las rejillas motorizadas RINT llegan al catálogo francés.'),
      },
      fr: {
        title: 'Les grilles RINT arrivent en France',
        body: p('Les grilles motorisées RINT rejoignent le catalogue français.'),
      },
    },
  },
  {
    az_iso: 'NEWS-CLOUD-APP-DRAFT',
    from: null,
    until: null,
    publish: false,
    markets: ['ES'],
    photo: 'Salón con rejillas lineales',
    texts: {
      es: {
        title: 'Nueva versión de Airzone Cloud (borrador)',
        body: p('Pendiente de fecha de lanzamiento.'),
      },
    },
  },
];

const ALERTS: DemoPublication[] = [
  {
    az_iso: 'ALERT-CLOUD-MAINTENANCE-OLD',
    from: -45,
    until: -44,
    publish: true,
    markets: ['ES', 'PT', 'FR', 'IT'],
    texts: {
      es: {
        title: 'Mantenimiento de Airzone Cloud',
        body: p('El servicio estuvo en mantenimiento de 02:00 a 04:00.'),
      },
      en: {
        title: 'Airzone Cloud maintenance',
        body: p('The service was under maintenance from 02:00 to 04:00.'),
      },
    },
  },
  {
    az_iso: 'ALERT-FIRMWARE-FLEXA-3-17',
    from: -2,
    until: 12,
    publish: true,
    markets: ['ES', 'PT'],
    texts: {
      es: {
        title: 'Actualiza Flexa 3 al firmware 3.17',
        body: p(
          'Corrige la pérdida de comunicación con termostatos Lite. <strong>Actualización recomendada.</strong>',
        ),
      },
      pt: {
        title: 'Atualize o Flexa 3 para o firmware 3.17',
        body: p('Corrige a perda de comunicação com termóstatos Lite.'),
      },
    },
  },
  {
    az_iso: 'ALERT-DELIVERY-DELAYS-IT',
    from: -5,
    until: 5,
    publish: true,
    markets: ['IT'],
    texts: {
      es: {
        title: 'Retrasos en entregas a Italia',
        body: p('Las entregas a Italia pueden retrasarse 48 horas por huelga de transporte.'),
      },
      it: {
        title: 'Ritardi nelle consegne',
        body: p('Le consegne possono subire ritardi di 48 ore per sciopero dei trasporti.'),
      },
    },
  },
  {
    az_iso: 'ALERT-SUPPORT-HOURS-FR',
    from: -1,
    until: null,
    publish: true,
    markets: ['FR'],
    texts: {
      es: { title: 'Nuevo horario del servicio técnico', body: p('De lunes a viernes, de 8:00 a 19:00.') },
      fr: {
        title: 'Nouveaux horaires du support technique',
        body: p('Du lundi au vendredi, de 8 h à 19 h.'),
      },
    },
  },
  {
    az_iso: 'ALERT-HOLIDAY-CLOSURE',
    from: 20,
    until: 22,
    publish: true,
    markets: ['ES', 'PT'],
    texts: {
      es: {
        title: 'Cierre por festivo',
        body: p('El almacén no expide pedidos durante el festivo nacional.'),
      },
      pt: {
        title: 'Encerramento por feriado',
        body: p('O armazém não expede encomendas durante o feriado.'),
      },
    },
  },
  {
    az_iso: 'ALERT-RECALL-DRAFT',
    from: null,
    until: null,
    publish: false,
    markets: ['ES'],
    texts: {
      es: { title: 'Aviso de revisión de lote (borrador)', body: p('Texto en revisión con calidad.') },
    },
  },
];

/** The rows as one JSON document, read back by jsonb_to_recordset. */
const asRows = (items: readonly (DemoPublication & Partial<DemoNews>)[]) =>
  JSON.stringify(
    items.map((item) => ({
      az_iso: item.az_iso,
      publish: item.publish,
      from_days: item.from,
      until_days: item.until,
      markets: item.markets,
      translations: item.texts,
      photo: item.photo ?? null,
      link: item.link ?? null,
      image_description: item.image_description ?? null,
    })),
  );

/** Starts and ends at whole minutes, as the API keeps them. */
const startOf = (days: string) =>
  sql.raw(
    `case when ${days} is null then null else date_trunc('minute', now()) + make_interval(days => ${days}) end`,
  );

export async function seedDemoNews(tx: Tx) {
  const exists = await tx.execute(sql`select 1 from news limit 1`);
  if (exists.rows.length) return;
  await tx.execute(sql`insert into news (az_iso, publish, publish_at, publish_end_at, translations, markets,
      image_url, link, image_description, created_at)
    select r.az_iso, r.publish, ${startOf('r.from_days')}, ${startOf('r.until_days')}, r.translations,
      array(select m.id from markets m where m.iso = any(r.markets) order by m.id),
      (select x.file_url from media_resources x join stored_files f on f.storage_key = substr(x.file_url, 8)
        where x.name = r.photo and f.mime like 'image/%' and f.size <= 65536 limit 1),
      r.link, r.image_description,
      now() - make_interval(days => greatest(0, -coalesce(r.from_days, 0)) + 2)
    from jsonb_to_recordset(${asRows(NEWS)}::jsonb) as r(az_iso text, publish boolean, from_days int,
      until_days int, markets text[], translations jsonb, photo text, link text, image_description text)`);
  await tx.execute(sql`insert into alerts (az_iso, publish, publish_at, publish_end_at, translations, markets, created_at)
    select r.az_iso, r.publish, ${startOf('r.from_days')}, ${startOf('r.until_days')}, r.translations,
      array(select m.id from markets m where m.iso = any(r.markets) order by m.id),
      now() - make_interval(days => greatest(0, -coalesce(r.from_days, 0)) + 1)
    from jsonb_to_recordset(${asRows(ALERTS)}::jsonb) as r(az_iso text, publish boolean, from_days int,
      until_days int, markets text[], translations jsonb)`);
}
