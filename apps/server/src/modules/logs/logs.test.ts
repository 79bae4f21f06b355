import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRemote } from '../../platform/adapters/outbound-call.ts';
import { createLogSink, type LogSink } from '../../platform/log-records.ts';
import { logSinkOf } from '../../platform/logger.ts';
import { createMailer } from '../../platform/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneLogs } from './logs.jobs.ts';
import { runWarningChecks } from './warning-checks.ts';

const API = '/api/msdashboard.v1';
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;

/** An INTERNAL user holding exactly `roles`. */
async function userWithRoles(email: string, roles: string[]): Promise<string> {
  await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
    select ${email}, 'Lola', 'Logs', u.password_hash, 'internal', 'ES', (select id from profiles where az_iso = 'INTERNAL')
    from users u where u.email = 'admin@proboard.local'`);
  await t.db.execute(sql`insert into roles (name) select r from unnest(${sql.param(roles)}::text[]) r
    on conflict (name) do nothing`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = ${email} and r.name = any(${sql.param(roles)}::text[])`);
  return t.signIn(email);
}

const flush = () => logSinkOf(t.ctx.log)!.flush();

type Row = Record<string, unknown>;
async function logRows(where = sql`true`): Promise<Row[]> {
  const found = await t.db.execute<Row>(sql`select * from logs where ${where} order by id`);
  return found.rows;
}

