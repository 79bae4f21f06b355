import { tpvReasonOf, tpvStatusOf } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDSYS_TEST_KEY } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { encodeParameters, orderKey, signatureMatches, signParameters } from './redsys.ts';

const API = '/api/mstools.v1/tpv-operations';
const MERCHANT = '999008881';
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;
let baseUrl: string;
const logLines: string[] = [];

/** A notification's parameters as Redsys sends them (dates URL-encoded inside the JSON). */
function parametersOf(over: Record<string, string> = {}) {
  return {
    Ds_Date: '15%2F11%2F2026',
    Ds_Hour: '10%3A42',
    Ds_SecurePayment: '1',
    Ds_Amount: '24590',
    Ds_Currency: '978',
    Ds_Order: '2611T0000001',
    Ds_MerchantCode: MERCHANT,
    Ds_Terminal: '1',
    Ds_Response: '0000',
    Ds_MerchantData: '',
    Ds_TransactionType: '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: '482913',
    Ds_Card_Number: '454881******0004',
    Ds_Card_Brand: '1',
    ...over,
  };
}

/** The three form fields, signed as Redsys signs them (its signature in base64url). */
function signed(parameters: Record<string, string>, key = REDSYS_TEST_KEY) {
  const encoded = encodeParameters(parameters);
  const signature = signParameters(key, parameters.Ds_Order ?? '', encoded)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: encoded, Ds_Signature: signature };
}

/** A real HTTP POST to the listening server, form-encoded like the bank's (or JSON). */
async function send(fields: Record<string, string>, json = false) {
  const res = await fetch(`${baseUrl}/tpv/redsys/notifications`, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...en },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text || '{}') as Record<string, unknown> };
}

const count = async (where = sql`true`) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tpv_operations where ${where}`))
    .rows[0]!.n;

const list = async (context: object, token = admin) => {
  const res = await t.request({
    method: 'GET',
    url: `${API}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tpv_operations as { data: Record<string, unknown>[]; total: number; last_page: number };
};

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
  admin = await t.signIn('admin@proboard.local');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

describe('Redsys signature (HMAC_SHA256_V1)', () => {
  it('matches Redsys’ own examples: the 3DES order key and a real notification', () => {
    // The order key of "0" with the test key, as Redsys' reference libraries give it.
    expect(orderKey(REDSYS_TEST_KEY, '0').toString('base64')).toBe('Qyx5NZhbucY=');
    // A notification of Redsys' test environment (order MN000049), with its signature.
    const parameters =
      'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9';
    expect(signParameters(REDSYS_TEST_KEY, 'MN000049', parameters)).toBe(
      'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
    );
    expect(
      signatureMatches(
        REDSYS_TEST_KEY,
        'MN000049',
        parameters,
        'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs',
      ),
    ).toBe(true);
    expect(
      signatureMatches(
        REDSYS_TEST_KEY,
        'MN000050',
        parameters,
        'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
      ),
    ).toBe(false);
  });

  it('reads response codes as the bank means them', () => {
    expect(['0000', '0099', '0400', '0900'].map(tpvStatusOf)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
    ]);
    expect(['0101', '0180', '0190'].map(tpvStatusOf)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(tpvStatusOf('9915')).toBe('cancelled');
    expect(tpvStatusOf('0909')).toBe('error');
    expect(['0042', '0101', '9915', '0555'].map(tpvReasonOf)).toEqual(['0000', '0101', '9915', 'other']);
  });
});

