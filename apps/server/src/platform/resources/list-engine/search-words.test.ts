import type { ListContext } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { externalUserStore, userStores } from '../../../modules/access/users.store.ts';
import { articleStore } from '../../../modules/catalogue/articles.store.ts';
import { companyStore } from '../../../modules/customers/companies.store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ResourceStore } from '../resource-store.ts';
import { listStatements } from './list-statements.ts';

/**
 * A search of one term without a space is totalled from the postings of its table's words (migration
 * 0041, `searchWordsTotal`): the total must be the exact number of matching rows after every kind of
 * write, since the list ends when its last page reaches it (spec section 2, "total equals to").
 */
const COMPANIES = '/api/mscustomer.v1/admin/companies';
const EXTERNAL_USERS = '/api/mslogin.v1/admin/external-users';
const ARTICLES = '/api/msproduct.v1/admin/articles';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // Without list memory: every total is read afresh, as on a cold server.
  t = await createTestApp({ env: { LIST_MEMORY_SECONDS: '0' } });
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

async function listed(url: string, plural: string, search: string) {
  const context = { currentPage: 1, perPage: 100, filter: { search } };
  const res = await t.request({
    method: 'GET',
    url: `${url}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json()[plural] as { total: number; data: { vat?: string; email?: string }[] };
  return { total: page.total, keys: page.data.map((row) => row.vat ?? row.email).sort() };
}

/** The `key` of each row of a page of the list at `url`, in the order it is listed, and its total. */
async function orderedPage(url: string, plural: string, key: string, context: Record<string, unknown>) {
  const res = await t.request({
    method: 'GET',
    url: `${url}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json()[plural] as { total: number; data: Record<string, string>[] };
  return { total: page.total, keys: page.data.map((row) => row[key]!) };
}

/** The VATs of a companies page in the order it is listed. */
async function companiesPage(search: string, currentPage: number, perPage: number, sortBy = 'name') {
  const context = { currentPage, perPage, sortBy, filter: { search } };
  const { total, keys } = await orderedPage(COMPANIES, 'companies', 'vat', context);
  return { total, vats: keys };
}

const companies = (search: string) => listed(COMPANIES, 'companies', search);

/** What a count of the matching rows says: the total the postings must give. */
async function matching(table: string, search: string) {
  const result = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(table)} where strpos(search_text, lower(${search})) > 0`,
  );
  return result.rows[0]!.n;
}

/** Whether a companies list searched for `search` (and filtered by `filter`) is totalled from the postings. */
const totalledFromWords = (search: string, filter: Record<string, string> = {}) =>
  listStatements(companyStore, { currentPage: 1, perPage: 10, filter, search } as unknown as ListContext, [])
    .cheapTotal;

it('totals a word search from the postings, and the total is the number of matching rows', async () => {
  expect(totalledFromWords('zarzal')).toBe(true);
  // A term with a space spans words, and a short one finds no trigram: counted the usual way.
  expect(totalledFromWords('zarzal sl')).toBe(false);
  expect(totalledFromWords('za')).toBe(false);
  // A code's digits are in nearly every word of the index: counted the usual way, among few rows.
  expect(totalledFromWords('-0012')).toBe(false);
  // So is a search beside a filter.
  expect(totalledFromWords('zarzal', { status: 'active' })).toBe(false);

  await t.db.execute(sql`insert into companies (name, vat, alias, country_iso, status) values
    ('Zarzal Clima SL', 'WRD00001', 'zarzal', 'ES', 'active'),
    ('Zarzales del Sur SA', 'WRD00002', 'Zarzal-Sur', 'ES', 'active'),
    ('Frío Norte SL', 'WRD00003', null, 'ES', 'active')`);
  // One row holds "zarzal" in two columns, another "zarzales" and "zarzal-sur": each counted once.
  expect(await companies('zarzal')).toEqual({ total: 2, keys: ['WRD00001', 'WRD00002'] });
  expect(await companies('ZARZAL-S')).toEqual({ total: 1, keys: ['WRD00002'] });
  expect((await companies('zarzal')).total).toBe(await matching('companies', 'zarzal'));
});

it('keeps the total exact through renames, other edits, deletes and a search text emptied', async () => {
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status) values
    ('Brisamar Clima SL', 'WRD00011', 'ES', 'active'), ('Brisamar Sur SA', 'WRD00012', 'ES', 'active')`);
  expect((await companies('brisamar')).total).toBe(2);

  // An edit of a column the search does not hold leaves the postings as they were.
  await t.db.execute(sql`update companies set status = 'inactive' where vat = 'WRD00011'`);
  expect(await companies('brisamar')).toEqual({ total: 2, keys: ['WRD00011', 'WRD00012'] });

  // A rename moves the row from one word to another, in the same statement as other rows' edits.
  await t.db.execute(sql`update companies set name = case vat
    when 'WRD00011' then 'Levantisca Clima SL' else name || ' bis' end where vat in ('WRD00011', 'WRD00012')`);
  expect(await companies('brisamar')).toEqual({ total: 1, keys: ['WRD00012'] });
  expect(await companies('levantisca')).toEqual({ total: 1, keys: ['WRD00011'] });

  await t.db.execute(sql`delete from companies where vat = 'WRD00012'`);
  expect(await companies('brisamar')).toEqual({ total: 0, keys: [] });

  // A write that is rolled back leaves no posting behind.
  await t.db
    .transaction(async (tx) => {
      await tx.execute(
        sql`insert into companies (name, vat, country_iso, status) values ('Brisamar Tres', 'WRD00013', 'ES', 'active')`,
      );
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect((await companies('brisamar')).total).toBe(0);
  expect((await companies('levantisca')).total).toBe(await matching('companies', 'levantisca'));
});

it('lists the rows of a statement of many rows (an import) and leaves the words index taking writes at once', async () => {
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
    select 'Importada Lote ' || n, 'IMP' || lpad(n::text, 6, '0'), 'ES', 'active' from generate_series(1, 1500) n`);
  expect((await companies('importada')).total).toBe(1500);
  expect((await companies('importada')).total).toBe(await matching('companies', 'importada'));
  const index = await t.db.execute<{ options: string[] }>(
    sql`select reloptions as options from pg_class where relname = 'search_words_trgm_index'`,
  );
  expect(index.rows[0]!.options).toContain('fastupdate=off');
});

it('pages a search of few matches in the list order, through the ids its words list', async () => {
  // Names out of the order of their VATs and ids, so that a page in id order would differ.
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
    select 'Cierzo ' || chr(90 - n % 26) || lpad(n::text, 3, '0'), 'CIZ' || lpad(n::text, 5, '0'), 'ES', 'active'
    from generate_series(1, 60) n`);
  const expected = await t.db.execute<{ vat: string }>(
    sql`select vat from companies where strpos(search_text, 'cierzo') > 0 order by name, id`,
  );
  const all = expected.rows.map((row) => row.vat);
  expect(all).toHaveLength(60);
  expect(await companiesPage('cierzo', 1, 25)).toEqual({ total: 60, vats: all.slice(0, 25) });
  expect(await companiesPage('cierzo', 2, 25)).toEqual({ total: 60, vats: all.slice(25, 50) });
  // The last page, picked from the end of the order.
  expect(await companiesPage('cierzo', 3, 25)).toEqual({ total: 60, vats: all.slice(50) });
  expect(await companiesPage('cierzo', 1, 10, '-name')).toEqual({
    total: 60,
    vats: all.slice(-10).reverse(),
  });
  expect(await companiesPage('cierzoxx', 1, 25)).toEqual({ total: 0, vats: [] });
});

