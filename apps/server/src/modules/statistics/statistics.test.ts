import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BASE = '/api/msdashboard.v1/statistics';

let t: TestApp;
let admin: string;

const figures = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url: `${BASE}?${query}`, token: admin, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().statistics;
};

/** The total of a list the screen's bars open, as the list itself answers it. */
async function listTotal(path: string, filter: Record<string, string>) {
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 4, filter }));
  const res = await t.request({ method: 'GET', url: `${path}?context=${context}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (Object.values(body)[0] as { total: number }).total;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('statistics', () => {
  it('counts the demo’s tickets opened and resolved per month, each bar the list it opens', async () => {
    const stats = await figures('from=2026-01&to=2026-11');
    expect(stats.tickets.map((m: { month: string }) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const all = await t.db.execute<{ n: number; closed: number }>(sql`select count(*)::int as n,
      (count(*) filter (where status = 'closed'))::int as closed
      from tickets where opened_at >= '2026-01-01' and opened_at < '2026-12-01'`);
    const sum = (key: 'opened' | 'resolved') =>
      stats.tickets.reduce((total: number, m: Record<string, number>) => total + m[key]!, 0);
    expect(all.rows[0]!.n).toBeGreaterThan(100);
    expect(sum('opened')).toBe(all.rows[0]!.n);
    expect(sum('resolved')).toBe(all.rows[0]!.closed);

    const march = stats.tickets.find((m: { month: string }) => m.month === '2026-03');
    expect(march.opened).toBeGreaterThan(0);
    expect(await listTotal('/api/mstickets.v1/admin/tickets', { opened_at: '2026-03' })).toBe(march.opened);
    expect(
      await listTotal('/api/mstickets.v1/admin/tickets', { opened_at: '2026-03', status: 'closed' }),
    ).toBe(march.resolved);
  });

  it('filters by market, the lists they open too', async () => {
    const spain = await figures('from=2026-01&to=2026-11&market=es');
    expect(spain.market).toBe('ES');
    const mayAll = (await figures('from=2026-05&to=2026-05')).tickets[0];
    const may = spain.tickets.find((m: { month: string }) => m.month === '2026-05');
    expect(may.opened).toBeGreaterThan(0);
    expect(may.opened).toBeLessThan(mayAll.opened);
    expect(await listTotal('/api/mstickets.v1/admin/tickets', { opened_at: '2026-05', market: 'ES' })).toBe(
      may.opened,
    );
    const users = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where market = 'ES' and created_at < '2026-12-01'`,
    );
    const { internal, partner, external } = spain.user_kinds;
    expect(internal + partner + external).toBe(users.rows[0]!.n);
  });

  it('counts registered users by kind at each month’s end, and the new ones the lists find', async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stats = await figures(`from=2026-01&to=${month}`, { 'app-timezone': 'UTC' });
    const last = stats.users.at(-1);
    const counted = await t.db.execute<{ az_iso: string; n: number }>(sql`select p.az_iso, count(*)::int as n
      from users u join profiles p on p.id = u.profile_id group by 1`);
    const of = (...isos: string[]) =>
      counted.rows.filter((r) => isos.includes(r.az_iso)).reduce((s, r) => s + r.n, 0);
    expect(last.internal).toBe(of('INTERNAL'));
    expect(last.partner).toBe(of('PARTNER'));
    expect(last.external).toBe(of('PROFESSIONAL', 'FINAL'));
    expect(stats.user_kinds).toEqual({
      internal: last.internal,
      partner: last.partner,
      external: last.external,
    });
    // Totals only grow, by the month's new accounts.
    for (let i = 1; i < stats.users.length; i++) {
      const [before, after] = [stats.users[i - 1], stats.users[i]];
      expect(after.external - before.external).toBe(after.new_external);
    }
    const busiest = stats.users.reduce((a: { new_external: number }, b: { new_external: number }) =>
      b.new_external > a.new_external ? b : a,
    );
    expect(busiest.new_external).toBeGreaterThan(0);
    const context = encodeURIComponent(
      JSON.stringify({ currentPage: 1, perPage: 4, filter: { created_at: busiest.month } }),
    );
    const listed = await t.request({
      method: 'GET',
      url: `/api/mslogin.v1/admin/external-users?context=${context}`,
      token: admin,
      headers: { 'app-timezone': 'UTC' },
    });
    expect(listed.json().users.total).toBe(busiest.new_external);
  });

  it('opens with the last twelve months', async () => {
    const stats = await figures('');
    expect(stats.tickets).toHaveLength(12);
    expect(stats.users).toHaveLength(12);
  });

  it('refuses a range whose end is before its start, a malformed month and a range too long', async () => {
    const refused = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.request({ method: 'GET', url: `${BASE}?${query}`, token: admin, headers });
      expect(res.statusCode, query).toBe(422);
      return res.json().errors;
    };
    expect(await refused('from=2026-06&to=2026-03')).toEqual({
      to: ['La fecha final no puede ser anterior a la inicial'],
    });
    expect(await refused('from=2026-13&to=2026-14', { 'app-locale': 'en' })).toMatchObject({
      from: ['Enter a month (YYYY-MM)'],
    });
    expect(Object.keys(await refused('from=2026-01'))).toEqual(['to']);
    expect(await refused('from=2000-01&to=2026-01')).toEqual({ to: ['Elige como mucho 120 meses'] });
    expect(Object.keys(await refused('from=2026-01&to=2026-02&market=%27%3B'))).toEqual(['market']);
  });

  it('is for AZ_ADMIN (and the super admin) only', async () => {
    const editor = await t.signIn('catalogue@proboard.local');
    const res = await t.request({ method: 'GET', url: `${BASE}?from=2026-01&to=2026-02`, token: editor });
    expect(res.statusCode).toBe(403);
  });

  it('downloads the figures as Excel, one sheet per chart, headers in the caller’s language', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/export?from=2026-01&to=2026-11&market=ES`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('statistics-2026-01-2026-11-ES.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Tickets', 'Users', 'Internal and external']);
    const tickets = workbook.worksheets[0]!;
    expect(tickets.getRow(1).values).toEqual([undefined, 'Month', 'Opened', 'Resolved']);
    expect(tickets.actualRowCount).toBe(12);
    const spain = await figures('from=2026-01&to=2026-11&market=ES');
    expect(tickets.getRow(4).values).toEqual([
      undefined,
      '2026-03',
      spain.tickets[2].opened,
      spain.tickets[2].resolved,
    ]);
    expect(workbook.worksheets[2]!.getRow(2).values).toEqual([
      undefined,
      'Internal',
      spain.user_kinds.internal,
    ]);
    const spanish = await t.request({
      method: 'GET',
      url: `${BASE}/export?from=2026-01&to=2026-11`,
      token: admin,
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(spanish.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[1]!.getRow(1).values).toEqual([
      undefined,
      'Mes',
      'Internos nuevos',
      'Partners nuevos',
      'Externos nuevos',
      'Internos',
      'Partners',
      'Externos',
    ]);
  });
});
