import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturerStore } from '../../../modules/catalogue/catalogue.stores.ts';
import { png } from '../../../test/fixtures/files.ts';
import { multipart } from '../../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readContext } from './list-context.ts';
import { createListMemory } from './list-memory.ts';
import { listStatements } from './list-statements.ts';

/**
 * Lists answered from list memory (remembered totals and id orders) must answer exactly what a walk
 * over the table answers now: after writes through the API, and after writes by hand (other
 * processes), which their own transactions count (migration 0053).
 */
const BASE = '/api/msproduct.v1/manufacturers';
const MAKERS = 6_000;

let t: TestApp;
let admin: string;

interface Page {
  ids: number[];
  total: number;
}

async function listed(context: object): Promise<Page> {
  const url = `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode).toBe(200);
  const page = res.json().manufacturers;
  return { ids: page.data.map((row: { id: number }) => row.id), total: page.total };
}

/** The same page read straight from the database, with no memory in between. */
async function walked(context: object): Promise<Page> {
  const { context: parsed, sortKeys } = readContext(manufacturerStore, JSON.stringify(context));
  const { rows, count } = listStatements(manufacturerStore, parsed, sortKeys);
  const [page, total] = await Promise.all([
    t.db.execute<{ id: number }>(rows),
    t.db.execute<{ total: number }>(count),
  ]);
  return { ids: page.rows.map((row) => row.id), total: total.rows[0]!.total };
}

/** Asks three times (the second remembers the ids, the third reads them) and compares each answer. */
async function expectExact(context: object) {
  for (let ask = 0; ask < 3; ask++) expect(await listed(context)).toEqual(await walked(context));
}

const firstPage = { currentPage: 1, perPage: 25 };
// Deep, and far from the list's end too (near it, the page is walked from there instead).
const deepPage = { currentPage: 110, perPage: 25 };
const lastPage = { currentPage: Math.ceil(MAKERS / 25) + 1, perPage: 25 };
const search = (currentPage: number) => ({ currentPage, perPage: 10, filter: { search: 'maker 1' } });
const activeByBrand = (currentPage: number) => ({
  currentPage,
  perPage: 15,
  filter: { active: 'true' },
  sortBy: 'brand_1,name',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // A third share one created_at and some brands are empty: ties and NULLs must order as a walk does.
  await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'MEM_' || lpad(n::text, 4, '0'), 'Maker ' || n, case when n % 5 = 0 then null else 'B' || (n % 9) end,
      n % 4 <> 0, case when n % 3 = 0 then timestamptz '2024-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, ${MAKERS}) n`);
});
afterAll(() => t.close());

