import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKey } from '../../platform/adapters/secret-box.ts';
import {
  type FakeRemote,
  fakeA3Handler,
  fakeCrmHandler,
  startFakeRemote,
} from '../../test/fakes/fake-remote.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startDemoFakeCrm } from './demo-fake-crm.ts';
import type { ErpOrder } from './erp-adapter.ts';
import { A3_ORDER_QUEUE, CRM_SYNC_QUEUE, erpOrder } from './integrations.jobs.ts';

const CONFIGS = '/api/mscrm.v1/crm-configurations';
const LOGS = '/api/mscrm.v1/crm-logs';
const SECRET = 'crm-signing-secret-for-tests-0001';
const A3_SECRET = 'a3-signing-secret-for-tests-0002';

let t: TestApp;
let admin: string;
let crm: FakeRemote;
let crmFake: ReturnType<typeof fakeCrmHandler>;
let a3: FakeRemote;
let a3Fake: ReturnType<typeof fakeA3Handler>;
let configId: number;
const companies: number[] = [];

type Log = {
  attempt: number;
  outcome: string;
  error: string | null;
  idempotency_key: string;
  request: unknown;
  answer: unknown;
};
const logsOf = async (companyId: number) =>
  (
    await t.db.execute<Log>(sql`select attempt, outcome, error, idempotency_key, request, answer from integration_logs
      where configuration_id = ${configId} and entity = 'company' and entity_id = ${String(companyId)} order by id`)
  ).rows;
