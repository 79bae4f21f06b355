import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits } from '../../platform/platform.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BASE = '/api/msproduct.v1/manufacturers';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let readonly: string;

const valid = (overrides: object = {}) => ({
  az_iso: 'ACME',
  name: 'Acme Climate',
  slug: 'acme-climate',
  brand_1: 'ACM',
  brand_2: 'AC',
  color: '3c3c3c',
  color_logo: 'acme.png',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  readonly = await t.signIn('readonly@proboard.local');
  // 30 more manufacturers so paging, filters and sorting have something to chew on.
  await t.db.execute(sql`insert into manufacturers (az_iso, name, brand_1, active, created_at)
    select 'MAKER_' || lpad(n::text, 2, '0'), 'Maker ' || n, case when n % 2 = 0 then 'EVN' else 'ODD' end, n % 3 <> 0,
      now() - (n || ' minutes')::interval
    from generate_series(1, 30) n`);
  const counted = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from manufacturers`);
  total = counted.rows[0]!.n;
});
/** The demo's manufacturers and the 30 added here. */
let total: number;
afterAll(() => t.close());

describe('manufacturers list', () => {
  it('answers the pagination envelope of API.md', async () => {
    const res = await t.request({ method: 'GET', url: list({ currentPage: 2, perPage: 10 }), token: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json().manufacturers;
    expect(total).toBeGreaterThan(30);
    const last_page = Math.ceil(total / 10);
    expect(page).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: 20, total, last_page });
    expect(page.data).toHaveLength(10);
    expect(JSON.parse(new URL(page.next_page_url, 'http://x').searchParams.get('context')!)).toMatchObject({
      currentPage: 3,
    });
    expect(page.prev_page_url).toBeTruthy();
  });

  it('serves the spec path manufacturers/filter too, and every row with currentPage -1', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/manufacturers/filter?context=${encodeURIComponent(JSON.stringify({ currentPage: -1, filter: {} }))}`,
      token: admin,
    });
    expect(res.json().manufacturers.data).toHaveLength(total);
  });

  it('falls back to 10 per page for a size it does not offer', async () => {
    const res = await t.request({ method: 'GET', url: list({ perPage: 1000 }), token: admin });
    expect(res.json().manufacturers.per_page).toBe(10);
  });

  it('searches globally and filters per column (text contains, booleans equal)', async () => {
    const search = await t.request({
      method: 'GET',
      url: list({ filter: { search: 'mitsu' } }),
      token: admin,
    });
    expect(search.json().manufacturers.data.map((m: { az_iso: string }) => m.az_iso)).toEqual(['MITSUBISHI']);
    const column = await t.request({
      method: 'GET',
      url: list({ currentPage: -1, filter: { brand_1: 'EVN', active: 'false' } }),
      token: admin,
    });
    const rows = column.json().manufacturers.data;
    expect(rows.length).toBe(5);
    for (const row of rows) expect(row).toMatchObject({ brand_1: 'EVN', active: false });
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await t.request({ method: 'GET', url: list({ filter: { search: '%' } }), token: admin });
    expect(res.json().manufacturers.total).toBe(0);
  });

  it('sorts by several keys, a minus meaning descending', async () => {
    const res = await t.request({
      method: 'GET',
      url: list({ currentPage: -1, sortBy: '-brand_1,az_iso', filter: { search: 'MAKER' } }),
      token: admin,
    });
    const rows = res.json().manufacturers.data as { az_iso: string; brand_1: string }[];
    expect(rows[0]).toMatchObject({ brand_1: 'ODD', az_iso: 'MAKER_01' });
    expect(rows.at(-1)).toMatchObject({ brand_1: 'EVN', az_iso: 'MAKER_30' });
  });

  it('refuses malformed context, unknown filters and unsortable keys with 422', async () => {
    for (const url of [
      `${BASE}?context=%7Bnot-json`,
      list({ filter: { password_hash: 'x' } }),
      list({ sortBy: 'secret' }),
      list({ currentPage: 0 }),
    ]) {
      const res = await t.request({ method: 'GET', url, token: admin });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.context).toBeTruthy();
    }
  });

  it('downloads the filtered, sorted list as a real .xlsx', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/export?context=${encodeURIComponent(JSON.stringify({ filter: { brand_1: 'ODD' }, sortBy: '-az_iso' }))}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="manufacturers-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Código');
    expect(sheet.rowCount).toBe(16);
    expect(sheet.getRow(2).getCell(2).value).toBe('MAKER_29');
  });
});

