import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';

const CONFIGS = '/api/msbusiness.v1/admin/agent-commission-configs';
const COMMISSIONS = '/api/msbusiness.v1/admin/agent-commissions';
const list = (base: string, context: object = {}) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
/** The fixture: a company of its own, a manufacturer, an article of it and one of another maker. */
let company: number;
let manufacturer: number;
let made: number;
let other: number;
let region: number;
let otherRegion: number;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.db.execute<Record<string, unknown>>(query)).rows[0] as T;
}

/** An order of the fixture's company in `regionId`, with lines `[article, subtotal cents]`. */
async function order(
  reference: string,
  invoiced: string | null,
  lines: [number, number][],
  regionId = region,
) {
  const { id } = await one<{ id: number }>(sql`insert into orders (kind, company_id, order_reference, nomcli,
      altra_company_iso, order_date, status, country_iso, region_id, invoicing_date)
    values ('professional', ${company}, ${reference}, 'Comisiones Test S.L.', 'AZES', '2026-03-01', 'sent', 'ES',
      ${regionId}, ${invoiced}) returning id`);
  for (const [position, [article, cents]] of lines.entries()) {
    await t.db.execute(sql`insert into order_lines (order_id, position, article_id, article, quantity,
        unit_price_cents, vat_bp, discount_cents, subtotal_cents)
      values (${id}, ${position + 1}, ${article}, 'ART', 1, ${cents}, 2100, 0, ${cents})`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  ({ id: company } = await one<{ id: number }>(sql`insert into companies (name, vat, country_iso)
    values ('Comisiones Test S.L.', 'ESB99999990', 'ES') returning id`));
  // The maker's article: one whose product is linked to a manufacturer here; the other: another product's.
  ({ id: manufacturer } = await one<{ id: number }>(sql`select id from manufacturers order by id limit 1`));
  const [first, second] = (
    await t.db.execute<{ id: number; product_id: number }>(sql`select distinct on (product_id) id, product_id
      from articles order by product_id, id limit 2`)
  ).rows as [{ id: number; product_id: number }, { id: number; product_id: number }];
  await t.db.execute(sql`delete from product_manufacturers where manufacturer_id = ${manufacturer}`);
  await t.db.execute(sql`insert into product_manufacturers (product_id, manufacturer_id)
    values (${first.product_id}, ${manufacturer})`);
  made = first.id;
  other = second.id;
  const regions = await t.db.execute<{
    id: number;
  }>(sql`select r.id from regions r join countries c on c.id = r.country_id
    where c.iso = 'ES' order by r.id limit 2`);
  [region, otherRegion] = regions.rows.map((r) => r.id) as [number, number];
  // March: 125.50 € of the maker's articles (a 99.99 € line of another maker does not count), then 33.33 €.
  await order('COM-T-1', '2026-03-10', [
    [made, 10_000],
    [made, 2_550],
    [other, 9_999],
  ]);
  await order('COM-T-2', '2026-03-20', [[made, 3_333]]);
  // April: 10 €. Not invoiced, or another region: nothing.
  await order('COM-T-3', '2026-04-02', [[made, 1_000]]);
  await order('COM-T-4', null, [[made, 50_000]]);
  await order('COM-T-5', '2026-03-15', [[made, 70_000]], otherRegion);
});
afterAll(() => t.close());

const config = (extra: object = {}) => ({
  manufacturer_id: manufacturer,
  country_iso: 'ES',
  region_id: region,
  agent_code: 'AG-TEST-1',
  company_id: company,
  commission_rate: 7.5,
  ...extra,
});

async function commissionsOf(agent: string) {
  const res = await t.request({
    method: 'GET',
    url: list(COMMISSIONS, { currentPage: 1, perPage: 50, filter: { agent_code: agent }, sortBy: 'month' }),
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().agent_commissions.data as Record<string, unknown>[]).map((row) => ({
    month: row.month,
    orders: row.orders_count,
    base: row.base_cents,
    amount: row.amount_cents,
  }));
}

describe('agent commission configurations', () => {
  it('refuse an incomplete configuration with an error on every missing select', async () => {
    const res = await t.request({
      method: 'POST',
      url: CONFIGS,
      payload: { commission_rate: 5 },
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'agent_code',
      'company_id',
      'country_iso',
      'manufacturer_id',
      'region_id',
    ]);
  });

  it('refuse a region of another country and a company that does not exist', async () => {
    const { id: french } = await one<{
      id: number;
    }>(sql`select r.id from regions r join countries c on c.id = r.country_id
      where c.iso = 'FR' limit 1`);
    const res = await t.request({
      method: 'POST',
      url: CONFIGS,
      payload: config({ region_id: french, company_id: 999_999 }),
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company_id', 'region_id']);
  });

  it('compute the commissions per agent and month from the invoiced orders, by hand', async () => {
    const created = await t.request({ method: 'POST', url: CONFIGS, payload: config(), token: admin });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().agent_commission_config).toMatchObject({
      company: 'Comisiones Test S.L.',
      commission_rate: 7.5,
    });
    // March: 125.50 × 7.5 % = 9.4125 -> 9.41; 33.33 × 7.5 % = 2.49975 -> 2.50 (rounded per order). April: 0.75.
    expect(await commissionsOf('AG-TEST-1')).toEqual([
      { month: '2026-03-01', orders: 2, base: 15_883, amount: 1_191 },
      { month: '2026-04-01', orders: 1, base: 1_000, amount: 75 },
    ]);
  });

  it('refuse a second agent for the same manufacturer, country, region and company', async () => {
    const res = await t.request({
      method: 'POST',
      url: CONFIGS,
      payload: config({ agent_code: 'AG-TEST-9' }),
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company_id).toBeTruthy();
  });

  it('recompute on edit, move every configuration on migration, and forget them on delete', async () => {
    const [row] = (
      await t.request({
        method: 'GET',
        url: list(CONFIGS, { filter: { agent_code: 'AG-TEST-1' } }),
        token: admin,
      })
    ).json().agent_commission_configs.data as Record<string, unknown>[];
    const edited = await t.request({
      method: 'PUT',
      url: `${CONFIGS}/${row!.id}`,
      payload: config({ commission_rate: 10, updated_at: row!.updated_at }),
      token: admin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // 125.50 × 10 % = 12.55; 33.33 × 10 % = 3.333 -> 3.33.
    expect((await commissionsOf('AG-TEST-1'))[0]).toMatchObject({ amount: 1_588 });

    const same = await t.request({
      method: 'POST',
      url: `${CONFIGS}/migrate`,
      payload: { from_agent_code: 'AG-TEST-1', to_agent_code: 'AG-TEST-1' },
      token: admin,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_agent_code).toBeTruthy();
    const none = await t.request({
      method: 'POST',
      url: `${CONFIGS}/migrate`,
      payload: { from_agent_code: 'AG-NOBODY', to_agent_code: 'AG-TEST-2' },
      token: admin,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.from_agent_code).toBeTruthy();

    const migrated = await t.request({
      method: 'POST',
      url: `${CONFIGS}/migrate`,
      payload: { from_agent_code: 'AG-TEST-1', to_agent_code: 'AG-TEST-2' },
      token: admin,
    });
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect(migrated.json().migrated).toBe(1);
    expect(await commissionsOf('AG-TEST-1')).toEqual([]);
    expect((await commissionsOf('AG-TEST-2')).map((c) => c.amount)).toEqual([1_588, 100]);
    const audits = await t.db.execute(sql`select 1 from audits where auditable_type = 'agentcommissionconfigs'
      and auditable_id = ${String(row!.id)} and event = 'updated'`);
    expect(audits.rows).toHaveLength(2);

    const deleted = await t.request({ method: 'DELETE', url: `${CONFIGS}/${row!.id}`, token: admin });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await commissionsOf('AG-TEST-2')).toEqual([]);
  });

  it("come with the demo: its agents earn on the demo companies' invoiced orders", async () => {
    const res = await t.request({
      method: 'GET',
      url: list(COMMISSIONS, { filter: { agent_code: 'AG-014' } }),
      token: admin,
    });
    const rows = res.json().agent_commissions.data as {
      agent: string;
      amount_cents: number;
      amount: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ agent: 'Rafael Ibáñez Campos' });
    expect(rows[0]!.amount).toBe(rows[0]!.amount_cents / 100);
  });

  it('are refused (403) without azc-commissions-read, and open to a user holding it', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    for (const url of [list(CONFIGS), list(COMMISSIONS)]) {
      expect((await t.request({ method: 'GET', url, token: catalogue })).statusCode).toBe(403);
    }
    const migrate = await t.request({
      method: 'POST',
      url: `${CONFIGS}/migrate`,
      payload: { from_agent_code: 'AG-TEST-1', to_agent_code: 'AG-TEST-2' },
      token: catalogue,
    });
    expect(migrate.statusCode).toBe(403);
    await t.db.execute(sql`insert into roles (name) values ('COMMISSIONS_READER')`);
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = 'COMMISSIONS_READER' and p.name = 'azc-commissions-read'`);
    const reader = await t.signIn(
      await createUser(t.db, 'commissions.reader@proboard.local', ['COMMISSIONS_READER']),
    );
    expect((await t.request({ method: 'GET', url: list(COMMISSIONS), token: reader })).statusCode).toBe(200);
  });
});
