import { createHash } from 'node:crypto';
import { ASSISTANCE_STATES, INSTALLATION_CHECKLIST, SERVICE_TYPES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  assignments,
  assistanceSurveys,
  technicalAssistances,
  works,
} from '../modules/assistance/assistance.tables.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import { workflowHistory } from '../platform/workflows/workflows.tables.ts';

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

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

export async function seedDemoAssistance(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from technical_assistances limit 1`);
  if (existing.rows.length > 0) return;
  const centres = await tx.execute<{ id: number }>(
    sql`select id from companies where client_type = 'PRO' order by id limit 12`,
  );
  const centreIds = centres.rows.map((row) => row.id);
  const states = ASSISTANCE_STATES.filter((state) => centreIds.length > 0 || !ASSIGNMENT_STATE[state]);
  const ids = await nextIds(tx, 'technical_assistances', ASSISTANCE_COUNT);

  const assistances: PgInsertValue<typeof technicalAssistances>[] = [];
  const history: PgInsertValue<typeof workflowHistory>[] = [];
  const assigned: { n: number; assistanceId: number; centre: number; state: string; daysAgo: number }[] = [];
  for (let n = 0; n < ASSISTANCE_COUNT; n++) {
    const state = states[n % states.length]!;
    const [name, email, city, zipcode] = REQUESTERS[n % REQUESTERS.length]!;
    const centre = ASSIGNMENT_STATE[state] ? centreIds[n % centreIds.length]! : null;
    const checklist = INSTALLATION_CHECKLIST.filter((_, i) => (n + i) % 3 !== 0);
    const createdDaysAgo = ASSISTANCE_COUNT - n;
    const assistanceId = ids[n]!;
    assistances.push({
      id: assistanceId,
      request_number: `AT-2026-${String(n + 1).padStart(5, '0')}`,
      status: state,
      service_type: SERVICE_TYPES[n % SERVICE_TYPES.length]!,
      requester_name: name,
      requester_email: email,
      requester_phone: `+34 6${String(10_000_000 + n * 7919).slice(0, 8)}`,
      installation_address: `${STREETS[n % STREETS.length]} ${(n % 90) + 1}, ${(n % 6) + 1}º`,
      installation_city: city,
      installation_zipcode: zipcode,
      systems_quantity: (n % 3) + 1,
      thermostats_quantity: (n % 6) + 2,
      indoor_unit_model: MODELS[n % MODELS.length]!,
      service_article: 'AZX6THINKRB',
      serial_number: `AZX6-${String(100_000 + n).padStart(6, '0')}`,
      hotline_number: `HL-2026-${String(n + 1).padStart(4, '0')}`,
      order_reference: n % 4 === 0 ? `PV-2026-${String(3000 + n)}` : null,
      sta_company_id: centre,
      installation_checklist: checklist,
      initial_observations: n % 2 === 0 ? 'Cliente disponible por las mañanas' : null,
      reason: REASONS[n % REASONS.length]!,
      cancel_reason: state === 'cancelled' ? 'Resuelto por teléfono con la clienta' : null,
      created_at: daysAgo(createdDaysAgo),
      updated_at: daysAgo(createdDaysAgo),
    });
    if (state !== 'pending') {
      history.push({
        workflow: 'technicalassistances',
        record_id: assistanceId,
        from_state: 'pending',
        to_state: state,
        fields: centre ? { sta_company_id: centre } : {},
        user_email: AGENT,
      });
    }
    const assignmentState = ASSIGNMENT_STATE[state];
    if (assignmentState && centre) {
      assigned.push({ n, assistanceId, centre, state: assignmentState, daysAgo: createdDaysAgo });
    }
  }
  await tx.insert(technicalAssistances).values(assistances);
  await seedAssignments(tx, assigned, history);
  if (history.length) await tx.insert(workflowHistory).values(history);
}

/** Ids for `count` new rows of `table`, in order, taken from its sequence at once. */
async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
  const taken = await tx.execute<{
    id: number;
  }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
    from generate_series(1, ${count}) order by 1`);
  return taken.rows.map((row) => row.id);
}

