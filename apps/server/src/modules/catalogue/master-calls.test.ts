/**
 * The catalogue's master calls of spec section 7, answered as the spec reads them: whole lists under
 * the key it names (`body.attribute_types`, `body.article_types`...), selectors searched by
 * `?search=` (`products.data`, `articles.data`), and the paged attribute-types list at
 * `attribute-types/filter?context=`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msproduct.v1';
type Json = Record<string, unknown>;

let t: TestApp;
let token: string;
const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0]!.n;

async function get(path: string, as = token) {
  const res = await t.request({ method: 'GET', url: `${API}/${path}`, token: as });
  return { status: res.statusCode, body: res.json() as Json };
}

beforeAll(async () => {
  t = await createTestApp();
  // Master lists feed every catalogue form: a read-only user reads them too.
  token = await t.signIn('readonly@proboard.local');
  // A dozen more attribute types, each with two options, so a page is not the whole list.
  await t.db.execute(sql`insert into attribute_types (az_iso, key, description, sort_key)
    select 'MC_ATTR_' || n, 'clave' || n, 'Atributo de prueba ' || n, 100 + n from generate_series(1, 12) n`);
  await t.db.execute(sql`insert into attribute_options (attribute_type_id, az_iso, value)
    select t.id, t.az_iso || '_' || v, v from attribute_types t, unnest(array['A', 'B']) v
    where t.az_iso like 'MC_ATTR_%'`);
});
afterAll(() => t.close());

describe('master calls of spec section 7', () => {
  it('GET attribute-types: the whole list (not a page), with options, ordered by sort key', async () => {
    const total = await count('attribute_types');
    expect(total).toBeGreaterThan(10);
    const res = await get('attribute-types');
    expect(res.status).toBe(200);
    const rows = res.body.attribute_types as Json[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(total);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        az_iso: expect.any(String),
        options: expect.any(Array),
      }),
    );
    const keys = rows.map((r) => (r.sort_key as number | null) ?? Number.POSITIVE_INFINITY);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('GET attribute-types/filter?context=: the paged list with its envelope', async () => {
    const context = encodeURIComponent(JSON.stringify({ currentPage: 2, perPage: 4, sortBy: 'az_iso' }));
    const res = await get(`attribute-types/filter?context=${context}`);
    expect(res.status).toBe(200);
    const page = res.body.attribute_types as Json;
    expect(page).toMatchObject({
      current_page: 2,
      per_page: 4,
      from: 5,
      to: 8,
      total: await count('attribute_types'),
    });
    expect((page.data as Json[]).length).toBe(4);
  });

  it('GET admin/article-types: every article type', async () => {
    const res = await get('admin/article-types');
    expect(res.status).toBe(200);
    expect((res.body.article_types as Json[]).length).toBe(await count('article_types'));
  });

  it('GET admin/product-selectors/categories: active categories with their path', async () => {
    const res = await get('admin/product-selectors/categories');
    expect(res.status).toBe(200);
    const rows = res.body.categories as Json[];
    expect(rows.length).toBeGreaterThan(0);
    const active = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from categories where active`)
    ).rows[0]!.n;
    expect(rows.length).toBeLessThanOrEqual(active);
    const child = rows.find((r) => r.parent_id !== null);
    expect(child?.path).toContain(' › ');
  });

  it.each([
    ['admin/products/products-selector', 'products', 'products'],
    ['admin/articles/articles-selector', 'articles', 'articles'],
  ])('GET %s?search=: records whose code or name contains the text', async (path, key, table) => {
    const sample = (
      await t.db.execute<{ az_iso: string }>(sql`select az_iso from ${sql.raw(table)} order by id limit 1`)
    ).rows[0]!.az_iso;
    const res = await get(`${path}?search=${encodeURIComponent(sample.toLowerCase())}`);
    expect(res.status).toBe(200);
    const rows = (res.body[key] as { data: Json[] }).data;
    expect(rows[0]!.az_iso).toBe(sample);
    for (const row of rows) {
      expect(`${row.az_iso} ${row.name}`.toLowerCase()).toContain(sample.toLowerCase());
    }
    const none = await get(`${path}?search=${encodeURIComponent('no existe ningún registro así')}`);
    expect((none.body[key] as { data: Json[] }).data).toEqual([]);
  });

  it('GET keywords and GET categories answer their whole lists', async () => {
    expect(Array.isArray((await get('keywords')).body.keywords)).toBe(true);
    expect(((await get('categories')).body.categories as Json[]).length).toBe(await count('categories'));
  });

  it('need a signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/attribute-types` });
    expect(res.statusCode).toBe(401);
  });
});
