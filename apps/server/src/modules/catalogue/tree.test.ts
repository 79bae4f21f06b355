import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let marketIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  marketIds = (await t.db.execute<{ id: number }>(sql`select id from markets order by id`)).rows.map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const range = (overrides: object = {}) => ({
  az_iso: 'RNG_NEW',
  sort_key: 42,
  name: 'New range',
  slug: 'new-range',
  image_url: 'range.webp',
  translations: { es: { name: 'Nueva gama', slug: 'nueva-gama', keywords: [] }, en: { name: 'New range' } },
  markets_available: marketIds.slice(0, 3),
  markets_active: marketIds.slice(0, 1),
  ...overrides,
});

describe('ranges', () => {
  it('lists in sort_key order by default and reads by az_iso as well as by id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/msproduct.v1/admin/ranges', token: admin });
    const rows = res.json().ranges.data as { sort_key: number; az_iso: string; id: number }[];
    expect(rows.map((r) => r.sort_key)).toEqual([...rows.map((r) => r.sort_key)].sort((a, b) => a - b));
    const byIso = await t.request({ method: 'GET', url: '/api/msproduct.v1/admin/ranges/AZ6', token: admin });
    const byId = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/ranges/${byIso.json().range.id}`,
      token: admin,
    });
    expect(byId.json().range.az_iso).toBe('AZ6');
  });

  it('creates with translations and markets, and updates through PUT admin/ranges/{az_iso}', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/ranges',
      token: admin,
      payload: range(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().range).toMatchObject({
      translations: { es: { name: 'Nueva gama' } },
      markets_active: [marketIds[0]],
    });
    const updated = await t.request({
      method: 'PUT',
      url: '/api/msproduct.v1/admin/ranges/RNG_NEW',
      token: admin,
      payload: range({ sort_key: '7', updated_at: created.json().range.updated_at }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().range.sort_key).toBe(7);
  });

  it('refuses an active market that is not available, an az_iso over 15, a sort_key of 5 digits, a non-image', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/ranges',
      token: admin,
      payload: range({
        az_iso: 'A_VERY_LONG_RANGE_CODE',
        sort_key: 12345,
        image_url: 'range.pdf',
        markets_available: [marketIds[0]],
        markets_active: [marketIds[1]],
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'az_iso',
      'image_url',
      'markets_active',
      'sort_key',
    ]);
  });

  it('refuses markets that do not exist', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/ranges',
      token: admin,
      payload: range({ az_iso: 'RNG_GHOST', markets_available: [99999], markets_active: [] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.markets_available).toBeTruthy();
  });

  it('will not delete a range its systems use (409), nothing deleted', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/msproduct.v1/admin/ranges/AZ6',
      token: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: '/api/msproduct.v1/admin/ranges/AZ6', token: admin }))
        .statusCode,
    ).toBe(200);
  });
});

describe('systems and families', () => {
  it('requires the range of a system, and shows it', async () => {
    const missing = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/systems',
      token: admin,
      payload: { ...range({ az_iso: 'SYS_X' }) },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.range_id).toBeTruthy();
    const rangeId = (
      await t.request({ method: 'GET', url: '/api/msproduct.v1/admin/ranges/AZAC', token: admin })
    ).json().range.id;
    const ghost = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/systems',
      token: admin,
      payload: range({ az_iso: 'SYS_X', range_id: 99999 }),
    });
    expect(ghost.json().errors.range_id).toBeTruthy();
    const ok = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/systems',
      token: admin,
      payload: range({ az_iso: 'SYS_X', range_id: rangeId }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().system.range).toMatchObject({ id: rangeId, az_iso: 'AZAC' });
    const filtered = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/systems?context=${encodeURIComponent(JSON.stringify({ filter: { range: 'acuaz' } }))}`,
      token: admin,
    });
    expect(
      filtered
        .json()
        .systems.data.map((s: { az_iso: string }) => s.az_iso)
        .sort(),
    ).toEqual(['AZAC_HYDRO', 'SYS_X']);
  });

  it('needs at least one system for a family and stores its systems', async () => {
    const none = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/families',
      token: admin,
      payload: range({ az_iso: 'FAM_X', systems: [] }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.systems).toBeTruthy();
    const systemId = (
      await t.request({ method: 'GET', url: '/api/msproduct.v1/admin/systems/AZ6_FLEXA', token: admin })
    ).json().system.id;
    const ok = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/families',
      token: admin,
      payload: range({ az_iso: 'FAM_X', systems: [systemId] }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().family.systems).toEqual([systemId]);
    const all = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/families/filter?context=${encodeURIComponent(JSON.stringify({ currentPage: -1, filter: {} }))}`,
      token: admin,
    });
    expect(all.json().families.total).toBe(5);
  });
});

describe('lookups and keywords', () => {
  it('gives languages and markets to any signed-in user', async () => {
    const token = await t.signIn('aftersales@proboard.local');
    const languages = await t.request({ method: 'GET', url: '/api/msmarket.v1/admin/languages', token });
    expect(languages.json().languages.map((l: { az_iso: string }) => l.az_iso)).toEqual([
      'es',
      'en',
      'fr',
      'it',
      'pt',
      'de',
    ]);
    const markets = await t.request({ method: 'GET', url: '/api/msmarket.v1/admin/markets', token });
    expect(markets.json().markets.length).toBe(6);
  });

  it('creates keywords on the fly once, and finds them', async () => {
    const token = await t.signIn('catalogue@proboard.local');
    const first = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/create-keyword',
      token,
      payload: { keyword: 'Zonificación' },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/create-keyword',
      token,
      payload: { keyword: 'zonificación' },
    });
    expect(again.json().keyword.id).toBe(first.json().keyword.id);
    const found = await t.request({ method: 'GET', url: '/api/msproduct.v1/keywords?search=zoni', token });
    expect(found.json().keywords).toEqual([{ id: first.json().keyword.id, keyword: 'Zonificación' }]);
    const byId = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/keywords?ids=${first.json().keyword.id},999999`,
      token,
    });
    expect(byId.json().keywords).toEqual([{ id: first.json().keyword.id, keyword: 'Zonificación' }]);
    expect(
      (await t.request({ method: 'GET', url: '/api/msproduct.v1/keywords?ids=1;drop', token })).statusCode,
    ).toBe(422);
    const readonly = await t.signIn('readonly@proboard.local');
    const refused = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/create-keyword',
      token: readonly,
      payload: { keyword: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