describe('demo card-terminal operations', () => {
  it('span months of demo orders, several statuses, reasons and terminals, and no card number', async () => {
    const found = await t.db.execute<Record<string, number>>(sql`select
      (extract(epoch from max(operation_at) - min(operation_at)) / 86400)::int as days,
      count(distinct status)::int as statuses, count(distinct response_code)::int as codes,
      count(distinct (merchant_code, terminal))::int as terminals, count(*) filter (where order_id is null)::int as orphan,
      count(*) filter (where operation_type = 'refund')::int as refunds,
      count(*) filter (where notification_count > 1)::int as replayed,
      count(*) filter (where bank_parameters::text ~ '[0-9]{13,19}')::int as pans,
      count(*)::int as total
      from tpv_operations`);
    const demo = found.rows[0]!;
    expect(demo.total).toBeGreaterThan(100);
    expect(demo.days).toBeGreaterThan(90);
    expect(demo.statuses).toBe(4);
    expect(demo.codes).toBeGreaterThanOrEqual(8);
    expect(demo.terminals).toBeGreaterThanOrEqual(4);
    expect(demo.orphan).toBe(0);
    expect(demo.refunds).toBeGreaterThan(0);
    expect(demo.replayed).toBeGreaterThan(0);
    expect(demo.pans).toBe(0);
  });
});

