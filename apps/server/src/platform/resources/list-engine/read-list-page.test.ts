import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerStore } from '../../../modules/catalogue/catalogue.stores.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fromTable } from './columns-sql.ts';
import { listOrder, listWhere } from './list-conditions.ts';
import { readContext } from './list-context.ts';
import { createListMemory } from './list-memory.ts';
import { readListPage } from './read-list-page.ts';

/**
 * The list engine's one entry answers, whatever strategy it picks (counted totals, pages walked from
 * the end, a search's page with its count, list memory's totals and id slices), exactly what a plain
 * count(*) and OFFSET over the list's conditions and order answer.
 */
const MAKERS = 6_000;
const store = manufacturerStore;

let t: TestApp;

/** The page's ids and total by the plainest statements: no strategy at all. */
async function plain(raw: object) {
  const { context, sortKeys } = readContext(store, JSON.stringify(raw));
  const where = listWhere(store, context);
  const order = listOrder(store, sortKeys);
  const offset = (context.currentPage - 1) * context.perPage;
  const page = await t.db.execute<{ id: number }>(
    sql`select t.id from ${fromTable(store)} where ${where} order by ${order} limit ${context.perPage} offset ${offset}`,
  );
  const total = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${fromTable(store)} where ${where}`,
  );
  return { ids: page.rows.map((row) => row.id), total: total.rows[0]!.n };
}

async function read(raw: object, memory?: ReturnType<typeof createListMemory>) {
  const { context } = readContext(store, JSON.stringify(raw));
  const { data, total } = await readListPage({ db: t.db, memory }, store, context);
  return { ids: data.map((row) => row.id as number), total };
}

const lastPage = Math.ceil((MAKERS + 10) / 25);
const CONTEXTS: object[] = [
  { currentPage: 1, perPage: 25 },
  { currentPage: 110, perPage: 25 },
  { currentPage: lastPage - 2, perPage: 25 },
  { currentPage: lastPage + 5, perPage: 25 },
  { currentPage: 1, perPage: 25, sortBy: 'name', sortDesc: true },
  { currentPage: 1, perPage: 10, filter: { search: 'maker 1' } },
  { currentPage: 30, perPage: 10, filter: { search: 'maker 1' } },
  { currentPage: 7, perPage: 15, filter: { active: 'true' }, sortBy: 'brand_1,name' },
  { currentPage: 2, perPage: 20, filter: { active: 'false', search: 'maker 2' } },
];

beforeAll(async () => {
  t = await createTestApp();
  // Ties of created_at and empty brands: pages must break them as the plain order does.
  await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'RLP_' || lpad(n::text, 4, '0'), 'Maker ' || n, case when n % 5 = 0 then null else 'B' || (n % 9) end,
      n % 4 <> 0, case when n % 3 = 0 then timestamptz '2024-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, ${MAKERS}) n`);
});
afterAll(() => t.close());

describe('readListPage', () => {
  it('answers every page as plain count(*) and OFFSET do, without list memory', async () => {
    for (const context of CONTEXTS) expect(await read(context)).toEqual(await plain(context));
  });

  it('answers the same from list memory, read again and again, and after a write', async () => {
    const memory = createListMemory({ db: t.db, ttlSeconds: 60, maxMegabytes: 16 });
    // First asked (total kept), again (ids kept where worth it), and a slice of them.
    for (let ask = 0; ask < 3; ask++)
      for (const context of CONTEXTS) expect(await read(context, memory)).toEqual(await plain(context));
    expect(memory.served()).toBeGreaterThan(0);
    await t.db.execute(sql`delete from manufacturers where az_iso in ('RLP_0001', 'RLP_0020', 'RLP_5999')`);
    for (const context of CONTEXTS) expect(await read(context, memory)).toEqual(await plain(context));
  });
});
