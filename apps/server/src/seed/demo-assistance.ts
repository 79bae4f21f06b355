import { ASSISTANCE_STATES, INSTALLATION_CHECKLIST, SERVICE_TYPES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's technical assistance: a few hundred assistances over every state, those past the
 * assignment with their centre's assignment (materials, a booking, its works) and the finished ones
 * with an answered survey. Centres are the demo's professional companies. Drawn in a fixed order, so
 * every seeded database has the same data; skipped once any assistance exists.
 */

const ASSISTANCE_COUNT = 300;
const AGENT = 'aftersales@proboard.local';

const REQUESTERS = [
  ['Lucía Ferrer Soler', 'lucia.ferrer@correo.example.com', 'Valencia', '46004'],
  ['Jordi Puig Casals', 'jordi.puig@correo.example.com', 'Barcelona', '08013'],
  ['María José Ortega Ruiz', 'mariajose.ortega@correo.example.com', 'Sevilla', '41011'],
  ['Iñaki Zubizarreta Etxeberria', 'inaki.zubizarreta@correo.example.com', 'Bilbao', '48009'],
  ['Carmen Delgado Prieto', 'carmen.delgado@correo.example.com', 'Madrid', '28015'],
  ['Xosé Manuel Castro Varela', 'xose.castro@correo.example.com', 'Vigo', '36202'],
  ['Ana Belén Morales Gil', 'anabelen.morales@correo.example.com', 'Málaga', '29016'],
  ['Pablo Sanz Martínez', 'pablo.sanz@correo.example.com', 'Zaragoza', '50008'],
] as const;
const STREETS = [
  'Calle de Colón',
  'Avenida del Puerto',
  'Calle Mayor',
  'Paseo de la Castellana',
  'Gran Vía',
  'Calle San Vicente',
];
const REASONS = [
  'El termostato del dormitorio no comunica con la central',
  'La unidad interior gotea por la bandeja de condensados',
  'Error de comunicación del webserver con la nube',
  'Puesta en marcha de una instalación nueva de zonas',
  'La compuerta del salón no abre',
  'Mantenimiento anual de la instalación',
];
const WORKS = [
  ['Sustituir la placa central', 'La placa no arranca tras el corte de luz'],
  ['Cambiar motor de compuerta', 'El motor de la compuerta del salón está bloqueado'],
  ['Segunda visita', 'Hace falta volver con el repuesto del termostato'],
];
const MODELS = ['AZAI6WSCDUCT', 'AZAI6WSPFLOOR', 'AZAI6WSCCASS', 'AZAI6WSCWALL'];

/** The assignment that goes with an assistance state (none before it is assigned). */
const ASSIGNMENT_STATE: Readonly<Record<string, string | null>> = {
  pending: null,
  requested: null,
  assigned: 'pending',
  in_progress: 'accepted',
  done: 'done',
  closed: 'closed',
  cancelled: null,
};

export async function seedDemoAssistance(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from technical_assistances limit 1`);
  if (existing.rows.length > 0) return;
  const centres = await tx.execute<{ id: number }>(
    sql`select id from companies where client_type = 'PRO' order by id limit 12`,
  );
  const centreIds = centres.rows.map((row) => row.id);
  const states = ASSISTANCE_STATES.filter((state) => centreIds.length > 0 || !ASSIGNMENT_STATE[state]);

  for (let n = 0; n < ASSISTANCE_COUNT; n++) {
    const state = states[n % states.length]!;
    const [name, email, city, zipcode] = REQUESTERS[n % REQUESTERS.length]!;
    const centre = ASSIGNMENT_STATE[state] ? centreIds[n % centreIds.length]! : null;
    const checklist = INSTALLATION_CHECKLIST.filter((_, i) => (n + i) % 3 !== 0);
    const createdDaysAgo = ASSISTANCE_COUNT - n;
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into technical_assistances (request_number, status, service_type, requester_name,
        requester_email, requester_phone, installation_address, installation_city, installation_zipcode,
        systems_quantity, thermostats_quantity, indoor_unit_model, service_article, serial_number,
        hotline_number, order_reference, sta_company_id, installation_checklist, initial_observations,
        reason, cancel_reason, created_at, updated_at)
      values (${`AT-2026-${String(n + 1).padStart(5, '0')}`}, ${state}, ${SERVICE_TYPES[n % SERVICE_TYPES.length]!},
        ${name}, ${email}, ${`+34 6${String(10_000_000 + n * 7919).slice(0, 8)}`},
        ${`${STREETS[n % STREETS.length]} ${(n % 90) + 1}, ${(n % 6) + 1}º`}, ${city}, ${zipcode},
        ${(n % 3) + 1}, ${(n % 6) + 2}, ${MODELS[n % MODELS.length]!}, 'AZX6THINKRB',
        ${`AZX6-${String(100_000 + n).padStart(6, '0')}`}, ${`HL-2026-${String(n + 1).padStart(4, '0')}`},
        ${n % 4 === 0 ? `PV-2026-${String(3000 + n)}` : null}, ${centre}, ${JSON.stringify(checklist)}::jsonb,
        ${n % 2 === 0 ? 'Cliente disponible por las mañanas' : null}, ${REASONS[n % REASONS.length]!},
        ${state === 'cancelled' ? 'Resuelto por teléfono con la clienta' : null},
        now() - make_interval(days => ${createdDaysAgo}), now() - make_interval(days => ${createdDaysAgo}))
      returning id`);
    const assistanceId = inserted.rows[0]!.id;
    if (state !== 'pending') {
      await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, user_email)
        values ('technicalassistances', ${assistanceId}, 'pending', ${state},
          ${JSON.stringify(centre ? { sta_company_id: centre } : {})}::jsonb, ${AGENT})`);
    }
    const assignmentState = ASSIGNMENT_STATE[state];
    if (!assignmentState || !centre) continue;
    await seedAssignment(tx, n, assistanceId, centre, assignmentState, createdDaysAgo);
  }
}

async function seedAssignment(
  tx: Tx,
  n: number,
  assistanceId: number,
  centre: number,
  state: string,
  daysAgo: number,
) {
  const finished = state === 'done' || state === 'closed';
  const used = finished ? [{ article: 'AZX6THINKRB', quantity: (n % 3) + 1 }] : [];
  const pending = finished && n % 4 === 0 ? [{ article: 'AZX6MOTORPLENUM', quantity: 1 }] : [];
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into assignments (assistance_id, sta_company_id, status, booking_at, start_at, end_at, observations,
      webserver_mac, webserver_serial, production_technologies, materials_used, materials_pending, report_sent_at,
      created_at, updated_at)
    values (${assistanceId}, ${centre}, ${state}, now() - make_interval(days => ${daysAgo - 2}),
      ${finished ? sql`now() - make_interval(days => ${daysAgo - 2})` : null},
      ${finished ? sql`now() - make_interval(days => ${daysAgo - 2}) + interval '2 hours'` : null},
      ${finished ? 'Revisada la instalación y sustituido el termostato' : null},
      ${finished ? `00:1A:2B:${String(n % 100).padStart(2, '0')}:4D:5E` : null},
      ${finished ? `WS-${String(20_000 + n)}` : null}, ${finished ? 'Aerotermia + fancoils' : null},
      ${JSON.stringify(used)}::jsonb, ${JSON.stringify(pending)}::jsonb,
      ${state === 'closed' ? sql`now() - make_interval(days => ${daysAgo - 3})` : null},
      now() - make_interval(days => ${daysAgo - 1}), now() - make_interval(days => ${daysAgo - 1}))
    returning id`);
  const assignmentId = inserted.rows[0]!.id;
  await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, user_email)
    select 'assignments', ${assignmentId}, 'pending', ${state}, ${AGENT} where ${state} <> 'pending'`);
  if (state !== 'pending' && n % 2 === 0) {
    const [title, description] = WORKS[n % WORKS.length]!;
    const workState = finished ? (n % 6 === 0 ? 'rejected' : 'approved') : 'pending';
    await tx.execute(sql`insert into works (assignment_id, status, title, description, review_comment)
      values (${assignmentId}, ${workState}, ${title}, ${description},
        ${workState === 'pending' ? null : workState === 'approved' ? 'Aprobado: en garantía' : 'No cubierto por la garantía'})`);
  }
  if (finished) {
    // Answered surveys: their links were used, so the stored hash is of a token nobody holds.
    const scores = [(n % 5) + 1, ((n + 1) % 5) + 1, 5, ((n + 3) % 5) + 1];
    const average = Math.round((scores.reduce((a, b) => a + b, 0) * 10) / 4) / 10;
    const answered = n % 3 !== 0;
    await tx.execute(sql`insert into assistance_surveys (assignment_id, token_hash, expires_at, answered_at,
        punctuality, professionalism, issue_resolved, overall, comment, average)
      values (${assignmentId}, encode(sha256(${`demo-survey-${n}`}::bytea), 'hex'),
        now() + interval '30 days', ${answered ? sql`now() - make_interval(days => ${daysAgo - 4})` : null},
        ${answered ? scores[0]! : null}, ${answered ? scores[1]! : null}, ${answered ? scores[2]! : null},
        ${answered ? scores[3]! : null}, ${answered && n % 2 === 0 ? 'Muy amables y puntuales' : null},
        ${answered ? average : null})`);
  }
}
