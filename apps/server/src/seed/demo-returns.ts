import { RETURN_STATES, type ReturnState } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { recomputeAllReturnTotals } from '../modules/aftersales/return-totals.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's returns: a few hundred over every state, each with its lines, the history of the
 * transitions that brought it there (by the demo's after-sales agent) and a few comments. Customers are
 * the demo companies when that area has seeded some, else a fixed list. Drawn in a fixed order, so
 * every seeded database has the same returns. Skipped once any return exists.
 */

const RETURN_COUNT = 320;
const AGENT = 'aftersales@proboard.local';

const CUSTOMERS = [
  ['Climatizaciones Ebro S.L.', 'compras@climaebro.example.com'],
  ['Instalaciones Térmicas Guadalquivir S.A.', 'pedidos@termicasguadalquivir.example.com'],
  ['Frío y Calor Levante S.L.', 'administracion@friocalorlevante.example.com'],
  ['Clim Services Lyon SARL', 'commandes@climservices-lyon.example.fr'],
  ['Thermique Atlantique SAS', 'achats@thermique-atlantique.example.fr'],
  ['Termoidraulica Brambilla S.r.l.', 'ordini@termobrambilla.example.it'],
  ['Clima Service Veneto S.p.A.', 'acquisti@climaveneto.example.it'],
  ['Climatização Douro Lda.', 'compras@climadouro.example.pt'],
  ['Energia Lisboa Instalações Lda.', 'encomendas@energialisboa.example.pt'],
  ['Aire Acondicionado Cantábrico S.L.', 'tienda@airecantabrico.example.com'],
] as const;

const ARTICLES = [
  ['AZX6THERMOSTATB', 'Termostato Blueface Zero'],
  ['AZCE6FLEXA', 'Central Flexa 4.0'],
  ['AZX6MOTORPLENUM', 'Motor de compuerta para plenum'],
  ['AZCE6THINKRB', 'Termostato Think radio blanco'],
  ['AZX6GRILLE300', 'Rejilla motorizada 300 mm'],
  ['AZX6WEBSERVER', 'Webserver Airzone Cloud'],
] as const;

const REASONS = [
  'Error en el pedido',
  'Llegó dañado',
  'No funciona al instalar',
  'Referencia equivocada',
  'Exceso de stock del instalador',
];
const COMMENTS = [
  'Llamado el cliente: confirma que el material está sin abrir.',
  'Pendiente de fotos del embalaje.',
  'El transportista recoge el jueves por la mañana.',
  'Revisado en almacén: una unidad con la carcasa rayada.',
  'Se aplica el cargo por reacondicionamiento acordado.',
];
const CANCEL_REASONS = [
  'El cliente se queda el material',
  'Devolución duplicada',
  'Fuera de plazo de devolución',
];

/** The states a return goes through to reach `state` (its history), by the usual path. */
function pathTo(state: ReturnState, n: number): ReturnState[] {
  const pickup = n % 2 === 0;
  const paths: Record<ReturnState, ReturnState[]> = {
    hold: ['hold'],
    pending: ['hold', 'pending'],
    accepted: ['hold', 'pending', 'accepted'],
    requested: ['hold', 'pending', 'accepted', 'requested'],
    pickup_requested: ['hold', 'pending', 'accepted', 'pickup_requested'],
    pickup_processed: ['hold', 'pending', 'accepted', 'pickup_requested', 'pickup_processed'],
    delivered: pickup
      ? ['hold', 'pending', 'accepted', 'pickup_requested', 'pickup_processed', 'delivered']
      : ['hold', 'pending', 'accepted', 'requested', 'delivered'],
    cancelled: [...(['hold', 'pending', 'accepted'] as ReturnState[]).slice(0, 1 + (n % 3)), 'cancelled'],
  };
  return paths[state];
}

/** Demo companies (name, e-mail) when the companies area has seeded them; else the fixed list. */
async function customers(tx: Tx): Promise<{ number: string; name: string; email: string }[]> {
  const columns = await tx.execute<{
    n: number;
  }>(sql`select count(*)::int as n from information_schema.columns
    where table_schema = 'public' and table_name = 'companies' and column_name in ('id', 'name', 'email')`);
  if (columns.rows[0]!.n === 3) {
    const rows = await tx.execute<{ id: number; name: string; email: string }>(
      sql`select id, name, email from companies where email is not null order by id limit 60`,
    );
    if (rows.rows.length >= 5) {
      return rows.rows.map((r) => ({
        number: `C-${String(r.id).padStart(6, '0')}`,
        name: r.name,
        email: r.email,
      }));
    }
  }
  return CUSTOMERS.map(([name, email], i) => ({
    number: `C-${String(4500 + i * 37).padStart(6, '0')}`,
    name,
    email,
  }));
}

export async function seedDemoReturns(tx: Tx) {
  const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from returns`);
  if (existing.rows[0]!.n > 0) return;
  const people = await customers(tx);
  const agent = await tx.execute<{ id: number }>(sql`select id from users where email = ${AGENT}`);
  const agentId = agent.rows[0]?.id ?? null;
  const now = Date.parse('2026-11-20T10:00:00Z');
  const hour = 3_600_000;

  const records: object[] = [];
  const lines: object[] = [];
  const history: object[] = [];
  const messages: object[] = [];
  for (let n = 0; n < RETURN_COUNT; n++) {
    const state = RETURN_STATES[n % RETURN_STATES.length]!;
    const customer = people[(n * 7) % people.length]!;
    const created = now - (RETURN_COUNT - n) * 26 * hour;
    const path = pathTo(state, n);
    const fee = path.includes('pending') ? [0, 12.5, 18.9, 24.9, 35][n % 5]! : null;
    const code = `RT-2026-${String(1200 + n).padStart(5, '0')}`;
    records.push({
      code,
      status: state,
      customer_number: customer.number,
      customer_name: customer.name,
      customer_email: customer.email,
      invoice_number: `FV26-${String(31000 + n * 3).padStart(6, '0')}`,
      observations: n % 4 === 0 ? 'Material sin abrir, con embalaje original' : null,
      transport_fee: fee,
      credit_invoice: state === 'delivered' ? String(40010000 + n) : null,
      tracking_number: state === 'delivered' ? `JD0146${String(700000 + n * 13)}` : null,
      cancel_reason: state === 'cancelled' ? CANCEL_REASONS[n % CANCEL_REASONS.length] : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created + (path.length - 1) * 20 * hour).toISOString(),
    });
    for (let l = 0; l < 1 + (n % 3); l++) {
      const [reference] = ARTICLES[(n + l) % ARTICLES.length]!;
      lines.push({
        code,
        invoice_line: `FV26-${String(31000 + n * 3).padStart(6, '0')}/${l + 1}`,
        quantity: 1 + ((n + l) % 4),
        amount: [89.9, 145.5, 212, 310.75, 64.2, 480][(n + l) % 6]! * (1 + ((n + l) % 4)),
        user_discount: [0, 5, 10, 12.5][(n + l) % 4],
        rotation_charge: (n + l) % 3 === 0 ? 5 : 0,
        reprocessing_charge: (n + l) % 5 === 1 ? 12.5 : 0,
        damage_charge: (n + l) % 7 === 2 ? 20 : 0,
        serial_number: (n + l) % 2 === 0 ? `${reference.slice(0, 6)}-${String(100000 + n * 11 + l)}` : null,
        reason: REASONS[(n + l) % REASONS.length],
        comment: l === 0 && n % 6 === 0 ? 'Una unidad con el precinto roto' : null,
      });
    }
    path.slice(1).forEach((to, step) => {
      const from = path[step]!;
      const fields =
        to === 'pending'
          ? { transport_fee: fee }
          : to === 'delivered'
            ? { credit_invoice: String(40010000 + n), tracking_number: `JD0146${String(700000 + n * 13)}` }
            : to === 'cancelled'
              ? { cancel_reason: CANCEL_REASONS[n % CANCEL_REASONS.length] }
              : {};
      history.push({
        code,
        from_state: from,
        to_state: to,
        fields,
        note: step === 0 && n % 5 === 0 ? 'Portes a cargo del cliente' : null,
        created_at: new Date(created + (step + 1) * 20 * hour).toISOString(),
      });
    });
    if (n % 3 !== 2) {
      messages.push({
        code,
        body: COMMENTS[n % COMMENTS.length],
        internal: n % 4 !== 1,
        created_at: new Date(created + 2 * hour).toISOString(),
      });
    }
  }

  await tx.execute(sql`insert into returns (code, status, customer_number, customer_name, customer_email,
      invoice_number, observations, transport_fee, credit_invoice, tracking_number, cancel_reason, created_at, updated_at)
    select code, status, customer_number, customer_name, customer_email, invoice_number, observations, transport_fee,
      credit_invoice, tracking_number, cancel_reason, created_at, updated_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(code text, status text, customer_number text,
      customer_name text, customer_email text, invoice_number text, observations text, transport_fee numeric,
      credit_invoice text, tracking_number text, cancel_reason text, created_at timestamptz, updated_at timestamptz)`);
  await tx.execute(sql`insert into return_lines (return_id, invoice_line, quantity, amount, user_discount,
      rotation_charge, reprocessing_charge, damage_charge, serial_number, reason, comment)
    select r.id, x.invoice_line, x.quantity, round(x.amount, 2), x.user_discount, x.rotation_charge,
      x.reprocessing_charge, x.damage_charge, x.serial_number, x.reason, x.comment
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(code text, invoice_line text, quantity int,
      amount numeric, user_discount numeric, rotation_charge numeric, reprocessing_charge numeric,
      damage_charge numeric, serial_number text, reason text, comment text)
    join returns r on r.code = x.code`);
  await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, note,
      user_id, user_email, created_at)
    select 'returns', r.id, x.from_state, x.to_state, x.fields, x.note, ${agentId}, ${AGENT}, x.created_at
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as x(code text, from_state text, to_state text,
      fields jsonb, note text, created_at timestamptz)
    join returns r on r.code = x.code`);
  await tx.execute(sql`insert into workflow_messages (workflow, record_id, kind, internal, body, user_id,
      user_email, created_at)
    select 'returns', r.id, 'comment', x.internal, x.body, ${agentId}, ${AGENT}, x.created_at
    from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as x(code text, internal boolean, body text,
      created_at timestamptz)
    join returns r on r.code = x.code`);
  await recomputeAllReturnTotals(tx);
}
