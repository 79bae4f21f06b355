import { ARTICLE_DESCRIPTION_LANGUAGES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBatchRunner } from '../../platform/batch-jobs/batch-jobs.ts';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drainCompletenessPending, forgetDeletedItems, queueRatesStartingToday } from './completeness.job.ts';

/** Catalogue completeness (issue 13, point 7): kept on every write, shown in lists, gating activation. */

let t: TestApp;
let admin: string;
let market: number;
let familyId: number;
let productId: number;
let colourOption: number;
let sizeType: number;
let sizeOption: number;
let image: string;
const BASE = '/api/msproduct.v1/admin/articles';
const today = () => new Date().toISOString().slice(0, 10);

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // A market speaking Spanish and English, a family asking for a colour on its articles.
  market = (
    await one<{ id: number }>(sql`insert into markets (name, iso, languages)
      values ('Gibraltar', 'GI', '{es,en}') returning id`)
  ).id;
  familyId = (
    await one<{ id: number }>(sql`insert into families (az_iso, sort_key, name)
      values ('FAM_COMPLETE', 990, 'Fancoils completos') returning id`)
  ).id;
  const colour = await one<{
    id: number;
  }>(sql`insert into attribute_types (az_iso, key, description, applies_to)
    values ('CMP_COLOUR', 'colour', 'Color', '{article}') returning id`);
  colourOption = (
    await one<{ id: number }>(sql`insert into attribute_options (attribute_type_id, az_iso, value)
      values (${colour.id}, 'CMP_COLOUR_WHITE', 'Blanco') returning id`)
  ).id;
  sizeType = (
    await one<{ id: number }>(sql`insert into attribute_types (az_iso, key, description, applies_to)
      values ('CMP_SIZE', 'size', 'Tamaño', '{article}') returning id`)
  ).id;
  sizeOption = (
    await one<{ id: number }>(sql`insert into attribute_options (attribute_type_id, az_iso, value)
      values (${sizeType}, 'CMP_SIZE_M', 'Mediano') returning id`)
  ).id;
  await t.db.execute(sql`insert into family_attribute_types (family_id, attribute_type_id)
    values (${familyId}, ${colour.id})`);
  productId = (
    await one<{ id: number }>(sql`insert into products (az_iso, name, family_id)
      values ('CMP_PRODUCT', 'Fancoil de conducto', ${familyId}) returning id`)
  ).id;
  const upload = await t.request({
    method: 'POST',
    url: '/api/msmultimedia.v1/uploads?purpose=image',
    token: admin,
    ...multipart('fancoil.png', png(4, 4)),
  });
  image = upload.json().file.url;
});
afterAll(() => t.close());

/** Descriptions in every language (the article schema asks for them); names only where given. */
const texts = (names: Record<string, string> = {}) =>
  Object.fromEntries(
    ARTICLE_DESCRIPTION_LANGUAGES.map((l) => [
      l,
      { description: `Fancoil (${l})`, ...(names[l] ? { name: names[l] } : {}) },
    ]),
  );

const body = (az_iso: string, extra: Record<string, unknown> = {}) => ({
  az_iso,
  name: `Fancoil ${az_iso}`,
  product_id: productId,
  translations: texts(),
  markets_available: [market],
  ...extra,
});

async function save(az_iso: string, extra: Record<string, unknown> = {}) {
  const current = await t.request({ method: 'GET', url: `${BASE}/${az_iso}`, token: admin });
  if (current.statusCode === 404) {
    return t.request({ method: 'POST', url: BASE, token: admin, payload: body(az_iso, extra) });
  }
  const { updated_at } = current.json().article;
  return t.request({
    method: 'PUT',
    url: `${BASE}/${az_iso}`,
    token: admin,
    payload: { ...body(az_iso, extra), updated_at },
  });
}

const stored = async (az_iso: string) =>
  (await one<{ completeness: number }>(sql`select completeness from articles where az_iso = ${az_iso}`))
    .completeness;