describe('the bank’s notification', () => {
  let orderReference: string;

  beforeAll(async () => {
    const order = await t.db.execute<{ order_reference: string }>(
      sql`select order_reference from orders order by id limit 1`,
    );
    orderReference = order.rows[0]!.order_reference;
  });

  it('records a signed operation once, however often it is sent (a real sender on 127.0.0.1)', async () => {
    const parameters = parametersOf({ Ds_Order: '2611T0000001', Ds_MerchantData: orderReference });
    const first = await send(signed(parameters));
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ message: 'ok', replay: false });
    const id = first.json.id as number;
    for (let i = 0; i < 2; i++) {
      const again = await send(signed(parameters));
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ id, replay: true });
    }
    // Sent as JSON too: the same operation.
    expect((await send(signed(parameters), true)).json).toMatchObject({ id, replay: true });
    expect(await count(sql`bank_order = '2611T0000001'`)).toBe(1);

    const res = await t.request({ method: 'GET', url: `${API}/${id}`, token: admin, headers: en });
    expect(res.statusCode).toBe(200);
    const operation = res.json().tpv_operation;
    expect(operation).toMatchObject({
      bank_order: '2611T0000001',
      order_reference: orderReference,
      operation_type: 'payment',
      status: 'approved',
      response_code: '0000',
      response_reason: '0000',
      amount: 245.9,
      currency: 'EUR',
      card_brand: 'visa',
      card_last4: '0004',
      merchant_code: MERCHANT,
      terminal: '001',
      authorisation_code: '482913',
      notification_count: 4,
      // 10:42 in Madrid on 15 November is 09:42 UTC.
      operation_at: '2026-11-15T09:42:00.000Z',
    });
    expect(operation.order_id).toBeGreaterThan(0);
    expect(typeof operation.order_company).toBe('string');
    expect(operation.bank_parameters_text).toContain('************0004');
    expect(JSON.stringify(operation)).not.toContain('454881');
    // Written by the bank: its creation is audited, with no user.
    const audit = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audits
      where auditable_type = 'tpvoperations' and auditable_id = ${String(id)} and event = 'created' and user_id is null`);
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('records one operation when the same notification arrives several times at once', async () => {
    const fields = signed(parametersOf({ Ds_Order: '2611T0000002', Ds_Amount: '1000' }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(fields)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.replay === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await count(sql`bank_order = '2611T0000002'`)).toBe(1);
  });

  it('takes the currency from its ISO number (dollars for Airzone USA)', async () => {
    const res = await send(
      signed(parametersOf({ Ds_Order: '2611T0000007', Ds_MerchantCode: '999008884', Ds_Currency: '840' })),
    );
    expect(res.status, res.text).toBe(200);
    const record = (await t.request({ method: 'GET', url: `${API}/${res.json.id}`, token: admin })).json()
      .tpv_operation;
    expect(record).toMatchObject({
      currency: 'USD',
      amount: 245.9,
      amount_text: '245.90 USD',
      order_id: null,
    });
  });

  it('tells different operations of one order apart (a payment and its refund)', async () => {
    const payment = await send(signed(parametersOf({ Ds_Order: '2611T0000003' })));
    const refund = await send(
      signed(
        parametersOf({
          Ds_Order: '2611T0000003',
          Ds_TransactionType: '3',
          Ds_Response: '0900',
          Ds_Amount: '5000',
          Ds_Date: '20%2F11%2F2026',
          Ds_AuthorisationCode: '771204',
        }),
      ),
    );
    expect([payment.status, refund.status]).toEqual([200, 200]);
    expect(refund.json.id).not.toBe(payment.json.id);
    const kinds = await t.db.execute<{ operation_type: string; response_code: string }>(
      sql`select operation_type, response_code from tpv_operations where bank_order = '2611T0000003' order by id`,
    );
    expect(kinds.rows).toEqual([
      { operation_type: 'payment', response_code: '0000' },
      { operation_type: 'refund', response_code: '0900' },
    ]);
  });

  it('answers 401 to a wrong signature, writes nothing and logs a warning', async () => {
    const before = await count();
    const fields = signed(parametersOf({ Ds_Order: '2611T0000004' }));
    const tampered = {
      ...fields,
      Ds_MerchantParameters: encodeParameters(parametersOf({ Ds_Order: '2611T0000004', Ds_Amount: '1' })),
    };
    const wrongKey = signed(
      parametersOf({ Ds_Order: '2611T0000004' }),
      Buffer.alloc(24, 7).toString('base64'),
    );
    const unknownMerchant = signed(parametersOf({ Ds_Order: '2611T0000004', Ds_MerchantCode: '123456789' }));
    for (const attempt of [tampered, wrongKey, unknownMerchant, { ...fields, Ds_Signature: 'AAAA' }]) {
      const res = await send(attempt);
      expect(res.status, res.text).toBe(401);
      expect(res.json.message).toBe('The notification’s signature is not valid');
    }
    expect(await count()).toBe(before);
    const warnings = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; bank_order?: string })
      .filter(
        (line) => line.level === 40 && line.msg.startsWith('TPV notification refused: wrong signature'),
      );
    expect(warnings.length).toBeGreaterThanOrEqual(4);
    expect(warnings.some((line) => line.bank_order === '2611T0000004')).toBe(true);
    // The merchant's key is never in a log line.
    expect(logLines.join('\n')).not.toContain(REDSYS_TEST_KEY);
  });

  it('refuses a full card number anywhere, writing and echoing nothing of it', async () => {
    const before = await count();
    const pan = '4548812049400004';
    const attempts: Record<string, string>[] = [
      { Ds_Card_Number: pan },
      { Ds_MerchantData: `tarjeta ${pan}` },
    ];
    for (const over of attempts) {
      const res = await send(signed(parametersOf({ Ds_Order: '2611T0000005', ...over }), REDSYS_TEST_KEY));
      expect(res.status, res.text).toBe(422);
      expect(res.text).not.toContain(pan);
      expect(res.text).toMatch(/full card number/);
    }
    const badMask = await send(signed(parametersOf({ Ds_Order: '2611T0000005', Ds_Card_Number: '45xx' })));
    expect(badMask.status).toBe(422);
    expect(Object.keys(badMask.json.errors as object)).toEqual(['Ds_Card_Number']);
    expect(await count()).toBe(before);
    expect(logLines.join('\n')).not.toContain(pan);
  });

  it('answers clear 422s to what it cannot read, naming the parameter', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_Signature: 'x' }, 'Ds_MerchantParameters', /required/i],
      [
        { ...signed(parametersOf()), Ds_SignatureVersion: 'HMAC_SHA512_V2' },
        'Ds_SignatureVersion',
        /HMAC_SHA256_V1/,
      ],
      [
        { ...signed(parametersOf()), Ds_MerchantParameters: '%%%not-base64' },
        'Ds_MerchantParameters',
        /base64/,
      ],
      [
        signed(parametersOf({ Ds_Order: '2611T0000006', Ds_Currency: '999' })),
        'Ds_Currency',
        /Currency not accepted: 999/,
      ],
      [
        signed(parametersOf({ Ds_Order: '2611T0000006', Ds_Date: '31%2F02%2F2026' })),
        'Ds_Date',
        /date or time/,
      ],
      [signed(parametersOf({ Ds_Order: '2611T0000006', Ds_Amount: '12.50' })), 'Ds_Amount', /digits/],
      [signed(parametersOf({ Ds_Order: '2611T0000006', Ds_Response: 'OK' })), 'Ds_Response', /digits/],
      [signed(parametersOf({ Ds_Order: 'x' })), 'Ds_Order', /./],
    ];
    for (const [fields, parameter, message] of cases) {
      const res = await send(fields);
      expect(res.status, `${parameter}: ${res.text}`).toBe(422);
      const errors = res.json.errors as Record<string, string[]>;
      expect(Object.keys(errors), res.text).toContain(parameter);
      expect(errors[parameter]![0]).toMatch(message);
    }
    const oversized = await fetch(`${baseUrl}/tpv/redsys/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `Ds_MerchantParameters=${'A'.repeat(40_000)}`,
    });
    expect(oversized.status).toBe(413);
    expect(await count(sql`bank_order = '2611T0000006'`)).toBe(0);
  });

  it('never fails nor writes on hostile notifications, signed or not', async () => {
    const before = await count();
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '0', '-1', '1e9', '9'.repeat(30), "' or 1=1 --", '<script>', '\u0000', '%E0%A4%A'),
    );
    const hostileParameters = fc.dictionary(
      fc.constantFrom(
        'Ds_Order',
        'Ds_Amount',
        'Ds_Currency',
        'Ds_Response',
        'Ds_Date',
        'Ds_Hour',
        'Ds_Terminal',
        'Ds_TransactionType',
        'Ds_Card_Number',
        'Ds_MerchantData',
        '__proto__',
        'Ds_X',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(hostileParameters, fc.boolean(), async (over, sign) => {
        const parameters = { ...parametersOf({ Ds_Order: '2611T0000009' }), ...over };
        const fields = sign
          ? signed(parameters as Record<string, string>)
          : { ...signed(parametersOf()), Ds_MerchantParameters: encodeParameters(parameters) };
        const res = await send(fields);
        expect([200, 401, 422], res.text).toContain(res.status);
      }),
      { numRuns: 60, seed: 34 },
    );
    for (const raw of ['', 'Ds_Signature=', '{"Ds_MerchantParameters": 5}', 'a=b&a=c', '%%%']) {
      const res = await fetch(`${baseUrl}/tpv/redsys/notifications`, {
        method: 'POST',
        headers: {
          'content-type': raw.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: raw,
      });
      expect([400, 422], `${raw}: ${res.status}`).toContain(res.status);
    }
    // Whatever was signed and valid is the same operation (one bank order): at most one new row.
    expect(await count()).toBeLessThanOrEqual(before + 1);
  });

  it('keeps the merchant keys sealed: never in an answer, a JSON dump or an inspection', async () => {
    const { inspect } = await import('node:util');
    expect(JSON.stringify(t.config)).not.toContain(REDSYS_TEST_KEY);
    expect(inspect(t.config, { depth: 5 })).not.toContain(REDSYS_TEST_KEY);
    expect(t.config.TPV_MERCHANT_SECRETS.names()).toContain(MERCHANT);
    const page = await list({ perPage: 50 });
    expect(JSON.stringify(page)).not.toContain(REDSYS_TEST_KEY);
  });
});

