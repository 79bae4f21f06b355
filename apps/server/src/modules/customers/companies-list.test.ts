import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mscustomer.v1/admin/companies';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

async function list(filter: Record<string, string>, sortBy = '') {
  const context = JSON.stringify({ currentPage: 1, perPage: 50, filter, sortBy });
  const res = await t.request({
    method: 'GET',
    url: `${API}?context=${encodeURIComponent(context)}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().companies as { data: { status: string; name: string }[]; total: number };
}

describe('the companies list filtered by client state', () => {
  it('matches the whole state: "active" lists no inactive company, and the count is the database’s', async () => {
    const counts = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from companies group by status`,
    );
    const expected = Object.fromEntries(counts.rows.map((row) => [row.status, row.n]));
    // The demo has companies in each of the three states.
    expect(Object.keys(expected).sort()).toEqual(['active', 'inactive', 'pending_activation']);
    for (const status of ['active', 'inactive', 'pending_activation']) {
      const page = await list({ status }, 'name');
      expect(page.total).toBe(expected[status]);
      expect(new Set(page.data.map((row) => row.status))).toEqual(new Set([status]));
    }
  });

  it('lists nothing for a part of a state (the filter is a choice of states, not a text search)', async () => {
    expect((await list({ status: 'activ' })).total).toBe(0);
  });
});
