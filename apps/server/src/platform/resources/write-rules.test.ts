import { WHOLE_LIST_MAX } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSampleCentre, sampleAssistance } from '../../modules/assistance/assistance-sample.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Rules every write and list of the kit keeps (issue 30, "Writes and lists"): an update names the
 * version it read, a cleared field is stored empty, a whole list is only for the lists read whole,
 * and an id is an integer (or its digits), never `true`.
 */
const MANUFACTURERS = '/api/msproduct.v1/manufacturers';
const ASSISTANCES = '/api/msservices.v1/admin/technical-assistances';
type Json = Record<string, unknown>;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale = 'es') =>
  t.request({ method, url, token: admin, payload, headers: { 'app-locale': locale } });
const list = (path: string, context: object) =>
  send('GET', `${path}?context=${encodeURIComponent(JSON.stringify(context))}`);

async function manufacturer(azIso: string) {
  const res = await send('POST', MANUFACTURERS, { az_iso: azIso, name: `Fabricante ${azIso}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().manufacturer as Json & { id: number; updated_at: string };
}

describe('an update without the updated_at it read', () => {
  it('is refused with 428 naming the field, in the caller’s language, and changes nothing', async () => {
    const record = await manufacturer('WR_LOCK');
    const { updated_at: _read, ...unversioned } = record;
    for (const [locale, words] of [
      ['en', /updated_at is missing/],
      ['fr', /updated_at manque/],
    ] as const) {
      const res = await send(
        'PUT',
        `${MANUFACTURERS}/${record.id}`,
        { ...unversioned, name: 'Lost' },
        locale,
      );
      expect(res.statusCode, res.body).toBe(428);
      expect(res.json().message).toMatch(words);
      expect(Object.keys(res.json().errors)).toEqual(['updated_at']);
    }
    expect((await send('GET', `${MANUFACTURERS}/${record.id}`)).json().manufacturer.name).toBe(
      'Fabricante WR_LOCK',
    );
    // As read, it saves; the same version sent again is stale.
    const saved = await send('PUT', `${MANUFACTURERS}/${record.id}`, { ...record, name: 'Kept' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('PUT', `${MANUFACTURERS}/${record.id}`, { ...record, name: 'Late' })).statusCode).toBe(
      409,
    );
  });

  it('of 20 concurrent saves of the same version, exactly one wins', async () => {
    const record = await manufacturer('WR_RACE');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('PUT', `${MANUFACTURERS}/${record.id}`, { ...record, name: `Save ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('is refused by the order modal’s shipping change too', async () => {
    const order = (await list('/api/msbusiness.v1/admin/orders', { currentPage: 1, perPage: 4 })).json()
      .orders.data[0] as Json;
    const res = await send('POST', `/api/msbusiness.v1/admin/orders/${order.id}/shipping`, {
      shipping_cost: 12.5,
    });
    expect(res.statusCode, res.body).toBe(428);
  });
});

describe('a cleared number field', () => {
  const assistance = (n: string, quantity: unknown) => ({
    request_number: `WR-${n}`,
    service_type: 'repair',
    requester_name: 'Marta Gil Navarro',
    installation_address: 'Avenida del Puerto 120',
    systems_quantity: quantity,
    thermostats_quantity: quantity,
    reason: 'El termostato del dormitorio no responde',
  });

  it('("" or null) is stored empty on a create and on an update', async () => {
    for (const [n, cleared] of [
      ['EMPTY', ''],
      ['NULL', null],
    ] as const) {
      const created = await send('POST', ASSISTANCES, assistance(n, cleared));
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json().technical_assistance as Json;
      expect([record.systems_quantity, record.thermostats_quantity]).toEqual([null, null]);
      const filled = await send('PUT', `${ASSISTANCES}/${record.id}`, {
        ...assistance(n, 2),
        updated_at: record.updated_at,
      });
      expect(filled.json().technical_assistance.systems_quantity).toBe(2);
      const emptied = await send('PUT', `${ASSISTANCES}/${record.id}`, {
        ...assistance(n, cleared),
        updated_at: filled.json().technical_assistance.updated_at,
      });
      expect(emptied.statusCode, emptied.body).toBe(200);
      expect(emptied.json().technical_assistance.systems_quantity).toBeNull();
    }
  });
});

describe('currentPage -1 (the whole list)', () => {
  it('is refused (422 on currentPage) by a list that is read by pages', async () => {
    const res = await list('/api/msbusiness.v1/admin/orders', { currentPage: -1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['currentPage']);
  });

  it('answers the families’ full list (spec section 7) and a select’s source', async () => {
    const families = await list('/api/msproduct.v1/families/filter', { currentPage: -1, filter: {} });
    expect(families.statusCode, families.body).toBe(200);
    const { data, total } = families.json().families;
    expect(data).toHaveLength(total);
    expect((await list(MANUFACTURERS, { currentPage: -1 })).statusCode).toBe(200);
  });

  it(`is refused past ${WHOLE_LIST_MAX} rows, saying to read it by pages`, async () => {
    const existing = (await list(MANUFACTURERS, { currentPage: 1 })).json().manufacturers.total as number;
    await t.db.execute(sql`insert into manufacturers (az_iso, name)
      select 'WR_MANY_' || n, 'Muchos ' || n from generate_series(1, ${WHOLE_LIST_MAX + 1 - existing}) n`);
    const res = await list(MANUFACTURERS, { currentPage: -1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.currentPage[0]).toMatch(/5[.,\s ]?000/);
    // Its pages still answer.
    expect((await list(MANUFACTURERS, { currentPage: 2, perPage: 50 })).statusCode).toBe(200);
  });
});

describe('an id', () => {
  it('is an integer or its digits: true, [1] or "0x1" name no record (422 on the field)', async () => {
    const centre = await ensureSampleCentre(t.db);
    const assistance = await sampleAssistance(t.db, 'pending');
    for (const wrong of [true, [assistance], '0x1', ' 1']) {
      const res = await send('POST', '/api/msservices.v1/admin/assignments', {
        assistance_id: wrong,
        sta_company_id: centre,
      });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['assistance_id']);
    }
    const move = await send('POST', `${ASSISTANCES}/${assistance}/transitions`, {
      to: 'assigned',
      fields: { sta_company_id: true },
    });
    expect(move.statusCode).toBe(422);
    const record = (await send('GET', `${ASSISTANCES}/${assistance}`)).json().technical_assistance as Json;
    expect(record.status).toBe('pending');
    expect((await send('GET', `${ASSISTANCES}/true`)).statusCode).toBe(404);
  });
});
