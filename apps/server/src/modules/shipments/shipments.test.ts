import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeCarrierHandler } from '../../test/fakes/fake-carrier.ts';
import { type FakeRemote, startFakeRemote } from '../../test/fakes/fake-remote.ts';
import { pdf } from '../../test/fixtures/files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { sampleReturn } from '../aftersales/return-sample.ts';
import { CARRIER_PICKUP_QUEUE } from './carrier-queue.ts';
import { type PickupRequest, requestPickup } from './request-pickup.ts';
import { sampleShipment } from './shipment-sample.ts';

const BASE = '/api/msshipper.v1/admin/shipments';
const SECRET = 'carrier-signing-secret-for-tests-0001';

let t: TestApp;
let agent: string;
let carrier: FakeRemote;
let carrierFake: ReturnType<typeof fakeCarrierHandler>;

beforeAll(async () => {
  carrierFake = fakeCarrierHandler();
  carrier = await startFakeRemote(SECRET, carrierFake.handler);
  // Quick retries (one retry: two attempts), so the failure paths run in seconds.
  t = await createTestApp({
    env: {
      CARRIER_END_POINT: carrier.url,
      CARRIER_SECRET: SECRET,
      INTEGRATION_TIMEOUT_MS: '1500',
      INTEGRATION_RETRY_LIMIT: '1',
      INTEGRATION_RETRY_DELAY_SECONDS: '1',
    },
  });
  agent = await t.signIn('aftersales@proboard.local');
});
afterAll(async () => {
  await t.close();
  await carrier.close();
});
beforeEach(() => {
  carrier.behaviour = { kind: 'ok' };
});

const pickup = (overrides: Partial<PickupRequest> = {}): PickupRequest => ({
  serves: 'return',
  servesId: 41,
  servesReference: 'RT-2026-000041',
  address: {
    street_1: 'Avinguda Diagonal 640',
    postcode: '08017',
    city: 'Barcelona',
    state: 'Barcelona',
    country_iso: 'ES',
  },
  contact: {
    name: 'Jordi Puig Soler',
    phone: '+34 934 112 233',
    email: 'jordi.puig@instalclima.example.com',
  },
  parcels: [{ weight_kg: 18.4, height_cm: 50, width_cm: 40, length_cm: 80 }],
  pickupDate: '2026-12-02',
  window: { morning: ['09:00', '13:00'], afternoon: ['15:00', '18:00'] },
  isReturn: true,
  ...overrides,
});

/** Asks for a pickup as a workflow's side effect does, in its own committed transaction. */
const requestCommitted = (overrides: Partial<PickupRequest> = {}) =>
  t.db.transaction((tx) => requestPickup(tx, pickup(overrides), t.ctx));