it('finds a page of few matches bunched deep in the list order by sorting them, past the walk', async () => {
  // 3,000 names before the matches in name order: more than the walk looks through for 1,100 matches.
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
    select 'Aaa Relleno ' || lpad(n::text, 4, '0'), 'FIL' || lpad(n::text, 5, '0'), 'ES', 'active'
    from generate_series(1, 3000) n`);
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
    select 'Zzz Mistral ' || lpad(n::text, 4, '0'), 'MIS' || lpad(n::text, 5, '0'), 'ES', 'active'
    from generate_series(1, 1100) n`);
  const pageSql = (sortBy: string, total = 1100) => {
    const context = { currentPage: 1, perPage: 25, filter: {}, search: 'mistral' } as unknown as ListContext;
    const { sql: text } = new PgDialect().sqlToQuery(
      listStatements(companyStore, context, [{ key: sortBy, desc: false }], total).rows,
    );
    return text;
  };
  // By name, an index holds the order: walked first. By VAT (its index orders nulls last): sorted.
  expect(pageSql('name')).toContain('with walked as');
  expect(pageSql('vat')).not.toContain('with walked as');
  // Up to 10,000 matches the walk does not rest on the planner's guess of their number; past that,
  // the list order is walked testing each row's text.
  expect(pageSql('name', 9000)).toContain('with walked as');
  expect(pageSql('name', 12_000)).not.toContain('with walked as');
  expect(await companiesPage('mistral', 1, 25)).toEqual({
    total: 1100,
    vats: Array.from({ length: 25 }, (_, n) => `MIS${String(n + 1).padStart(5, '0')}`),
  });
  expect(await companiesPage('mistral', 44, 25)).toEqual({
    total: 1100,
    vats: Array.from({ length: 25 }, (_, n) => `MIS${String(1076 + n).padStart(5, '0')}`),
  });
});