describe('lists answered from memory', () => {
  it('give first and deep pages, searches and filtered sorts exactly as a walk over the table', async () => {
    await expectExact(firstPage);
    await expectExact(deepPage);
    await expectExact(lastPage);
    for (const page of [1, 2, 30]) await expectExact(search(page));
    for (const page of [1, 7]) await expectExact(activeByBrand(page));
    // The memory did keep them: a deep page and a search hold their ids.
    expect(t.app.listMemory.size()).toBeGreaterThan(MAKERS * 4);
  });

  it('read every id of a deep page only when it is asked for again (a walk costs less once)', async () => {
    t.app.listMemory.forget();
    await listed(deepPage);
    expect(t.app.listMemory.size()).toBeLessThan(MAKERS); // its total only
    await listed(deepPage);
    expect(t.app.listMemory.size()).toBeGreaterThan(MAKERS * 4); // now its ids
  });

  it('never read every id of a whole table for a page near its end (walked from there)', async () => {
    t.app.listMemory.forget();
    const total = (await listed(firstPage)).total;
    const lastPage = { currentPage: Math.ceil(total / 25), perPage: 25 };
    for (let ask = 0; ask < 3; ask++) await listed(lastPage);
    expect(t.app.listMemory.size()).toBeLessThan(MAKERS); // totals only
    expect(await listed(lastPage)).toEqual(await walked(lastPage));
  });

  it('forget them when a write goes through the API', async () => {
    const before = await listed(deepPage);
    const firstBefore = await listed(firstPage);
    await listed(search(2));
    const created = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: { az_iso: 'MEM_NEW', name: 'Maker 1 new' },
    });
    expect(created.statusCode).toBe(201);
    const after = await listed(deepPage);
    expect(after.total).toBe(before.total + 1);
    // Newest first: every row moved one place down.
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, -1));
    expect((await listed(firstPage)).total).toBe(firstBefore.total + 1);
    expect(await listed(search(2))).toEqual(await walked(search(2)));
  });

  it('forget them at once when another process writes (its transaction counts the change)', async () => {
    await expectExact(activeByBrand(3));
    await expectExact(deepPage);
    await expectExact(firstPage);
    await t.db.execute(sql`update manufacturers set active = false where az_iso like 'MEM_00%'`);
    await t.db.execute(sql`delete from manufacturers where az_iso between 'MEM_2000' and 'MEM_2099'`);
    const expected = {
      byBrand: await walked(activeByBrand(3)),
      deep: await walked(deepPage),
      first: await walked(firstPage),
    };
    // No wait: the very next read checks what it remembers against the counts of now.
    expect(await listed(activeByBrand(3))).toEqual(expected.byBrand);
    expect(await listed(deepPage)).toEqual(expected.deep);
    expect(await listed(firstPage)).toEqual(expected.first);
  });

  it('stay through sign-ins, uploads and refused writes, which change no listed table', async () => {
    await listed(deepPage);
    await listed(search(1));
    await listed(search(1));
    const held = t.app.listMemory.size();
    expect(held).toBeGreaterThan(MAKERS * 4);
    const listsVersion = async () =>
      (
        await t.db.execute<{ version: string }>(
          // A sign-in and an upload are themselves audited: that forgets the audits' lists only.
          sql`select coalesce(sum(delta), 0)::text as version from change_versions
            where table_name not in ('sessions', 'audits')`,
        )
      ).rows[0]!.version;
    const before = await listsVersion();
    const editor = await t.signIn('catalogue@proboard.local');
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/msmultimedia.v1/uploads?purpose=image',
      token: editor,
      ...multipart('logo.png', png(4, 4)),
    });
    expect(uploaded.statusCode).toBe(201);
    const refused = await t.request({
      method: 'POST',
      url: BASE,
      token: editor,
      payload: { name: 'No code' },
    });
    expect(refused.statusCode).toBe(422);
    expect(await listsVersion()).toBe(before);
    const served = t.app.listMemory.served();
    expect(await listed(deepPage)).toEqual(await walked(deepPage));
    expect(await listed(search(1))).toEqual(await walked(search(1)));
    expect(t.app.listMemory.served()).toBe(served + 2);
    expect(t.app.listMemory.size()).toBe(held);
  });

  it('keep nothing read before a change, and stay within their memory', async () => {
    const memory = createListMemory({ db: t.db, ttlSeconds: 60, maxMegabytes: 1 });
    try {
      const ids = new Int32Array(100_000); // 400 kB
      const key = (name: string) => `select t.id from manufacturers t where t.name = '${name}'\u0000[]`;
      const { version } = await memory.read(key('read before'));
      // A change committed while the list was being read: what was read may not show it.
      await t.db.execute(sql`insert into manufacturers (az_iso, name) values ('MEM_MID', 'Made meanwhile')`);
      memory.keep(key('read before'), version, { total: ids.length, ids });
      expect((await memory.read(key('read before'))).remembered).toBeNull();

      for (const name of ['a', 'b', 'c'])
        memory.keep(key(name), (await memory.read(key(name))).version, { total: ids.length, ids });
      expect(memory.size()).toBeLessThanOrEqual(1024 * 1024);
      expect((await memory.read(key('a'))).remembered).toBeNull(); // the least recently used went first
      expect((await memory.read(key('c'))).remembered?.total).toBe(ids.length);
    } finally {
      memory.close();
    }
  });
});

/** Tables no list reads, written on every sign-in, upload or job step: counting them would only churn. */
const UNLISTED_TABLES = [
  'access_tokens',
  'batch_jobs',
  'change_versions',
  // A company's sealed CRM secret (migration 0052): never listed, read only by the CRM sync.
  'company_secrets',
  'company_secrets_to_seal',
  // Exports are listed fresh for each caller (the list is scoped to what they may export), never
  // remembered, and a job writes their progress many times a minute.
  'exports',
  // An import's own change log, read only by its undo.
  'import_changes',
  'login_failures',
  'oidc_keys',
  'oidc_payloads',
  'password_resets',
  // QR scans per day: counters written every couple of seconds, read by a code's statistics only.
  'qr_scan_days',
  'row_count_weeks',
  'row_counts',
  // Kept by their tables' triggers, in the same writes the tables count (migrations 0041, 0042, 0044).
  'search_postings',
  'search_sorted_postings',
  'search_sources',
  'search_word_counts',
  'search_words',
  'second_factor_recovery_codes',
  'sign_in_challenges',
  'stored_files',
  'user_second_factors',
  // A wiki document's versions: append-only, read by the document's history route itself.
  'wiki_document_versions',
];

it('every table that lists may read counts its changes (a new table needs the trigger)', async () => {
  const silent = await t.db.execute<{ table_name: string }>(sql`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_list_change')
    order by 1`);
  expect(silent.rows.map((row) => row.table_name)).toEqual(UNLISTED_TABLES);
  // And names the columns its updates change (migration 0024): `select list_change_track('<table>')`.
  const blunt = await t.db.execute<{ table_name: string }>(sql`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_list_change')
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_list_update')
    order by 1`);
  expect(blunt.rows.map((row) => row.table_name)).toEqual([]);
});
