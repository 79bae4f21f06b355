import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The list's paging strategy (ids first, then rows) and the trigger-kept totals of unfiltered lists
 * (migration 0005_row-counts) must answer exactly what a plain count(*) and OFFSET would.
 */
const BASE = '/api/msproduct.v1/manufacturers';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;

const counted = async () => {
  const rows = await t.db.execute<{ total: number; deltas: number }>(
    sql`select coalesce(sum(delta), 0)::int as total, count(*)::int as deltas from row_counts where table_name = 'manufacturers'`,
  );
  return rows.rows[0]!;
};
const actual = async () => {
  const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from manufacturers`);
  return rows.rows[0]!.n;
};
const listTotal = async () => {
  const res = await t.request({ method: 'GET', url: list({ currentPage: 1 }), token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().manufacturers.total as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Half of them share one created_at, so ties are broken by id as the list promises.
  await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'PAGE_' || lpad(n::text, 3, '0'), 'Page maker ' || n, case when n % 3 = 0 then null else 'B' || (n % 7) end,
      n % 4 <> 0, case when n % 2 = 0 then timestamptz '2024-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, 120) n`);
});
afterAll(() => t.close());

describe('list totals kept by triggers', () => {
  it('equal count(*) after inserts and deletes, and ignore rolled-back writes', async () => {
    expect(await listTotal()).toBe(await actual());
    await t.db.execute(sql`delete from manufacturers where az_iso in ('PAGE_001', 'PAGE_002')`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into manufacturers (az_iso, name) values ('GONE_1', 'Gone one')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await listTotal()).toBe(await actual());
    expect((await counted()).total).toBe(await actual());
  });

  it('stay exact under concurrent writers and fold their deltas into a few rows', async () => {
    const before = await actual();
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        t.db
          .transaction(async (tx) => {
            await tx.execute(
              sql`insert into manufacturers (az_iso, name) values (${`RACE_${i}`}, ${`Race ${i}`})`,
            );
            if (i % 5 === 0) throw new Error('roll back');
          })
          .catch(() => {}),
      ),
    );
    expect(await actual()).toBe(before + 96);
    const { total, deltas } = await counted();
    expect(total).toBe(before + 96);
    expect(deltas).toBeLessThanOrEqual(70);
    expect(await listTotal()).toBe(total);
  });

  it('restart from the table after a TRUNCATE', async () => {
    await t.db.execute(sql`truncate manufacturers cascade`);
    expect(await counted()).toMatchObject({ total: 0 });
    await t.db.execute(sql`insert into manufacturers (az_iso, name) values ('AFTER', 'After truncate')`);
    expect(await listTotal()).toBe(1);
  });
});

describe('pages picked by id, then read', () => {
  beforeAll(async () => {
    await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
      select 'SLICE_' || lpad(n::text, 3, '0'), 'Slice ' || (n % 9), case when n % 3 = 0 then null else 'S' || (n % 4) end,
        n % 4 <> 0, case when n % 2 = 0 then timestamptz '2024-01-01' else now() - (n || ' minutes')::interval end
      from generate_series(1, 90) n`);
  });

  it('filters a date by its text prefix exactly, whatever the prefix and the caller zone', async () => {
    // The index range is widened by the zone's offset; the answer must still be the plain reading.
    for (const zone of ['UTC', 'Europe/Madrid', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (const prefix of [
        '2024',
        '2024-01',
        '2024-01-01',
        '2024-01-01 00:0',
        '2023-12-31',
        '202',
        '2024-13',
        '2024-02-31',
      ]) {
        const expected = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from manufacturers
          where to_char(created_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') like ${`${prefix}%`}`);
        const res = await t.request({
          method: 'GET',
          url: list({ currentPage: 1, filter: { created_at: prefix } }),
          token: admin,
          headers: { 'app-timezone': zone },
        });
        expect(res.json().manufacturers.total, `${zone} ${prefix}`).toBe(expected.rows[0]!.n);
      }
    }
  });

  it.each([
    { sortBy: '' },
    { sortBy: 'created_at' },
    { sortBy: '-brand_1,name' },
    { sortBy: 'name', filter: { active: 'true' } },
    { sortBy: '', filter: { search: 'slice 1' } },
    // Text searches take their total from the page's own scan; pages past the end count apart.
    { sortBy: '-brand_1,name', filter: { search: 'maker 1' } },
    { sortBy: 'name', filter: { name: 'maker 2', active: 'true' } },
  ])('gives the same rows as slicing the whole list ($sortBy)', async (context) => {
    const all = await t.request({ method: 'GET', url: list({ ...context, currentPage: -1 }), token: admin });
    const ids = (all.json().manufacturers.data as { id: number }[]).map((r) => r.id);
    for (const page of [1, 2, 5, 9]) {
      const res = await t.request({
        method: 'GET',
        url: list({ ...context, currentPage: page, perPage: 10 }),
        token: admin,
      });
      const body = res.json().manufacturers;
      expect(body.total).toBe(ids.length);
      expect((body.data as { id: number }[]).map((r) => r.id)).toEqual(ids.slice((page - 1) * 10, page * 10));
    }
  });
});