it('walks a search of many matches counted from its words, never reading all their ids into list memory', async () => {
  const remembering = await createTestApp();
  try {
    const token = await remembering.signIn('admin@proboard.local');
    await remembering.db.execute(sql`insert into companies (name, vat, country_iso, status)
      select 'Ventisca ' || n, 'VEN' || lpad(n::text, 6, '0'), 'ES', 'active' from generate_series(1, 4100) n`);
    const url = (currentPage: number) =>
      `${COMPANIES}?context=${encodeURIComponent(JSON.stringify({ currentPage, perPage: 25, filter: { search: 'ventisca' } }))}`;
    const page = async (currentPage: number) => {
      const res = await remembering.request({ method: 'GET', url: url(currentPage), token });
      expect(res.statusCode).toBe(200);
      return res.json().companies as { total: number; data: { vat: string }[] };
    };
    remembering.app.listMemory.forget();
    const first = await page(1);
    for (let ask = 0; ask < 2; ask++) expect(await page(1)).toEqual(first);
    expect(first.total).toBe(4100);
    // Its total only: 4,100 ids would take over 16 kB.
    expect(remembering.app.listMemory.size()).toBeLessThan(4100);
    // The last page, walked from the end, ends the list in the list's order (by name).
    const last = await page(Math.ceil(4100 / 25));
    expect(last.data.map((row) => row.vat).at(-1)).toBe('VEN000999');
  } finally {
    await remembering.close();
  }
});

it('counts the users of each list apart, and moves a user whose profile changes', async () => {
  const stores = userStores(t.ctx);
  expect(Object.values(stores).every((store) => store.searchWords && store.searchWords !== true)).toBe(true);
  await t.db.execute(sql`insert into users (email, name, surname, status, profile_id, type) values
    ('ona.quintanar@example.com', 'Ona', 'Quintanar', 'active', (select id from profiles where az_iso = 'PROFESSIONAL'), 'PRO'),
    ('leo.quintanar@example.com', 'Leo', 'Quintanar', 'active', (select id from profiles where az_iso = 'INTERNAL'), 'internal')`);
  const external = () => listed(EXTERNAL_USERS, 'users', 'quintanar');
  const internal = () => listed('/api/mslogin.v1/admin/internal-users', 'users', 'quintanar');
  expect(await external()).toEqual({ total: 1, keys: ['ona.quintanar@example.com'] });
  expect(await internal()).toEqual({ total: 1, keys: ['leo.quintanar@example.com'] });

  await t.db.execute(sql`update users set profile_id = (select id from profiles where az_iso = 'PROFESSIONAL'), type = 'PRO'
    where email = 'leo.quintanar@example.com'`);
  expect(await external()).toEqual({
    total: 2,
    keys: ['leo.quintanar@example.com', 'ona.quintanar@example.com'],
  });
  expect(await internal()).toEqual({ total: 0, keys: [] });
});