/** The centres' assignments, with their works and their customers' surveys. */
async function seedAssignments(
  tx: Tx,
  assigned: readonly { n: number; assistanceId: number; centre: number; state: string; daysAgo: number }[],
  history: PgInsertValue<typeof workflowHistory>[],
) {
  if (assigned.length === 0) return;
  const ids = await nextIds(tx, 'assignments', assigned.length);
  const rows: PgInsertValue<typeof assignments>[] = [];
  const workRows: PgInsertValue<typeof works>[] = [];
  const surveys: PgInsertValue<typeof assistanceSurveys>[] = [];
  for (const [index, { n, assistanceId, centre, state, daysAgo: days }] of assigned.entries()) {
    const assignmentId = ids[index]!;
    const finished = state === 'done' || state === 'closed';
    const used = finished ? [{ article: 'AZX6THINKRB', quantity: (n % 3) + 1 }] : [];
    const pending = finished && n % 4 === 0 ? [{ article: 'AZX6MOTORPLENUM', quantity: 1 }] : [];
    rows.push({
      id: assignmentId,
      assistance_id: assistanceId,
      sta_company_id: centre,
      status: state,
      booking_at: daysAgo(days - 2),
      start_at: finished ? daysAgo(days - 2) : null,
      end_at: finished ? sql`now() - make_interval(days => ${days - 2}) + interval '2 hours'` : null,
      observations: finished ? 'Revisada la instalación y sustituido el termostato' : null,
      webserver_mac: finished ? `00:1A:2B:${String(n % 100).padStart(2, '0')}:4D:5E` : null,
      webserver_serial: finished ? `WS-${String(20_000 + n)}` : null,
      production_technologies: finished ? 'Aerotermia + fancoils' : null,
      materials_used: used,
      materials_pending: pending,
      report_sent_at: state === 'closed' ? daysAgo(days - 3) : null,
      created_at: daysAgo(days - 1),
      updated_at: daysAgo(days - 1),
    });
    if (state !== 'pending') {
      history.push({
        workflow: 'assignments',
        record_id: assignmentId,
        from_state: 'pending',
        to_state: state,
        user_email: AGENT,
      });
    }
    if (state !== 'pending' && n % 2 === 0) {
      const [title, description] = WORKS[n % WORKS.length]!;
      const workState = finished ? (n % 6 === 0 ? 'rejected' : 'approved') : 'pending';
      workRows.push({
        assignment_id: assignmentId,
        status: workState,
        title: title!,
        description: description!,
        review_comment:
          workState === 'pending'
            ? null
            : workState === 'approved'
              ? 'Aprobado: en garantía'
              : 'No cubierto por la garantía',
      });
    }
    if (finished) {
      // Answered surveys: their links were used, so the stored hash is of a token nobody holds.
      const scores = [(n % 5) + 1, ((n + 1) % 5) + 1, 5, ((n + 3) % 5) + 1];
      const average = Math.round((scores.reduce((a, b) => a + b, 0) * 10) / 4) / 10;
      const answered = n % 3 !== 0;
      surveys.push({
        assignment_id: assignmentId,
        token_hash: createHash('sha256').update(`demo-survey-${n}`).digest('hex'),
        expires_at: sql`now() + interval '30 days'`,
        answered_at: answered ? daysAgo(days - 4) : null,
        punctuality: answered ? scores[0]! : null,
        professionalism: answered ? scores[1]! : null,
        issue_resolved: answered ? scores[2]! : null,
        overall: answered ? scores[3]! : null,
        comment: answered && n % 2 === 0 ? 'Muy amables y puntuales' : null,
        average: answered ? average : null,
      });
    }
  }
  await tx.insert(assignments).values(rows);
  if (workRows.length) await tx.insert(works).values(workRows);
  if (surveys.length) await tx.insert(assistanceSurveys).values(surveys);
}
