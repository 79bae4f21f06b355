import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerStore } from '../modules/catalogue/catalogue.stores.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readContext } from './resources/list-engine/list-context.ts';
import { listStatements } from './resources/list-engine/list-statements.ts';

/**
 * Two server processes on one database (ARCHITECTURE.md): each its own pool, list memory and session
 * cache (both made by buildApp, one per app). The user who saves through one is very likely sent to
 * the list by the other: a read through B right after a write through A has answered must show it,
 * with no wait in between.
 */
const BASE = '/api/msproduct.v1/manufacturers';
const MAKERS = 3_000;
const PAIRS = 30;

let a: TestApp;
let b: TestApp;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sameDatabaseAs: a });
  adminA = await a.signIn('admin@proboard.local');
  adminB = await b.signIn('admin@proboard.local');
  await a.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'TWO_' || lpad(n::text, 4, '0'), 'Maker ' || n, 'B0' || (n % 9), n % 4 <> 0,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${MAKERS}) n`);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function listedBy(app: TestApp, token: string, context: object) {
  const url = `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;
  const res = await app.request({ method: 'GET', url, token });
  expect(res.statusCode).toBe(200);
  const page = res.json().manufacturers;
  return {
    total: page.total as number,
    rows: page.data.map((row: { id: number; name: string }) => `${row.id} ${row.name}`) as string[],
  };
}

/** The page read straight from the database, with no memory in between. */
async function walked(context: object) {
  const { context: parsed, sortKeys } = readContext(manufacturerStore, JSON.stringify(context));
  const { rows, count } = listStatements(manufacturerStore, parsed, sortKeys);
  const [page, total] = await Promise.all([
    a.db.execute<{ id: number; name: string }>(rows),
    a.db.execute<{ total: number }>(count),
  ]);
  return { total: Number(total.rows[0]!.total), rows: page.rows.map((row) => `${row.id} ${row.name}`) };
}

const contexts = [
  { currentPage: 1, perPage: 25 },
  // Deep, filtered: B keeps their ids and answers a slice of them.
  { currentPage: 60, perPage: 25, filter: { active: 'true' } },
  { currentPage: 40, perPage: 25, filter: { active: 'true' }, sortBy: 'brand_1,name' },
  { currentPage: 3, perPage: 10, filter: { search: 'maker 1' } },
  { currentPage: 30, perPage: 10, filter: { search: 'maker 1' }, sortBy: 'name' },
];

const makerOf = async (code: string) =>
  (
    await a.db.execute<{ id: number; updated_at: string }>(
      sql`select id, updated_at from manufacturers where az_iso = ${code}`,
    )
  ).rows[0]!;

/** The write of pair `n` through A: a create, an update of what lists sort and filter by, or a delete. */
async function writeThroughA(n: number) {
  const code = `TWO_${String(1 + ((n * 97) % MAKERS)).padStart(4, '0')}`;
  if (n % 3 === 0) {
    const res = await a.request({
      method: 'POST',
      url: BASE,
      token: adminA,
      payload: { az_iso: `TWO_NEW_${n}`, name: `Maker 1 new ${n}`, brand_1: 'B00' },
    });
    expect(res.statusCode, res.body).toBe(201);
  } else if (n % 3 === 1) {
    const maker = await makerOf(code);
    const res = await a.request({
      method: 'PUT',
      url: `${BASE}/${maker.id}`,
      token: adminA,
      payload: { az_iso: code, name: `Maker 1 moved ${n}`, brand_1: 'A00', updated_at: maker.updated_at },
    });
    expect(res.statusCode, res.body).toBe(200);
  } else {
    const maker = await makerOf(code);
    const res = await a.request({ method: 'DELETE', url: `${BASE}/${maker.id}`, token: adminA });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

describe('a list read through one process right after a write through another', () => {
  it('shows the write: creates, updates and deletes, deep pages and searches', async () => {
    const stale: string[] = [];
    for (let n = 0; n < PAIRS; n++) {
      // B remembers every list (asked again after the last pair's read, a deep page or a search
      // keeps its ids)...
      for (const context of contexts) await listedBy(b, adminB, context);
      // ...A writes and answers, and B is asked at once.
      await writeThroughA(n);
      for (const context of contexts) {
        const answer = await listedBy(b, adminB, context);
        const now = await walked(context);
        if (JSON.stringify(answer) !== JSON.stringify(now))
          stale.push(`pair ${n}, ${JSON.stringify(context)}: total ${answer.total}, now ${now.total}`);
      }
    }
    expect(stale).toEqual([]);
    // B did answer from its memory between the writes (else this would prove nothing).
    expect(b.app.listMemory.served()).toBeGreaterThanOrEqual((PAIRS - 1) * contexts.length);
  });
});

describe('a session ended through one process', () => {
  const USER = '/api/mslogin.v1/auth/user';

  it('is refused by the other at once: a logout', async () => {
    const token = await a.signIn('catalogue@proboard.local');
    expect((await b.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    const out = await a.request({ method: 'GET', url: '/api/mslogin.v1/auth/logout', token });
    expect(out.statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: USER, token })).statusCode).toBe(401);
  });

  it('is refused by the other at once: a deactivated user', async () => {
    const token = await a.signIn('catalogue@proboard.local');
    expect((await b.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    await a.db.execute(sql`update users set status = 'inactive' where email = 'catalogue@proboard.local'`);
    expect((await b.request({ method: 'GET', url: USER, token })).statusCode).toBe(401);
  });
});
