import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerStore } from '../../../modules/catalogue/catalogue.stores.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readContext } from './list-context.ts';
import { createListMemory, listReads } from './list-memory.ts';
import { listStatements } from './list-statements.ts';

/**
 * List memory forgets only the lists a change can alter (migration 0053 counts the columns an update
 * changed), and never answers a stale one: not after writes through the API, not after writes by
 * other processes, not while both happen at once.
 */
const BASE = '/api/msproduct.v1/manufacturers';
const MAKERS = 2_000;

let t: TestApp;
let admin: string;

async function listed(context: object) {
  const url = `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode).toBe(200);
  const page = res.json().manufacturers;
  return { ids: page.data.map((row: { id: number }) => row.id) as number[], total: page.total as number };
}

async function walked(context: object) {
  const { context: parsed, sortKeys } = readContext(manufacturerStore, JSON.stringify(context));
  const { rows, count } = listStatements(manufacturerStore, parsed, sortKeys);
  const [page, total] = await Promise.all([
    t.db.execute<{ id: number }>(rows),
    t.db.execute<{ total: number }>(count),
  ]);
  return { ids: page.rows.map((row) => row.id), total: total.rows[0]!.total };
}

/** Asked twice, a deep page keeps its ids (and a third time is answered from them). */
const remember = async (context: object) => {
  for (let ask = 0; ask < 3; ask++) await listed(context);
};
/** Asks again, and says whether list memory answered (what it remembered was still current). */
const fromMemory = async (context: object) => {
  const served = t.app.listMemory.served();
  const page = await listed(context);
  expect(page).toEqual(await walked(context));
  return t.app.listMemory.served() > served;
};

// Filtered, so memory keeps their ids (a whole table's pages are read from its index instead).
const deepByDate = { currentPage: 40, perPage: 25, filter: { active: 'true' } };
const deepByBrand = { currentPage: 35, perPage: 25, filter: { active: 'true' }, sortBy: 'brand_1,name' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'CHG_' || lpad(n::text, 4, '0'), 'Maker ' || n, case when n % 5 = 0 then null else 'B' || (n % 9) end,
      n % 4 <> 0, case when n % 3 = 0 then timestamptz '2024-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, ${MAKERS}) n`);
});
afterAll(() => t.close());

describe('what a list reads', () => {
  it('is its FROM, WHERE and ORDER BY: the tables and its own columns', () => {
    const reads = listReads(
      `select array_to_string(array(select t.id from "articles" t where true and (select p.name from products p where p.id = t.product_id) ilike $1 order by t."created_at" desc nulls last, t.id asc limit $2), ',') as ids`,
    );
    expect(reads.main).toBe('articles');
    expect([...reads.tables].sort()).toEqual(['articles', 'products']);
    expect([...(reads.columns ?? [])].sort()).toEqual(['created_at', 'id', 'product_id']);
    // Its own table read again under another alias: any column may matter.
    const twice = listReads(
      `select t.id from "articles" t where exists (select 1 from articles a where a.id = t.id)`,
    );
    expect(twice.columns).toBeNull();
  });
});

describe('changes by other processes', () => {
  it('keep the lists an update cannot alter and forget those it can', async () => {
    await remember(deepByDate);
    await remember(deepByBrand);
    expect(t.app.listMemory.size()).toBeGreaterThan(MAKERS * 4);

    // The second brand: neither list's selection nor order reads it.
    await t.db.execute(sql`update manufacturers set brand_2 = 'Second brand' where az_iso = 'CHG_0007'`);
    expect(await fromMemory(deepByDate)).toBe(true);
    expect(await fromMemory(deepByBrand)).toBe(true);

    // The brand: the second list sorts by it, the first does not.
    await t.db.execute(
      sql`update manufacturers set brand_1 = 'A0' where az_iso between 'CHG_0100' and 'CHG_0140'`,
    );
    expect(await fromMemory(deepByBrand)).toBe(false);
    expect(await fromMemory(deepByDate)).toBe(true);
  });

  it('an insert or delete forgets every list of the table', async () => {
    await remember(deepByDate);
    await remember(deepByBrand);
    await t.db.execute(sql`delete from manufacturers where az_iso = 'CHG_0500'`);
    expect(await fromMemory(deepByDate)).toBe(false);
    expect(await fromMemory(deepByBrand)).toBe(false);
  });

  it('a write to another table a list reads forgets it, whatever column it changed', async () => {
    const memory = createListMemory({ db: t.db, ttlSeconds: 60, maxMegabytes: 1 });
    const key = `select t.id from manufacturers t where exists (select 1 from families f where f.id = t.id)\u0000[]`;
    const kept = async () => (await memory.read(key)).remembered !== null;
    const keepNow = async () =>
      memory.keep(key, (await memory.read(key)).version, { total: 1, ids: Int32Array.of(1) });
    await keepNow();
    expect(await kept()).toBe(true);
    await t.db.execute(sql`update markets set updated_at = now() where id = (select min(id) from markets)`);
    expect(await kept()).toBe(true); // a table it does not read
    await t.db.execute(sql`update families set updated_at = now() where id = (select min(id) from families)`);
    expect(await kept()).toBe(false);
    await keepNow();
    await t.db.execute(sql`update manufacturers set color = 'teal' where az_iso = 'CHG_0009'`);
    expect(await kept()).toBe(true); // its own table, a column it does not read
    memory.close();
  });
});

describe('writes through the API', () => {
  it('are in the very next list, with unaffected lists kept', async () => {
    await remember(deepByBrand);
    const target = (
      await t.db.execute<{ id: number; updated_at: string }>(
        sql`select id, updated_at from manufacturers where az_iso = 'CHG_0301'`,
      )
    ).rows[0]!;
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/${target.id}`,
      token: admin,
      payload: { az_iso: 'CHG_0301', name: 'Maker moved', brand_1: 'AAA', updated_at: target.updated_at },
    });
    expect(res.statusCode).toBe(200);
    // No wait: the write committed before its answer.
    expect(await listed(deepByBrand)).toEqual(await walked(deepByBrand));
    expect(await listed({ currentPage: 1, perPage: 5, sortBy: 'brand_1' })).toEqual(
      await walked({ currentPage: 1, perPage: 5, sortBy: 'brand_1' }),
    );
  });
});

describe('under a stream of writes', () => {
  it('never keeps an answer a change made stale', async () => {
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const code = `CHG_${String(1 + ((n * 37) % MAKERS)).padStart(4, '0')}`;
        await t.db.execute(
          n % 3 === 0
            ? sql`update manufacturers set brand_1 = ${`W${n % 7}`} where az_iso = ${code}`
            : n % 3 === 1
              ? sql`update manufacturers set name = ${`Maker w${n}`} where az_iso = ${code}`
              : sql`update manufacturers set active = not active where az_iso = ${code}`,
        );
      }
    })();
    const contexts = [
      deepByDate,
      deepByBrand,
      { currentPage: 3, perPage: 20, filter: { active: 'true' }, sortBy: 'name' },
    ];
    for (let round = 0; round < 15; round++) for (const context of contexts) await listed(context);
    writing = false;
    await writer;
    // Whatever was kept during the stream must be what a walk reads now.
    for (const context of contexts) {
      expect(await listed(context)).toEqual(await walked(context));
      expect(await listed(context)).toEqual(await walked(context));
    }
  });
});
