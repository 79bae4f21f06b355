import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { describedInEveryLanguage } from './article-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

const context = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('articles', () => {
  it('computes the volume from the dimensions on create and on every change', async () => {
    const product = (
      await t.request({
        method: 'GET',
        url: '/api/msproduct.v1/admin/products/AZ6_FLEXA_CTRL_P1',
        token: admin,
      })
    ).json().product;
    const created = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/articles',
      token: admin,
      payload: {
        az_iso: 'AZTEST01',
        name: 'Test thermostat',
        product_id: product.id,
        width: 120,
        height: 80,
        depth: 30,
        weight: 4.7,
        translations: describedInEveryLanguage('Test thermostat'),
      },
    });
    expect(created.statusCode).toBe(201);
    const article = created.json().article;
    expect(article.volume).toBe(0.000288);
    expect(article.product).toMatchObject({ id: product.id, az_iso: 'AZ6_FLEXA_CTRL_P1' });
    const updated = await t.request({
      method: 'PUT',
      url: '/api/msproduct.v1/admin/articles/AZTEST01',
      token: admin,
      payload: {
        az_iso: 'AZTEST01',
        name: 'Test thermostat',
        product_id: product.id,
        width: 1000,
        height: 1000,
        depth: 1000,
        translations: describedInEveryLanguage('Test thermostat'),
        updated_at: article.updated_at,
      },
    });
    expect(updated.json().article.volume).toBe(1);
  });

  it('filters by product name through the related table and by lifecycle', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/articles?context=${context({ currentPage: 1, perPage: 50, filter: { product: 'thermostats' } })}`,
      token: admin,
    });
    const rows = res.json().articles.data as { product: { az_iso: string } }[];
    const [{ count }] = (
      await t.db.execute<{ count: number }>(sql`select count(*)::int as count from articles a
        join products p on p.id = a.product_id where p.name ilike '%thermostats%'`)
    ).rows as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    expect(res.json().articles.total).toBe(count);
    expect(rows.length).toBe(Math.min(count, 50));
    for (const row of rows) expect(row.product.az_iso).toBe('AZ6_FLEXA_THERM_P1');
    const status = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/articles?context=${context({ currentPage: 1, perPage: 50, filter: { 'status.az_iso': 'beta' } })}`,
      token: admin,
    });
    const statuses = status.json().articles.data.map((a: { altra_status_iso: string }) => a.altra_status_iso);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['beta']));
  });

  it('refuses an unknown lifecycle status and a non-numeric EAN', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/articles',
      token: admin,
      payload: {
        az_iso: 'AZBAD',
        name: 'Bad',
        product_id: 1,
        altra_status_iso: 'gone',
        ean: '84-ABC',
        translations: describedInEveryLanguage('Bad'),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['altra_status_iso', 'ean']);
  });

  it('lists rows without their translations, which the record itself carries', async () => {
    const [seeded] = (
      await t.db.execute<{ az_iso: string }>(sql`
        update articles set translations = '{"en": {"name": "Thermostat", "description": "A long text"}}'
        where id = (select min(id) from articles) returning az_iso`)
    ).rows;
    const list = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/articles?context=${context({ filter: { az_iso: seeded!.az_iso } })}`,
      token: admin,
    });
    const row = list.json().articles.data[0];
    expect(row).toMatchObject({
      az_iso: expect.any(String),
      name: expect.any(String),
      product: expect.any(Object),
    });
    expect(row).toHaveProperty('markets_active');
    expect(row).not.toHaveProperty('translations');
    const record = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/articles/${row.id}`,
      token: admin,
    });
    expect(Object.keys(record.json().article.translations).length).toBeGreaterThan(0);
  });
});
