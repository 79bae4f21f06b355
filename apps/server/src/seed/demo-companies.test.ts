import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoCompanies } from './demo-companies.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Demo external users (professional or final) with a `client_id`, and the company it names if any. */
async function linkedCustomers() {
  const found = await t.db.execute<{ id: number; country: string; company_country: string | null }>(sql`
    select u.id, u.country_iso as country, c.country_iso as company_country
    from users u
    join profiles p on p.id = u.profile_id and p.az_iso in ('PROFESSIONAL', 'FINAL')
    left join companies c on c.id = u.client_id
    where u.client_id is not null`);
  return found.rows;
}

describe('demo customers and their companies', () => {
  it('links every demo professional with a company to a real company of their own country', async () => {
    const customers = await linkedCustomers();
    expect(customers.length).toBeGreaterThan(100);
    expect(customers.filter((c) => c.company_country === null)).toEqual([]);
    expect(customers.filter((c) => c.company_country !== c.country)).toEqual([]);
  });

  it('shows the company name in the external users list', async () => {
    const token = await t.signIn('admin@proboard.local');
    const context = JSON.stringify({ currentPage: 1, perPage: 50, filter: { type: 'PRO' } });
    const res = await t.request({
      method: 'GET',
      url: `/api/mslogin.v1/admin/external-users?context=${encodeURIComponent(context)}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().users.data as { client_id: number | null; company: string | null }[];
    const linked = rows.filter((row) => row.client_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const row of linked) expect(row.company).toMatch(/ (SL|Lda|SARL|Srl)$/);
  });

  it('dates the customers over the years, their orders after that, those awaiting activation and the registrations in recent weeks', async () => {
    const spread = await t.db.execute<{ days: number; first: string; last: string; late: number }>(sql`
      select count(distinct created_at::date)::int as days, min(created_at)::date::text as first,
        max(created_at)::date::text as last,
        count(*) filter (where status = 'pending_activation' and created_at < now() - interval '30 days')::int as late
      from companies`);
    const companies = spread.rows[0]!;
    expect(companies.days).toBeGreaterThan(250);
    expect(companies.first < '2020-01-01').toBe(true);
    expect(companies.late).toBe(0);
    // No address is older than its company; registrations are of the last month, each at its moment.
    const odd = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from company_addresses a
      join companies c on c.id = a.company_id where a.created_at < c.created_at`);
    expect(odd.rows[0]!.n).toBe(0);
    const users = await t.db.execute<{ n: number; days: number; early: number }>(sql`
      select count(*)::int as n, count(distinct u.created_at::date)::int as days,
        count(*) filter (where u.created_at < c.created_at)::int as early
      from users u join companies c on c.id = u.client_id`);
    expect(users.rows[0]!.days).toBeGreaterThan(50);
    expect(users.rows[0]!.early).toBe(0);
    // Orders are placed by active customers, after they became customers, delivered to an address.
    const orders = await t.db.execute<{ n: number; odd: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where c.status <> 'active' or o.order_date < c.created_at::date
          or o.address is null or o.city is null)::int as odd
      from orders o join companies c on c.id = o.company_id`);
    expect(orders.rows[0]!.n).toBeGreaterThan(1000);
    expect(orders.rows[0]!.odd).toBe(0);
    const registrations = await t.db.execute<{ n: number; moments: number; old: number }>(sql`
      select count(*)::int as n, count(distinct created_at)::int as moments,
        count(*) filter (where created_at < now() - interval '30 days')::int as old from tmp_customers`);
    expect(registrations.rows[0]!.moments).toBe(registrations.rows[0]!.n);
    expect(registrations.rows[0]!.old).toBe(0);
  });

  it('links a customer whose company number names no company on the next start, and leaves the rest alone', async () => {
    const clientIds = async () =>
      (
        await t.db.execute<{ id: number; client_id: number }>(
          sql`select id, client_id from users where client_id is not null order by id`,
        )
      ).rows;
    const before = await clientIds();
    const stray = await t.db.execute<{ id: number }>(sql`
      insert into users (email, name, surname, type, status, client_id, country_iso, profile_id)
      values ('nuevo.instalador@instaladores.example.org', 'Álvaro', 'Gil', 'PRO', 'active', 987654, 'ES',
        (select id from profiles where az_iso = 'PROFESSIONAL'))
      returning id`);
    await t.db.transaction((tx) => seedDemoCompanies(tx));
    const strayId = stray.rows[0]!.id;
    expect((await linkedCustomers()).find((c) => c.id === strayId)?.company_country).toBe('ES');
    expect((await clientIds()).filter((row) => row.id !== strayId)).toEqual(before);
    const companies = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
    expect(companies.rows[0]!.n).toBe(300);
  });
});
