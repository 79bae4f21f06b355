import { WARRANTY_PAYMENT_TYPES, WARRANTY_STATES, type WarrantyState } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's warranties: a few hundred over every state, each with one to three lines on demo
 * articles (a unit is in one open warranty at most), the history of the transitions that brought it
 * there and its action log (creation and chat) by the demo's after-sales agent. Drawn in a fixed
 * order, so every seeded database has the same warranties. Skipped once any warranty exists, or when
 * the demo has no companies or articles to claim.
 */

const WARRANTY_COUNT = 280;
const AGENT = 'aftersales@proboard.local';

const FAULTS = [
  'El termostato no enciende tras cambiar las pilas',
  'La compuerta motorizada no abre la zona del salón',
  'La central muestra el error E-14 de comunicación',
  'El webserver pierde la conexión con la nube cada pocas horas',
  'La rejilla motorizada hace ruido al cerrar',
  'El termostato marca una temperatura 4 °C por encima de la real',
];
const CONTACTS = [
  ['Marta Soler', 'marta.soler'],
  ['Javier Ortega', 'javier.ortega'],
  ['Élodie Marchand', 'elodie.marchand'],
  ['Giulia Bernardi', 'giulia.bernardi'],
  ['João Carvalho', 'joao.carvalho'],
  ['Lucía Ferrer', 'lucia.ferrer'],
] as const;
const ADDRESSES = [
  ['Calle de Colón 18', '46004', 'Valencia', 'Valencia', 'ES'],
  ['Avenida de la Constitución 7', '41001', 'Sevilla', 'Sevilla', 'ES'],
  ['12 rue de la République', '69002', 'Lyon', 'Rhône', 'FR'],
  ['Via Roma 45', '20121', 'Milano', 'MI', 'IT'],
  ['Rua de Santa Catarina 210', '4000-447', 'Porto', 'Porto', 'PT'],
] as const;
const CHATS = [
  'Llamado el instalador: confirma el número de serie de la placa.',
  '¿Podéis enviar una foto de la placa de características?',
  'Enviadas las fotos por correo, adjuntas al expediente.',
  'El técnico confirma la avería tras la prueba en banco.',
  'El cliente prefiere la recogida por la mañana.',
];
const REASONS: Partial<Record<WarrantyState, string[]>> = {
  cancelled: ['El cliente retira la reclamación', 'Garantía duplicada', 'Fuera del periodo de garantía'],
  closed: ['Equipo sustituido por reposición', 'Reparado y devuelto al cliente', 'Abono emitido al cliente'],
};
const OBSERVATIONS: Partial<Record<WarrantyState, string>> = {
  validated: 'Avería confirmada con las fotos del instalador',
  pickup_requested: 'Recogida solicitada en la dirección del instalador',
  pickup_processed: 'Material recibido en almacén',
  cancelled: 'Cancelada a petición del cliente',
  closed: 'Expediente cerrado',
};

/** The states a warranty goes through to reach `state`: its history, by the usual path. */
function pathTo(state: WarrantyState, n: number): WarrantyState[] {
  const paths: Record<WarrantyState, WarrantyState[]> = {
    hold: ['hold'],
    opened: ['opened'],
    validated: ['opened', 'validated'],
    pickup_requested: ['opened', 'validated', 'pickup_requested'],
    pickup_processed: ['opened', 'validated', 'pickup_requested', 'pickup_processed'],
    cancelled: [...(['opened', 'validated'] as WarrantyState[]).slice(0, 1 + (n % 2)), 'cancelled'],
    closed:
      n % 2 === 0
        ? ['opened', 'validated', 'pickup_requested', 'pickup_processed', 'closed']
        : ['opened', 'validated', 'closed'],
  };
  return paths[state];
}

