import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsStore } from '../../../modules/aftersales/returns.store.ts';
import { orderStore } from '../../../modules/orders/orders.store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ResourceStore } from '../resource-store.ts';
import { readContext } from './list-context.ts';
import { listStatements } from './list-statements.ts';

/**
 * A deep page of a whole list starts its walk at the week holding it (migration 0051's counters of
 * rows per week): it must be exactly the page a plain walk over the list order gives, from either
 * end, after writes that add, remove and move rows between weeks, and on a date column (orders).
 */
const RETURNS = 7_000;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Several rows per instant (every seventh shares one), so pages must break ties by id.
  await t.db.execute(sql`insert into returns (code, status, created_at)
    select 'WK-' || n, 'pending', timestamptz '2024-01-01 10:00+00' + ((n * 37) % 900) * interval '9 hours'
      + case when n % 7 = 0 then interval '0' else (n % 60) * interval '1 minute' end
    from generate_series(1, ${RETURNS}) n`);
  await t.db.execute(
    sql`insert into companies (name, vat, country_iso, status) values ('Clima Semanal', 'WKS000001', 'ES', 'active')`,
  );
  await t.db.execute(sql`insert into orders (kind, company_id, order_reference, nomcli, altra_company_iso, order_date, status)
    select (array['professional', 'client'])[1 + n % 2], (select id from companies where vat = 'WKS000001'),
      'WK-' || n, 'Clima', 'ES',
      date '2024-01-01' + (n * 13) % 800, 'sent'
    from generate_series(1, 7000) n`);
});
afterAll(() => t.close());

/** The page the server reads for this context (its total known, as after the count). */
async function paged(store: ResourceStore, context: object) {
  const { context: parsed, sortKeys } = readContext(store, JSON.stringify(context));
  const total = (await t.db.execute<{ total: number }>(listStatements(store, parsed, sortKeys).count))
    .rows[0]!.total;
  const { rows } = listStatements(store, parsed, sortKeys, total);
  const text = new PgDialect().sqlToQuery(rows).sql;
  weekWalks += text.includes('row_count_weeks_place') ? 1 : 0;
  return (await t.db.execute<{ id: number }>(rows)).rows.map((row) => row.id);
}
/** How many pages read were walked from their week: the tests must exercise that path. */
let weekWalks = 0;

/** The same page by a plain offset over the whole list order. */
async function walked(store: ResourceStore, order: string, page: number, perPage: number) {
  const result = await t.db.execute<{ id: number }>(
    sql`select id from ${sql.raw(store.table)} order by ${sql.raw(order)}
      limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return result.rows.map((row) => row.id);
}

const statementOf = (store: ResourceStore, context: object, total: number) => {
  const { context: parsed, sortKeys } = readContext(store, JSON.stringify(context));
  return new PgDialect().sqlToQuery(listStatements(store, parsed, sortKeys, total).rows).sql;
};

async function expectPagesExact(store: ResourceStore, column: string) {
  const total = (
    await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(store.table)}`)
  ).rows[0]!.n;
  const last = Math.ceil(total / 25);
  // Deep from the start, the middle from both sides, deep from the end, the last page and past it.
  for (const page of [101, 102, Math.floor(last / 2), Math.floor(last / 2) + 1, last - 101, last, last + 1]) {
    expect(await paged(store, { currentPage: page, perPage: 25 }), `page ${page}`).toEqual(
      await walked(store, `${column} desc nulls last, id asc`, page, 25),
    );
  }
  // Sorted the other way (ascending), the same holds.
  const ascending = { currentPage: 120, perPage: 25, sortBy: column };
  expect(await paged(store, ascending)).toEqual(
    await walked(store, `${column} asc nulls first, id asc`, 120, 25),
  );
}

/** Runs `check` and expects it to have walked this many pages from their week. */
async function walkingFromWeeks(expected: number, check: () => Promise<void>) {
  const before = weekWalks;
  await check();
  expect(weekWalks - before).toBe(expected);
}

