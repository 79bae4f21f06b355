import type { ListContext } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { commonGramsOf, commonTrigramsOf, loadCommonTrigrams } from './common-trigrams.ts';
import { listStatements } from './list-statements.ts';

/**
 * A search typed with separators ("norte-0012") has its candidates found by a looser pattern of its
 * words and is then tested for the exact text (search-conditions.ts): it must find exactly the records
 * holding the typed text, in any case, and none that only hold its words apart.
 */
const COMPANIES = '/api/mscustomer.v1/admin/companies';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  await t.db.execute(sql`insert into companies (name, vat, alias, country_iso, status) values
    ('Frío Norte-0012 SL', 'SRCH00001', null, 'ES', 'active'),
    ('FRÍO NORTE-00123 SA', 'SRCH00002', null, 'ES', 'active'),
    ('Frío Norte 0012 SL', 'SRCH00003', null, 'ES', 'active'),
    ('Norte y Sur 0012-b', 'SRCH00004', null, 'ES', 'active'),
    ('Clima Levante', 'SRCH00005', 'norte-0012 (antiguo)', 'ES', 'active'),
    ('Rebajas 50% y_más', 'SRCH00006', null, 'ES', 'active'),
    ('Rebajas 500 ymás', 'SRCH00007', null, 'ES', 'active')`);
});
afterAll(() => t.close());

