import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A state tab's total comes from counters kept per state (migrations 0036, 0038: `countedColumns`),
 * and a search reads its page and its matches in one statement: both must answer exactly what
 * count(*) and a plain walk of the whole list would, whatever writes land between two requests.
 */
const COMPANIES = '/api/mscustomer.v1/admin/companies';
const PROFESSIONAL_ORDERS = '/api/msbusiness.v1/admin/professional-orders';
const TICKETS = '/api/mstickets.v1/admin/tickets';
const url = (base: string, context: object) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;

async function listed(base: string, context: object) {
  const res = await t.request({
    method: 'GET',
    url: url(base, { currentPage: 1, ...context }),
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  const body = Object.values(res.json())[0] as { total: number; data: { id: number }[] };
  return { total: body.total, ids: body.data.map((row) => row.id) };
}

const count = async (where: ReturnType<typeof sql>) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${where}`)).rows[0]!.n;
const companiesIn = (...states: string[]) =>
  count(sql`companies where status = any(${sql.param(states)}::text[])`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Every fifth company inactive; the "Cierzo" ones (a few) all made together, last in name order.
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status, created_at)
    select case when n > 590 then 'Zz Cierzo ' || n else 'Clima ' || lpad(n::text, 4, '0') end,
      'CNT' || lpad(n::text, 6, '0'), 'ES',
      (array['active', 'active', 'active', 'pending_activation', 'inactive'])[1 + n % 5],
      case when n % 3 = 0 then timestamptz '2025-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, 600) n`);
  await t.db.execute(sql`insert into orders (kind, company_id, order_reference, nomcli, altra_company_iso, order_date, status)
    select (array['professional', 'client'])[1 + n % 2], (select min(id) from companies where vat like 'CNT%'),
      'CNT-' || n, 'Clima', 'ES', date '2026-01-01' + (n % 300),
      (array['sent', 'confirmed', 'delivered', 'cancelled'])[1 + n % 4]
    from generate_series(1, 400) n`);
  // Tickets of two staff members (and unassigned ones) in every state.
  await t.db.execute(sql`insert into users (email, name, surname, username, status, type, profile_id)
    select 'cnt' || n || '@proboard.local', (array['Nerea', 'Olegario'])[n], 'Contadora', 'cnt' || n, 'active',
      'internal', (select id from profiles where az_iso = 'INTERNAL')
    from generate_series(1, 2) n`);
  await t.db.execute(sql`insert into ticket_categories (az_iso, name) values ('CNT', 'Contadores')`);
  await t.db.execute(sql`insert into tickets (subject, category_id, recipient, assigned_to, status)
    select 'Consulta ' || n, (select id from ticket_categories where az_iso = 'CNT'), 'cliente@example.org',
      case n % 3 when 0 then null else (select id from users where email = 'cnt' || (n % 3) || '@proboard.local') end,
      (array['open', 'answered', 'closed'])[1 + n % 4 % 3]
    from generate_series(1, 300) n`);
});
afterAll(() => t.close());