async function read(id: number, token = agent) {
  const res = await t.request({ method: 'GET', url: `${BASE}/${id}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shipment as Record<string, unknown> & { parcels: Record<string, unknown>[] };
}

const move = (id: number, body: object, token = agent) =>
  t.request({ method: 'POST', url: `${BASE}/${id}/transitions`, payload: body, token });

/** A shipment as the form sends it back: the record read, parcels included. */
const formOf = (record: Record<string, unknown>) => ({
  ...record,
  parcels: [...(record.parcels as Record<string, unknown>[])],
});

describe('requestPickup, called inside another workflow transition', () => {
  it('writes nothing and queues nothing when the caller rolls back', async () => {
    const before = carrier.calls.length;
    const rolledBack = new Error('the transition failed after asking');
    await expect(
      t.db.transaction(async (tx) => {
        await requestPickup(tx, pickup({ servesReference: 'RT-ROLLED-BACK' }), t.ctx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const rows = await t.db.execute(sql`select 1 from shipments where serves_reference = 'RT-ROLLED-BACK'`);
    expect(rows.rows).toHaveLength(0);
    expect(carrier.calls.length).toBe(before);
  });

  it('books the pickup at the carrier: tracking number and link, the label stored as a PDF file, a history row', async () => {
    const { id, identifier } = await requestCommitted();
    expect(identifier).toMatch(/^PK\d{7}$/);
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const shipment = await read(id);
    expect(shipment.status).toBe('requested');
    expect(shipment.tracking_number).toMatch(/^JD0146/);
    expect(shipment.tracking_link).toContain(String(shipment.tracking_number));
    expect(shipment.parcel_count).toBe(1);
    expect(shipment.total_weight_kg).toBe(18.4);
    const booked = carrierFake.pickups.find((p) => p.reference === identifier)!;
    expect(booked.body).toMatchObject({
      is_return: true,
      windows: { morning: ['09:00', '13:00'], afternoon: ['15:00', '18:00'] },
      address: { postcode: '08017', country_iso: 'ES' },
    });
    expect(carrier.calls.every((call) => call.signed)).toBe(true);
    const label = await t.app.inject({ method: 'GET', url: String(shipment.label_url) });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(String(shipment.logs)).toMatch(/requestPickup #1 success 200/);
    const timeline = await t.request({ method: 'GET', url: `${BASE}/${id}/timeline`, token: agent });
    expect(JSON.stringify(timeline.json().timeline)).toContain('requested');
    // The customer is told, in the language of the pickup's country.
    await t.jobsDone('mail.workflow');
    const sent = await t.db.execute<{ recipient: string; subject: string; status: string }>(
      sql`select recipient, subject, status from notifications where template = 'pickup_booked'
        and merge_vars->>'shipment_id' = ${String(id)}`,
    );
    expect(sent.rows).toEqual([
      {
        recipient: 'jordi.puig@instalclima.example.com',
        subject: `Recogida ${identifier} confirmada para 02/12/2026`,
        status: 'sent',
      },
    ]);
  });

  it('survives a carrier outage: the job retries with the same idempotency key and books once', async () => {
    carrier.behaviour = { kind: 'failFirst', times: 1 };
    const booked = carrierFake.pickups.length;
    const { id } = await requestCommitted();
    await t.jobsDone(CARRIER_PICKUP_QUEUE, 20_000);
    expect((await read(id)).status).toBe('requested');
    expect(carrierFake.pickups.length).toBe(booked + 1);
    const logs = await t.db.execute<{
      outcome: string;
      idempotency_key: string;
    }>(sql`select outcome, idempotency_key
      from integration_logs where system = 'carrier' and entity_id = ${String(id)} order by id`);
    expect(logs.rows.map((l) => l.outcome)).toEqual(['error', 'success']);
    expect(new Set(logs.rows.map((l) => l.idempotency_key)).size).toBe(1);
  });

  it('moves the shipment to error with the reason when the carrier answers garbage until retries run out', async () => {
    carrier.behaviour = { kind: 'garbage' };
    const { id } = await requestCommitted();
    await t.jobsDone(CARRIER_PICKUP_QUEUE, 20_000);
    const shipment = await read(id);
    expect(shipment.status).toBe('error');
    expect(shipment.carrier_error).toMatch(/invalid_answer/);
  });

  it('never calls the carrier for an incomplete pickup: error, naming what is missing', async () => {
    const before = carrier.calls.length;
    const { id } = await requestCommitted({
      address: { street_1: null, postcode: '08017', city: 'Barcelona', country_iso: 'ES' },
      parcels: [],
    });
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const shipment = await read(id);
    expect(shipment.status).toBe('error');
    expect(shipment.carrier_error).toBe('incomplete pickup, missing: street_1, parcels');
    expect(carrier.calls.length).toBe(before);
  });

  it('refuses a label that is not a PDF (invalid file format) and stores nothing', async () => {
    const other = fakeCarrierHandler({ labelNotPdf: true });
    const remote = await startFakeRemote(SECRET, other.handler);
    const endpoint = t.ctx.config.CARRIER_END_POINT;
    t.ctx.config.CARRIER_END_POINT = remote.url;
    try {
      const { id } = await requestCommitted();
      await t.jobsDone(CARRIER_PICKUP_QUEUE);
      const shipment = await read(id);
      expect(shipment.status).toBe('error');
      expect(shipment.carrier_error).toMatch(/invalid file format/);
      expect(shipment.label_url).toBeNull();
    } finally {
      t.ctx.config.CARRIER_END_POINT = endpoint;
      await remote.close();
    }
  });
});

describe('editing a shipment', () => {
  it('saves the parcels and windows, recounting the parcels and their weight', async () => {
    const id = await sampleShipment(t.db, 'requested');
    const form = formOf(await read(id));
    form.parcels = [form.parcels[0]!, { weight_kg: '7.25', height_cm: 30, width_cm: 30, length_cm: 30 }];
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: agent,
      payload: { ...form, afternoon_max: '19:30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await read(id);
    expect(saved.parcel_count).toBe(2);
    expect(saved.total_weight_kg).toBe(19.75);
    expect(saved.afternoon_max).toBe('19:30');
  });

  it('refuses a window ending before it starts, a parcel of no weight, no parcels and a note over 2,000 characters (422 on each field)', async () => {
    const id = await sampleShipment(t.db, 'pending');
    const form = formOf(await read(id));
    const bad = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: agent,
      payload: {
        ...form,
        morning_min: '12:00',
        morning_max: '10:00',
        afternoon_min: '25:00',
        note: 'x'.repeat(2001),
        parcels: [{ weight_kg: 0, height_cm: 10, width_cm: 10, length_cm: 10 }],
      },
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['morning_max', 'afternoon_min', 'note', 'parcels.0.weight_kg']),
    );
    expect(errors.morning_max[0]).toContain('12:00');
    const none = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: agent,
      payload: { ...form, parcels: [] },
    });
    expect(Object.keys(none.json().errors)).toEqual(['parcels']);
    expect((await read(id)).morning_max).toBe('13:00');
  });

  it('has no create route: pickups come from the workflows they serve', async () => {
    const res = await t.request({ method: 'POST', url: BASE, token: agent, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe("a shipment's document", () => {
  const attach = (id: number, name: string, content: Buffer, token = agent) => {
    const boundary = '----shipment-document';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request({
      method: 'POST',
      url: `${BASE}/${id}/document`,
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('is stored as a file the shipment links to; a file of another format is refused with the spec message', async () => {
    const id = await sampleShipment(t.db, 'delivered');
    const fake = await attach(id, 'albaran.pdf', Buffer.from('<html><body>not a pdf</body></html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual(['Formato de archivo no válido']);
    const exe = await attach(id, 'albaran.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.json().errors.file).toEqual(['Formato de archivo no válido']);
    expect((await read(id)).document_url).toBeNull();
    const ok = await attach(id, 'albaran-firmado.pdf', pdf('Albarán firmado'));
    expect(ok.statusCode, ok.body).toBe(200);
    const url = String(ok.json().shipment.document_url);
    // Private: answered as a signed link.
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the shipments workflow', () => {
  it('sets a shipment to manual only with its tracking number and link', async () => {
    const id = await sampleShipment(t.db, 'error');
    const empty = await move(id, { to: 'manual', fields: { tracking_number: '', tracking_link: '' } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['tracking_link', 'tracking_number']);
    const notLink = await move(id, {
      to: 'manual',
      fields: { tracking_number: 'MAN-1', tracking_link: 'not a link' },
    });
    expect(Object.keys(notLink.json().errors)).toEqual(['tracking_link']);
    const ok = await move(id, {
      to: 'manual',
      fields: {
        tracking_number: 'MAN-77812',
        tracking_link: 'https://www.seur.com/livetracking/?segOnlineIdentificador=MAN-77812',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().shipment).toMatchObject({
      status: 'manual',
      tracking_number: 'MAN-77812',
      carrier_error: null,
    });
  });

  it('refuses delivering a pickup the carrier has not booked (409 naming both states)', async () => {
    const id = await sampleShipment(t.db, 'pending');
    const res = await move(id, { to: 'delivered', fields: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Pendiente/);
  });
});

describe('relaunching a pickup', () => {
  const relaunch = (id: number, body: object, token = agent) =>
    t.request({ method: 'POST', url: `${BASE}/${id}/relaunch`, token, payload: body });

  it('cancels the old pickup and books a new one at the carrier from the form, linked to the old one, in one go', async () => {
    const { id: oldId } = await requestCommitted({ servesReference: 'RT-2026-000077', servesId: 77 });
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const old = await read(oldId);
    const res = await relaunch(oldId, {
      ...formOf(old),
      city: "L'Hospitalet de Llobregat",
      postcode: '08901',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().shipment;
    expect(created).toMatchObject({
      status: 'pending',
      relaunched_from_id: oldId,
      relaunched_from_identifier: old.identifier,
      serves: 'return',
      serves_id: 77,
      serves_reference: 'RT-2026-000077',
      city: "L'Hospitalet de Llobregat",
      parcel_count: 1,
    });
    expect(created.tracking_number).toBeNull();
    const cancelled = await read(oldId);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.relaunched_as_id).toBe(created.id);
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const booked = await read(created.id);
    expect(booked.status).toBe('requested');
    expect(booked.tracking_number).not.toBe(old.tracking_number);
    expect(carrierFake.pickups.at(-1)!.body).toMatchObject({ address: { postcode: '08901' } });
  });

  it('is refused on a stale form (409), on a cancelled pickup (409), on a bad window (422), and without azc-shipments-create (403)', async () => {
    const id = await sampleShipment(t.db, 'requested');
    const form = formOf(await read(id));
    const bad = await relaunch(id, { ...form, afternoon_min: '18:00', afternoon_max: '15:00' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['afternoon_max']);
    expect((await relaunch(id, { ...form, updated_at: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(409);
    expect((await read(id)).status).toBe('requested');

    await t.db.execute(sql`insert into roles (name) values ('SHIPMENTS_EDITOR')`);
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = 'SHIPMENTS_EDITOR'
        and p.name in ('azc-shipments-read', 'azc-shipments-update')`);
    const editor = await t.signIn(
      await createUser(t.db, 'shipments.editor@proboard.local', ['SHIPMENTS_EDITOR']),
    );
    expect((await relaunch(id, form, editor)).statusCode).toBe(403);

    const cancelled = await sampleShipment(t.db, 'cancelled');
    expect((await relaunch(cancelled, formOf(await read(cancelled)))).statusCode).toBe(409);
    const count = await t.db.execute(
      sql`select 1 from shipments where relaunched_from_id = any(${sql.param([id, cancelled])}::int[])`,
    );
    expect(count.rows).toHaveLength(0);
  });
});

