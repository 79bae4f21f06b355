import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoTargets, type LevelTargets } from './content-fixtures.ts';

let t: TestApp;
let admin: string;
let ids: LevelTargets;
const faqUrl = '/api/msproduct.v1/admin/faqs';
const docUrl = '/api/msproduct.v1/admin/docs';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  ids = await demoTargets(t);
});
afterAll(() => t.close());

const faq = (overrides: object) => ({
  question: '¿Cómo se empareja el termostato?',
  answer: 'Mantén pulsado el botón de encendido 5 segundos.',
  sort_key: 1,
  translations: {
    en: { question: 'How do I pair the thermostat?', answer: 'Hold the power button for 5 s.' },
  },
  ...overrides,
});

async function post(url: string, payload: object) {
  return t.request({ method: 'POST', url, token: admin, payload });
}

describe('FAQs at the five levels', () => {
  it('saves each level with only its targets, clearing the targets of other levels', async () => {
    const everything = {
      range_id: ids.range,
      system_id: ids.system,
      family_id: ids.family,
      product_id: ids.product,
      article_id: ids.article,
    };
    const expected = {
      article: {
        article_id: ids.article,
        product_id: null,
        range_id: null,
        system_id: null,
        family_id: null,
      },
      product: {
        product_id: ids.product,
        article_id: null,
        range_id: null,
        system_id: null,
        family_id: null,
      },
      category: {
        range_id: ids.range,
        system_id: ids.system,
        family_id: ids.family,
        product_id: null,
        article_id: null,
      },
      system: {
        range_id: ids.range,
        system_id: ids.system,
        family_id: null,
        product_id: null,
        article_id: null,
      },
      range: { range_id: ids.range, system_id: null, family_id: null, product_id: null, article_id: null },
    };
    for (const [level, targets] of Object.entries(expected)) {
      const res = await post(faqUrl, faq({ level, ...everything }));
      expect(res.statusCode, level).toBe(201);
      expect(res.json().faq).toMatchObject({ level, ...targets });
    }
  });

  it("refuses a FAQ at the 'category' level missing its family (422 on family_id)", async () => {
    const res = await post(faqUrl, faq({ level: 'category', range_id: ids.range, system_id: ids.system }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['family_id']);
  });

  it('refuses a system of another range and a family outside the system', async () => {
    const wrongRange = await post(
      faqUrl,
      faq({ level: 'system', range_id: ids.otherRange, system_id: ids.system }),
    );
    expect(wrongRange.statusCode).toBe(422);
    expect(wrongRange.json().errors).toHaveProperty('system_id');
    const outside = await t.db.execute<{ id: number }>(sql`select id from families
      where id not in (select family_id from family_systems where system_id = ${ids.system}) order by id limit 1`);
    const wrongFamily = await post(
      faqUrl,
      faq({ level: 'category', range_id: ids.range, system_id: ids.system, family_id: outside.rows[0]!.id }),
    );
    expect(wrongFamily.statusCode).toBe(422);
    expect(Object.keys(wrongFamily.json().errors)).toEqual(['family_id']);
    const unknownArticle = await post(faqUrl, faq({ level: 'article', article_id: 999_999 }));
    expect(unknownArticle.statusCode).toBe(422);
    expect(Object.keys(unknownArticle.json().errors)).toEqual(['article_id']);
  });

  it('lists filtered by level and by target (code or name of the range, product, article...)', async () => {
    const product = await t.db.execute<{ az_iso: string }>(
      sql`select az_iso from products where id = ${ids.product}`,
    );
    await post(faqUrl, faq({ level: 'product', product_id: ids.product, question: 'Pregunta de producto' }));
    const byLevel = encodeURIComponent(JSON.stringify({ filter: { level: 'product' }, perPage: 50 }));
    const levelRows = (
      await t.request({ method: 'GET', url: `${faqUrl}?context=${byLevel}`, token: admin })
    ).json().faqs.data as { level: string }[];
    expect(levelRows.length).toBeGreaterThan(0);
    expect(new Set(levelRows.map((r) => r.level))).toEqual(new Set(['product']));
    const byTarget = encodeURIComponent(
      JSON.stringify({ filter: { target: product.rows[0]!.az_iso }, perPage: 50 }),
    );
    const targetRows = (
      await t.request({ method: 'GET', url: `${faqUrl}?context=${byTarget}`, token: admin })
    ).json().faqs.data as { product_id: number; target: string }[];
    expect(targetRows.length).toBeGreaterThan(0);
    expect(
      targetRows.every((r) => r.product_id === ids.product && r.target.includes(product.rows[0]!.az_iso)),
    ).toBe(true);
  });

  it('is refused to a user without the FAQ roles (403), even by a hand-made request', async () => {
    const agent = await t.signIn('aftersales@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: faqUrl,
      token: agent,
      payload: faq({ level: 'range', range_id: ids.range }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('docs', () => {
  const doc = (overrides: object) => ({
    title: 'Manual de instalación',
    document_type: 'installation_guide',
    document_url: 'https://docs.example.com/manual.pdf',
    languages: ['es', 'en'],
    sort_key: 1,
    ...overrides,
  });

  it('uses the same levels: a range-only doc, and a product doc missing its product is refused', async () => {
    const ok = await post(docUrl, doc({ level: 'range', range_id: ids.range, product_id: ids.product }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().doc).toMatchObject({ level: 'range', range_id: ids.range, product_id: null });
    const missing = await post(docUrl, doc({ level: 'product' }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['product_id']);
  });

  it('takes a stored file or an http(s) URL, and only known languages', async () => {
    const stored = await post(
      docUrl,
      doc({
        level: 'range',
        range_id: ids.range,
        document_url: '/files/0b9f7c2e-3c1a-4c8e-9d3e-2f7a1b6c5d4e.pdf',
      }),
    );
    expect(stored.statusCode).toBe(201);
    const script = await post(
      docUrl,
      doc({ level: 'range', range_id: ids.range, document_url: 'javascript:alert(1)' }),
    );
    expect(script.statusCode).toBe(422);
    expect(Object.keys(script.json().errors)).toEqual(['document_url']);
    const language = await post(
      docUrl,
      doc({ level: 'range', range_id: ids.range, languages: ['es', 'xx'] }),
    );
    expect(language.statusCode).toBe(422);
    expect(Object.keys(language.json().errors)).toEqual(['languages']);
  });
});