describe('state totals from counters', () => {
  it('equal count(*) after inserts, deletes, state changes and rolled-back writes', async () => {
    expect((await listed(COMPANIES, { filter: { status: 'inactive' } })).total).toBe(
      await companiesIn('inactive'),
    );
    await t.db.execute(sql`delete from companies where vat in ('CNT000005', 'CNT000010')`);
    await t.db.execute(sql`update companies set status = 'inactive' where vat in ('CNT000001', 'CNT000002')`);
    await t.db.execute(sql`update companies set status = 'active' where vat = 'CNT000015'`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update companies set status = 'inactive' where vat like 'CNT0001%'`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await listed(COMPANIES, { filter: { status: 'inactive' } })).total).toBe(
      await companiesIn('inactive'),
    );
    expect((await listed(COMPANIES, { filter: { status: ['inactive', 'active'] } })).total).toBe(
      await companiesIn('inactive', 'active'),
    );
  });

  it('reflect each write in the very next request while writers race', async () => {
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.db
            .transaction(async (tx) => {
              const state = ['inactive', 'active', 'pending_activation'][(round + i) % 3]!;
              await tx.execute(sql`update companies set status = ${state}
                where vat = ${`CNT${String(100 + round * 8 + i).padStart(6, '0')}`}`);
              if (i % 4 === 3) throw new Error('roll back');
            })
            .catch(() => {}),
        ),
      );
      for (const state of ['inactive', 'pending_activation']) {
        expect((await listed(COMPANIES, { filter: { status: state } })).total, `round ${round}`).toBe(
          await companiesIn(state),
        );
      }
    }
  });

  it('count a state within a scope by both columns (professional orders by state)', async () => {
    for (const status of ['sent', 'delivered']) {
      const expected = await count(sql`orders where kind = 'professional' and status = ${status}`);
      expect((await listed(PROFESSIONAL_ORDERS, { filter: { status } })).total).toBe(expected);
    }
    await t.db.execute(
      sql`update orders set status = 'sent' where order_reference in ('CNT-2', 'CNT-3', 'CNT-4')`,
    );
    const sent = await count(sql`orders where kind = 'professional' and status = 'sent'`);
    expect((await listed(PROFESSIONAL_ORDERS, { filter: { status: 'sent' } })).total).toBe(sent);
  });

  it("count one assignee's tickets in a state, found by name, as reassignments move them", async () => {
    const tickets = (name: string, status: string) =>
      count(
        sql`tickets k join users u on u.id = k.assigned_to where u.name = ${name} and k.status = ${status}`,
      );
    const expectAsCounted = async () => {
      for (const [name, status] of [
        ['Nerea', 'open'],
        ['Olegario', 'closed'],
      ] as const) {
        expect(
          (await listed(TICKETS, { filter: { status, assigned: name } })).total,
          `${name} ${status}`,
        ).toBe(await tickets(name, status));
      }
      expect((await listed(TICKETS, { filter: { status: 'answered' } })).total).toBe(
        await count(sql`tickets where status = 'answered'`),
      );
    };
    await expectAsCounted();
    await t.db.execute(sql`update tickets set assigned_to = (select id from users where email = 'cnt1@proboard.local')
      where subject in ('Consulta 2', 'Consulta 3', 'Consulta 5')`);
    await t.db.execute(
      sql`update tickets set assigned_to = null, status = 'open' where subject = 'Consulta 4'`,
    );
    await t.db.execute(sql`delete from tickets where subject = 'Consulta 7'`);
    await expectAsCounted();
  });

  it('are not used once the list is filtered by anything else', async () => {
    const expected = await count(sql`companies where status = 'active' and name ilike '%cierzo%'`);
    expect(expected).toBeGreaterThan(0);
    expect((await listed(COMPANIES, { filter: { status: 'active', search: 'cierzo' } })).total).toBe(
      expected,
    );
  });
});

describe('a search with few matches', () => {
  it.each([{ sortBy: '' }, { sortBy: '-name' }, { sortBy: 'created_at' }])(
    'pages as slicing the whole list does ($sortBy)',
    async (context) => {
      const filter = { search: 'cierzo' };
      // Few enough for one page of 50: the whole list as the reference.
      const all = await listed(COMPANIES, { ...context, filter, currentPage: 1, perPage: 50 });
      expect(all.ids).toHaveLength(all.total);
      expect(all.total).toBe(await count(sql`companies where name ilike '%cierzo%'`));
      for (const page of [1, 2, 3]) {
        const body = await listed(COMPANIES, { ...context, filter, currentPage: page, perPage: 4 });
        expect(body.total).toBe(all.total);
        expect(body.ids, `page ${page}`).toEqual(all.ids.slice((page - 1) * 4, page * 4));
      }
      // Past its last match, a page is empty and still says how many there are.
      const past = await listed(COMPANIES, { ...context, filter, currentPage: 50, perPage: 4 });
      expect(past).toEqual({ total: all.total, ids: [] });
    },
  );
});
