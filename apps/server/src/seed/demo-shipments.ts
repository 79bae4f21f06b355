import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { shipmentIdentifier } from '../modules/shipments/request-pickup.ts';
import { carrierInvoicedParcels, shipmentParcels, shipments } from '../modules/shipments/shipments.tables.ts';
import { integrationLogs } from '../platform/adapters/adapters.tables.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import { workflowHistory } from '../platform/workflows/workflows.tables.ts';

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

/** The rows of one demo shipment: itself, its parcels, its carrier calls and its history. */
function shipmentRows(n: number, id: number, served: Served, status: string, relaunchedFrom: number | null) {
  const [street, postcode, city, state, country, contact, phone] = ADDRESSES[n % ADDRESSES.length]!;
  const booked = status !== 'pending' && status !== 'error';
  const tracking = booked ? trackingOf(n) : null;
  const created = day(60 - (n % 60));
  const at = (hours: number, later = '0 minutes') =>
    sql`${created}::timestamptz + ${`${hours} hours`}::interval + ${later}::interval`;
  const parcels = Array.from({ length: n % 13 === 0 ? 1 : 1 + (n % 3) }, (_, p) => ({
    shipment_id: id,
    weight_kg: n % 13 === 0 ? 180 + (n % 40) : 2.5 + ((n * 7 + p * 3) % 25),
    height_cm: 30 + ((n + p) % 5) * 10,
    width_cm: 30 + (p % 3) * 10,
    length_cm: n % 13 === 0 ? 120 : 40 + ((n + p) % 4) * 10,
  }));
  const shipment = {
    id,
    identifier: shipmentIdentifier(id),
    status,
    carrier_name: 'DHL',
    carrier_service: SERVICES[n % SERVICES.length]!,
    pickup_date: day(58 - (n % 60)),
    morning_min: '09:00',
    morning_max: n % 3 === 0 ? '13:00' : '14:00',
    afternoon_min: n % 4 === 0 ? null : '15:30',
    afternoon_max: n % 4 === 0 ? null : '18:30',
    tracking_number: tracking,
    tracking_link: tracking ? `https://www.dhl.com/es-es/home/tracking.html?tracking-id=${tracking}` : null,
    rma_link: n % 5 === 0 ? `https://rma.proboard.example.com/${served.reference}` : null,
    is_async: n % 9 === 0,
    is_return: true,
    is_pallet: n % 13 === 0,
    note: NOTES[n % NOTES.length]!,
    street_1: street,
    postcode,
    city,
    state,
    country_iso: country,
    contact_name: contact,
    contact_phone: phone,
    contact_email: served.email,
    serves: served.serves,
    serves_id: served.id,
    serves_reference: served.reference,
    relaunched_from_id: relaunchedFrom,
    parcel_count: parcels.length,
    total_weight_kg: parcels.reduce((sum, parcel) => sum + parcel.weight_kg, 0),
    carrier_error:
      status === 'error' ? (n % 2 ? 'http: answered 503' : 'timeout: no answer within 10000 ms') : null,
    created_at: at(9),
    updated_at: at(10),
  };
  // The carrier calls that booked it (or failed to), as the job logs them.
  const attempts = status === 'error' ? 6 : booked && status !== 'manual' ? 1 + (n % 7 === 0 ? 1 : 0) : 0;
  const key = randomUUID();
  const calls = Array.from({ length: attempts }, (_, index) => {
    const attempt = index + 1;
    const ok = status !== 'error' && attempt === attempts;
    return {
      system: 'carrier',
      operation: 'requestPickup',
      entity: 'shipment',
      entity_id: String(id),
      method: 'POST',
      url: DEMO_CARRIER_URL,
      request: { body: { reference: shipmentIdentifier(id), address: { postcode, country_iso: country } } },
      answer: ok ? { status: 200, body: { pickup: { tracking_number: tracking } } } : { status: 503 },
      http_status: ok ? 200 : 503,
      duration_ms: 180 + ((n * 31 + attempt) % 900),
      outcome: ok ? 'success' : 'error',
      error: ok ? null : 'http: answered 503',
      attempt,
      idempotency_key: key,
      created_at: at(9, `${attempt} minutes`),
      updated_at: at(9, `${attempt} minutes`),
    };
  });
  // Its history: booked by the carrier job, then moved on by the demo's agent.
  const moves: [string, string, string | null][] = [];
  if (booked) moves.push(['pending', 'requested', null]);
  if (status === 'error') moves.push(['pending', 'error', null]);
  if (status === 'manual') moves.push(['requested', 'manual', AGENT]);
  if (status === 'delivered') moves.push(['requested', 'delivered', AGENT]);
  if (status === 'cancelled') moves.push(['requested', 'cancelled', AGENT]);
  const history = moves.map(([from, to, who], index) => ({
    workflow: 'shipments',
    record_id: id,
    from_state: from,
    to_state: to,
    fields: {},
    note: null,
    user_email: who,
    created_at: at(10, `${index + 1} days`),
  }));
  return { shipment, parcels, calls, history };
}