describe('the carrier parcel audit', () => {
  const AUDIT = '/api/msshipper.v1/admin/dhl-parcels';
  const upload = (name: string, content: string | Buffer, token = agent) => {
    const boundary = '----shipments-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request({
      method: 'POST',
      url: `${AUDIT}/import`,
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const audit = async (filter: object) =>
    (
      await t.request({
        method: 'GET',
        url: `${AUDIT}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter }))}`,
        token: agent,
      })
    ).json().dhl_parcels.data as Record<string, unknown>[];

  it("flags the invoice's parcel-count and weight differences against our shipments, and filters only the differences", async () => {
    const same = await sampleShipment(t.db, 'delivered');
    const heavier = await sampleShipment(t.db, 'delivered');
    const tracking = (id: number) => `JD-AUDIT-${id}`;
    for (const id of [same, heavier])
      await t.db.execute(sql`update shipments set tracking_number = ${tracking(id)} where id = ${id}`);
    // Our samples weigh 15.7 kg in two parcels.
    const csv = [
      'invoice_number;invoice_date;tracking_number;parcels;weight_kg;amount',
      `FA-DHL-2611;2026-11-30;${tracking(same)};2;16,0;12,40`,
      `FA-DHL-2611;2026-11-30;${tracking(heavier)};2;21.5;15.10`,
      'FA-DHL-2611;2026-11-30;JD-AUDIT-UNKNOWN;3;9;18.00',
    ].join('\n');
    const res = await upload('factura-dhl-noviembre.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(3);
    const rows = await audit({ search: 'JD-AUDIT-' });
    const result = Object.fromEntries(rows.map((r) => [r.tracking_number, r.difference]));
    expect(result).toEqual({
      [tracking(same)]: 'matched',
      [tracking(heavier)]: 'weight_difference',
      'JD-AUDIT-UNKNOWN': 'unmatched',
    });
    // One parcel fewer on our side: a count difference.
    await t.db.execute(
      sql`delete from shipment_parcels where id = (select max(id) from shipment_parcels where shipment_id = ${same})`,
    );
    await t.db.execute(sql`update shipments set parcel_count = 1 where id = ${same}`);
    const differences = await audit({ search: 'JD-AUDIT-', difference: 'differences' });
    expect(differences.map((r) => r.difference).sort()).toEqual([
      'count_difference',
      'unmatched',
      'weight_difference',
    ]);
    // The same file again replaces its lines instead of doubling them.
    expect((await upload('factura-dhl-noviembre.csv', csv)).json().imported).toBe(3);
    expect(await audit({ search: 'JD-AUDIT-' })).toHaveLength(3);
  });

  it('refuses a file of the wrong format or with bad lines (422 on the file), importing nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await upload('factura.png', png);
    expect(image.statusCode).toBe(422);
    const bad = await upload(
      'factura.csv',
      'invoice_number;tracking_number;parcels;weight_kg\nFA-9;JD-BAD-1;0;3\nFA-9;JD-BAD-2;1;abc',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/line 2: parcels; line 3: weight_kg/);
    expect(await audit({ search: 'JD-BAD-' })).toHaveLength(0);
  });

  it('is refused (403) without dhl-audits-access or admin-pickups', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    const res = await t.request({ method: 'GET', url: AUDIT, token: catalogue });
    expect(res.statusCode).toBe(403);
    expect((await upload('f.csv', 'x', catalogue)).statusCode).toBe(403);
  });
});