describe('manufacturer writes', () => {
  it('creates, reads, updates and deletes, with an audit row for each change', async () => {
    const created = await t.request({ method: 'POST', url: BASE, token: admin, payload: valid() });
    expect(created.statusCode).toBe(201);
    const record = created.json().manufacturer;
    expect(record).toMatchObject({
      az_iso: 'ACME',
      active: true,
      protocol_active: false,
      az_label: 'ACME - Acme Climate',
    });

    const read = await t.request({ method: 'GET', url: `${BASE}/${record.id}`, token: admin });
    expect(read.json().manufacturer.name).toBe('Acme Climate');

    const updated = await t.request({
      method: 'PUT',
      url: `${BASE}/${record.id}`,
      token: admin,
      payload: valid({ name: 'Acme Climate Systems', updated_at: record.updated_at }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().manufacturer.name).toBe('Acme Climate Systems');

    const removed = await t.request({ method: 'DELETE', url: `${BASE}/${record.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${BASE}/${record.id}`, token: admin })).statusCode).toBe(
      404,
    );

    const trail = await t.db
      .select()
      .from(audits)
      .where(sql`auditable_type = 'manufacturers' and auditable_id = ${String(record.id)}`)
      .orderBy(audits.id);
    expect(trail.map((a) => a.event)).toEqual(['created', 'updated', 'deleted']);
    expect(trail[1]).toMatchObject({
      old_values: { name: 'Acme Climate' },
      new_values: { name: 'Acme Climate Systems' },
    });
    expect(trail[0]!.url).toBe(BASE);
  });

  it('answers every rule of spec section 5 with a 422 per field, and writes nothing', async () => {
    const before = await t.db.$count(sql`manufacturers`);
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: {
        az_iso: 'ac me',
        name: 'Ac',
        slug: 'Not A Slug',
        brand_1: 'ACME',
        brand_2: 'a',
        color: '12345g',
        color_logo: 'logo.svg',
        grey_logo: 'x.exe',
        airzone_logo: 'ok.png',
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      ['az_iso', 'brand_1', 'brand_2', 'color', 'color_logo', 'extra', 'grey_logo', 'name', 'slug'].sort(),
    );
    expect(errors.name).toEqual(['Must be at least 3 characters']);
    expect(errors.brand_1).toEqual(['Must be exactly 3 characters']);
    expect(await t.db.$count(sql`manufacturers`)).toBe(before);
  });

  it('answers a duplicate az_iso with 422 on az_iso', async () => {
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: valid({ az_iso: 'DAIKIN' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.az_iso).toEqual(['Ya existe un registro con este valor']);
  });

  it('refuses a save based on a stale updated_at with 409 and keeps the first save', async () => {
    const { manufacturer } = (
      await t.request({ method: 'POST', url: BASE, token: admin, payload: valid({ az_iso: 'STALE' }) })
    ).json();
    const first = await t.request({
      method: 'PUT',
      url: `${BASE}/${manufacturer.id}`,
      token: admin,
      payload: valid({ az_iso: 'STALE', name: 'First save', updated_at: manufacturer.updated_at }),
    });
    expect(first.statusCode).toBe(200);
    const second = await t.request({
      method: 'PUT',
      url: `${BASE}/${manufacturer.id}`,
      token: admin,
      payload: valid({ az_iso: 'STALE', name: 'Second save', updated_at: manufacturer.updated_at }),
    });
    expect(second.statusCode).toBe(409);
    const stored = (
      await t.request({ method: 'GET', url: `${BASE}/${manufacturer.id}`, token: admin })
    ).json().manufacturer;
    expect(stored.name).toBe('First save');
  });

  it('lets exactly one of 50 concurrent creates with the same az_iso win', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({ method: 'POST', url: BASE, token: admin, payload: valid({ az_iso: 'RACE' }) }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    const rows = await t.db.execute(sql`select count(*)::int as n from manufacturers where az_iso = 'RACE'`);
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('lets a read-only role list and view but refuses every write (403) and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: list({}), token: readonly })).statusCode).toBe(200);
    const [row] = (
      await t.db.execute<{ id: number; updated_at: string }>(
        sql`select id, updated_at from manufacturers where az_iso = 'DAIKIN'`,
      )
    ).rows;
    expect((await t.request({ method: 'GET', url: `${BASE}/${row!.id}`, token: readonly })).statusCode).toBe(
      200,
    );
    const writes = [
      t.request({ method: 'POST', url: BASE, token: readonly, payload: valid({ az_iso: 'NOPE' }) }),
      t.request({
        method: 'PUT',
        url: `${BASE}/${row!.id}`,
        token: readonly,
        payload: valid({ az_iso: 'DAIKIN', name: 'Hacked' }),
      }),
      t.request({ method: 'DELETE', url: `${BASE}/${row!.id}`, token: readonly }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    const [after] = (
      await t.db.execute<{ name: string }>(sql`select name from manufacturers where id = ${row!.id}`)
    ).rows;
    expect(after!.name).toBe('Daikin');
  });

  it('answers times in ISO 8601 and texts as typed, even a text that looks like a time', async () => {
    const looksLikeTime = '2024-06-01 10:00:00+00';
    const created = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: valid({ az_iso: 'TIMELIKE', name: looksLikeTime, slug: 'timelike' }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().manufacturer;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const read = (await t.request({ method: 'GET', url: `${BASE}/${id}`, token: admin })).json().manufacturer;
    const listed = (
      await t.request({ method: 'GET', url: list({ filter: { az_iso: 'TIMELIKE' } }), token: admin })
    ).json().manufacturers.data[0];
    for (const row of [read, listed]) {
      expect(row.name).toBe(looksLikeTime);
      expect(row.created_at).toMatch(iso);
      expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
    }
    expect(read.updated_at).toMatch(iso);
  });

  it('answers 404 for an unknown id on read, update and delete', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: `${BASE}/999999`,
        token: admin,
        payload: method === 'PUT' ? valid() : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