const list = (resource: string, context: object, token = admin, headers = {}) =>
  t.request({
    method: 'GET',
    url: `${API}/admin/${resource}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token,
    headers,
  });

beforeAll(async () => {
  // The table takes warning-and-above lines of a logger that logs at all: here to nowhere.
  t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logDestination: { write: () => {} } });
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('logs: what the server logs at warning level and above', () => {
  it('groups repeats of one level, origin and message into one row, counted, first and last seen', async () => {
    const before = Date.now();
    t.ctx.log.warn({ queue: 'test.grouping', disk: '/data' }, 'disk almost full');
    t.ctx.log.warn({ queue: 'test.grouping', disk: '/data' }, 'disk almost full');
    t.ctx.log.error({ queue: 'test.grouping' }, 'disk almost full');
    await flush();
    t.ctx.log.warn({ queue: 'test.grouping', disk: '/var' }, 'disk almost full');
    await flush();
    const rows = await logRows(sql`origin = 'test.grouping'`);
    expect(rows.map((r) => [r.level, r.count])).toEqual([
      ['warn', 3],
      ['error', 1],
    ]);
    const warn = rows[0]!;
    expect(warn.type).toBe('job');
    expect(warn.host).toBeTruthy();
    expect((warn.context as Row).disk).toBe('/var');
    expect(Date.parse(warn.last_seen_at as string)).toBeGreaterThanOrEqual(
      Date.parse(warn.created_at as string),
    );
    expect(Date.parse(warn.created_at as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('never writes a secret: tokens, passwords and apikeys in messages and context are blanked', async () => {
    t.ctx.log.warn(
      {
        queue: 'test.secrets',
        password: 'hunter2-secret',
        nested: { client_secret: 'cs-0123456789', api_key: 'k-0123456789' },
        url: 'https://bob:pa55word@crm.example.com/x?token=tk-0123456789',
      },
      `sign-in with Bearer abcdef0123456789 and password=hunter2-secret for apikey ${t.config.API_KEYS[0]}`,
    );
    await flush();
    const [row] = await logRows(sql`origin = 'test.secrets'`);
    const text = JSON.stringify(row);
    for (const secret of [
      'hunter2-secret',
      'cs-0123456789',
      'k-0123456789',
      'pa55word',
      'tk-0123456789',
      'abcdef0123456789',
      t.config.API_KEYS[0]!,
    ]) {
      expect(text.includes(secret), secret).toBe(false);
    }
    expect(row!.message).toContain('Bearer ***');
  });

  it('records the request a line was written in: route, user, address, browser, apikey by name, locale', async () => {
    // A NUL byte is refused by PostgreSQL, which the server logs as a warning of the request.
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/api-warnings`,
      token: admin,
      headers: { ...en, 'user-agent': 'vitest-browser/1.0' },
      payload: { description: 'a\u0000b', state: 'open' },
    });
    expect(res.statusCode).toBe(422);
    await flush();
    const [row] = await logRows(
      sql`message = 'input refused by the database' and origin = 'POST /api/msdashboard.v1/admin/api-warnings'`,
    );
    expect(row).toMatchObject({
      type: 'api',
      level: 'warn',
      origin: 'POST /api/msdashboard.v1/admin/api-warnings',
      user_agent: 'vitest-browser/1.0',
      apikey: 'web (demo)',
      locale: 'en',
      ip: '127.0.0.1',
    });
    const adminId = await t.db.execute<{ id: number }>(
      sql`select id from users where email = 'admin@proboard.local'`,
    );
    expect(row!.user_id).toBe(adminId.rows[0]!.id);
    expect(row!.user_ids).toEqual([adminId.rows[0]!.id]);
    expect(row!.request_id).toBe(res.headers['x-request-id']);
  });

  it('records an unexpected failure at once, with its request id (the answer names it)', async () => {
    await t.db.execute(sql`alter table role_groups rename to role_groups_gone`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/mslogin.v1/admin/roles_groups', token: admin });
      expect(res.statusCode).toBe(500);
      const rows = await logRows(sql`request_id = ${res.json().request_id}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'api',
        level: 'error',
        origin: 'GET /api/mslogin.v1/admin/roles_groups',
      });
      await flush();
      // Not a second time through the logger's sink.
      expect(await logRows(sql`message like 'unhandled error%'`)).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table role_groups_gone rename to role_groups`);
    }
  });

  it('records every failed outbound call (the system and operation its origin), secret masked', async () => {
    const secret = 'outbound-secret-0123456789';
    const endpoint = {
      system: 'crm',
      configurationId: null,
      baseUrl: `http://127.0.0.1:9/${secret}/`,
      secret,
      timeoutMs: 2000,
    };
    await expect(
      callRemote(t.db, endpoint, {
        operation: 'pingTest',
        method: 'POST',
        path: 'clients',
        body: { name: 'Frío Levante', secret },
        answer: z.object({}),
        idempotencyKey: 'k-1',
        attempt: 1,
      }),
    ).rejects.toThrow(/network/);
    const [row] = await logRows(sql`origin = 'crm.pingTest'`);
    expect(row).toMatchObject({ type: 'outbound', level: 'warn' });
    expect((row!.context as Row).integration_log_id).toBeTypeOf('number');
    expect(JSON.stringify(row).includes(secret)).toBe(false);
  });

  it('records a failed SMTP delivery, the SMTP password never', async () => {
    const mailer = createMailer({
      db: t.db,
      smtpUrl: 'smtp://mailer:smtp-pa55-0123@127.0.0.1:9',
      from: 'PRO board <no-reply@proboard.local>',
      dataDir: t.config.dataDir,
      timeouts: { connectionMs: 2000, greetingMs: 2000, socketMs: 2000 },
    });
    const sent = await mailer.send({
      event: 'password_reset',
      to: 'tecnico@instalaciones-levante.example.com',
      locale: 'es',
      values: { name: 'Lola', link: 'https://board.example.com/reset?t=x', minutes: 60 },
    });
    expect(sent.status).toBe('rejected');
    const [row] = await logRows(
      sql`origin = 'smtp.send' and context->>'notification_id' = ${String(sent.notificationId)}`,
    );
    expect(row).toMatchObject({ type: 'outbound', level: 'error' });
    expect((row!.context as Row).notification_id).toBe(sent.notificationId);
    expect(JSON.stringify(row).includes('smtp-pa55-0123')).toBe(false);
  });
});

describe('the sink', () => {
  it('never throws nor logs when the table cannot be written: it tells standard error and drops the batch', async () => {
    const sink = createLogSink();
    let calls = 0;
    const failing = {
      execute: async () => {
        calls++;
        throw new Error('connection refused');
      },
    } as unknown as Parameters<LogSink['attach']>[0]['db'];
    const told: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => {
      told.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      sink.attach({ db: failing, flushMs: 10_000 });
      const line = (msg: string) => JSON.stringify({ level: 40, time: Date.now(), msg, queue: 'test.sink' });
      sink.stream.write(line('one'));
      sink.stream.write(line('one'));
      sink.stream.write('not json');
      await sink.flush();
      await sink.flush();
    } finally {
      process.stderr.write = write;
    }
    expect(calls).toBe(1);
    expect(told.join('')).toMatch(/2 log rows could not be written: connection refused/);
    await sink.close();
    sink.stream.write(JSON.stringify({ level: 50, msg: 'after close' }));
    expect(calls).toBe(1);
  });
});