it("lists every searched table's rows under exactly the words of their search text", async () => {
  const sources = await t.db.execute<{ source: string; part_column: string | null }>(
    sql`select source::regclass::text as source, part_column from search_sources order by 1`,
  );
  // The first areas' nine, and every searched table added since (Amazon ASINs...).
  expect(sources.rows.length).toBeGreaterThanOrEqual(10);
  for (const { source, part_column: partColumn } of sources.rows) {
    const part = partColumn ? sql.raw(`coalesce(r.${partColumn}, 0)`) : sql`0`;
    const expected = sql`select r.id, ${part} as part, t.word from ${sql.raw(source)} r
      cross join lateral unnest(search_words_of(r.search_text)) as t(word)`;
    const actual = sql`select p.row_id, p.part, w.word from search_postings p
      join search_words w on w.id = p.word_id where w.source = ${source}::regclass`;
    const differences = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      (${expected} except all ${actual}) union all (${actual} except all ${expected})) d`);
    expect(differences.rows[0]!.n, source).toBe(0);
  }
  // The sources kept sorted too list the same postings there, each with its row's sort key.
  const sorted = await t.db.execute<{ source: string; part_column: string | null; sort_key: string }>(
    sql`select source::regclass::text as source, part_column, sort_key from search_sources
      where sort_key is not null order by 1`,
  );
  expect(sorted.rows.map((row) => row.source)).toEqual(['articles', 'companies', 'users']);
  for (const { source, part_column: partColumn, sort_key: sortKey } of sorted.rows) {
    const part = partColumn ? sql.raw(`coalesce(r.${partColumn}, 0)`) : sql`0`;
    const expected = sql`select r.id, ${part} as part, t.word, ${sql.raw(sortKey.replaceAll('%1$s', 'r'))} as sort_key
      from ${sql.raw(source)} r cross join lateral unnest(search_words_of(r.search_text)) as t(word)`;
    const actual = sql`select p.row_id, p.part, w.word, p.sort_key from search_sorted_postings p
      join search_words w on w.id = p.word_id where w.source = ${source}::regclass`;
    const differences = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      (${expected} except all ${actual}) union all (${actual} except all ${expected})) d`);
    expect(differences.rows[0]!.n, `${source} sorted`).toBe(0);
  }
  // Each word's counts (folded or not) sum to its postings, and no word has many deltas left.
  const counts = await t.db.execute<{ wrong: number; crowded: number }>(sql`select
      (select count(*)::int from (
        select word_id, part, count(*) as n from search_postings group by 1, 2) p
        full join (select word_id, part, sum(delta) as n, count(*) as deltas from search_word_counts group by 1, 2) c
          using (word_id, part)
        where coalesce(p.n, 0) <> coalesce(c.n, 0)) as wrong,
      (select count(*)::int from (select 1 from search_word_counts group by word_id, part having count(*) > 17) x) as crowded`);
  expect(counts.rows[0]).toEqual({ wrong: 0, crowded: 0 });
});

it('folds the counts of a word written to again and again, and keeps its total exact', async () => {
  for (let n = 0; n < 40; n++) {
    await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
      values (${`Garbino Clima ${n}`}, ${`GRB${String(n).padStart(5, '0')}`}, 'ES', 'active')`);
    if (n % 3 === 0)
      await t.db.execute(sql`delete from companies where vat = ${`GRB${String(n).padStart(5, '0')}`}`);
  }
  const deltas = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from search_word_counts c
    join search_words w on w.id = c.word_id where w.source = 'companies'::regclass and w.word = 'garbino'`);
  expect(deltas.rows[0]!.n).toBeLessThanOrEqual(17);
  expect((await companies('garbino')).total).toBe(40 - 14);
  expect((await companies('garbino')).total).toBe(await matching('companies', 'garbino'));
});

/** Pages of a list of 55 to 70 rows: the first, middle ones, and the last ones counted from the end. */
const SAMPLE_PAGES = [
  [1, 25],
  [2, 25],
  [3, 25],
  [4, 10],
  [6, 10],
] as const;

/** The SQL of a page of a search whose total and words are known, as the server builds it. */
function knownPageSql(
  store: ResourceStore,
  search: string,
  sortKeys: { key: string; desc: boolean }[],
  words: string,
) {
  const context = { currentPage: 1, perPage: 25, filter: {}, search } as unknown as ListContext;
  return new PgDialect().sqlToQuery(listStatements(store, context, sortKeys, 100, words).rows).sql;
}

it('pages a search of one word from its postings kept in the list order, either way, after renames', async () => {
  // Names that tie (the id decides), out of the order of their ids, one renamed later.
  await t.db.execute(sql`insert into companies (name, vat, country_iso, status)
    select 'Tramontana ' || chr(65 + n % 7), 'TRM' || lpad(n::text, 5, '0'), 'ES', 'active'
    from generate_series(1, 70) n`);
  await t.db.execute(sql`update companies set name = 'Aaa Tramontana' where vat = 'TRM00069'`);
  const expected = await t.db.execute<{ vat: string }>(
    sql`select vat from companies where strpos(search_text, 'tramontana') > 0 order by name, id`,
  );
  const all = expected.rows.map((row) => row.vat);
  expect(all[0]).toBe('TRM00069');
  expect(knownPageSql(companyStore, 'tramontana', [{ key: 'name', desc: false }], '{7}')).toContain(
    'search_sorted_postings',
  );
  expect(knownPageSql(companyStore, 'tramontana', [{ key: 'vat', desc: false }], '{7}')).not.toContain(
    'search_sorted_postings',
  );
  expect(knownPageSql(companyStore, 'tramontana', [{ key: 'name', desc: false }], '{7,8}')).not.toContain(
    'search_sorted_postings',
  );
  for (const [page, perPage] of SAMPLE_PAGES) {
    expect(await companiesPage('tramontana', page, perPage)).toEqual({
      total: 70,
      vats: all.slice((page - 1) * perPage, page * perPage),
    });
  }
  // Name descending, ties by id ascending: not the sorted postings read backwards.
  const descending = await t.db.execute<{ vat: string }>(
    sql`select vat from companies where strpos(search_text, 'tramontana') > 0 order by name desc, id limit 10`,
  );
  expect(await companiesPage('tramontana', 1, 10, '-name')).toEqual({
    total: 70,
    vats: descending.rows.map((row) => row.vat),
  });
  await t.db.execute(sql`delete from companies where vat in ('TRM00069', 'TRM00001')`);
  expect(await companiesPage('tramontana', 1, 10)).toEqual({
    total: 68,
    vats: all.filter((vat) => vat !== 'TRM00069' && vat !== 'TRM00001').slice(0, 10),
  });
});

