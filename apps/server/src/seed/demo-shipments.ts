import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { shipmentIdentifier } from '../modules/shipments/request-pickup.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's shipments: a pickup for every demo return that went through `pickup_requested` and for
 * every demo warranty that did (when the warranties area has seeded some), spread over every state,
 * with their parcels, the carrier calls that booked them, the history that brought them there, a few
 * relaunched pairs; and the carrier's invoice for last month with some differences for the parcel
 * audit. Drawn in a fixed order, so every seeded database has the same shipments. Skipped once a
 * shipment serving a return or a warranty exists.
 */

const AGENT = 'aftersales@proboard.local';
const DEMO_CARRIER_URL = 'https://api.carrier.example.com/api/pickups';

/** Pickup addresses, by country of the demo customers. */
const ADDRESSES = [
  ['Calle del Coso 98', '50001', 'Zaragoza', 'Zaragoza', 'ES', 'Pilar Lázaro Gil', '+34 976 554 210'],
  [
    'Avenida de la Constitución 21',
    '41004',
    'Sevilla',
    'Sevilla',
    'ES',
    'Manuel Ortega Ruiz',
    '+34 954 221 870',
  ],
  ['Carrer de Colón 45', '46004', 'València', 'Valencia', 'ES', 'Amparo Ferrer Climent', '+34 963 118 402'],
  ['12 rue de la République', '69002', 'Lyon', 'Rhône', 'FR', 'Julien Moreau', '+33 4 78 92 15 30'],
  ['8 quai de la Fosse', '44000', 'Nantes', 'Loire-Atlantique', 'FR', 'Claire Lefèvre', '+33 2 40 48 77 12'],
  ['Via Giuseppe Verdi 14', '20121', 'Milano', 'MI', 'IT', 'Davide Brambilla', '+39 02 8645 2210'],
  ['Corso del Popolo 77', '30172', 'Venezia Mestre', 'VE', 'IT', 'Chiara Zanin', '+39 041 531 7788'],
  ['Rua de Santa Catarina 210', '4000-447', 'Porto', 'Porto', 'PT', 'Rui Carvalho', '+351 222 051 344'],
  ['Avenida da Liberdade 180', '1250-146', 'Lisboa', 'Lisboa', 'PT', 'Ana Sousa Martins', '+351 213 170 522'],
  ['Calle Castilla 53', '39009', 'Santander', 'Cantabria', 'ES', 'Íñigo Gutiérrez Sainz', '+34 942 374 019'],
] as const;

const SERVICES = ['DHL Parcel Connect', 'DHL Parcel Europlus', 'DHL Freight Euroconnect'];
const NOTES = [
  'Llamar 30 minutos antes de llegar.',
  'Acceso por el muelle de carga trasero.',
  'El cliente tiene el material embalado en la entrada.',
  null,
  null,
];

/** Where a shipment ends, by its n: every state, most pickups booked or done. */
const END_STATES = [
  'requested',
  'delivered',
  'delivered',
  'requested',
  'manual',
  'pending',
  'error',
  'cancelled',
];

type Served = { serves: 'return' | 'warranty'; id: number; reference: string; email: string | null };

async function servedRecords(tx: Tx): Promise<Served[]> {
  const returns = await tx.execute<Served>(sql`select 'return' as serves, r.id, r.code as reference,
      r.customer_email as email from returns r
    where exists (select 1 from workflow_history h where h.workflow = 'returns' and h.record_id = r.id
      and h.to_state = 'pickup_requested')
    order by r.id`);
  const warrantiesTable = await tx.execute<{ found: boolean }>(
    sql`select to_regclass('warranties') is not null as found`,
  );
  if (!warrantiesTable.rows[0]?.found) return returns.rows;
  const warranties = await tx.execute<Served>(sql`select 'warranty' as serves, w.id, w.az_iso as reference,
      w.contact_email as email from warranties w
    where w.status in ('pickup_requested', 'pickup_processed', 'closed') order by w.id`);
  return [...returns.rows, ...warranties.rows];
}