describe('the logs list', () => {
  beforeAll(async () => {
    await t.db.execute(sql`insert into logs (type, level, origin, message, count, created_at, last_seen_at)
      values ('outbound', 'error', 'test-list.a3.sendOrder', 'http: answered 503', 4, '2026-03-01T08:00:00Z', '2026-03-03T08:00:00Z'),
        ('job', 'warn', 'test-list.exports', 'export failed', 1, '2026-03-10T08:00:00Z', '2026-03-10T08:00:00Z'),
        ('api', 'fatal', 'test-list GET /api/x', 'out of memory', 1, '2026-02-01T08:00:00Z', '2026-02-01T08:00:00Z')`);
  });

  const ids = async (filter: object) => {
    const res = await list('logs', {
      currentPage: 1,
      perPage: 50,
      filter: { origin: 'test-list', ...filter },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().logs;
    expect(page.total).toBe(page.data.length);
    return page.data.map((row: Row) => row.message);
  };

  it('filters by level, type, origin and a date range, newest activity first', async () => {
    expect(await ids({ level: 'fatal' })).toEqual(['out of memory']);
    expect(await ids({ type: 'outbound' })).toEqual(['http: answered 503']);
    expect(await ids({ origin: 'test-list.exp' })).toEqual(['export failed']);
    // The rows that happened in the range at least once: a3's 503 (1 to 3 March) overlaps 2 to 9 March.
    expect(await ids({ date_from: '2026-03-02', date_to: '2026-03-09' })).toEqual(['http: answered 503']);
    expect(await ids({ date_from: '2026-01-01', date_to: '2026-03-31' })).toEqual([
      'export failed',
      'http: answered 503',
      'out of memory',
    ]);
    const bad = await list('logs', { currentPage: 1, perPage: 10, filter: { date_from: 'yesterday' } });
    expect(bad.statusCode).toBe(422);
  });

  it('is listed by AZ_DASH_LOGS and refused to other staff (403)', async () => {
    const logsRole = await userWithRoles('logs.viewer@proboard.local', ['AZ_DASH_LOGS']);
    expect((await list('logs', { currentPage: 1, perPage: 10 }, logsRole)).statusCode).toBe(200);
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await list('logs', { currentPage: 1, perPage: 10 }, catalogue)).statusCode).toBe(403);
    const mark = await t.request({
      method: 'POST',
      url: `${API}/admin/logs/seen`,
      token: catalogue,
      payload: { ids: [1] },
    });
    expect(mark.statusCode).toBe(403);
  });
});

