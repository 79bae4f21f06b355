import { columnEnum, searchableColumns } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listUrl, servedResources } from '../../../trust/harness.ts';

/**
 * A column of listed values (a status, an enum of its body: a coupon's type) is filtered by one of
 * them, whole: `active` never lists `inactive`, and `percent` is no coupon type.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  await t.db.execute(sql`insert into coupons (code, description, type, discount_units, usage_limit, valid_to)
    values ('ENUM-PCT', 'Percentage off', 'percentage', 10, 5, now() + interval '30 days'),
      ('ENUM-FIX', 'Euros off', 'fixed', 15, 5, now() + interval '30 days')`);
  await t.db.execute(sql`update users set status = 'inactive'
    where id = (select min(id) from users where type = 'internal' and email <> 'admin@proboard.local')`);
});
afterAll(() => t.close());

async function listed(base: string, plural: string, filter: Record<string, string>) {
  const res = await t.request({
    method: 'GET',
    url: listUrl(base, { currentPage: 1, perPage: 100, filter }),
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[plural] as { data: Record<string, unknown>[]; total: number };
}

const COUPONS = '/api/mspromo.v1/admin/coupons';
const INTERNAL_USERS = '/api/mslogin.v1/admin/internal-users';

describe('a filter on a column of listed values', () => {
  it('matches the whole value, whatever its case', async () => {
    const percentage = await listed(COUPONS, 'coupons', { type: 'Percentage' });
    expect(percentage.data.map((row) => row.code)).toContain('ENUM-PCT');
    expect(percentage.data.every((row) => row.type === 'percentage')).toBe(true);
    expect((await listed(COUPONS, 'coupons', { type: 'percent' })).total).toBe(0);

    const active = await listed(INTERNAL_USERS, 'users', { status: 'active' });
    const inactive = await listed(INTERNAL_USERS, 'users', { status: 'inactive' });
    expect(active.total).toBeGreaterThan(0);
    expect(inactive.total).toBeGreaterThan(0);
    expect(active.data.every((row) => row.status === 'active')).toBe(true);
    expect(inactive.data.every((row) => row.status === 'inactive')).toBe(true);
  });

  it('lists only rows holding that value, on every resource', async () => {
    let checked = 0;
    for (const { definition, base } of servedResources(t.app)) {
      for (const key of searchableColumns(definition)) {
        const values = columnEnum(definition, key);
        if (!values) continue;
        for (const value of values) {
          const { data } = await listed(base, definition.plural, { [key]: value });
          for (const row of data) {
            if (key in row) expect(row[key], `${definition.name}.${key} = ${value}`).toBe(value);
          }
          checked += data.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