export async function seedDemoWarranties(tx: Tx) {
  const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from warranties`);
  if (existing.rows[0]!.n > 0) return;
  const companies = await tx.execute<{ id: number; name: string }>(
    sql`select id, name from companies order by id limit 60`,
  );
  const articles = await tx.execute<{ az_iso: string }>(
    sql`select az_iso from articles where not blocked order by id limit 40`,
  );
  if (companies.rows.length === 0 || articles.rows.length === 0) return;
  const agent = await tx.execute<{ id: number; name: string; type: string; market: string | null }>(
    sql`select id, trim(concat_ws(' ', name, surname)) as name, type, market from users where email = ${AGENT}`,
  );
  const creator = agent.rows[0] ?? null;
  const now = Date.parse('2026-11-20T10:00:00Z');
  const hour = 3_600_000;

  const records: object[] = [];
  const lines: object[] = [];
  const history: object[] = [];
  const messages: object[] = [];
  for (let n = 0; n < WARRANTY_COUNT; n++) {
    // `hold` is rare: older warranties only (SPEC-RULINGS: shown, never reached).
    const state = n % 40 === 39 ? 'hold' : WARRANTY_STATES.filter((s) => s !== 'hold')[n % 6]!;
    const company = companies.rows[(n * 7) % companies.rows.length]!;
    const [contact, mailbox] = CONTACTS[n % CONTACTS.length]!;
    const [street, postcode, city, province, country] = ADDRESSES[n % ADDRESSES.length]!;
    const created = now - (WARRANTY_COUNT - n) * 29 * hour;
    const path = pathTo(state, n);
    const code = `GAR-2026-${String(800 + n).padStart(5, '0')}`;
    const open = state !== 'cancelled' && state !== 'closed';
    records.push({
      az_iso: code,
      status: state,
      company_id: company.id,
      company_name: company.name,
      description: FAULTS[n % FAULTS.length],
      type_payment_iso: WARRANTY_PAYMENT_TYPES[n % 5 === 0 ? 1 : n % 11 === 0 ? 2 : 0],
      diagnostic_code: n % 3 === 0 ? `E-${10 + (n % 9)}` : null,
      order_client_reference: n % 2 === 0 ? `PED-${String(52000 + n * 3)}` : null,
      reposition_order: path.includes('validated') && n % 3 !== 1 ? String(30020000 + n) : null,
      return_invoice: state === 'closed' ? `FR26-${String(7000 + n).padStart(6, '0')}` : null,
      transport_reference: path.includes('pickup_requested') ? `JD0146${String(810000 + n * 17)}` : null,
      reasons: state === 'closed' || state === 'cancelled' ? REASONS[state]![n % 3] : null,
      observations: n % 4 === 0 ? 'Instalación de 2024, equipo con mantenimiento al día' : null,
      contact_name: contact,
      contact_email: `${mailbox}@instalaciones-${(n % 9) + 1}.example.com`,
      contact_phone: `+34 6${String(10000000 + n * 7919).slice(0, 8)}`,
      address_street: street,
      address_postcode: postcode,
      address_city: city,
      address_state: province,
      address_country_iso: country,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created + (path.length - 1) * 20 * hour).toISOString(),
    });
    for (let l = 0; l < 1 + (n % 3); l++) {
      const article = articles.rows[(n + l * 5) % articles.rows.length]!.az_iso;
      lines.push({
        az_iso: code,
        position: l,
        article,
        quantity: 1 + ((n + l) % 2),
        // Unique per warranty and line, so no two open warranties claim one unit.
        serial_number: `${article.slice(0, 6)}-${String(200000 + n * 10 + l)}`,
        plenum_id: l === 0 && n % 2 === 0 ? `PLN-${String(4000 + n)}` : null,
        invoice: `FV25-${String(61000 + n * 4 + l).padStart(6, '0')}`,
        open,
      });
    }
    path.slice(1).forEach((to, step) => {
      const reason = REASONS[to]?.[n % 3] ?? (to === 'opened' ? 'Falta la foto de la placa' : null);
      history.push({
        az_iso: code,
        from_state: path[step],
        to_state: to,
        fields: reason ? { reason } : {},
        note: OBSERVATIONS[to] ?? 'Revisado',
        created_at: new Date(created + (step + 1) * 20 * hour).toISOString(),
      });
    });
    for (let c = 0; c < n % 3; c++) {
      messages.push({
        az_iso: code,
        body: CHATS[(n + c) % CHATS.length],
        created_at: new Date(created + (c + 1) * 3 * hour).toISOString(),
      });
    }
  }

  await tx.execute(sql`insert into warranties (az_iso, status, company_id, company_name, creator_user_id,
      creator_name, creator_type, creator_market_iso, description, type_payment_iso, diagnostic_code,
      order_client_reference, reposition_order, return_invoice, transport_reference, reasons, observations,
      contact_name, contact_email, contact_phone, address_street, address_postcode, address_city, address_state,
      address_country_iso, pickup_requested_at, created_at, updated_at)
    select x.az_iso, x.status, x.company_id, x.company_name, ${creator?.id ?? null}, ${creator?.name ?? null},
      ${creator?.type ?? null}, ${creator?.market ?? null}, x.description, x.type_payment_iso, x.diagnostic_code,
      x.order_client_reference, x.reposition_order, x.return_invoice, x.transport_reference, x.reasons,
      x.observations, x.contact_name, x.contact_email, x.contact_phone, x.address_street, x.address_postcode,
      x.address_city, x.address_state, x.address_country_iso,
      case when x.transport_reference is not null then x.updated_at end, x.created_at, x.updated_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(az_iso text, status text, company_id int,
      company_name text, description text, type_payment_iso text, diagnostic_code text,
      order_client_reference text, reposition_order text, return_invoice text, transport_reference text,
      reasons text, observations text, contact_name text, contact_email text, contact_phone text,
      address_street text, address_postcode text, address_city text, address_state text,
      address_country_iso text, created_at timestamptz, updated_at timestamptz)`);
  await tx.execute(sql`insert into warranty_lines (warranty_id, position, article_id, article, article_name,
      quantity, serial_number, plenum_id, invoice, open)
    select w.id, x.position, a.id, a.az_iso, a.name, x.quantity, x.serial_number, x.plenum_id, x.invoice, x.open
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(az_iso text, position int, article text,
      quantity int, serial_number text, plenum_id text, invoice text, open boolean)
    join warranties w on w.az_iso = x.az_iso join articles a on a.az_iso = x.article`);
  await tx.execute(sql`update warranties w set lines_count = l.count, lines_search = l.search
    from (select warranty_id, count(*)::int as count,
      string_agg(concat_ws(' ', serial_number, plenum_id, invoice), ' ' order by position) as search
      from warranty_lines group by warranty_id) l
    where w.id = l.warranty_id`);
  await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, note,
      user_id, user_email, created_at)
    select 'warranties', w.id, x.from_state, x.to_state, x.fields, x.note, ${creator?.id ?? null}, ${AGENT},
      x.created_at
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as x(az_iso text, from_state text,
      to_state text, fields jsonb, note text, created_at timestamptz)
    join warranties w on w.az_iso = x.az_iso`);
  await tx.execute(sql`insert into workflow_messages (workflow, record_id, kind, internal, body, user_id,
      user_email, created_at)
    select 'warranties', w.id, 'comment', true, x.body, ${creator?.id ?? null}, ${AGENT}, x.created_at
    from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as x(az_iso text, body text, created_at timestamptz)
    join warranties w on w.az_iso = x.az_iso`);
  // The action log's "create" entries, as the API writes them.
  await tx.execute(sql`insert into audits (user_id, user_email, event, auditable_type, auditable_id,
      new_values, created_at, updated_at)
    select ${creator?.id ?? null}, ${AGENT}, 'created', 'warranties', w.id::text,
      jsonb_build_object('az_iso', w.az_iso, 'status', 'opened'), w.created_at, w.created_at
    from warranties w`);
}
