import { RENEWAL_STATES, type RenewalState } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { renewalPlans } from '../modules/renewals/renewals.tables.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import { workflowHistory } from '../platform/workflows/workflows.tables.ts';

/**
 * The demo's renewal plans: a few hundred over every state, each with the history of the transitions
 * that brought it there (by the demo administrator), the A3 numbers its state implies, and installers on
 * most. Drawn in a fixed order, so every seeded database has the same plans. Skipped once any exists.
 */
const PLAN_COUNT = 300;
const ACTOR = 'admin@proboard.local';

const CLIENTS = [
  ['Lucía', 'Martínez Sanz', 'Calle del Pilar 14, 3º B', '50003', 'Zaragoza'],
  ['Javier', 'Fernández Ruiz', 'Avenida de la Constitución 22', '41001', 'Sevilla'],
  ['Marta', 'López Gutiérrez', 'Calle Colón 8, 5º', '46004', 'Valencia'],
  ['Antonio', 'García Moreno', 'Paseo de Gracia 101', '08008', 'Barcelona'],
  ['Elena', 'Navarro Iglesias', 'Calle Mayor 3', '28013', 'Madrid'],
  ['Sergio', 'Romero Díaz', 'Rúa do Franco 17', '15705', 'Santiago de Compostela'],
  ['Isabel', 'Torres Cano', 'Calle Larios 5, 2º', '29005', 'Málaga'],
  ['Pablo', 'Jiménez Ortega', 'Gran Vía 40', '48011', 'Bilbao'],
  ['Nuria', 'Castillo Vidal', 'Calle San Fernando 12', '03002', 'Alicante'],
  ['Raúl', 'Molina Herrera', 'Plaza de España 6', '47001', 'Valladolid'],
  ['Carmen', 'Ortega Ruiz', 'Avenida de Madrid 41, 2º A', '50010', 'Zaragoza'],
  ['Diego', 'Serrano Pascual', 'Calle Real 19', '11001', 'Cádiz'],
] as const;

const INSTALLERS = [
  ['Instalaciones Ebro S.L.', 'Jorge Lafuente', '+34 976 000 123', 'obras@instalacionesebro.example.com'],
  ['Clima Aragón S.L.', 'Pablo Gil', '+34 976 555 010', 'taller@climaragon.example.com'],
  ['Frío y Calor Levante S.L.', 'Vicente Soler', '+34 963 204 118', 'montajes@friocalorlevante.example.com'],
  ['Termoinstal Guadalquivir S.A.', 'Manuel Reyes', '+34 954 771 902', 'obras@termoinstal.example.com'],
  ['Confort Cantábrico S.L.', 'Iñaki Etxeberria', '+34 944 310 665', 'avisos@confortcantabrico.example.com'],
] as const;

const CARRIERS = ['DHL', 'SEUR', 'MRW', 'GLS'];
const CONTENTS = [
  'Split 1x1 de 3,5 kW para retirar',
  'Equipo de conductos de 7 kW y plenum',
  'Bomba de calor aire-agua de 8 kW',
  'Dos unidades interiores de pared y una exterior multisplit',
  'Cassette de 5 kW con su mando',
];
const NOTES = [
  'Llamar antes de pasar; portero automático estropeado.',
  'El cliente prefiere recogida por la mañana.',
  'Pendiente de la factura de compra del equipo nuevo.',
  null,
];

/** The states a plan goes through to reach `state` (its history), by the usual path. */
function pathTo(state: RenewalState, n: number): RenewalState[] {
  const paths: Record<RenewalState, RenewalState[]> = {
    registered: ['registered'],
    in_process: ['registered', 'in_process'],
    closed: ['registered', 'in_process', 'closed'],
    closed_without_payment:
      n % 2 === 0
        ? ['registered', 'closed_without_payment']
        : ['registered', 'in_process', 'closed_without_payment'],
    expired: n % 2 === 0 ? ['registered', 'expired'] : ['registered', 'in_process', 'expired'],
  };
  return paths[state];
}

export async function seedDemoRenewals(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from renewal_plans limit 1`);
  if (existing.rows.length > 0) return;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const taken = await tx.execute<{
    id: number;
  }>(sql`select nextval(pg_get_serial_sequence('renewal_plans', 'id'))::int as id
    from generate_series(1, ${PLAN_COUNT}) order by 1`);
  const actor = await tx.execute<{ id: number }>(sql`select id from users where email = ${ACTOR}`);
  const actorId = actor.rows[0]?.id ?? null;
  const plans: PgInsertValue<typeof renewalPlans>[] = [];
  const history: PgInsertValue<typeof workflowHistory>[] = [];
  for (let n = 0; n < PLAN_COUNT; n += 1) {
    const id = taken.rows[n]!.id;
    const [name, surname, address, postcode, city] = CLIENTS[n % CLIENTS.length]!;
    const installer = n % 4 === 3 ? null : INSTALLERS[n % INSTALLERS.length]!;
    const state = RENEWAL_STATES[(n * 7) % RENEWAL_STATES.length]!;
    const path = pathTo(state, n);
    // Every step of its history (three days apart) lies in the past.
    const created = new Date(now - ((PLAN_COUNT - n) * 1.2 + 10) * day);
    const closed = state === 'closed';
    plans.push({
      id,
      code: `RNV-2026-${String(n + 1).padStart(5, '0')}`,
      status: state,
      client_name: name,
      client_surname: surname,
      address,
      postcode,
      city,
      phone: `+34 6${String(10_000_000 + n * 7919).slice(0, 8)}`,
      email: `${name.toLowerCase()}.${n}@correo.example.com`,
      carrier: CARRIERS[n % CARRIERS.length]!,
      has_installer: installer !== null,
      installer_company: installer?.[0] ?? null,
      installer_name: installer?.[1] ?? null,
      installer_phone: installer?.[2] ?? null,
      installer_email: closed ? (installer?.[3] ?? 'instalador@reformasdelhogar.example.com') : null,
      order_number: closed ? String(20_260_000 + n) : null,
      credit_number: state === 'closed_without_payment' ? String(70_000_000 + n) : null,
      content_description: CONTENTS[n % CONTENTS.length]!,
      note: NOTES[n % NOTES.length] ?? null,
      created_at: created.toISOString(),
      updated_at: new Date(created.getTime() + (path.length - 1) * 3 * day).toISOString(),
    });
    for (let step = 1; step < path.length; step += 1) {
      const to = path[step]!;
      const fields =
        to === 'closed'
          ? {
              order_number: String(20_260_000 + n),
              installer_email: installer?.[3] ?? 'instalador@reformasdelhogar.example.com',
            }
          : to === 'closed_without_payment'
            ? { credit_number: String(70_000_000 + n) }
            : {};
      history.push({
        workflow: 'renewalplans',
        record_id: id,
        from_state: path[step - 1]!,
        to_state: to,
        fields,
        note: to === 'expired' ? 'Sin respuesta del cliente en el plazo del plan' : null,
        user_email: ACTOR,
        user_id: actorId,
        created_at: new Date(created.getTime() + step * 3 * day).toISOString(),
      });
    }
  }
  await tx.insert(renewalPlans).values(plans);
  if (history.length) await tx.insert(workflowHistory).values(history);
}
