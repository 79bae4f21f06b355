import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MARKETPLACES = '/api/msproduct.v1/admin/amazon-marketplaces';
const ASINS = '/api/msproduct.v1/admin/amazon-asins';
const list = (context: object) => `${ASINS}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let marketplaceId: number;
let articles: { id: number; az_iso: string; name: string }[];

const post = (url: string, payload: object, locale = 'en') =>
  t.request({ method: 'POST', url, token: admin, payload, headers: { 'app-locale': locale } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // A marketplace of its own (the demo's may be there too): Amazon's 250-byte limit by default.
  const created = await post(MARKETPLACES, {
    name: 'Amazon Test',
    amazon_marketplace_id: 'ATESTMARKET01',
    domain_extension: 'test',
    country_iso: 'ES',
    language: 'es',
    currency: 'eur',
  });
  expect(created.statusCode, created.body).toBe(201);
  const marketplace = created.json().amazon_marketplace;
  expect(marketplace).toMatchObject({ keyword_byte_limit: 250, currency: 'EUR', active: true });
  marketplaceId = marketplace.id;
  const rows = await t.db.execute<{ id: number; az_iso: string; name: string }>(
    sql`select id, az_iso, name from articles order by id limit 3`,
  );
  articles = rows.rows;
});
afterAll(() => t.close());

describe('amazon marketplaces', () => {
  it('refuses a second marketplace with the same Amazon id', async () => {
    const res = await post(MARKETPLACES, {
      name: 'Again',
      amazon_marketplace_id: 'ATESTMARKET01',
      domain_extension: 'test.again',
      country_iso: 'ES',
      language: 'es',
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['amazon_marketplace_id']);
  });

  it('feeds the ASIN form its marketplaces with their byte limits', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/msproduct.v1/amazon-marketplaces',
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amazon_marketplaces).toContainEqual(
      expect.objectContaining({ id: marketplaceId, keyword_byte_limit: 250 }),
    );
  });
});

describe('demo data', () => {
  it('has the six marketplaces with their Selling Partner API ids', async () => {
    const found = await t.db.execute<{ domain_extension: string; amazon_marketplace_id: string }>(
      sql`select domain_extension, amazon_marketplace_id from amazon_marketplaces
        where domain_extension in ('es', 'fr', 'it', 'de', 'co.uk', 'com') order by id`,
    );
    expect(Object.fromEntries(found.rows.map((m) => [m.domain_extension, m.amazon_marketplace_id]))).toEqual({
      es: 'A1RKKUPIHCS9HS',
      fr: 'A13V1IB3VIYZZH',
      it: 'APJ6JRA9NG5V4',
      de: 'A1PA6795UKMFR9',
      'co.uk': 'A1F83G8C2ARO7P',
      com: 'ATVPDKIKX0DER',
    });
  });

  it('opens the first ASIN of the list with its article, marketplace and keywords', async () => {
    const page = await t.request({ method: 'GET', url: list({ currentPage: 1, perPage: 10 }), token: admin });
    const { data, total } = page.json().amazon_asins;
    expect(total).toBeGreaterThan(200);
    const res = await t.request({ method: 'GET', url: `${ASINS}/${data[0].id}`, token: admin });
    expect(res.statusCode).toBe(200);
    const asin = res.json().amazon_asin;
    expect(asin.asin).toMatch(/^B0[A-Z0-9]{8}$/);
    expect(asin.article.az_iso).toBe(asin.article_iso);
    expect(asin.keyword_bytes).toBeGreaterThan(0);
    expect(asin.keyword_bytes).toBeLessThanOrEqual(asin.marketplace.keyword_byte_limit);
  });
});

describe('amazon ASINs: what is refused', () => {
  it.each(['B08N5WRWN', 'B08N5WRWNWX', 'b08n5wrwnw', 'B08N5-RWNW'])(
    'refuses the ASIN %s with a clear 422',
    async (asin) => {
      const res = await post(ASINS, { article_id: articles[0]!.id, marketplace_id: marketplaceId, asin });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.asin).toEqual([
        'An ASIN is exactly 10 characters, upper-case letters and digits only (e.g. B08N5WRWNW)',
      ]);
    },
  );

  it('counts keywords in UTF-8 bytes: 130 accented letters are 260 bytes, over the 250 allowed', async () => {
    const keywords = 'é'.repeat(130);
    const res = await post(ASINS, {
      article_id: articles[0]!.id,
      marketplace_id: marketplaceId,
      asin: 'B0TESTAAA1',
      keywords,
    });
    expect(res.statusCode).toBe(422);
    const [message] = res.json().errors.keywords;
    expect(message).toContain('260 bytes');
    expect(message).toContain('allows 250');
    expect(message).toContain('10 too many');
  });

  it('names the bytes in every locale', async () => {
    const body = {
      article_id: articles[0]!.id,
      marketplace_id: marketplaceId,
      asin: 'B0TESTAAA1',
      keywords: `bomba de calor ${'€'.repeat(80)}`,
    };
    const es = await post(ASINS, body, 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json().errors.keywords[0]).toContain('ocupan 255 bytes');
    const fr = await post(ASINS, body, 'fr');
    expect(fr.json().errors.keywords[0]).toContain('255 octets');
  });

  it('takes keywords of exactly the limit, even if they have fewer characters than bytes', async () => {
    const res = await post(ASINS, {
      article_id: articles[0]!.id,
      marketplace_id: marketplaceId,
      asin: 'B0TESTAAA1',
      keywords: 'é'.repeat(125),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amazon_asin).toMatchObject({ keyword_bytes: 250, article_iso: articles[0]!.az_iso });
  });

  it('applies the limit of the marketplace, not a fixed 250', async () => {
    const tight = await post(MARKETPLACES, {
      name: 'Amazon Tight',
      amazon_marketplace_id: 'ATESTMARKET02',
      domain_extension: 'tight',
      country_iso: 'FR',
      language: 'fr',
      currency: 'EUR',
      keyword_byte_limit: 20,
    });
    expect(tight.statusCode, tight.body).toBe(201);
    const res = await post(ASINS, {
      article_id: articles[0]!.id,
      marketplace_id: tight.json().amazon_marketplace.id,
      asin: 'B0TESTAAA9',
      keywords: 'pompe à chaleur gainable',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.keywords[0]).toContain('25 bytes and Amazon Tight allows 20');
  });

  it('keeps one ASIN per article and marketplace: 409 naming the existing one', async () => {
    const res = await post(ASINS, {
      article_id: articles[0]!.id,
      marketplace_id: marketplaceId,
      asin: 'B0TESTBBB2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Article ${articles[0]!.az_iso} already has ASIN B0TESTAAA1 on Amazon Test: edit that one instead of creating another`,
    );
    expect(res.json().errors.article_id).toHaveLength(1);
  });

  it('refuses an ASIN already given to another article on the same marketplace (409)', async () => {
    const res = await post(ASINS, {
      article_id: articles[1]!.id,
      marketplace_id: marketplaceId,
      asin: 'B0TESTAAA1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`already assigned to article ${articles[0]!.az_iso}`);
  });

  it('lets an ASIN be saved again as read (its own row is no clash)', async () => {
    const found = await t.request({
      method: 'GET',
      url: list({ filter: { search: 'B0TESTAAA1' } }),
      token: admin,
    });
    const row = found.json().amazon_asins.data[0];
    const read = await t.request({ method: 'GET', url: `${ASINS}/${row.id}`, token: admin });
    const record = read.json().amazon_asin;
    const res = await t.request({
      method: 'PUT',
      url: `${ASINS}/${row.id}`,
      token: admin,
      payload: { ...record, keywords: 'termostato bomba de calor' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amazon_asin.keyword_bytes).toBe(25);
  });
});

describe('amazon ASINs list', () => {
  beforeAll(async () => {
    for (const [n, article] of articles.slice(1).entries()) {
      const res = await post(ASINS, {
        article_id: article.id,
        marketplace_id: marketplaceId,
        asin: `B0TESTCCC${n}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const asinsOf = async (context: object) => {
    const res = await t.request({
      method: 'GET',
      url: list({ currentPage: 1, perPage: 50, ...context }),
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().amazon_asins.data.map((row: { asin: string }) => row.asin);
  };

  it('searches by ASIN, by article code and by article name', async () => {
    expect(await asinsOf({ filter: { search: 'b0testccc1' } })).toEqual(['B0TESTCCC1']);
    expect(await asinsOf({ filter: { search: articles[2]!.az_iso } })).toContain('B0TESTCCC1');
    expect(await asinsOf({ filter: { search: articles[1]!.name } })).toContain('B0TESTCCC0');
  });

  it('filters by marketplace', async () => {
    const rows = await asinsOf({ filter: { marketplace: 'amazon test' } });
    expect(rows.sort()).toEqual(['B0TESTAAA1', 'B0TESTCCC0', 'B0TESTCCC1']);
  });

  it('finds an ASIN by its article’s new name once the article is renamed', async () => {
    await t.db.execute(
      sql`update articles set name = 'Termostato Zafiro renombrado' where id = ${articles[1]!.id}`,
    );
    expect(await asinsOf({ filter: { search: 'zafiro renombrado' } })).toEqual(['B0TESTCCC0']);
  });
});