const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 10, 20));
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

/** The carrier's tracking number of the n-th demo shipment. */
const trackingOf = (n: number) => `JD0146${String(1_200_000 + n * 7).padStart(8, '0')}`;

async function insertShipment(
  tx: Tx,
  n: number,
  served: Served,
  status: string,
  relaunchedFrom: number | null,
): Promise<number> {
  const [street, postcode, city, state, country, contact, phone] = ADDRESSES[n % ADDRESSES.length]!;
  const booked = status !== 'pending' && status !== 'error';
  const tracking = booked ? trackingOf(n) : null;
  const created = day(60 - (n % 60));
  const next = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('shipments', 'id'))::int as id`,
  );
  const id = next.rows[0]!.id;
  await tx.execute(sql`insert into shipments (id, identifier, status, carrier_name, carrier_service,
      pickup_date, morning_min, morning_max, afternoon_min, afternoon_max, tracking_number, tracking_link,
      rma_link, is_async, is_return, is_pallet, note, street_1, postcode, city, state, country_iso,
      contact_name, contact_phone, contact_email, serves, serves_id, serves_reference, relaunched_from_id,
      carrier_error, created_at, updated_at)
    values (${id}, ${shipmentIdentifier(id)}, ${status}, 'DHL', ${SERVICES[n % SERVICES.length]!},
      ${day(58 - (n % 60))}, '09:00', ${n % 3 === 0 ? '13:00' : '14:00'}, ${n % 4 === 0 ? null : '15:30'},
      ${n % 4 === 0 ? null : '18:30'}, ${tracking},
      ${tracking ? `https://www.dhl.com/es-es/home/tracking.html?tracking-id=${tracking}` : null},
      ${n % 5 === 0 ? `https://rma.proboard.example.com/${served.reference}` : null}, ${n % 9 === 0}, true,
      ${n % 13 === 0}, ${NOTES[n % NOTES.length]!}, ${street}, ${postcode}, ${city}, ${state}, ${country},
      ${contact}, ${phone}, ${served.email}, ${served.serves}, ${served.id},
      ${served.reference}, ${relaunchedFrom},
      ${status === 'error' ? (n % 2 ? 'http: answered 503' : 'timeout: no answer within 10000 ms') : null},
      ${created}::timestamptz + interval '9 hours', ${created}::timestamptz + interval '10 hours')`);
  const parcels = n % 13 === 0 ? 1 : 1 + (n % 3);
  for (let p = 0; p < parcels; p++) {
    await tx.execute(sql`insert into shipment_parcels (shipment_id, weight_kg, height_cm, width_cm, length_cm)
      values (${id}, ${n % 13 === 0 ? 180 + (n % 40) : 2.5 + ((n * 7 + p * 3) % 25)}, ${30 + ((n + p) % 5) * 10},
        ${30 + (p % 3) * 10}, ${n % 13 === 0 ? 120 : 40 + ((n + p) % 4) * 10})`);
  }
  await tx.execute(sql`update shipments s set parcel_count = p.count, total_weight_kg = p.weight
    from (select count(*)::int as count, sum(weight_kg) as weight from shipment_parcels where shipment_id = ${id}) p
    where s.id = ${id}`);
  // The carrier calls that booked it (or failed to), as the job logs them.
  const attempts = status === 'error' ? 6 : booked && status !== 'manual' ? 1 + (n % 7 === 0 ? 1 : 0) : 0;
  const key = randomUUID();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const ok = status !== 'error' && attempt === attempts;
    await tx.execute(sql`insert into integration_logs (system, operation, entity, entity_id, method, url,
        request, answer, http_status, duration_ms, outcome, error, attempt, idempotency_key, created_at, updated_at)
      values ('carrier', 'requestPickup', 'shipment', ${String(id)}, 'POST', ${DEMO_CARRIER_URL},
        ${JSON.stringify({ body: { reference: shipmentIdentifier(id), address: { postcode, country_iso: country } } })}::jsonb,
        ${JSON.stringify(ok ? { status: 200, body: { pickup: { tracking_number: tracking } } } : { status: 503 })}::jsonb,
        ${ok ? 200 : 503}, ${180 + ((n * 31 + attempt) % 900)}, ${ok ? 'success' : 'error'},
        ${ok ? null : 'http: answered 503'}, ${attempt}, ${key},
        ${created}::timestamptz + interval '9 hours' + ${`${attempt} minutes`}::interval,
        ${created}::timestamptz + interval '9 hours' + ${`${attempt} minutes`}::interval)`);
  }
  // Its history: booked by the carrier job, then moved on by the demo's agent.
  const moves: [string, string, string | null][] = [];
  if (booked) moves.push(['pending', 'requested', null]);
  if (status === 'error') moves.push(['pending', 'error', null]);
  if (status === 'manual') moves.push(['requested', 'manual', AGENT]);
  if (status === 'delivered') moves.push(['requested', 'delivered', AGENT]);
  if (status === 'cancelled') moves.push(['requested', 'cancelled', AGENT]);
  for (const [index, [from, to, who]] of moves.entries()) {
    await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, note,
        user_email, created_at)
      values ('shipments', ${id}, ${from}, ${to}, '{}'::jsonb, null, ${who},
        ${created}::timestamptz + interval '10 hours' + ${`${index + 1} days`}::interval)`);
  }
  return id;
}

