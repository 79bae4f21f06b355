import { formatMessage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC = '/api/msproduct.v1-public';
const PUBLIC_KEYS = [
  'az_iso',
  'az_label',
  'id',
  'image_url',
  'markets_active',
  'name',
  'slug',
  'sort_key',
  'translations',
];
const REQUESTS_PER_MINUTE = 8;
const context = (value: object) => encodeURIComponent(JSON.stringify(value));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_LIST_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) } });
  // The demo tree: AZ6 (systems AZ6_FLEXA, AZ6_EASY) and AZAC (AZAC_HYDRO), four families.
  await t.db.execute(sql`update ranges set active = false where az_iso = 'AZAC'`);
  await t.db.execute(sql`update systems set active = false where az_iso = 'AZ6_EASY'`);
  await t.db.execute(sql`update families set active = false where az_iso = 'AZ6_FLEXA_THERM'`);
});
afterAll(() => t.close());

/** Each caller its own address, so the per-address limit is only met where a test looks for it. */
let caller = 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers, remoteAddress: `198.51.100.${++caller}` });

describe('public catalogue lists (v1-public: apikey, no token)', () => {
  it('lists the active ranges with their public fields only', async () => {
    const res = await get(`${PUBLIC}/ranges`);
    expect(res.statusCode, res.body).toBe(200);
    const { ranges } = res.json();
    expect(ranges.map((r: { az_iso: string }) => r.az_iso)).toEqual(['AZ6']);
    expect(Object.keys(ranges[0]).sort()).toEqual(PUBLIC_KEYS);
  });

  it('lists the active systems of active ranges, with their range', async () => {
    const { systems } = (await get(`${PUBLIC}/systems`)).json();
    expect(systems.map((s: { az_iso: string }) => s.az_iso)).toEqual(['AZ6_FLEXA']);
    expect(Object.keys(systems[0]).sort()).toEqual([...PUBLIC_KEYS, 'range', 'range_id'].sort());
    expect(systems[0].range).toMatchObject({ az_iso: 'AZ6' });
  });

  it('lists every active family with currentPage -1 and an empty filter, or a page of them', async () => {
    const all = (
      await get(`${PUBLIC}/families/filter?context=${context({ currentPage: -1, filter: {} })}`)
    ).json();
    expect(all.families.total).toBe(3);
    expect(all.families.data.map((f: { az_iso: string }) => f.az_iso)).not.toContain('AZ6_FLEXA_THERM');
    for (const family of all.families.data) expect(Object.keys(family).sort()).toEqual(PUBLIC_KEYS);

    const page = (
      await get(`${PUBLIC}/families/filter?context=${context({ currentPage: 2, perPage: 4, filter: {} })}`)
    ).json();
    expect(page.families).toMatchObject({ current_page: 2, total: 3, data: [] });
    const search = (
      await get(
        `${PUBLIC}/families/filter?context=${context({ currentPage: -1, filter: { search: 'valves' } })}`,
      )
    ).json();
    expect(search.families.data.map((f: { az_iso: string }) => f.az_iso)).toEqual(['AZAC_HYDRO_VALVES']);
  });

  it('refuses filters on hidden columns, and calls without the apikey', async () => {
    for (const filter of [{ active: 'false' }, { created_at: '2024' }]) {
      const res = await get(`${PUBLIC}/families/filter?context=${context({ filter })}`);
      expect(res.statusCode, JSON.stringify(filter)).toBe(422);
    }
    const keyless = await t.app.inject({ method: 'GET', url: `${PUBLIC}/ranges` });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json()).toEqual({ message: 'Invalid apikey' });
  });

  it('limits each address, in its language, and leaves other addresses alone', async () => {
    const send = (remoteAddress: string) =>
      t.request({
        method: 'GET',
        url: `${PUBLIC}/ranges`,
        remoteAddress,
        headers: { 'app-locale': 'fr' },
      });
    const codes: number[] = [];
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i++) codes.push((await send('192.0.2.77')).statusCode);
    expect(codes).toEqual([...Array(REQUESTS_PER_MINUTE).fill(200), 429]);
    const limited = await send('192.0.2.77');
    expect(limited.json()).toEqual({ message: formatMessage('fr', 'errors.tooManyRequests') });
    expect((await send('192.0.2.78')).statusCode).toBe(200);
  });
});
