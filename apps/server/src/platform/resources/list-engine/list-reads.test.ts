import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDb } from '../../database.ts';
import { isoTimestamp, serializeRows, utcStamp } from '../serialize.ts';
import { PREPARED_PER_CONNECTION, readList } from './list-reads.ts';

/**
 * List statements run prepared, their rows built from arrays: the rows must be exactly what a plain
 * read gives (serializeRows), and a connection must not keep statements without end.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a list statement read prepared', () => {
  const statement = sql`select v.id, v.name, v.stamp, v.day, v.amounts, v.weight, v.tags,
      v.search_text, 7 as "__matches"
    from (values
      (1, 'Levante', timestamptz '2019-06-10 03:19:33.708+00', date '2027-01-31', array[1.5, 2]::numeric[],
        12.25::numeric, array['a', 'b'], 'levante'),
      (2, null, timestamptz '2024-02-29 23:59:59+00', null, null, null, null, null),
      (3, 'Ñandú', timestamptz '2001-01-01 00:00:00.1+00', date '2001-01-01', '{}'::numeric[], 0::numeric,
        '{}'::text[], 'ñandú')
    ) v(id, name, stamp, day, amounts, weight, tags, search_text)
    order by v.id`;

  it('answers the rows a plain read answers, without the search text and the `__` columns', async () => {
    const plain = serializeRows(await t.db.execute(statement)).map(({ __matches, ...row }) => row);
    const read = await readList(t.db, statement);
    expect(read.rows).toEqual(plain);
    expect(read.rows[0]).not.toHaveProperty('search_text');
    expect(read.rows[0]).toMatchObject({
      stamp: '2019-06-10T03:19:33.708Z',
      day: '2027-01-31',
      weight: 12.25,
    });
    expect(read.meta).toEqual({ matches: 7 });
  });

  it('answers the same again, once the statement is prepared', async () => {
    const first = await readList(t.db, statement);
    for (let i = 0; i < 3; i++) expect(await readList(t.db, statement)).toEqual(first);
    const named = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements where statement like 'select v.id, v.name%'`,
    );
    // pg_prepared_statements is the connection's own: this one's or none.
    expect(named.rows[0]!.n).toBeLessThanOrEqual(1);
  });

  it('reads a statement with values, each request planned for its own', async () => {
    const names = async (pattern: string) =>
      (await readList(t.db, sql`select name from manufacturers where name ilike ${pattern} order by name`))
        .rows;
    const all = await names('%');
    expect(all.length).toBeGreaterThan(1);
    const one = String(all[0]!.name);
    expect(await names(one)).toEqual([{ name: one }]);
    expect(await names('%no such maker%')).toEqual([]);
  });

  it('inside a transaction, reads what the transaction sees', async () => {
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`create temporary table unsaved (id int, at timestamptz) on commit drop`);
        await tx.execute(sql`insert into unsaved values (1, '2024-05-01 10:00:00+00')`);
        const read = await readList(tx, sql`select id, at, 2 as "__matches" from unsaved`);
        expect(read).toEqual({ rows: [{ id: 1, at: '2024-05-01T10:00:00.000Z' }], meta: { matches: 2 } });
        tx.rollback();
      })
      .catch((error: Error) => expect(error.message).toMatch(/rollback/i));
  });

  it('an error reaches the caller, and the next read works', async () => {
    await expect(readList(t.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow(/division by zero/);
    expect((await readList(t.db, sql`select 1 as x`)).rows).toEqual([{ x: 1 }]);
  });

  it('a connection keeps at most PREPARED_PER_CONNECTION statements', async () => {
    const one = createDb(t.databaseUrl, 1);
    try {
      for (let n = 0; n <= PREPARED_PER_CONNECTION + 5; n++) {
        expect((await readList(one, sql.raw(`select ${n} as n`))).rows).toEqual([{ n }]);
      }
      const held = await readList(one, sql`select count(*)::int as n from pg_prepared_statements`);
      expect(Number(held.rows[0]!.n)).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    } finally {
      await one.$client.end();
    }
  });
});

describe('utcStamp', () => {
  it.each([
    '2019-06-10 03:19:33.708+00',
    '2019-06-10 03:19:33.7+00',
    '2019-06-10 03:19:33.123456+00',
    '2019-06-10 03:19:33+00',
    '0999-12-31 23:59:59.999+00',
    '2024-02-29 12:00:00+01',
    '2024-02-29 12:00:00.5-03:30',
  ])('gives %s as isoTimestamp does', (text) => {
    expect(utcStamp(text)).toBe(isoTimestamp(text));
  });
});