const syncState = async (companyId: number) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/mscustomer.v1/admin/companies/${companyId}/sync-crm`,
      token: admin,
    })
  ).json().sync_state;
const sync = (companyId: number) =>
  t.request({
    method: 'POST',
    url: `/api/mscustomer.v1/admin/companies/${companyId}/sync-crm`,
    token: admin,
  });

beforeAll(async () => {
  // Short timeout and quick retries (2 retries: three attempts), so the failure paths run in seconds.
  t = await createTestApp({
    env: {
      INTEGRATION_TIMEOUT_MS: '400',
      INTEGRATION_RETRY_LIMIT: '2',
      INTEGRATION_RETRY_DELAY_SECONDS: '1',
    },
  });
  admin = await t.signIn('admin@proboard.local');
  crmFake = fakeCrmHandler();
  crm = await startFakeRemote(SECRET, crmFake.handler);
  a3Fake = fakeA3Handler();
  a3 = await startFakeRemote(A3_SECRET, a3Fake.handler);
  const found = await t.db.execute<{ id: number }>(
    sql`select id from companies where country_iso = 'ES' order by id limit 5`,
  );
  companies.push(...found.rows.map((r) => r.id));
  // The demo's configurations stay inactive: the one under test is the Spanish CRM.
  const res = await t.request({
    method: 'POST',
    url: CONFIGS,
    token: admin,
    payload: {
      alias: 'CRM_TEST',
      reference: 'Pruebas',
      altra_company_iso: 'AZES',
      client_id: '4300',
      crm_source_id: 'WEB',
      agent_code: 'AG-014',
      end_point: crm.url,
      crm_url: 'https://crm.example.com',
      country_iso: 'es',
      secret: SECRET,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  configId = res.json().crm_configuration.id;
});
afterAll(async () => {
  await crm?.close();
  await a3?.close();
  await t?.close();
});

describe('CRM configurations', () => {
  it('never answers the secret: the record says it is set, and the database holds it sealed', async () => {
    const read = await t.request({ method: 'GET', url: `${CONFIGS}/${configId}`, token: admin });
    expect(read.json().crm_configuration).toMatchObject({
      alias: 'CRM_TEST',
      country_iso: 'ES',
      secret_set: true,
    });
    expect(read.json().crm_configuration).not.toHaveProperty('secret');
    const list = await t.request({
      method: 'GET',
      url: `${CONFIGS}?context=${encodeURIComponent('{"currentPage":1,"perPage":50}')}`,
      token: admin,
    });
    const excel = await t.request({ method: 'GET', url: `${CONFIGS}/export`, token: admin });
    expect([list.statusCode, excel.statusCode]).toEqual([200, 200]);
    const rows = list.json().crm_configurations.data as { alias: string; secret_set: boolean }[];
    // Newest first (SPEC-RULINGS): the configuration just made opens the list.
    expect(rows.map((r) => [r.alias, r.secret_set])).toEqual([
      ['CRM_TEST', true],
      ['CRM_IBERIA', false],
      ['CRM_ITALIA', false],
    ]);
    const audit = await t.db.execute(
      sql`select new_values::text as v from audits where auditable_type = 'crmconfigurations'`,
    );
    const stored = await t.db.execute<{ sealed: string }>(sql`select sealed from crm_configuration_secrets`);
    for (const text of [
      read.body,
      list.body,
      excel.rawPayload.toString('latin1'),
      JSON.stringify(audit.rows),
      stored.rows[0]!.sealed,
    ])
      expect(text).not.toContain(SECRET);
  });

  it('answers the list at the path the spec writes, with its trailing slash', async () => {
    const list = await t.request({ method: 'GET', url: `${CONFIGS}/`, token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().crm_configurations.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps the secret when a read record is saved back without one', async () => {
    const record = (await t.request({ method: 'GET', url: `${CONFIGS}/${configId}`, token: admin })).json()
      .crm_configuration;
    const res = await t.request({
      method: 'PUT',
      url: `${CONFIGS}/${configId}`,
      token: admin,
      payload: { ...record, reference: 'Pruebas 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().crm_configuration).toMatchObject({ reference: 'Pruebas 2', secret_set: true });
  });

  it('refuses a URL that is not http(s), a short secret and an unknown country, each on its field', async () => {
    const res = await t.request({
      method: 'POST',
      url: CONFIGS,
      token: admin,
      payload: {
        alias: 'CRM_BAD',
        end_point: 'ftp://crm.example.com',
        crm_url: 'not a url',
        country_iso: 'QQ',
        secret: 'short',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['crm_url', 'end_point', 'secret']);
    const unknownCountry = await t.request({
      method: 'POST',
      url: CONFIGS,
      token: admin,
      payload: { alias: 'CRM_BAD', end_point: 'https://crm.example.com/api', country_iso: 'QQ' },
    });
    expect(unknownCountry.statusCode).toBe(422);
    expect(Object.keys(unknownCountry.json().errors)).toEqual(['country_iso']);
  });
});

describe('sync to CRM', () => {
  it('queues the call (202, pending), signs it, and records it: synced, the CRM id kept on the company', async () => {
    crm.behaviour = { kind: 'ok' };
    const companyId = companies[0]!;
    const res = await sync(companyId);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().sync_state).toMatchObject({ status: 'pending', entity_id: String(companyId) });
    await t.jobsDone(CRM_SYNC_QUEUE);
    const state = await syncState(companyId);
    expect(state).toMatchObject({ status: 'synced', attempts: 1 });
    expect(state.remote_id).toMatch(/^CRM-/);
    // The Spanish CRM's id is kept on the company, in its Spanish column.
    const company = await t.request({
      method: 'GET',
      url: `/api/mscustomer.v1/admin/companies/${companyId}`,
      token: admin,
    });
    expect(company.json().company.crm_id_es).toBe(state.remote_id);
    const call = crm.calls.at(-1)!;
    expect(call.signed).toBe(true);
    expect(call.headers['idempotency-key']).toBeTruthy();
    const logs = await logsOf(companyId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ attempt: 1, outcome: 'success' });
    expect(JSON.stringify(logs[0]!.request)).toContain('"x-proboard-signature":"***"');
    expect(JSON.stringify(logs)).not.toContain(SECRET);
  });

  it('a CRM that fails twice then answers: three attempts, one key, one creation, three log rows', async () => {
    crm.behaviour = { kind: 'failFirst', times: 2 };
    const companyId = companies[1]!;
    const before = crmFake.state.creations;
    const callsBefore = crm.calls.length;
    expect((await sync(companyId)).statusCode).toBe(202);
    await t.jobsDone(CRM_SYNC_QUEUE, 30_000);
    expect(await syncState(companyId)).toMatchObject({ status: 'synced', attempts: 3 });
    const calls = crm.calls.slice(callsBefore);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(crmFake.state.creations - before).toBe(1);
    const logs = await logsOf(companyId);
    expect(logs.map((l) => [l.attempt, l.outcome])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'success'],
    ]);
    expect(new Set(logs.map((l) => l.idempotency_key)).size).toBe(1);
  });

  it('a CRM that hangs: each attempt times out and is logged; pending while retrying, failed after', async () => {
    crm.behaviour = { kind: 'hang' };
    const companyId = companies[2]!;
    expect((await sync(companyId)).statusCode).toBe(202);
    // The first attempt has timed out and a retry waits: the company still shows "pending sync".
    for (let i = 0; i < 50 && (await syncState(companyId)).attempts === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await syncState(companyId)).toMatchObject({ status: 'pending', attempts: 1 });
    await t.jobsDone(CRM_SYNC_QUEUE, 30_000);
    const state = await syncState(companyId);
    expect(state).toMatchObject({ status: 'failed', attempts: 3 });
    expect(state.last_error).toMatch(/^timeout/);
    const logs = await logsOf(companyId);
    expect(logs.map((l) => l.error?.split(':')[0])).toEqual(['timeout', 'timeout', 'timeout']);
  });

  it('a CRM that answers garbage: logged as an invalid answer, retried, failed; never a 500 anywhere', async () => {
    crm.behaviour = { kind: 'garbage' };
    const companyId = companies[3]!;
    expect((await sync(companyId)).statusCode).toBe(202);
    await t.jobsDone(CRM_SYNC_QUEUE, 30_000);
    expect(await syncState(companyId)).toMatchObject({ status: 'failed', attempts: 3 });
    const logs = await logsOf(companyId);
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.error === 'invalid_answer: the answer is not JSON')).toBe(true);
    expect(JSON.stringify(logs[0]!.answer)).toContain('Service temporarily unavailable');
    // The log screen reads them.
    const context = encodeURIComponent(
      JSON.stringify({ filter: { entity_id: String(companyId), outcome: 'error', operation: 'upsert' } }),
    );
    const list = await t.request({ method: 'GET', url: `${LOGS}?context=${context}`, token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().crm_logs.total).toBe(3);
    const id = list.json().crm_logs.data[0].id;
    const details = await t.request({ method: 'GET', url: `${LOGS}/${id}`, token: admin });
    expect(details.json().crm_log.request_text).toContain('\n');
    expect(details.json().crm_log.answer_text).toContain('Service temporarily unavailable');
  });

  it('a company with no CRM for its country and no crm_alias is a 422, and queues nothing', async () => {
    const other = await t.db.execute<{ id: number }>(
      sql`select id from companies where country_iso = 'FR' limit 1`,
    );
    const res = await sync(other.rows[0]!.id);
    expect(res.statusCode).toBe(422);
    expect((await sync(999_999_999)).statusCode).toBe(404);
  });

  it('answers 403 to a user who may not edit companies', async () => {
    const readonly = await t.signIn('readonly@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: `/api/mscustomer.v1/admin/companies/${companies[4]}/sync-crm`,
      token: readonly,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('CRM agents', () => {
  it('come from the CRM named by crm_alias, and from the users with an agent code otherwise', async () => {
    crm.behaviour = { kind: 'ok' };
    const fromCrm = await t.request({
      method: 'GET',
      url: '/api/mscrm.v1/crm-agents?crm_alias=CRM_TEST',
      token: admin,
    });
    expect(fromCrm.json().source).toBe('crm');
    expect(fromCrm.json().crm_agents[0]).toEqual({
      NAME: 'Lucía',
      SURNAME: 'Fernández Ortega',
      FULLNAME: 'Lucía Fernández Ortega',
      code: 'AG-014',
      crm_alias: 'CRM_TEST',
    });
    crm.behaviour = { kind: 'garbage' };
    const fallback = await t.request({
      method: 'GET',
      url: '/api/mscrm.v1/crm-agents?crm_alias=CRM_TEST',
      token: admin,
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().source).toBe('users');
    crm.behaviour = { kind: 'ok' };
  });
});

describe('A3', () => {
  it('refuses "send all" until A3 is configured, then sends every product in signed batches', async () => {
    const send = () =>
      t.request({ method: 'POST', url: '/api/msproduct.v1/admin/products/send-all-a3', token: admin });
    expect((await send()).statusCode).toBe(422);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/mscrm.v1/erp-configuration',
      token: admin,
      payload: { end_point: a3.url, company_code: 'AZES', active: true, secret: A3_SECRET },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().erp_configuration).toMatchObject({ active: true, secret_set: true });
    expect(saved.body).not.toContain(A3_SECRET);
    expect((await send()).statusCode).toBe(202);
    await t.jobsDone(undefined, 30_000);
    const products = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(a3Fake.state.products).toBe(products.rows[0]!.n);
    expect(a3.calls.every((c) => c.signed)).toBe(true);
  });

  it('sends an order and keeps the A3 order number on it', async () => {
    const found = await t.db.execute<{ id: number }>(sql`select o.id from orders o
      where exists (select 1 from order_lines l where l.order_id = o.id) order by o.id limit 1`);
    const orderId = found.rows[0]!.id;
    const url = `/api/msbusiness.v1/admin/orders/${orderId}/send-a3`;
    const res = await t.request({ method: 'POST', url, token: admin });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().sync_state.status).toBe('pending');
    await t.jobsDone(A3_ORDER_QUEUE);
    const state = (await t.request({ method: 'GET', url, token: admin })).json().sync_state;
    expect(state).toMatchObject({ status: 'synced', remote_id: expect.stringMatching(/^A3-\d{8}$/) });
    const order = await t.db.execute(sql`select a3_order_number from orders where id = ${orderId}`);
    expect(order.rows[0]).toEqual({ a3_order_number: state.remote_id });
    const sent = JSON.parse(a3.calls.at(-1)!.body) as { order: ErpOrder };
    expect(sent.order).toEqual(await erpOrder(t.db, orderId));
    expect(sent.order.lines.length).toBeGreaterThan(0);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/msbusiness.v1/admin/orders/999999999/send-a3',
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('demo', () => {
  it('the demo fake CRM takes over the seeded configurations: an Italian company syncs out of the box', async () => {
    const seeded = await t.db.execute(
      sql`select alias, active from crm_configurations where alias like 'CRM_I%' order by alias`,
    );
    expect(seeded.rows).toEqual([
      { alias: 'CRM_IBERIA', active: false },
      { alias: 'CRM_ITALIA', active: false },
    ]);
    const fake = await startDemoFakeCrm(t.ctx, await integrationKey(t.config));
    try {
      const italian = await t.db.execute<{ id: number }>(
        sql`select id from companies where country_iso = 'IT' limit 1`,
      );
      const companyId = italian.rows[0]!.id;
      expect((await sync(companyId)).statusCode).toBe(202);
      await t.jobsDone(CRM_SYNC_QUEUE);
      expect(await syncState(companyId)).toMatchObject({ status: 'synced' });
      expect(fake.calls.at(-1)?.signed).toBe(true);
      const logs = await t.db.execute(
        sql`select count(*)::int as n from integration_logs where system = 'crm'`,
      );
      expect((logs.rows[0] as { n: number }).n).toBeGreaterThan(24);
    } finally {
      await fake.close();
    }
  });
});
