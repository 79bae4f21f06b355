import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInBulk } from '../platform/bulk-load.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seed } from './seed.ts';

/**
 * The test template is seeded as a fresh `npm start` seeds it (seed.ts: a first demo seed runs as a
 * bulk load, its counting and word triggers suspended). What lists read must be as if every row had
 * gone through the triggers, and a first start that fails half-way must leave nothing behind.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Per counted table, what the counters say and what the table holds. */
async function countsBeside() {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select distinct table_name from row_counts where to_regclass(table_name) is not null order by 1`,
  );
  const result: Record<string, [number, number]> = {};
  for (const { table_name } of tables.rows) {
    const found = await t.db.execute<{ counted: number; real: number }>(sql`
      select (select coalesce(sum(delta), 0)::int from row_counts where table_name = ${table_name}) as counted,
        (select count(*)::int from ${sql.identifier(table_name)}) as real`);
    result[table_name] = [found.rows[0]!.counted, found.rows[0]!.real];
  }
  return result;
}

/** The searched words' postings of a table: word, row and part, as text, sorted. */
async function postings(table: string) {
  const found = await t.db.execute<{ p: string }>(sql`
    select w.word || '|' || p.row_id || '|' || p.part as p from search_postings p
    join search_words w on w.id = p.word_id where w.source = ${table}::regclass order by 1`);
  return found.rows.map((row) => row.p);
}

async function enabledTriggers() {
  const found = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled = 'D'`,
  );
  return found.rows[0]!.n;
}

describe('the first demo seed', () => {
  it('leaves every counted table with the counts of its rows, weeks and states', async () => {
    const counts = await countsBeside();
    expect(Object.keys(counts)).toEqual(
      expect.arrayContaining(['orders', 'companies', 'tickets', 'articles']),
    );
    for (const [table, [counted, real]] of Object.entries(counts))
      expect([table, counted]).toEqual([table, real]);
    const weeks = await t.db.execute<{ counted: number; real: number }>(sql`
      select (select coalesce(sum(delta), 0)::int from row_count_weeks where table_name = 'orders') as counted,
        (select count(*)::int from orders) as real`);
    expect(weeks.rows[0]!.counted).toBe(weeks.rows[0]!.real);
    expect(weeks.rows[0]!.real).toBeGreaterThan(1000);
    const articles = await t.db.execute<{ wrong: number }>(sql`
      select count(*)::int as wrong from products p
      where p.article_count is distinct from (select count(*)::int from articles a where a.product_id = p.id)`);
    expect(articles.rows[0]!.wrong).toBe(0);
  });

  it('indexes the words of every searched row, as the triggers would have', async () => {
    const sources = await t.db.execute<{ source: string }>(
      sql`select source::regclass::text as source from search_sources order by 1`,
    );
    expect(sources.rows.length).toBeGreaterThan(5);
    for (const { source } of sources.rows) {
      const seeded = await postings(source);
      expect(seeded.length, source).toBeGreaterThan(0);
      await t.db.execute(sql`select search_postings_reset(${source}::regclass)`);
      expect(await postings(source), source).toEqual(seeded);
    }
  });

  it('finds seeded orders by a word of their customer through the list', async () => {
    const token = await t.signIn('admin@proboard.local');
    const [{ nomcli, n }] = (
      await t.db.execute<{ nomcli: string; n: number }>(
        sql`select nomcli, count(*)::int as n from orders group by nomcli order by count(*) desc, nomcli limit 1`,
      )
    ).rows as [{ nomcli: string; n: number }];
    const word = nomcli.split(' ')[0]!;
    const expected = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where search_text like ${`%${word.toLowerCase()}%`}`,
    );
    expect(n).toBeGreaterThan(0);
    const context = JSON.stringify({ currentPage: 1, perPage: 25, filter: { search: word } });
    const res = await t.request({
      method: 'GET',
      url: `/api/msbusiness.v1/admin/orders?context=${encodeURIComponent(context)}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orders.total).toBe(expected.rows[0]!.n);
  });

  it('leaves no row and no trigger off when it fails half-way', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tickets`);
    const failing = t.db.transaction((tx) =>
      loadInBulk(tx, async () => {
        await tx.execute(sql`delete from tickets`);
        throw new Error('the machine stopped');
      }),
    );
    await expect(failing).rejects.toThrow('the machine stopped');
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tickets`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await enabledTriggers()).toBe(0);
  });

  it('refuses a load with a row whose parent does not exist, and keeps its foreign keys', async () => {
    const keys = sql`select count(*)::int as n from pg_constraint where contype = 'f'`;
    const before = (await t.db.execute<{ n: number }>(keys)).rows[0]!.n;
    const orphan = t.db.transaction((tx) =>
      loadInBulk(tx, async () => {
        await tx.execute(sql`insert into order_lines (order_id, position, article_id, article, quantity,
            unit_price_cents, vat_bp, discount_cents, subtotal_cents)
          values (2147483600, 0, (select min(id) from articles), 'AZX6THINKRB', 1, 100, 2100, 0, 100)`);
      }),
    );
    await expect(orphan).rejects.toThrow(/order_lines_order_id_orders_id_fk/);
    expect((await t.db.execute<{ n: number }>(keys)).rows[0]!.n).toBe(before);
    const left = await t.db.execute(sql`select 1 from order_lines where order_id = 2147483600`);
    expect(left.rows).toHaveLength(0);
  });

  it('finds a seeded database complete on the next start and changes nothing', async () => {
    const counts = await countsBeside();
    await seed(t.db, { demo: true });
    expect(await countsBeside()).toEqual(counts);
    expect(await enabledTriggers()).toBe(0);
  });
});
