import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { sampleRenewalPlan } from './renewal-sample.ts';

const BASE = '/api/msservices.v1/admin/renewal-plans';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let renoveAdmin: string;
let renoveBasic: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  renoveAdmin = await t.signIn(await createUser(t.db, 'renove.admin@proboard.local', ['AZ_RENOVE_ADMIN']));
  renoveBasic = await t.signIn(await createUser(t.db, 'renove.basic@proboard.local', ['AZ_RENOVE_BASIC']));
});
afterAll(() => t.close());

const plan = (code: string, extra: object = {}) => ({
  code,
  client_name: 'Carmen',
  client_surname: 'Ortega Ruiz',
  address: 'Avenida de Madrid 41, 2º A',
  postcode: '50010',
  city: 'Zaragoza',
  carrier: 'DHL',
  has_installer: true,
  installer_company: 'Clima Aragón S.L.',
  installer_name: 'Pablo Gil',
  installer_phone: '+34 976 555 010',
  content_description: 'Equipo de conductos de 7 kW',
  note: 'Llamar antes de pasar',
  ...extra,
});

async function read(id: number, token = admin) {
  const res = await t.request({ method: 'GET', url: `${BASE}/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().renewal_plan as Record<string, unknown>;
}

const move = (id: number, body: object, token = renoveAdmin) =>
  t.request({ method: 'POST', url: `${BASE}/${id}/transitions`, payload: body, token });

describe('renewal plans', () => {
  it('are created registered by a renewal administrator, with the state and A3 numbers left to the workflow', async () => {
    const res = await t.request({
      method: 'POST',
      url: BASE,
      payload: plan('RNV-2026-0001', {
        status: 'closed',
        order_number: '99',
        installer_email: 'x@example.com',
      }),
      token: renoveAdmin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().renewal_plan;
    expect(created).toMatchObject({ code: 'RNV-2026-0001', status: 'registered', order_number: null });
    expect(created.installer_email).toBeNull();
  });

  it('refuse a duplicate code, a missing client and a note over 2,000 characters (422 per field)', async () => {
    await t.request({ method: 'POST', url: BASE, payload: plan('RNV-DUP'), token: admin });
    const dup = await t.request({ method: 'POST', url: BASE, payload: plan('RNV-DUP'), token: admin });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.code).toBeTruthy();
    const bad = await t.request({
      method: 'POST',
      url: BASE,
      payload: plan('RNV-BAD', { client_name: '', note: 'x'.repeat(2001) }),
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['client_name', 'note']);
  });

  it('clear the installer of a plan saved without one', async () => {
    const res = await t.request({
      method: 'POST',
      url: BASE,
      payload: plan('RNV-NO-INSTALLER', { has_installer: false }),
      token: admin,
    });
    expect(res.json().renewal_plan).toMatchObject({ installer_company: null, installer_name: null });
  });

  it('let AZ_RENOVE_BASIC list and view but not create, edit, move or delete (403 from the server)', async () => {
    const id = await sampleRenewalPlan(t.db, 'in_process');
    expect((await t.request({ method: 'GET', url: list({}), token: renoveBasic })).statusCode).toBe(200);
    const record = await read(id, renoveBasic);
    const writes = [
      await t.request({ method: 'POST', url: BASE, payload: plan('RNV-BASIC'), token: renoveBasic }),
      await t.request({
        method: 'PUT',
        url: `${BASE}/${id}`,
        payload: plan(String(record.code)),
        token: renoveBasic,
      }),
      await move(id, { to: 'expired' }, renoveBasic),
      await t.request({ method: 'DELETE', url: `${BASE}/${id}`, token: renoveBasic }),
    ];
    expect(writes.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await read(id)).status).toBe('in_process');
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await t.request({ method: 'GET', url: list({}), token: catalogue })).statusCode).toBe(403);
  });

  it('close only with an A3 order number and a valid installer e-mail, kept on the plan with a history row', async () => {
    const id = await sampleRenewalPlan(t.db, 'in_process');
    const empty = await move(id, { to: 'closed', fields: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['installer_email', 'order_number']);
    const invalid = await move(id, {
      to: 'closed',
      fields: { order_number: 'A-12', installer_email: 'no es un correo' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['installer_email', 'order_number']);
    expect((await read(id)).status).toBe('in_process');

    const closed = await move(id, {
      to: 'closed',
      fields: { order_number: '20261187', installer_email: 'obras@climaragon.example.com' },
      note: 'Pedido servido',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().renewal_plan).toMatchObject({
      status: 'closed',
      order_number: '20261187',
      installer_email: 'obras@climaragon.example.com',
    });
    const timeline = (
      await t.request({ method: 'GET', url: `${BASE}/${id}/timeline`, token: renoveBasic })
    ).json().timeline as Record<string, unknown>[];
    expect(timeline.filter((entry) => entry.kind === 'transition')).toEqual([
      expect.objectContaining({ from_state: 'in_process', to_state: 'closed', note: 'Pedido servido' }),
    ]);
  });

  it('close without payment only with the A3 credit number; a closed plan moves no more (409)', async () => {
    const id = await sampleRenewalPlan(t.db, 'registered');
    expect(
      (await move(id, { to: 'closed_without_payment', fields: {} })).json().errors.credit_number,
    ).toBeTruthy();
    const refunded = await move(id, { to: 'closed_without_payment', fields: { credit_number: '70004412' } });
    expect(refunded.json().renewal_plan).toMatchObject({
      status: 'closed_without_payment',
      credit_number: '70004412',
    });
    const again = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/transitions`,
      payload: { to: 'expired' },
      headers: { 'app-locale': 'en' },
      token: renoveAdmin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Closed without payment');
  });

  it('take one of two agents moving the same plan at once (the other gets 409, one history row)', async () => {
    const id = await sampleRenewalPlan(t.db, 'registered');
    const { updated_at } = await read(id);
    const [a, b] = await Promise.all([
      move(id, { to: 'in_process', updated_at }),
      move(id, { to: 'expired', updated_at }, admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db.execute(
      sql`select 1 from workflow_history where workflow = 'renewalplans' and record_id = ${id}`,
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('are found by code or client, filtered by exact state, and deleted by a renewal administrator', async () => {
    const closed = await sampleRenewalPlan(t.db, 'closed');
    const refunded = await sampleRenewalPlan(t.db, 'closed_without_payment');
    const { code } = await read(closed);
    const byCode = await t.request({ method: 'GET', url: list({ filter: { search: code } }), token: admin });
    expect(byCode.json().renewal_plans.data.map((r: { id: number }) => r.id)).toEqual([closed]);
    const byClient = await t.request({
      method: 'GET',
      url: list({ currentPage: 1, perPage: 50, filter: { search: 'martínez sanz' } }),
      token: admin,
    });
    expect(byClient.json().renewal_plans.data.map((r: { id: number }) => r.id)).toContain(refunded);
    const byState = await t.request({
      method: 'GET',
      url: list({ currentPage: 1, perPage: 50, filter: { status: 'closed' } }),
      token: admin,
    });
    const states = byState.json().renewal_plans.data.map((r: { status: string }) => r.status);
    expect(new Set(states)).toEqual(new Set(['closed']));

    const deleted = await t.request({ method: 'DELETE', url: `${BASE}/${closed}`, token: renoveAdmin });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await t.request({ method: 'GET', url: `${BASE}/${closed}`, token: admin })).statusCode).toBe(404);
  });
});
