import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { describedInEveryLanguage } from './article-fixtures.ts';

/** Every field of an article (spec section 3) and the rules of sections 4 and 5 (issue 13). */

let t: TestApp;
let admin: string;
let productId: number;
let markets: number[];
let articleTypeId: number;
let colourOptions: number[];
let protocolOption: number;
let mediaResourceId: number;
let others: number[];
const BASE = '/api/msproduct.v1/admin/articles';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await t.db.execute<T & Record<string, unknown>>(query)).rows;
  productId = (await one<{ id: number }>(sql`select id from products order by id limit 1`))[0]!.id;
  markets = (await one<{ id: number }>(sql`select id from markets order by id`)).map((r) => r.id);
  articleTypeId = (await one<{ id: number }>(sql`select id from article_types order by id limit 1`))[0]!.id;
  colourOptions = (
    await one<{ id: number }>(sql`select o.id from attribute_options o join attribute_types a
      on a.id = o.attribute_type_id where a.az_iso = 'TTO_COLOR' order by o.id`)
  ).map((r) => r.id);
  protocolOption = (
    await one<{ id: number }>(sql`select o.id from attribute_options o join attribute_types a
      on a.id = o.attribute_type_id where a.az_iso = 'COMM_PROTOCOL' order by o.id limit 1`)
  )[0]!.id;
  mediaResourceId = (await one<{ id: number }>(sql`select id from media_resources order by id limit 1`))[0]!
    .id;
  others = (await one<{ id: number }>(sql`select id from articles order by id limit 3`)).map((r) => r.id);
});
afterAll(() => t.close());

async function uploadImage(bytes: Buffer, purpose = 'image'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/msmultimedia.v1/uploads?purpose=${purpose}`,
    token: admin,
    ...multipart('photo.png', bytes),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.url;
}

const body = (az_iso: string, extra: Record<string, unknown> = {}) => ({
  az_iso,
  name: `Artículo ${az_iso}`,
  product_id: productId,
  translations: describedInEveryLanguage(`Artículo ${az_iso}`),
  ...extra,
});

const create = (payload: object) => t.request({ method: 'POST', url: BASE, token: admin, payload });
const read = async (id: string | number) =>
  (await t.request({ method: 'GET', url: `${BASE}/${id}`, token: admin })).json().article;
const update = (id: string | number, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}/${id}`, token: admin, payload });
const errorKeys = (res: { json(): { errors: Record<string, unknown> } }) =>
  Object.keys(res.json().errors).sort();