describe('staff on the operations', () => {
  /** An INTERNAL user holding `permissions` through a role of its own, and `roles`. */
  async function userWith(email: string, permissions: string[], roles: string[] = []): Promise<string> {
    const role = `TEST_${email.split('@')[0]!.toUpperCase().replace(/\W/g, '_')}`;
    await t.db.execute(sql`insert into roles (name) values (${role})`);
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = ${role} and p.name = any(${sql.param(permissions)}::text[])`);
    await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
      select ${email}, 'Tomás', 'Tesorería', u.password_hash, 'internal', 'ES', (select id from profiles where az_iso = 'INTERNAL')
      from users u where u.email = 'admin@proboard.local'`);
    await t.db.execute(sql`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.email = ${email} and r.name = any(${sql.param([role, ...roles])}::text[])`);
    return t.signIn(email);
  }

  it('edit only the reconciliation note; the bank’s values stay as notified', async () => {
    const [row] = (await list({ perPage: 10, filter: { status: 'approved' } })).data;
    const id = row!.id as number;
    const record = (await t.request({ method: 'GET', url: `${API}/${id}`, token: admin })).json()
      .tpv_operation;
    const res = await t.request({
      method: 'PUT',
      url: `${API}/${id}`,
      token: admin,
      payload: {
        ...record,
        reconciliation_note: 'Conciliado con el extracto del 16/11',
        status: 'rejected',
        amount_cents: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().tpv_operation;
    expect(saved.reconciliation_note).toBe('Conciliado con el extracto del 16/11');
    expect(saved.status).toBe(record.status);
    expect(saved.amount_cents).toBe(record.amount_cents);
    const audit = await t.db.execute<{
      new_values: Record<string, unknown>;
    }>(sql`select new_values from audits
      where auditable_type = 'tpvoperations' and auditable_id = ${String(id)} and event = 'updated' order by id desc limit 1`);
    expect(Object.keys(audit.rows[0]!.new_values)).toEqual(['reconciliation_note']);

    const tooLong = await t.request({
      method: 'PUT',
      url: `${API}/${id}`,
      token: admin,
      headers: en,
      payload: { reconciliation_note: 'x'.repeat(2001), updated_at: saved.updated_at },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['reconciliation_note']);
    const unknown = await t.request({
      method: 'PUT',
      url: `${API}/${id}`,
      token: admin,
      payload: { reconciliation_note: 'x', card_number: '4548812049400004', updated_at: saved.updated_at },
    });
    expect(unknown.statusCode).toBe(422);
    // Nobody creates or deletes one: the bank writes them.
    expect((await t.request({ method: 'POST', url: API, token: admin, payload: {} })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${API}/${id}`, token: admin })).statusCode).toBe(404);
  });

  it('edit needs azc-tpvoperations-update and AZ_SADMIN or AZ_DASH_TPV; reading needs -read', async () => {
    const [row] = (await list({ perPage: 4 })).data;
    const id = row!.id as number;
    const reader = await userWith('tpv-lectura@proboard.local', ['azc-tpvoperations-read']);
    const permissionOnly = await userWith('tpv-permiso@proboard.local', [
      'azc-tpvoperations-read',
      'azc-tpvoperations-update',
    ]);
    const editor = await userWith(
      'tpv-editor@proboard.local',
      ['azc-tpvoperations-read', 'azc-tpvoperations-update'],
      ['AZ_DASH_TPV'],
    );
    const note = async (token: string) => {
      const current = (await t.request({ method: 'GET', url: `${API}/${id}`, token: admin })).json()
        .tpv_operation;
      return t.request({
        method: 'PUT',
        url: `${API}/${id}`,
        token,
        payload: { reconciliation_note: 'Revisado', updated_at: current.updated_at },
      });
    };
    expect((await t.request({ method: 'GET', url: API, token: reader })).statusCode).toBe(200);
    expect((await note(reader)).statusCode).toBe(403);
    expect((await note(permissionOnly)).statusCode).toBe(403);
    expect((await note(editor)).statusCode).toBe(200);
    const outsider = await t.signIn('catalogue@proboard.local');
    expect((await t.request({ method: 'GET', url: API, token: outsider })).statusCode).toBe(403);
  });

  it('list filters by status, reason, type and terminal, and searches the bank order', async () => {
    const refused = await list({ perPage: 50, filter: { status: 'rejected' } });
    expect(refused.total).toBeGreaterThan(0);
    expect(refused.data.every((r) => r.status === 'rejected')).toBe(true);
    const expired = await list({ perPage: 50, filter: { response_reason: '0101' } });
    expect(expired.data.every((r) => r.response_code === '0101' && r.response_reason === '0101')).toBe(true);
    const authorised = await list({ perPage: 50, filter: { response_reason: '0000' } });
    expect(authorised.data.every((r) => (r.response_code as string) <= '0099')).toBe(true);
    const refunds = await list({ perPage: 50, filter: { operation_type: 'refund' } });
    expect(refunds.total).toBeGreaterThan(0);
    expect(refunds.data.every((r) => r.operation_type === 'refund')).toBe(true);
    const found = await list({ filter: { search: '2611T0000003' } });
    expect(found.total).toBe(2);
  });
});

describe('daily totals per terminal', () => {
  const totals = async (query: Record<string, string>, token = admin) => {
    const params = new URLSearchParams(query);
    return t.request({ method: 'GET', url: `${API}/daily-totals?${params}`, token, headers: en });
  };

  it('match the list: each day and terminal sums the operations the list shows for them', async () => {
    const busiest = await t.db.execute<{ day: string; merchant_code: string; terminal: string }>(sql`
      select to_char(operation_at at time zone 'Europe/Madrid', 'YYYY-MM-DD') as day, merchant_code, terminal
      from tpv_operations group by 1, 2, 3 order by count(*) desc, 1 limit 1`);
    const { day, merchant_code, terminal } = busiest.rows[0]!;
    const res = await totals({ from: day, to: day });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json().daily_totals as Record<string, unknown>[]).find(
      (r) => r.merchant_code === merchant_code && r.terminal === terminal,
    )!;
    expect(line.day).toBe(day);

    // The list as the totals' link opens it: that terminal, that day, read page by page.
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const part = await list({
        currentPage: page,
        perPage: 50,
        filter: { merchant_code, terminal, operation_at: day },
      });
      rows.push(...part.data);
      if (page >= part.last_page) break;
    }
    const sum = (keep: (r: Record<string, unknown>) => boolean) =>
      Math.round(rows.filter(keep).reduce((total, r) => total + Number(r.amount) * 100, 0)) / 100;
    const approved = (r: Record<string, unknown>) => r.status === 'approved';
    expect(line.operations).toBe(rows.length);
    expect(line.approved).toBe(rows.filter(approved).length);
    expect(line.charged).toBe(
      sum((r) => approved(r) && ['payment', 'confirmation'].includes(r.operation_type as string)),
    );
    expect(line.refunded).toBe(sum((r) => approved(r) && r.operation_type === 'refund'));
    expect(line.net).toBe(Math.round(((line.charged as number) - (line.refunded as number)) * 100) / 100);
  });

  it('follow the list’s filters and refuse a backwards or too long range', async () => {
    const all = await totals({ from: '2026-05-01', to: '2026-11-30' });
    const approvedOnly = await totals({
      from: '2026-05-01',
      to: '2026-11-30',
      context: JSON.stringify({ filter: { status: 'approved' } }),
    });
    const operations = (res: typeof all) =>
      (res.json().daily_totals as { operations: number }[]).reduce((n, r) => n + r.operations, 0);
    expect(operations(approvedOnly)).toBeLessThan(operations(all));
    expect(operations(approvedOnly)).toBe(
      await count(
        sql`status = 'approved' and operation_at >= '2026-05-01T00:00:00+02:00' and operation_at < '2026-12-01T00:00:00+01:00'`,
      ),
    );
    const backwards = await totals({ from: '2026-11-20', to: '2026-11-10' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to[0]).toBe('The end date must be on or after the start date');
    const long = await totals({ from: '2024-01-01', to: '2026-11-10' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from[0]).toBe('Choose 366 days at most');
    const bad = await totals({ from: '2026-02-31' });
    expect(bad.statusCode).toBe(422);
    const badFilter = await totals({ context: JSON.stringify({ filter: { nope: 'x' } }) });
    expect(badFilter.statusCode).toBe(422);
  });
});