describe('a deep page of a whole list', () => {
  it('walks from its week (and only deep pages do)', () => {
    const total = 100_000;
    expect(statementOf(returnsStore, { currentPage: 101, perPage: 25 }, total)).toContain(
      'row_count_weeks_place',
    );
    expect(statementOf(returnsStore, { currentPage: 3, perPage: 25 }, total)).not.toContain(
      'row_count_weeks_place',
    );
    const filtered = { currentPage: 101, perPage: 25, filter: { status: 'pending' } };
    expect(statementOf(returnsStore, filtered, total)).not.toContain('row_count_weeks_place');
    const byCode = { currentPage: 101, perPage: 25, sortBy: 'code' };
    expect(statementOf(returnsStore, byCode, total)).not.toContain('row_count_weeks_place');
  });

  it('is the page a walk over the list gives', async () => {
    // Seven of the eight pages lie 2,500 rows or more from the end they are walked from (the last
    // page is walked plainly from the end).
    await walkingFromWeeks(7, () => expectPagesExact(returnsStore, 'created_at'));
  });

  it('stays so after rows are added, removed and moved between weeks', async () => {
    await t.db.execute(sql`insert into returns (code, status, created_at)
      select 'WK-new-' || n, 'pending', timestamptz '2024-03-04 08:00+00' + n * interval '1 minute'
      from generate_series(1, 40) n`);
    await t.db.execute(sql`delete from returns where code in ('WK-10', 'WK-20', 'WK-30', 'WK-1000')`);
    await t.db.execute(sql`update returns set created_at = created_at - interval '200 days'
      where code like 'WK-5%'`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update returns set created_at = timestamptz '2030-01-01' where code like 'WK-1%'`,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    // Many single-row writes to one week fold its counters as they go.
    for (let n = 0; n < 40; n++) {
      await t.db.execute(sql`insert into returns (code, status, created_at)
        values (${`WK-one-${n}`}, 'pending', timestamptz '2024-06-05 12:00+00')`);
    }
    const counters = await t.db.execute<{ n: number; rows: number }>(sql`select sum(delta)::int as n,
      count(*)::int as rows from row_count_weeks
      where table_name = 'returns' and week = row_counts_week(timestamptz '2024-06-05 12:00+00')`);
    expect(counters.rows[0]!.rows).toBeLessThanOrEqual(33);
    expect(counters.rows[0]!.n).toBe(
      (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from returns
          where row_counts_week(created_at) = row_counts_week(timestamptz '2024-06-05 12:00+00')`)
      ).rows[0]!.n,
    );
    await walkingFromWeeks(7, () => expectPagesExact(returnsStore, 'created_at'));
  });

  it('stays so after a recount (a load that bypassed the triggers, as the bench generator does)', async () => {
    await t.db.execute(sql`update row_count_weeks set delta = delta + 5 where table_name = 'returns'`);
    await t.db.execute(sql`select row_counts_reset_all('returns'::regclass)`);
    await walkingFromWeeks(7, () => expectPagesExact(returnsStore, 'created_at'));
  });

  it('is walked from its week on every request: list memory never reads every id of such a list', async () => {
    t.app.listMemory.forget();
    const deep = { currentPage: 120, perPage: 25 };
    const url = `/api/mswarranties.v1/admin/returns?context=${encodeURIComponent(JSON.stringify(deep))}`;
    for (let ask = 0; ask < 3; ask++) {
      const res = await t.request({ method: 'GET', url, token: admin });
      expect(res.statusCode).toBe(200);
      const ids = res.json().returns.data.map((row: { id: number }) => row.id);
      expect(ids, `request ${ask + 1}`).toEqual(
        await walked(returnsStore, 'created_at desc nulls last, id asc', 120, 25),
      );
    }
    expect(t.app.listMemory.size()).toBeLessThan(RETURNS); // its total only, never its ids
  });

  it('is exact on a date column too (every order by date)', async () => {
    await walkingFromWeeks(7, () => expectPagesExact(orderStore, 'order_date'));
  });
});