describe('catalogue completeness', () => {
  it('rises as translations, an image, the family attribute and a rate valid today are added', async () => {
    // es: name (its own) and description; en: description only; no image, colour or rate: 3 of 7.
    const created = await save('CMP1');
    expect(created.statusCode, created.body).toBe(201);
    const [gibraltar] = created.json().article.completeness_markets;
    expect(gibraltar).toMatchObject({ market_id: market, percent: 42, languages: { es: 100, en: 50 } });
    expect(gibraltar.missing.map((m: { key: string }) => m.key)).toEqual([
      'name:en',
      'image',
      `attribute:${(await one<{ id: number }>(sql`select id from attribute_types where az_iso = 'CMP_COLOUR'`)).id}`,
      'rate',
    ]);
    const steps: [Record<string, unknown>, number][] = [
      [{ translations: texts({ en: 'Ducted fancoil' }) }, 57],
      [{ images: [image] }, 71],
      [{ attribute_options: [colourOption] }, 85],
      // A rate from tomorrow is not valid today: nothing changes.
      [
        {
          rates: [
            { market_id: market, currency: 'GBP', reference_price: '410.00', valid_from: '2999-01-01' },
          ],
        },
        85,
      ],
      [
        { rates: [{ market_id: market, currency: 'GBP', reference_price: '410.00', valid_from: today() }] },
        100,
      ],
    ];
    let sent: Record<string, unknown> = {};
    for (const [change, percent] of steps) {
      sent = { ...sent, ...change };
      const res = await save('CMP1', sent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().article.completeness_markets[0].percent).toBe(percent);
      expect(await stored('CMP1')).toBe(percent);
    }
  });

  it('refuses activation in a market below 100% saying what is missing, and accepts it at 100%', async () => {
    const refused = await save('CMP2', { markets_active: [market] });
    expect(refused.statusCode).toBe(422);
    const [message] = refused.json().errors.markets_active as string[];
    // The admin reads Spanish: the market, then every missing piece by name.
    expect(message).toBe(
      'Gibraltar: falta nombre (en), al menos una imagen, atributo Color, una tarifa vigente hoy',
    );
    expect((await t.db.execute(sql`select 1 from articles where az_iso = 'CMP2'`)).rows).toHaveLength(0);
    const complete = {
      translations: texts({ en: 'Ducted fancoil' }),
      images: [image],
      attribute_options: [colourOption],
      rates: [{ market_id: market, currency: 'GBP', reference_price: '99.90', valid_from: today() }],
      markets_active: [market],
    };
    const accepted = await save('CMP2', complete);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().article.markets_active).toEqual([market]);
    // Already active, it stays saveable: only making it active is gated.
    expect((await save('CMP2', { ...complete, images: [] })).statusCode).toBe(200);
  });

  it("lowers the family's articles when the family asks for one more attribute type (job)", async () => {
    const before = await stored('CMP1');
    expect(before).toBe(100);
    await t.db.execute(sql`insert into family_attribute_types (family_id, attribute_type_id)
      values (${familyId}, ${sizeType})`);
    expect(await drainCompletenessPending(t.db)).toBeGreaterThanOrEqual(2);
    // 7 of 8 now: the size is missing.
    expect(await stored('CMP1')).toBe(87);
    const res = await save('CMP1', {
      translations: texts({ en: 'Ducted fancoil' }),
      images: [image],
      attribute_options: [colourOption, sizeOption],
      rates: [{ market_id: market, currency: 'GBP', reference_price: '410.00', valid_from: today() }],
    });
    expect(res.json().article.completeness_markets[0].missing).toEqual([]);
  });

  it('counts a rate from the day it starts (daily job)', async () => {
    await save('CMP3', {
      translations: texts({ en: 'Ducted fancoil' }),
      images: [image],
      attribute_options: [colourOption, sizeOption],
      rates: [{ market_id: market, currency: 'GBP', reference_price: '15.00', valid_from: '2999-01-01' }],
    });
    expect(await stored('CMP3')).toBe(87);
    // The rate's first day comes: the daily job picks up articles whose rate starts today.
    await t.db.execute(sql`update article_rates set valid_from = current_date
      where article_id = (select id from articles where az_iso = 'CMP3')`);
    await queueRatesStartingToday(t.db);
    await drainCompletenessPending(t.db);
    expect(await stored('CMP3')).toBe(100);
  });

  it('forgets the completeness of a deleted article (daily job)', async () => {
    await save('CMP6');
    const { id } = await one<{ id: number }>(sql`select id from articles where az_iso = 'CMP6'`);
    const del = await t.request({ method: 'DELETE', url: `${BASE}/CMP6`, token: admin });
    expect(del.statusCode).toBeLessThan(300);
    await forgetDeletedItems(t.db);
    const left = await t.db.execute(
      sql`select 1 from catalogue_completeness where item_kind = 'article' and item_id = ${id}`,
    );
    expect(left.rows).toHaveLength(0);
  });

  it('bulk updates activate a market only on the articles complete there', async () => {
    const complete = {
      translations: texts({ en: 'Ducted fancoil' }),
      images: [image],
      attribute_options: [colourOption, sizeOption],
      rates: [{ market_id: market, currency: 'GBP', reference_price: '15.00', valid_from: today() }],
    };
    expect((await save('CMP4', complete)).statusCode).toBe(201);
    expect((await save('CMP5')).statusCode).toBe(201);
    const ids = (
      await t.db.execute<{ id: number }>(
        sql`select id from articles where az_iso in ('CMP4', 'CMP5') order by az_iso`,
      )
    ).rows.map((row) => row.id);
    const runner = startBatchRunner(t.ctx, {
      size: 25,
      leaseSeconds: 30,
      pollMs: 50,
      pauseMs: 0,
      maxAttempts: 3,
    });
    try {
      const res = await t.request({
        method: 'POST',
        url: `${BASE}/bulk-update`,
        token: admin,
        payload: { ids, changes: { markets_active_add: [market] } },
      });
      expect(res.statusCode, res.body).toBe(202);
      const until = Date.now() + 20_000;
      for (;;) {
        const job = await t.request({
          method: 'GET',
          url: `/api/msloader.v1/batch-jobs/${res.json().batch_job.id}`,
          token: admin,
        });
        if (job.json().batch_job.status === 'done') break;
        if (Date.now() > until) throw new Error(job.body);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await runner.stop();
    }
    const active = await t.db.execute<{ az_iso: string; markets_active: number[] }>(
      sql`select az_iso, markets_active from articles where id = any(${sql.param(ids)}::int[]) order by az_iso`,
    );
    expect(active.rows).toEqual([
      { az_iso: 'CMP4', markets_active: [market] },
      { az_iso: 'CMP5', markets_active: [] },
    ]);
  });

  it('sorts and filters the list by the stored completeness column', async () => {
    const list = async (context: object) =>
      (
        await t.request({
          method: 'GET',
          url: `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`,
          token: admin,
        })
      ).json().articles.data as { az_iso: string; completeness: number }[];
    const ascending = await list({
      currentPage: 1,
      perPage: 50,
      filter: { az_iso: 'CMP' },
      sortBy: 'completeness',
    });
    expect(ascending.map((row) => row.completeness)).toEqual(
      [...ascending.map((row) => row.completeness)].sort((a, b) => a - b),
    );
    expect(ascending).toHaveLength(5);
    expect(ascending.slice(0, 2)).toMatchObject([
      { az_iso: 'CMP5', completeness: 37 },
      { az_iso: 'CMP2', completeness: 75 },
    ]);
    const descending = await list({
      currentPage: 1,
      perPage: 50,
      filter: { az_iso: 'CMP' },
      sortBy: 'completeness',
      sortDesc: true,
    });
    expect(descending[0]!.completeness).toBe(100);
  });
});
