import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's tickets ("consultas"): categories with subcategories (names in five languages, a contact
 * per market), one configuration per market, and a few hundred tickets over every state with their
 * threads (the customer's question, internal notes, the staff's answers e-mailed, follow-ups) and the
 * history that brought each one to its state. Half are about demo companies when that area has seeded
 * some. Drawn in a fixed order, so every seeded database has the same tickets. Skipped once any
 * ticket category exists.
 */

const TICKET_COUNT = 360;
const AGENT = 'aftersales@proboard.local';
const MARKETS = ['ES', 'FR', 'IT', 'PT'] as const;

type Names = { es: string; en: string; fr: string; it: string; pt: string };
const names = (es: string, en: string, fr: string, it: string, pt: string): Names => ({ es, en, fr, it, pt });

const CATEGORIES: { az_iso: string; name: Names; subs: { az_iso: string; name: Names }[] }[] = [
  {
    az_iso: 'INSTALACION',
    name: names('Instalación', 'Installation', 'Installation', 'Installazione', 'Instalação'),
    subs: [
      {
        az_iso: 'INST-CABLEADO',
        name: names(
          'Cableado y bus',
          'Wiring and bus',
          'Câblage et bus',
          'Cablaggio e bus',
          'Cablagem e bus',
        ),
      },
      {
        az_iso: 'INST-COMPUERTAS',
        name: names(
          'Compuertas y plenum',
          'Dampers and plenum',
          'Registres et plénum',
          'Serrande e plenum',
          'Comportas e plenum',
        ),
      },
    ],
  },
  {
    az_iso: 'CONECTIVIDAD',
    name: names(
      'Conectividad y app',
      'Connectivity and app',
      'Connectivité et appli',
      'Connettività e app',
      'Conectividade e app',
    ),
    subs: [
      {
        az_iso: 'CON-WIFI',
        name: names(
          'Webserver y wifi',
          'Webserver and wifi',
          'Webserver et wifi',
          'Webserver e wifi',
          'Webserver e wifi',
        ),
      },
      {
        az_iso: 'CON-CLOUD',
        name: names('Airzone Cloud', 'Airzone Cloud', 'Airzone Cloud', 'Airzone Cloud', 'Airzone Cloud'),
      },
      {
        az_iso: 'CON-INTEGRACION',
        name: names(
          'Integraciones (KNX, Modbus)',
          'Integrations (KNX, Modbus)',
          'Intégrations (KNX, Modbus)',
          'Integrazioni (KNX, Modbus)',
          'Integrações (KNX, Modbus)',
        ),
      },
    ],
  },
  {
    az_iso: 'RECAMBIOS',
    name: names('Recambios', 'Spare parts', 'Pièces détachées', 'Ricambi', 'Peças de substituição'),
    subs: [
      {
        az_iso: 'REC-PLACAS',
        name: names(
          'Placas y centrales',
          'Boards and controllers',
          'Cartes et centrales',
          'Schede e centrali',
          'Placas e centrais',
        ),
      },
      {
        az_iso: 'REC-TERMOSTATOS',
        name: names('Termostatos', 'Thermostats', 'Thermostats', 'Termostati', 'Termóstatos'),
      },
    ],
  },
  {
    az_iso: 'PEDIDOS',
    name: names(
      'Pedidos y facturación',
      'Orders and invoicing',
      'Commandes et facturation',
      'Ordini e fatturazione',
      'Encomendas e faturação',
    ),
    subs: [
      {
        az_iso: 'PED-PLAZOS',
        name: names(
          'Plazos de entrega',
          'Delivery times',
          'Délais de livraison',
          'Tempi di consegna',
          'Prazos de entrega',
        ),
      },
      {
        az_iso: 'PED-FACTURAS',
        name: names(
          'Facturas y abonos',
          'Invoices and credit notes',
          'Factures et avoirs',
          'Fatture e note di credito',
          'Faturas e notas de crédito',
        ),
      },
    ],
  },
  {
    az_iso: 'FORMACION',
    name: names(
      'Formación técnica',
      'Technical training',
      'Formation technique',
      'Formazione tecnica',
      'Formação técnica',
    ),
    subs: [],
  },
];