describe('mark as seen', () => {
  it('records who and when; a repeat after that starts a new row', async () => {
    t.ctx.log.warn({ queue: 'test.seen' }, 'carrier label missing');
    await flush();
    const [row] = await logRows(sql`origin = 'test.seen'`);
    const viewer = await userWithRoles('logs.marker@proboard.local', ['AZ_DASH_LOGS']);
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/logs/${row!.id}/seen`,
      token: viewer,
      headers: en,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, message: 'Logs marked as seen: 1' });
    expect(res.json().log).toMatchObject({ seen: true, seen_by_email: 'logs.marker@proboard.local' });
    expect(res.json().log.seen_at).toBeTruthy();
    // Seen again: nothing changes, the first reader stays.
    const again = await t.request({ method: 'POST', url: `${API}/admin/logs/${row!.id}/seen`, token: admin });
    expect(again.json()).toMatchObject({ count: 0, log: { seen_by_email: 'logs.marker@proboard.local' } });

    t.ctx.log.warn({ queue: 'test.seen' }, 'carrier label missing');
    await flush();
    const rows = await logRows(sql`origin = 'test.seen'`);
    expect(rows.map((r) => [r.seen, r.count])).toEqual([
      [true, 1],
      [false, 1],
    ]);
  });

  it('marks the rows ticked at once; an unknown one is 404 alone', async () => {
    t.ctx.log.warn({ queue: 'test.bulk' }, 'one');
    t.ctx.log.warn({ queue: 'test.bulk' }, 'two');
    await flush();
    const rows = await logRows(sql`origin = 'test.bulk'`);
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/logs/seen`,
      token: admin,
      payload: { ids: rows.map((r) => Number(r.id)) },
    });
    expect(res.json()).toMatchObject({ count: 2 });
    expect((await logRows(sql`origin = 'test.bulk' and seen`)).length).toBe(2);
    const missing = await t.request({
      method: 'POST',
      url: `${API}/admin/logs/999999999/seen`,
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.request({
      method: 'POST',
      url: `${API}/admin/logs/seen`,
      token: admin,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('retention', () => {
  it('prunes the rows last seen before the retention, in small batches', async () => {
    await t.db.execute(sql`insert into logs (type, level, origin, message, created_at, last_seen_at)
      select 'job', 'warn', 'test.old', 'old ' || n, now() - interval '200 days', now() - (100 + n) * interval '1 day'
      from generate_series(1, 7) n`);
    await t.db.execute(sql`insert into logs (type, level, origin, message, created_at, last_seen_at)
      values ('job', 'warn', 'test.old', 'old but repeated lately', now() - interval '200 days', now() - interval '3 days')`);
    expect(await pruneLogs(t.db, 90, { batch: 3 })).toBeGreaterThanOrEqual(7);
    expect((await logRows(sql`origin = 'test.old'`)).map((r) => r.message)).toEqual([
      'old but repeated lately',
    ]);
    expect(await pruneLogs(t.db, 0)).toBe(0);
  });
});

describe('API warnings', () => {
  let articleId = 0;
  let marketIso = '';

  /** An active article active in an active market without a rate there: the check's problem. */
  beforeAll(async () => {
    const found = await t.db.execute<{ id: number; market: number; iso: string }>(sql`
      select a.id, m.id as market, m.iso from articles a, markets m
      where a.active and m.active order by a.id, m.id limit 1`);
    const { id, market, iso } = found.rows[0]!;
    articleId = id;
    marketIso = iso;
    await t.db.execute(sql`update articles set markets_available = array[${market}]::int[],
      markets_active = array[${market}]::int[] where id = ${id}`);
    await t.db.execute(sql`delete from article_rates where article_id = ${id}`);
  });

  const warningOf = async (kind: string, subjectId: string) => {
    const found = await t.db.execute<Row>(sql`select * from api_warnings
      where kind = ${kind} and subject_id = ${subjectId} order by id`);
    return found.rows;
  };

  it('raises one warning per problem, never twice, and resolves it when the problem is gone', async () => {
    await runWarningChecks(t.db);
    await runWarningChecks(t.db);
    const [open, ...more] = await warningOf('article_without_rate', String(articleId));
    expect(more).toEqual([]);
    expect(open).toMatchObject({
      state: 'open',
      subject_type: 'articles',
      detail: marketIso,
      resolved_by: null,
    });

    const res = await t.request({
      method: 'GET',
      url: `${API}/admin/api-warnings/${open!.id}`,
      token: admin,
      headers: en,
    });
    expect(res.json().api_warning.message).toMatch(
      new RegExp(`^Article .+ is active in market ${marketIso} but has no rate there$`),
    );
    const es = await t.request({ method: 'GET', url: `${API}/admin/api-warnings/${open!.id}`, token: admin });
    expect(es.json().api_warning.message).toContain('no tiene tarifa');

    await t.db.execute(sql`insert into article_rates (article_id, market_id, currency, reference_price, valid_from)
      select ${articleId}, m.id, 'EUR', 120.5, current_date - 1 from markets m where m.iso = ${marketIso}`);
    const counts = await runWarningChecks(t.db);
    expect(counts.resolved).toBeGreaterThanOrEqual(1);
    const [resolved] = await warningOf('article_without_rate', String(articleId));
    expect(resolved).toMatchObject({
      state: 'resolved',
      resolved_by_check: true,
      resolved_by: null,
      condition_present: false,
    });
    expect(resolved!.resolved_at).toBeTruthy();
  });

  it("keeps a person's resolution while the problem stays, and raises it anew once it comes back", async () => {
    await t.db.execute(sql`delete from article_rates where article_id = ${articleId}`);
    await runWarningChecks(t.db);
    const rows = await warningOf('article_without_rate', String(articleId));
    const open = rows.at(-1)!;
    expect(rows).toHaveLength(2);
    expect(open.state).toBe('open');

    const adminRole = await userWithRoles('warnings.admin@proboard.local', ['AZ_ADMIN']);
    const read = await t.request({
      method: 'GET',
      url: `${API}/admin/api-warnings/${open.id}`,
      token: adminRole,
    });
    const record = read.json().api_warning;
    const res = await t.request({
      method: 'PUT',
      url: `${API}/admin/api-warnings/${open.id}`,
      token: adminRole,
      payload: {
        ...record,
        state: 'resolved',
        resolution_note: 'Artículo solo para proyectos: sin tarifa pública',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().api_warning).toMatchObject({
      state: 'resolved',
      resolved_by_email: 'warnings.admin@proboard.local',
      resolved_by_check: false,
    });

    await runWarningChecks(t.db);
    expect(await warningOf('article_without_rate', String(articleId))).toHaveLength(2);

    await t.db.execute(sql`insert into article_rates (article_id, market_id, currency, reference_price, valid_from)
      select ${articleId}, m.id, 'EUR', 99, current_date from markets m where m.iso = ${marketIso}`);
    await runWarningChecks(t.db);
    const [, person] = await warningOf('article_without_rate', String(articleId));
    expect(person).toMatchObject({ state: 'resolved', resolved_by_check: false, condition_present: false });

    await t.db.execute(sql`delete from article_rates where article_id = ${articleId}`);
    await runWarningChecks(t.db);
    const all = await warningOf('article_without_rate', String(articleId));
    expect(all.map((w) => w.state)).toEqual(['resolved', 'resolved', 'open']);
  });

  it('raises the other checks: a CRM sync failed three times, a missing export permission, a stuck order', async () => {
    const company = await t.db.execute<{ id: number }>(sql`select id from companies c where not exists (
      select 1 from integration_sync_states s where s.system = 'crm' and s.entity_id = c.id::text) order by id limit 1`);
    const companyId = String(company.rows[0]!.id);
    await t.db.execute(sql`insert into integration_sync_states (system, entity, entity_id, status, attempts, last_error)
      values ('crm', 'company', ${companyId}, 'pending', 3, 'http: answered 503')
      on conflict (system, entity, entity_id) do update set status = 'pending', attempts = 3, last_error = 'http: answered 503'`);
    await t.db.execute(
      sql`update permissions set name = 'export-gart-faqs-gone' where name = 'export-gart-faqs'`,
    );
    const order = await t.db.execute<{ id: number }>(sql`update orders set status = 'retained',
      order_date = current_date - 12, updated_at = now() - interval '10 days'
      where id = (select min(id) from orders) returning id`);
    try {
      await runWarningChecks(t.db);
      expect(await warningOf('crm_sync_failed', companyId)).toMatchObject([
        { state: 'open', subject_type: 'companies' },
      ]);
      const exportsRows = await t.db.execute<Row>(
        sql`select * from api_warnings where kind = 'export_permission_missing'`,
      );
      expect(exportsRows.rows).toMatchObject([
        { detail: 'gart/faqs', subject_label: 'export-gart-faqs', state: 'open' },
      ]);
      const stuck = (await warningOf('order_stuck', String(order.rows[0]!.id))).find(
        (w) => w.detail === 'retained',
      );
      expect(stuck).toMatchObject({ state: 'open', detail: 'retained' });
      const read = await t.request({
        method: 'GET',
        url: `${API}/admin/api-warnings/${stuck!.id}`,
        token: admin,
        headers: en,
      });
      expect(read.json().api_warning.message).toMatch(
        /^Order .+ has been “Retained” since \d\d\/\d\d\/\d{4}$/,
      );
    } finally {
      await t.db.execute(
        sql`update permissions set name = 'export-gart-faqs' where name = 'export-gart-faqs-gone'`,
      );
    }
    await runWarningChecks(t.db);
    const exportsRows = await t.db.execute<Row>(
      sql`select state, resolved_by_check from api_warnings where kind = 'export_permission_missing'`,
    );
    expect(exportsRows.rows).toEqual([{ state: 'resolved', resolved_by_check: true }]);
  });

  it('takes a warning written by hand about a record that exists', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/api-warnings`,
      token: admin,
      payload: {
        subject_type: 'articles',
        subject_id: String(articleId),
        description: 'La foto principal es de otro modelo',
        state: 'open',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().api_warning).toMatchObject({
      kind: 'manual',
      state: 'open',
      message: 'La foto principal es de otro modelo',
    });
    const unknown = await t.request({
      method: 'POST',
      url: `${API}/admin/api-warnings`,
      token: admin,
      payload: { subject_type: 'articles', subject_id: '999999999', description: 'x', state: 'open' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['subject_id']);
    const noType = await t.request({
      method: 'POST',
      url: `${API}/admin/api-warnings`,
      token: admin,
      payload: { subject_type: 'nothing', subject_id: '1', description: 'x', state: 'open' },
    });
    expect(Object.keys(noType.json().errors)).toEqual(['subject_type']);
  });

  it('is listed by AZ_DASH_WARNINGS, edited and checked by AZ_ADMIN only', async () => {
    const menu = await userWithRoles('warnings.menu@proboard.local', ['AZ_DASH_WARNINGS']);
    expect((await list('api-warnings', { currentPage: 1, perPage: 10 }, menu)).statusCode).toBe(200);
    const checks = (token: string) =>
      t.request({ method: 'POST', url: `${API}/admin/api-warnings/checks`, token });
    expect((await checks(menu)).statusCode).toBe(403);
    const adminRole = await t.signIn('warnings.admin@proboard.local');
    const ran = await checks(adminRole);
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ raised: expect.any(Number), resolved: expect.any(Number) });
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await list('api-warnings', { currentPage: 1, perPage: 10 }, catalogue)).statusCode).toBe(403);
  });

  it('lists open ones by kind with the message in the reader language', async () => {
    const res = await list(
      'api-warnings',
      { currentPage: 1, perPage: 50, filter: { state: 'open', kind: 'order_stuck' } },
      admin,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().api_warnings;
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(row).toMatchObject({ state: 'open', kind: 'order_stuck' });
      expect(row.message).toMatch(/^Order /);
    }
  });
});

describe('demo', () => {
  it('has logs of every type and level, grouped repeats, some seen; warnings open and resolved', async () => {
    const fresh = await createTestApp();
    try {
      const logsFound = await fresh.db.execute<Row>(sql`select
        count(distinct type)::int as types, count(distinct level)::int as levels,
        count(*) filter (where count > 1)::int as grouped, count(*) filter (where seen and seen_by is not null)::int as seen
        from logs`);
      expect(logsFound.rows[0]).toMatchObject({ types: 3, levels: 3 });
      expect(logsFound.rows[0]!.grouped).toBeGreaterThan(3);
      expect(logsFound.rows[0]!.seen).toBeGreaterThan(1);
      const warningsFound =
        await fresh.db.execute<Row>(sql`select kind, state, resolved_by_check, (resolved_by is not null) as by_person, count(*)::int as n
        from api_warnings group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      const rows = warningsFound.rows;
      expect(rows).toContainEqual(expect.objectContaining({ kind: 'crm_sync_failed', state: 'open' }));
      expect(rows).toContainEqual(
        expect.objectContaining({ kind: 'crm_sync_failed', state: 'resolved', resolved_by_check: true }),
      );
      expect(rows).toContainEqual(
        expect.objectContaining({ kind: 'order_stuck', state: 'resolved', by_person: true }),
      );
      expect(rows).toContainEqual(expect.objectContaining({ kind: 'order_stuck', state: 'open' }));
      expect(rows).toContainEqual(expect.objectContaining({ kind: 'manual', state: 'open' }));
      // A check run over the demo as it is raises nothing new and resolves nothing.
      expect(await runWarningChecks(fresh.db)).toEqual({ raised: 0, resolved: 0 });
    } finally {
      await fresh.close();
    }
  });
});