/** The carrier's November invoice: every booked parcel, a few weighed heavier or counted differently, and two we never sent. */
async function seedCarrierInvoice(tx: Tx) {
  const booked = await tx.execute<{
    id: number;
    tracking_number: string;
    parcel_count: number;
    total_weight_kg: number;
  }>(
    sql`select id, tracking_number, parcel_count, total_weight_kg from shipments
      where tracking_number is not null and status in ('requested', 'delivered') order by id`,
  );
  for (const [n, s] of booked.rows.entries()) {
    const weight =
      n % 11 === 3 ? Number(s.total_weight_kg) + 4.5 : Math.ceil(Number(s.total_weight_kg) * 2) / 2;
    const parcels = n % 17 === 5 ? s.parcel_count + 1 : s.parcel_count;
    await tx.execute(sql`insert into carrier_invoiced_parcels (invoice_number, invoice_date, tracking_number,
        invoiced_parcels, invoiced_weight_kg, amount)
      values ('FA-DHL-2026-11', '2026-11-30', ${s.tracking_number}, ${parcels}, ${weight},
        ${(8.9 + parcels * 2.35 + weight * 0.18).toFixed(2)})`);
  }
  for (const [n, tracking] of ['JD014600099871', 'JD014600099912'].entries()) {
    await tx.execute(sql`insert into carrier_invoiced_parcels (invoice_number, invoice_date, tracking_number,
        invoiced_parcels, invoiced_weight_kg, amount)
      values ('FA-DHL-2026-11', '2026-11-30', ${tracking}, ${n + 1}, ${12.5 + n * 6}, ${14.6 + n * 5})`);
  }
}

export async function seedDemoShipments(tx: Tx) {
  // Other areas' demos may ask for pickups of their own (assignments): only returns' and warranties' count.
  const existing = await tx.execute(
    sql`select 1 from shipments where serves in ('return', 'warranty') limit 1`,
  );
  if (existing.rows.length) return;
  const served = await servedRecords(tx);
  let n = 0;
  for (const record of served) {
    n++;
    const status = END_STATES[n % END_STATES.length]!;
    if (n % 10 === 0) {
      // A pickup the carrier could not do (nobody at the address), relaunched as a new one.
      const old = await insertShipment(tx, n, record, 'cancelled', null);
      n++;
      await insertShipment(tx, n, record, status === 'cancelled' ? 'requested' : status, old);
    } else {
      await insertShipment(tx, n, record, status, null);
    }
  }
  await seedCarrierInvoice(tx);
}