const CONTACTS: Record<(typeof MARKETS)[number], [string, string]> = {
  ES: ['Lucía Ferrer Soler', 'sat.es@proboard.example.com'],
  FR: ['Camille Rousseau', 'sav.fr@proboard.example.com'],
  IT: ['Giulia Bianchi', 'assistenza.it@proboard.example.com'],
  PT: ['Inês Carvalho', 'apoio.pt@proboard.example.com'],
};

const SIGNATURES: Record<(typeof MARKETS)[number], string> = {
  ES: 'Servicio de Asistencia Técnica\nTel. 902 400 445 · lunes a viernes de 8:00 a 18:00',
  FR: 'Service après-vente\nTél. 04 72 00 00 00 · du lundi au vendredi de 8h à 18h',
  IT: 'Assistenza tecnica\nTel. 02 0000 0000 · dal lunedì al venerdì, 8:00-18:00',
  PT: 'Assistência técnica\nTel. 21 000 0000 · de segunda a sexta, 8:00-18:00',
};

const CUSTOMERS = [
  ['Marta Soler', 'marta.soler@instalacionesllevant.example.com', 'ES'],
  ['Javier Ortega', 'jortega@climaortega.example.com', 'ES'],
  ['Nuria Vidal', 'nuria@fredvidal.example.com', 'ES'],
  ['Pierre Lefèvre', 'p.lefevre@thermique-atlantique.example.fr', 'FR'],
  ['Sophie Martin', 'sophie.martin@climservices-lyon.example.fr', 'FR'],
  ['Marco Colombo', 'm.colombo@termobrambilla.example.it', 'IT'],
  ['Francesca Ricci', 'f.ricci@climaveneto.example.it', 'IT'],
  ['João Ferreira', 'joao.ferreira@climadouro.example.pt', 'PT'],
  ['Ana Sousa', 'ana.sousa@energialisboa.example.pt', 'PT'],
] as const;

const QUESTIONS = [
  [
    'El termostato Blueface no enlaza con la central',
    'Buenos días, tras cambiar la central el termostato Blueface de la zona 3 no enlaza. ¿Hay que actualizar el firmware?',
  ],
  [
    'Webserver sin conexión a Airzone Cloud',
    'El webserver muestra el led rojo fijo y la app dice "dispositivo sin conexión". La red wifi funciona.',
  ],
  [
    'Plazo de entrega de motores de compuerta',
    '¿Cuándo tendréis stock de motores de compuerta para plenum? Tengo una obra parada.',
  ],
  [
    'Factura duplicada del pedido de octubre',
    'Nos ha llegado dos veces la misma factura del pedido de octubre. ¿Podéis anular una?',
  ],
  [
    'Integración Modbus con enfriadora',
    'Necesito el mapa de registros Modbus para integrar la central Flexa con una enfriadora.',
  ],
  [
    'Rejilla motorizada que no abre',
    'La rejilla motorizada de 300 mm no abre cuando la zona pide. El motor hace ruido.',
  ],
  [
    'Curso de puesta en marcha',
    '¿Cuándo es el próximo curso de puesta en marcha de sistemas Flexa en nuestra zona?',
  ],
  [
    'Recambio de placa central',
    'Se ha quemado la placa de la central tras una tormenta. ¿Cuál es la referencia del recambio?',
  ],
] as const;

const ANSWERS = [
  'Hola: actualiza la central a la versión 3.2 desde el Webserver y vuelve a asociar el termostato. Te dejamos el manual adjunto en la zona de descargas.',
  'Gracias por escribirnos. Reinicia el Webserver manteniendo pulsado el botón 10 segundos y vuelve a configurarlo desde la app.',
  'Tenemos previsto recibir stock la semana próxima; te reservamos las unidades de tu pedido.',
  'Hemos anulado la factura duplicada; en unos días recibirás el abono correspondiente.',
  'Te enviamos el mapa de registros Modbus de la central Flexa 4.0 y el esquema de conexión.',
];
const NOTES = [
  'Cliente habitual: priorizar.',
  'Consultado con el departamento técnico; el fallo está corregido en el firmware 3.2.',
  'Revisar si entra en garantía antes de responder.',
  'Llamar al instalador por la tarde, por la mañana está en obra.',
];
const FOLLOW_UPS = [
  'Gracias, ya funciona correctamente.',
  'Lo he probado y sigue igual. ¿Podéis llamarme?',
  'Perfecto, quedo a la espera del envío.',
];