it('pages articles searched for one word newest first from their sorted postings, ties by id', async () => {
  const product = await t.db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
  await t.db.execute(sql`insert into articles (az_iso, name, product_id, created_at)
    select 'SIROCO-' || n, 'Siroco unidad ' || n, ${product.rows[0]!.id},
      timestamptz '2026-01-01 00:00:00+00' + ((n % 9) * interval '1 hour') from generate_series(1, 40) n`);
  const expected = await t.db.execute<{ az_iso: string }>(
    sql`select az_iso from articles where strpos(search_text, 'siroco') > 0 order by created_at desc, id`,
  );
  const all = expected.rows.map((row) => row.az_iso);
  expect(all).toHaveLength(40);
  expect(knownPageSql(articleStore, 'siroco', [{ key: 'created_at', desc: true }], '{9}')).toContain(
    'search_sorted_postings',
  );
  const page = (currentPage: number, sortBy = '-created_at') =>
    orderedPage(ARTICLES, 'articles', 'az_iso', {
      currentPage,
      perPage: 15,
      sortBy,
      filter: { search: 'siroco' },
    });
  expect(await page(1)).toEqual({ total: 40, keys: all.slice(0, 15) });
  expect(await page(3)).toEqual({ total: 40, keys: all.slice(30) });
  const oldest = await t.db.execute<{ az_iso: string }>(
    sql`select az_iso from articles where strpos(search_text, 'siroco') > 0 order by created_at, id limit 15`,
  );
  expect(await page(1, 'created_at')).toEqual({ total: 40, keys: oldest.rows.map((row) => row.az_iso) });
});

it('pages external users searched for one word from the sorted postings of both their profiles', async () => {
  // Customers of two profiles, created in turns, some at the same instant (the id decides).
  await t.db.execute(sql`insert into users (email, name, surname, status, type, profile_id, created_at)
    select 'galerna' || n || '@clientes.example.org', 'Cliente ' || n, 'Galerna', 'active',
      case when n % 2 = 0 then 'FINAL' else 'PRO' end,
      (select id from profiles where az_iso = case when n % 2 = 0 then 'FINAL' else 'PROFESSIONAL' end),
      timestamptz '2026-03-01 00:00:00+00' + ((n % 13) * interval '1 minute')
    from generate_series(1, 55) n`);
  await t.db.execute(sql`insert into users (email, name, surname, status, type, profile_id) values
    ('staff.galerna@proboard.example.org', 'Staff', 'Galerna', 'active', 'internal',
      (select id from profiles where az_iso = 'INTERNAL'))`);
  const expected = await t.db.execute<{ email: string }>(sql`select email from users
    where strpos(search_text, 'galerna') > 0
      and profile_id in (select id from profiles where az_iso in ('PROFESSIONAL', 'FINAL'))
    order by created_at desc, id`);
  const all = expected.rows.map((row) => row.email);
  expect(all).toHaveLength(55);
  expect(knownPageSql(externalUserStore, 'galerna', [{ key: 'created_at', desc: true }], '{5}')).toContain(
    'search_sorted_postings',
  );
  for (const [page, perPage] of SAMPLE_PAGES) {
    const context = { currentPage: page, perPage, filter: { search: 'galerna' } };
    expect(await orderedPage(EXTERNAL_USERS, 'users', 'email', context)).toEqual({
      total: 55,
      keys: all.slice((page - 1) * perPage, page * perPage),
    });
  }
});
