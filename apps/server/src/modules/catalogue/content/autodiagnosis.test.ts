import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoTargets, type LevelTargets } from './content-fixtures.ts';

let t: TestApp;
let admin: string;
let ids: LevelTargets;
const url = '/api/msproduct.v1/admin/autodiagnosis';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  ids = await demoTargets(t);
});
afterAll(() => t.close());

const diagnosis = (overrides: object = {}) => ({
  az_iso: 'AD_TERMOSTATO',
  level: 'product',
  product_id: ids.product,
  symptom: 'El termostato no enciende',
  solution: 'Contacta con el servicio técnico',
  translations: { en: { symptom: 'The thermostat does not switch on' } },
  checks: [
    { question: '¿Tiene pilas o alimentación?', solution: 'Cambia las pilas o revisa la alimentación' },
    {
      question: '¿Se ilumina al pulsar?',
      solution: 'Reinicia el termostato',
      translations: {
        fr: { question: "S'allume-t-il quand on appuie ?", solution: 'Redémarrez le thermostat' },
      },
    },
  ],
  ...overrides,
});

describe('autodiagnosis', () => {
  it('saves a symptom with its ordered checks; an update keeps, edits, reorders and drops checks', async () => {
    const created = await t.request({ method: 'POST', url, token: admin, payload: diagnosis() });
    expect(created.statusCode).toBe(201);
    const record = created.json().autodiagnosis;
    expect(record.checks.map((c: { question: string }) => c.question)).toEqual([
      '¿Tiene pilas o alimentación?',
      '¿Se ilumina al pulsar?',
    ]);
    const [first, second] = record.checks as { id: number; question: string; solution: string }[];
    // Each check is translated like its symptom (spec: autodiagnosis "translated").
    expect(record.checks[1].translations).toEqual({
      fr: { question: "S'allume-t-il quand on appuie ?", solution: 'Redémarrez le thermostat' },
    });
    const updated = await t.request({
      method: 'PUT',
      url: `${url}/${record.id}`,
      token: admin,
      payload: diagnosis({
        updated_at: record.updated_at,
        checks: [
          {
            ...second,
            question: '¿Se ilumina la pantalla?',
            translations: { it: { question: 'Si accende?' } },
          },
          { question: '¿Responde la app?', solution: 'Vuelve a emparejarlo' },
        ],
      }),
    });
    expect(updated.statusCode).toBe(200);
    const checks = updated.json().autodiagnosis.checks as { id: number; question: string }[];
    expect(checks.map((c) => c.question)).toEqual(['¿Se ilumina la pantalla?', '¿Responde la app?']);
    expect(checks[0]!.id).toBe(second!.id);
    expect((checks[0] as { translations?: unknown }).translations).toEqual({
      it: { question: 'Si accende?' },
    });
    expect(checks.some((c) => c.id === first!.id)).toBe(false);
  });

  it('needs the product of a product autodiagnosis, refuses a check of another one, keeps one target', async () => {
    const missing = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: diagnosis({ az_iso: 'AD_NOPRODUCT', product_id: null }),
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['product_id']);
    const other = (
      await t.request({ method: 'POST', url, token: admin, payload: diagnosis({ az_iso: 'AD_OTHER' }) })
    ).json().autodiagnosis;
    const family = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: diagnosis({
        az_iso: 'AD_FAMILY',
        level: 'family',
        family_id: ids.family,
        checks: [{ id: other.checks[0].id, question: 'Robada', solution: 'No' }],
      }),
    });
    expect(family.statusCode).toBe(422);
    expect(Object.keys(family.json().errors)).toEqual(['checks.0.id']);
    const ok = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: diagnosis({ az_iso: 'AD_FAMILY', level: 'family', family_id: ids.family }),
    });
    expect(ok.json().autodiagnosis).toMatchObject({
      level: 'family',
      family_id: ids.family,
      product_id: null,
    });
  });
});

describe('master calls of section 7', () => {
  it('searches products and articles by code or name, at most 20', async () => {
    const products = await t.request({
      method: 'GET',
      url: '/api/msproduct.v1/admin/products/products-selector?search=',
      token: admin,
    });
    expect(products.statusCode).toBe(200);
    const all = products.json().products.data as { az_iso: string; name: string }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    const code = all[0]!.az_iso;
    const found = await t.request({
      method: 'GET',
      url: `/api/msproduct.v1/admin/products/products-selector?search=${encodeURIComponent(code.toLowerCase())}`,
      token: admin,
    });
    expect(found.json().products.data[0].az_iso).toBe(code);
    const articles = await t.request({
      method: 'GET',
      url: '/api/msproduct.v1/admin/articles/articles-selector?search=zzzz-none',
      token: admin,
    });
    expect(articles.json().articles.data).toEqual([]);
  });

  it('answers article types and the active categories with their paths', async () => {
    const types = await t.request({
      method: 'GET',
      url: '/api/msproduct.v1/admin/article-types',
      token: admin,
    });
    expect(Array.isArray(types.json().article_types)).toBe(true);
    const root = (
      await t.request({
        method: 'POST',
        url: '/api/msproduct.v1/admin/categories',
        token: admin,
        payload: { az_iso: 'SEL_ROOT', sort_key: 1, name: 'Ventilación' },
      })
    ).json().category;
    await t.request({
      method: 'POST',
      url: '/api/msproduct.v1/admin/categories',
      token: admin,
      payload: { az_iso: 'SEL_HIDDEN', sort_key: 2, name: 'Oculta', parent_id: root.id, active: false },
    });
    const categories = await t.request({
      method: 'GET',
      url: '/api/msproduct.v1/admin/product-selectors/categories',
      token: admin,
    });
    const rows = categories.json().categories as { az_iso: string; path: string }[];
    expect(rows.find((r) => r.az_iso === 'SEL_ROOT')?.path).toBe('Ventilación');
    expect(rows.some((r) => r.az_iso === 'SEL_HIDDEN')).toBe(false);
  });
});