/** The states a ticket goes through to reach its own (each step a history row). */
function pathTo(state: 'open' | 'answered' | 'closed', n: number): string[] {
  if (state === 'open') return n % 4 === 0 ? ['open', 'answered', 'open'] : ['open'];
  if (state === 'answered') return ['open', 'answered'];
  return n % 3 === 0 ? ['open', 'closed'] : ['open', 'answered', 'closed'];
}

async function seedCategories(tx: Tx) {
  const markets = await tx.execute<{ id: number; iso: string }>(
    sql`select id, iso from markets where iso = any(${sql.param([...MARKETS])}::text[])`,
  );
  const contacts = markets.rows.map((m) => {
    const [contact_name, contact_email] = CONTACTS[m.iso as (typeof MARKETS)[number]];
    return { market_id: m.id, contact_name, contact_email };
  });
  for (const category of CATEGORIES) {
    const translations = Object.fromEntries(Object.entries(category.name).map(([l, name]) => [l, { name }]));
    const parent = await tx.execute<{
      id: number;
    }>(sql`insert into ticket_categories (az_iso, name, translations, contacts)
      values (${category.az_iso}, ${category.name.es}, ${JSON.stringify(translations)}::jsonb, ${JSON.stringify(contacts)}::jsonb)
      returning id`);
    for (const sub of category.subs) {
      const subTranslations = Object.fromEntries(Object.entries(sub.name).map(([l, name]) => [l, { name }]));
      await tx.execute(sql`insert into ticket_categories (az_iso, name, translations, parent_id)
        values (${sub.az_iso}, ${sub.name.es}, ${JSON.stringify(subTranslations)}::jsonb, ${parent.rows[0]!.id})`);
    }
  }
}

