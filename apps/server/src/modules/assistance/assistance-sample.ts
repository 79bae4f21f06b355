import { assistanceWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** The centre the workflow's example names (`sta_company_id` of the assign transition). */
const SAMPLE_CENTRE_ID = Number(
  assistanceWorkflow.transitions.find((t) => t.to === 'assigned')!.example.sta_company_id,
);

let made = 0;

/** A professional company that tests assign assistances to, at the id the transition's example names. */
export async function ensureSampleCentre(db: Queryable): Promise<number> {
  await db.execute(sql`insert into companies (id, name, vat, country_iso, client_type, status, email)
    values (${SAMPLE_CENTRE_ID}, 'Servicio Técnico Levante Clima S.L.', 'ESB99000001', 'ES', 'PRO', 'active',
      'taller@levanteclima.example.com')
    on conflict (id) do nothing`);
  return SAMPLE_CENTRE_ID;
}

/** A complete assistance in `state`; past the assignment it carries its centre. */
export async function sampleAssistance(db: Queryable, state: string): Promise<number> {
  made += 1;
  // The centre exists whatever the state: the assign transition's example names it.
  const sample = await ensureSampleCentre(db);
  const centre = ['pending', 'requested', 'cancelled'].includes(state) ? null : sample;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into technical_assistances (request_number, status, service_type, requester_name, requester_email,
      requester_phone, installation_address, installation_city, installation_zipcode, systems_quantity,
      thermostats_quantity, indoor_unit_model, serial_number, hotline_number, sta_company_id,
      installation_checklist, initial_observations, reason, cancel_reason)
    values (${`AT-TEST-${process.pid}-${Date.now()}-${made}`}, ${state}, 'repair', 'Lucía Ferrer Soler',
      'lucia.ferrer@correo.example.com', '+34 961 234 567', 'Calle de Colón 14, 3º B', 'Valencia', '46004', 1,
      4, 'AZAI6WSCDUCT', 'AZX6-000451', 'HL-2026-0451', ${centre}, '["power_supply", "bus_wiring"]'::jsonb,
      'La zona del salón no enfría', 'Termostato sin comunicación con la central',
      ${state === 'cancelled' ? 'Resuelto por teléfono' : null})
    returning id`);
  return inserted.rows[0]!.id;
}

/** An assignment in `state` of an assigned assistance. */
export async function sampleAssignment(db: Queryable, state: string): Promise<number> {
  const assistance = await sampleAssistance(db, 'assigned');
  const centre = await ensureSampleCentre(db);
  const inserted = await db.execute<{ id: number }>(sql`
    insert into assignments (assistance_id, sta_company_id, status, booking_at, observations, materials_used)
    values (${assistance}, ${centre}, ${state}, now() + interval '2 days', 'Cita confirmada con la clienta',
      '[{"article": "AZX6THINKR", "quantity": 1}]'::jsonb)
    returning id`);
  return inserted.rows[0]!.id;
}

/** A work in `state` on an accepted assignment. */
export async function sampleWork(db: Queryable, state: string): Promise<number> {
  const assignment = await sampleAssignment(db, 'accepted');
  const inserted = await db.execute<{ id: number }>(sql`
    insert into works (assignment_id, status, title, description, review_comment)
    values (${assignment}, ${state}, 'Sustituir placa de control', 'La placa central no arranca tras el corte',
      ${state === 'pending' ? null : 'Revisado'})
    returning id`);
  return inserted.rows[0]!.id;
}