describe('an article with every field', () => {
  it('saves and reads back every section, images in their order, volumes computed', async () => {
    const images = [await uploadImage(png(4, 4)), await uploadImage(png(5, 5)), await uploadImage(png(6, 6))];
    const payload = body('QFULL1', {
      article_type_id: articleTypeId,
      altra_status_iso: 'eom',
      eos: '2026-01-31',
      eom: '2027-06-30',
      blocked: true,
      blocked_status_comment: 'Bloqueado por calidad',
      retained: true,
      retained_comment: 'Retenido en aduana',
      retained_translations: { es: { text: 'Retenido' }, en: { text: 'Held' } },
      alarm: true,
      alarm_comment: 'Revisar firmware',
      warning_translations: { es: { text: 'Actualiza el firmware' }, fr: { text: 'Mettez à jour' } },
      has_structure: true,
      uses_serial_number: true,
      affects_stock: false,
      component: true,
      finished_product: true,
      ean: '8412345678905',
      weight: 4.7,
      width: 120,
      height: 80,
      depth: 30,
      volume: 999,
      real_weight: 5.1,
      real_width: 130,
      real_height: 90,
      real_depth: 40,
      real_volume: 999,
      replacement_article_id: others[0],
      substitute_article_id: others[1],
      related_articles: [others[2], others[0]],
      rates: [
        { market_id: markets[0], currency: 'eur', reference_price: '129.90', valid_from: '2026-01-01' },
        { market_id: markets[0], currency: 'EUR', reference_price: 134.5, valid_from: '2026-07-01' },
        { market_id: markets[1], currency: 'EUR', reference_price: '99', valid_from: '2026-01-01' },
      ],
      images,
      attribute_options: [colourOptions[0], protocolOption],
      media_resources: [mediaResourceId],
    });
    const created = await create(payload);
    expect(created.statusCode, created.body).toBe(201);
    const article = await read('QFULL1');
    expect(article).toMatchObject({
      article_type_id: articleTypeId,
      altra_status_iso: 'eom',
      eos: '2026-01-31',
      eom: '2027-06-30',
      blocked_status_comment: 'Bloqueado por calidad',
      retained_translations: { es: { text: 'Retenido' }, en: { text: 'Held' } },
      warning_translations: { es: { text: 'Actualiza el firmware' }, fr: { text: 'Mettez à jour' } },
      has_structure: true,
      component: true,
      finished_product: true,
      affects_stock: false,
      ean: '8412345678905',
      // SPEC-RULINGS: from the dimensions, never the 999 the client sent.
      volume: 0.000288,
      real_volume: 0.000468,
      replacement_article_id: others[0],
      substitute_article_id: others[1],
      related_articles: [others[0], others[2]].sort((a, b) => a! - b!),
      images,
      attribute_options: [colourOptions[0], protocolOption].sort((a, b) => a! - b!),
      media_resources: [mediaResourceId],
    });
    // Money is exact text; the currency is kept in capitals.
    expect(article.rates).toEqual([
      { market_id: markets[0], currency: 'EUR', reference_price: '129.90', valid_from: '2026-01-01' },
      { market_id: markets[0], currency: 'EUR', reference_price: '134.50', valid_from: '2026-07-01' },
      { market_id: markets[1], currency: 'EUR', reference_price: '99.00', valid_from: '2026-01-01' },
    ]);

    // Reordered images keep their new order; a removed one is gone.
    const reordered = [images[2]!, images[0]!];
    const saved = await update('QFULL1', { ...body('QFULL1'), ...article, images: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read('QFULL1')).images).toEqual(reordered);
  });

  it('lists the volume as a column from the stored value', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}?context=${encodeURIComponent(JSON.stringify({ filter: { az_iso: 'QFULL1' } }))}`,
      token: admin,
    });
    const [row] = res.json().articles.data;
    expect(row.volume).toBe(0.000288);
    expect(row).not.toHaveProperty('warning_translations');
  });

  it('duplicates with its rates, images, relations and attribute values (new code, no EAN)', async () => {
    const source = await read('QFULL1');
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = source;
    const created = await create({ ...copy, az_iso: 'QFULL1_COPY', ean: null, slug: null });
    expect(created.statusCode, created.body).toBe(201);
    const duplicate = await read('QFULL1_COPY');
    for (const key of [
      'rates',
      'images',
      'related_articles',
      'attribute_options',
      'media_resources',
    ] as const) {
      expect(duplicate[key], key).toEqual(source[key]);
    }
    expect(duplicate.id).not.toBe(source.id);
    expect(duplicate.ean).toBeNull();
  });
});

describe('bad input on an article', () => {
  it('refuses a tenth additional image on the images field', async () => {
    const url = await uploadImage(png(3, 3));
    const res = await create(body('QTEN', { images: Array.from({ length: 10 }, () => url) }));
    expect(res.statusCode).toBe(422);
    expect(errorKeys(res)).toEqual(['images']);
  });

  it('refuses an image over 64 kB on that image, even when it was uploaded as a plain image', async () => {
    const small = await uploadImage(png(3, 3));
    const large = await uploadImage(png(160, 160, true));
    const res = await create(body('QBIG', { images: [small, large] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'images.1': [expect.stringMatching(/64 kB/)] });
  });

  it('refuses an EAN with a wrong check digit and accepts the right one', async () => {
    const wrong = await create(body('QEAN', { ean: '8412345678906' }));
    expect(wrong.statusCode).toBe(422);
    expect(errorKeys(wrong)).toEqual(['ean']);
    expect((await create(body('QEAN', { ean: '96385074' }))).statusCode).toBe(201);
  });

  it('refuses an article related to, replaced by or substituted by itself', async () => {
    const created = (await create(body('QSELF'))).json().article;
    const res = await update('QSELF', {
      ...body('QSELF'),
      related_articles: [created.id],
      replacement_article_id: created.id,
      substitute_article_id: created.id,
      updated_at: created.updated_at,
    });
    expect(res.statusCode).toBe(422);
    expect(errorKeys(res)).toEqual(['related_articles', 'replacement_article_id', 'substitute_article_id']);
  });

  it('names each language whose description is missing, one message each', async () => {
    const translations = describedInEveryLanguage('Sin alemán');
    delete translations.de;
    const missingDe = await create(body('QDESC', { translations }));
    expect(missingDe.statusCode).toBe(422);
    expect(missingDe.json().errors).toEqual({ 'translations.de.description': [expect.any(String)] });
    const none = await create(body('QDESC', { translations: {} }));
    expect(errorKeys(none)).toEqual(
      ['de', 'en', 'es', 'fr', 'it', 'pt'].map((language) => `translations.${language}.description`),
    );
  });

  it('needs the EoS date for EoS and the EoM date for EoM, not before the EoS', async () => {
    const eosWithoutDate = await create(body('QLIFE', { altra_status_iso: 'eos' }));
    expect(errorKeys(eosWithoutDate)).toEqual(['eos']);
    const eomBeforeEos = await create(
      body('QLIFE', { altra_status_iso: 'eom', eos: '2026-05-01', eom: '2026-04-30' }),
    );
    expect(eomBeforeEos.json().errors).toEqual({ eom: [expect.stringMatching(/EoM/)] });
    const eol = await create(body('QLIFE', { altra_status_iso: 'eol', eos: '2026-05-01' }));
    expect(errorKeys(eol)).toEqual(['eom']);
  });

  it('refuses an alarm text over 256 characters and a rate twice for one market, currency and date', async () => {
    const res = await create(
      body('QRATE', {
        warning_translations: { es: { text: 'x'.repeat(257) } },
        rates: [
          { market_id: markets[0], currency: 'EUR', reference_price: '10', valid_from: '2026-01-01' },
          { market_id: markets[0], currency: 'EUR', reference_price: '11', valid_from: '2026-01-01' },
          { market_id: markets[0], currency: 'EURO', reference_price: '1,50', valid_from: '2026-02-01' },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorKeys(res)).toEqual([
      'rates.1.valid_from',
      'rates.2.currency',
      'rates.2.reference_price',
      'warning_translations.es.text',
    ]);
  });

  it('takes one option per attribute type, of types that apply to articles', async () => {
    const twoColours = await create(body('QATTR', { attribute_options: colourOptions.slice(0, 2) }));
    expect(twoColours.json().errors).toEqual({ attribute_options: [expect.any(String)] });
    const productOnly = await t.db.execute<{ id: number }>(sql`
      with type as (insert into attribute_types (az_iso, key, description, applies_to)
        values ('QPRODUCT_ONLY', 'q_product_only', 'Solo productos', '{product}') returning id)
      insert into attribute_options (attribute_type_id, az_iso, value, sort_id)
        select id, 'QPRODUCT_ONLY_A', 'A', 1 from type returning id`);
    const notForArticles = await create(body('QATTR', { attribute_options: [productOnly.rows[0]!.id] }));
    expect(notForArticles.json().errors).toEqual({ attribute_options: [expect.any(String)] });
  });
});