describe('a return moved to pickup_requested', () => {
  const moveToPickup = (returnId: number, fields: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/mswarranties.v1/admin/returns/${returnId}/transitions`,
      token: agent,
      payload: { to: 'pickup_requested', fields },
    });

  it('asks for the parcels: refused without them (422 on each), nothing written', async () => {
    const returnId = await sampleReturn(t.db, 'accepted');
    const refused = await moveToPickup(returnId, { parcel_count: 0, parcel_weight_kg: 'heavy' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'parcel_count',
      'parcel_height_cm',
      'parcel_length_cm',
      'parcel_weight_kg',
      'parcel_width_cm',
    ]);
    const written = await t.db.execute(
      sql`select 1 from shipments where serves = 'return' and serves_id = ${returnId}`,
    );
    expect(written.rows).toHaveLength(0);
  });

  it("books a pickup serving it at the customer's company delivery address with its parcels and day", async () => {
    const returnId = await sampleReturn(t.db, 'accepted');
    const company = await t.db.execute<{
      id: number;
    }>(sql`insert into companies (name, vat, country_iso, email)
      values ('Climatizaciones Ebro S.L.', 'ESB50123456', 'ES', 'compras@climaebro.example.com') returning id`);
    await t.db.execute(sql`insert into company_addresses (company_id, type, is_default, contact, phone, address, city, zipcode, country_iso)
      values (${company.rows[0]!.id}, 'delivery', true, 'Pilar Lázaro Gil', '+34 976 554 210', 'Calle del Coso 98', 'Zaragoza', '50001', 'ES')`);
    const before = carrier.calls.length;
    const moved = await moveToPickup(returnId, {
      parcel_count: 3,
      parcel_weight_kg: '12.5',
      parcel_height_cm: 40,
      parcel_width_cm: 60,
      parcel_length_cm: 80,
      pickup_date: '2031-03-14',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().return.status).toBe('pickup_requested');
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const found = await t.db.execute<{ id: number }>(
      sql`select id from shipments where serves = 'return' and serves_id = ${returnId}`,
    );
    expect(found.rows).toHaveLength(1);
    const shipment = await read(found.rows[0]!.id);
    expect(shipment).toMatchObject({
      serves_reference: moved.json().return.code,
      is_return: true,
      street_1: 'Calle del Coso 98',
      postcode: '50001',
      contact_name: 'Pilar Lázaro Gil',
      contact_email: 'compras@climaebro.example.com',
      pickup_date: '2031-03-14',
      parcel_count: 3,
      total_weight_kg: 37.5,
      status: 'requested',
    });
    // Booked at once: the carrier was asked for the three parcels.
    const asked = carrier.calls.slice(before).map((call) => JSON.parse(call.body) as { parcels?: unknown[] });
    expect(asked.some((body) => body.parcels?.length === 3)).toBe(true);
  });
});

describe('the demo shipments', () => {
  it('serve demo returns in every state, with parcels, carrier calls and an invoice with differences', async () => {
    const states = await t.db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n
      from shipments where serves_reference not like 'RT-TEST-%' and serves_reference like 'RT-%' group by status`);
    const byState = Object.fromEntries(states.rows.map((r) => [r.status, r.n]));
    for (const state of ['pending', 'requested', 'error', 'manual', 'delivered', 'cancelled'])
      expect(byState[state], state).toBeGreaterThan(0);
    const linked = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from shipments s
      join returns r on r.id = s.serves_id and r.code = s.serves_reference where s.serves = 'return'`);
    expect(linked.rows[0]!.n).toBeGreaterThan(50);
    const relaunched = await t.db.execute(sql`select 1 from shipments where relaunched_from_id is not null`);
    expect(relaunched.rows.length).toBeGreaterThan(0);
    const audit = await t.db.execute<{ difference: string }>(
      sql`select distinct difference from carrier_parcel_audit where invoice_number = 'FA-DHL-2026-11'`,
    );
    expect(audit.rows.map((r) => r.difference).sort()).toEqual([
      'count_difference',
      'matched',
      'unmatched',
      'weight_difference',
    ]);
  });
});