export async function seedDemoTickets(tx: Tx) {
  const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ticket_categories`);
  if (existing.rows[0]!.n > 0) return;
  await seedCategories(tx);
  const staff = await tx.execute<{ id: number; email: string }>(sql`select id, email from users
    where type = 'internal' and status = 'active' order by (email = ${AGENT}) desc, id limit 8`);
  const agent = staff.rows[0] ?? null;
  for (const [i, market] of MARKETS.entries()) {
    await tx.execute(sql`insert into tickets_configurations (market, default_assignee_id, reply_from, close_when_reply,
        signature)
      select ${market}, ${staff.rows[i % Math.max(staff.rows.length, 1)]?.id ?? null},
        ${`consultas.${market.toLowerCase()}@proboard.example.com`}, ${market === 'PT'}, ${SIGNATURES[market]}
      where exists (select 1 from markets where iso = ${market})`);
  }
  const categories = await tx.execute<{ id: number; parent_id: number | null }>(
    sql`select id, parent_id from ticket_categories order by id`,
  );
  const mains = categories.rows.filter((c) => c.parent_id === null);
  const companies = await tx.execute<{ id: number; name: string; email: string; market: string | null }>(
    sql`select id, name, email, market from companies where email is not null order by id limit 80`,
  );

  const now = Date.parse('2026-11-20T09:00:00Z');
  const hour = 3_600_000;
  const records: object[] = [];
  const history: object[] = [];
  const messages: object[] = [];
  const states = ['open', 'answered', 'closed'] as const;
  for (let n = 0; n < TICKET_COUNT; n++) {
    const state = states[n % 3]!;
    const code = `CON-${String(n + 1).padStart(7, '0')}`;
    const main = mains[n % mains.length]!;
    const subs = categories.rows.filter((c) => c.parent_id === main.id);
    const company =
      n % 2 === 0 && companies.rows.length ? companies.rows[(n / 2) % companies.rows.length]! : null;
    const [, customerEmail, customerMarket] = CUSTOMERS[n % CUSTOMERS.length]!;
    const [subject, question] = QUESTIONS[n % QUESTIONS.length]!;
    const assignee = staff.rows.length && n % 7 !== 3 ? staff.rows[n % staff.rows.length]! : null;
    const created = now - (TICKET_COUNT - n) * 20 * hour;
    const path = pathTo(state, n);
    records.push({
      code,
      subject,
      category_id: main.id,
      subcategory_id: subs.length ? subs[n % subs.length]!.id : null,
      company_id: company?.id ?? null,
      market: company?.market ?? customerMarket,
      recipient: company?.email ?? customerEmail,
      assigned_to: assignee?.id ?? null,
      opened_at: new Date(created).toISOString().slice(0, 10),
      close_when_reply: n % 5 === 0,
      status: state,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created + (path.length - 1) * 18 * hour).toISOString(),
    });
    const from = company?.email ?? customerEmail;
    messages.push({ code, kind: 'reply', internal: false, body: question, author: from, at: created });
    if (n % 4 === 1) {
      messages.push({
        code,
        kind: 'comment',
        internal: true,
        body: NOTES[n % NOTES.length],
        author: agent?.email,
        at: created + hour,
      });
    }
    path.slice(1).forEach((to, step) => {
      const at = created + (step + 1) * 18 * hour;
      const answer = ANSWERS[(n + step) % ANSWERS.length]!;
      if (to === 'answered') {
        messages.push({
          code,
          kind: 'comment',
          internal: false,
          body: answer,
          author: assignee?.email ?? agent?.email,
          at,
        });
      }
      if (to === 'open') {
        messages.push({ code, kind: 'reply', internal: false, body: FOLLOW_UPS[1]!, author: from, at });
      }
      history.push({
        code,
        from_state: path[step],
        to_state: to,
        fields: to === 'answered' ? { message: answer } : {},
        user_email: to === 'open' ? null : (assignee?.email ?? agent?.email ?? null),
        created_at: new Date(at).toISOString(),
      });
    });
    if (state === 'closed' && n % 2 === 0) {
      messages.push({
        code,
        kind: 'reply',
        internal: false,
        body: FOLLOW_UPS[n % 3 === 0 ? 0 : 2]!,
        author: from,
        at: created + 40 * hour,
      });
    }
  }

  await tx.execute(sql`insert into tickets (code, subject, category_id, subcategory_id, company_id, market, recipient,
      assigned_to, opened_at, close_when_reply, status, created_at, updated_at)
    select code, subject, category_id, subcategory_id, company_id, market, recipient, assigned_to, opened_at,
      close_when_reply, status, created_at, updated_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(code text, subject text, category_id int,
      subcategory_id int, company_id int, market text, recipient text, assigned_to int, opened_at date,
      close_when_reply boolean, status text, created_at timestamptz, updated_at timestamptz)`);
  // New tickets take their references after the demo's.
  await tx.execute(sql`select setval('ticket_codes', ${TICKET_COUNT})`);
  await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, user_id,
      user_email, created_at)
    select 'tickets', t.id, x.from_state, x.to_state, x.fields, u.id, x.user_email, x.created_at
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as x(code text, from_state text, to_state text,
      fields jsonb, user_email text, created_at timestamptz)
    join tickets t on t.code = x.code left join users u on u.email = x.user_email`);
  const rows = messages.map((m) => {
    const { at, ...rest } = m as { at: number };
    return { ...rest, created_at: new Date(at).toISOString() };
  });
  await tx.execute(sql`insert into workflow_messages (workflow, record_id, kind, internal, body, user_id, user_email,
      created_at)
    select 'tickets', t.id, x.kind, x.internal, x.body, case when x.kind = 'comment' then u.id end, x.author,
      x.created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(code text, kind text, internal boolean, body text,
      author text, created_at timestamptz)
    join tickets t on t.code = x.code left join users u on u.email = x.author`);
}