type Shipment = ReturnType<typeof shipmentRows>['shipment'];

/** The carrier's November invoice: every booked parcel, a few weighed heavier or counted differently, and two we never sent. */
function carrierInvoiceRows(shipments: readonly Shipment[]) {
  const booked = shipments.filter(
    (s) => s.tracking_number && (s.status === 'requested' || s.status === 'delivered'),
  );
  const invoice = { invoice_number: 'FA-DHL-2026-11', invoice_date: '2026-11-30' };
  const rows = booked.map((s, n) => {
    const weight = n % 11 === 3 ? s.total_weight_kg + 4.5 : Math.ceil(s.total_weight_kg * 2) / 2;
    const parcels = n % 17 === 5 ? s.parcel_count + 1 : s.parcel_count;
    return {
      ...invoice,
      tracking_number: s.tracking_number!,
      invoiced_parcels: parcels,
      invoiced_weight_kg: weight,
      amount: Number((8.9 + parcels * 2.35 + weight * 0.18).toFixed(2)),
    };
  });
  const unknown = ['JD014600099871', 'JD014600099912'].map((tracking, n) => ({
    ...invoice,
    tracking_number: tracking,
    invoiced_parcels: n + 1,
    invoiced_weight_kg: 12.5 + n * 6,
    amount: 14.6 + n * 5,
  }));
  return [...rows, ...unknown];
}

export async function seedDemoShipments(tx: Tx) {
  // Other areas' demos may ask for pickups of their own (assignments): only returns' and warranties' count.
  const existing = await tx.execute(
    sql`select 1 from shipments where serves in ('return', 'warranty') limit 1`,
  );
  if (existing.rows.length) return;
  const served = await servedRecords(tx);
  // What each shipment is, in a fixed order: every tenth a pickup the carrier could not do (nobody at
  // the address), relaunched as a new one.
  const planned: { n: number; served: Served; status: string; relaunches: boolean }[] = [];
  let n = 0;
  for (const record of served) {
    n++;
    const status = END_STATES[n % END_STATES.length]!;
    if (n % 10 === 0) {
      planned.push({ n, served: record, status: 'cancelled', relaunches: false });
      n++;
      planned.push({
        n,
        served: record,
        status: status === 'cancelled' ? 'requested' : status,
        relaunches: true,
      });
    } else {
      planned.push({ n, served: record, status, relaunches: false });
    }
  }
  if (planned.length === 0) return;
  const ids = await tx.execute<{
    id: number;
  }>(sql`select nextval(pg_get_serial_sequence('shipments', 'id'))::int as id
    from generate_series(1, ${planned.length}) order by 1`);
  const rows = planned.map((plan, index) =>
    shipmentRows(
      plan.n,
      ids.rows[index]!.id,
      plan.served,
      plan.status,
      plan.relaunches ? ids.rows[index - 1]!.id : null,
    ),
  );
  const shipmentsRows = rows.map((row) => row.shipment);
  await tx.insert(shipments).values(shipmentsRows);
  await tx.insert(shipmentParcels).values(rows.flatMap((row) => row.parcels));
  const calls = rows.flatMap((row) => row.calls);
  if (calls.length) await tx.insert(integrationLogs).values(calls);
  const history = rows.flatMap((row) => row.history);
  if (history.length) await tx.insert(workflowHistory).values(history);
  await tx.insert(carrierInvoicedParcels).values(carrierInvoiceRows(shipmentsRows));
}
