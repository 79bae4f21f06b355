import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A search typed with separators ("norte-0012") has its candidates found by a looser pattern of its
 * words and is then tested for the exact text (list-query.ts): it must find exactly the records
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

async function found(search: string) {
  const context = { currentPage: 1, perPage: 50, filter: { search } };
  const res = await t.request({
    method: 'GET',
    url: `${COMPANIES}?context=${encodeURIComponent(JSON.stringify(context))}`,
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json().companies as { total: number; data: { vat: string }[] };
  expect(page.total).toBe(page.data.length);
  return page.data.map((row) => row.vat).sort();
}

it('finds the typed text with its separators, in any case and in any searched column', async () => {
  expect(await found('norte-0012')).toEqual(['SRCH00001', 'SRCH00002', 'SRCH00005']);
  expect(await found('NORTE-00123')).toEqual(['SRCH00002']);
  expect(await found('Norte 0012')).toEqual(['SRCH00003']);
});

it('reads % and _ as the characters typed', async () => {
  expect(await found('50% y_m')).toEqual(['SRCH00006']);
});