/** The `key` of every record a list answers for `filter`, sorted; the page holds them all. */
async function listed(url: string, plural: string, key: string, filter: Record<string, string>) {
  const context = { currentPage: 1, perPage: 50, filter };
  const res = await t.request({
    method: 'GET',
    url: `${url}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json()[plural] as { total: number; data: Record<string, string>[] };
  expect(page.total).toBe(page.data.length);
  return page.data.map((row) => row[key]).sort();
}

const found = (search: string) => listed(COMPANIES, 'companies', 'vat', { search });

it('finds the typed text with its separators, in any case and in any searched column', async () => {
  expect(await found('norte-0012')).toEqual(['SRCH00001', 'SRCH00002', 'SRCH00005']);
  expect(await found('NORTE-00123')).toEqual(['SRCH00002']);
  expect(await found('Norte 0012')).toEqual(['SRCH00003']);
});

it('reads % and _ as the characters typed', async () => {
  expect(await found('50% y_m')).toEqual(['SRCH00006']);
});

/**
 * Returns are searched through their search text (ResourceStore.searchText, migration 0039): the
 * same meaning as a search of each column, and a filter on one search column still reads that column.
 */
const RETURNS = '/api/mswarranties.v1/admin/returns';

const returnCodes = (filter: Record<string, string>) => listed(RETURNS, 'returns', 'code', filter);

it('searches the search text as it would each search column, never across two of them', async () => {
  await t.db.execute(sql`insert into returns (code, invoice_number) values
    ('STX-0012', 'FAC-7781'), ('stx-00129', null), ('STX 0012', 'Ñandú-7781'), ('STX-7781', 'STX-0012')`);
  expect(await returnCodes({ search: 'stx-0012' })).toEqual(['STX-0012', 'STX-7781', 'stx-00129']);
  expect(await returnCodes({ search: 'ñANDÚ' })).toEqual(['STX 0012']);
  // "0012" ends the code and "FAC" starts the invoice: the typed text is in neither.
  expect(await returnCodes({ search: '0012 fac' })).toEqual([]);
  expect(await returnCodes({ search: '0012\u0001fac' })).toEqual([]);
  expect(await returnCodes({ code: 'STX-0012' })).toEqual(['STX-0012', 'stx-00129']);
  expect(await returnCodes({ invoice_number: '7781' })).toEqual(['STX 0012', 'STX-0012']);
});

it('never answers the search text, a column the database keeps for itself', async () => {
  for (const url of [COMPANIES, RETURNS]) {
    const list = await t.request({ method: 'GET', url, token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/"id":\d+/);
    expect(list.body).not.toContain('search_text');
    const id = /"id":(\d+)/.exec(list.body)![1];
    const record = await t.request({ method: 'GET', url: `${url}/${id}`, token: admin });
    expect(record.statusCode).toBe(200);
    expect(record.body).not.toContain('search_text');
  }
});

/**
 * A code's shared letters ("QX" on every family's code) are trigrams in every row: the search asks the
 * index for the rest of the code and tests each candidate for the whole typed text (common-trigrams.ts).
 * It must find exactly the same families, by code or by name. (A store with a search text finds a code
 * with digits by its digit grams instead: the test below.)
 */
const FAMILIES = '/api/msproduct.v1/admin/families';

it('finds a code exactly when its shared letters are left out of the index pattern', async () => {
  await t.db.execute(sql`insert into families (az_iso, sort_key, name)
    select 'QXZ' || lpad(((n * 7919) % 100000)::text, 5, '0'), n, 'Familia ' || n from generate_series(1, 300) n`);
  // n = 12 is QXZ95028; the second holds the code in its name, the third only its digits.
  await t.db.execute(sql`insert into families (az_iso, sort_key, name) values
    ('ZZ000123', 301, 'qxz95028-b'), ('ZZ000124', 302, 'QXZ 95028')`);
  await loadCommonTrigrams(t.db);
  expect(commonTrigramsOf('families', 'az_iso').has('qxz')).toBe(true);
  const search = { currentPage: 1, perPage: 50, filter: {}, search: 'qxz9502' } as unknown as ListContext;
  const { familyStore } = await import('../../../modules/catalogue/catalogue.stores.ts');
  const { params } = new PgDialect().sqlToQuery(listStatements(familyStore, search, []).rows);
  expect(params).toContain('%xz9502%');
  const expected = await t.db.execute<{ az_iso: string }>(sql`select az_iso from families
    where strpos(lower(az_iso), 'qxz9502') > 0 or strpos(lower(name), 'qxz9502') > 0 order by 1`);
  expect(expected.rows.map((row) => row.az_iso)).toEqual(expect.arrayContaining(['QXZ95028', 'ZZ000123']));
  expect(await listed(FAMILIES, 'families', 'az_iso', { search: 'qxz9502' })).toEqual(
    expected.rows.map((row) => row.az_iso),
  );
  expect(await listed(FAMILIES, 'families', 'az_iso', { search: 'QXZ 95028' })).toEqual(['ZZ000124']);
});

/**
 * A term of four characters or more holding a digit finds its candidates by its digit grams
 * (`search_digit_grams`, migration 0049) instead of its trigrams: it must find exactly the rows whose
 * search text holds it, as a plain containment test of each searched column does, for codes typed with
 * or without their separators, in any case, and never across two columns.
 */
it('finds a code by its digit grams exactly as a containment test of each column', async () => {
  await t.db.execute(sql`insert into returns (code, invoice_number)
    select 'GRM-' || lpad(((n * 7919) % 3000)::text, 5, '0'), 'Fv' || (n % 7) || '-' || lpad(n::text, 4, '0')
    from generate_series(1, 400) n`);
  await t.db.execute(
    sql`insert into returns (code, invoice_number) values ('GRM-Ñ0012', 'x'), ('GRM', '0012-GRM'), ('GRM 12 Fact', ' 12 f')`,
  );
  // Grams in most of the table's rows ("rm-0") are left out of what the index is asked for.
  await loadCommonTrigrams(t.db);
  expect([...commonGramsOf('returns')]).toContain('rm-0');
  const search = { currentPage: 1, perPage: 25, filter: {}, search: '-0012' } as unknown as ListContext;
  const { returnsStore } = await import('../../../modules/aftersales/returns.store.ts');
  const { sql: text } = new PgDialect().sqlToQuery(listStatements(returnsStore, search, []).rows);
  expect(text).toContain('search_digit_grams(');
  for (const term of [
    '-0012',
    'grm-029',
    'GRM-0099',
    '0012',
    'ñ0012',
    'FV3-01',
    '12-grm',
    'm-001',
    '0123',
    'm0012',
    '12 f',
    ' 12 f',
  ]) {
    const expected = await t.db.execute<{ code: string }>(sql`select code from returns
      where strpos(lower(code), lower(${term})) > 0 or strpos(lower(coalesce(invoice_number, '')), lower(${term})) > 0`);
    expect(expected.rows.length, term).toBeLessThan(50);
    expect(await returnCodes({ search: term }), term).toEqual(expected.rows.map((row) => row.code).sort());
  }
});
