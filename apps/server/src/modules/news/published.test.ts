/**
 * The public read of what is published now: exact to the minute and cacheable only while it stays
 * true. The server reads the time from the JavaScript clock, which this file moves (only `Date` is
 * faked: timers, the database and the HTTP layer run as usual). Its markets are its own, so the demo
 * publications (relative to the real day) never show in them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLISHED = '/api/msnotifier.v1-public/published';

let t: TestApp;
const market = { north: 0, south: 0 };

const at = (moment: string) => vi.setSystemTime(new Date(moment));

async function read(marketIso: string, language?: string) {
  const res = await t.request({
    method: 'GET',
    url: `${PUBLISHED}?market=${marketIso}${language ? `&language=${language}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    news: { az_iso: string; title: string; body: string }[];
    alerts: { az_iso: string }[];
  };
  return {
    news: body.news.map((row) => row.az_iso),
    alerts: body.alerts.map((row) => row.az_iso),
    first: body.news[0],
    cacheControl: res.headers['cache-control'],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const insertMarket = async (iso: string) => {
    const found = await t.db.execute<{ id: number }>(
      sql`insert into markets (iso, name, available, active) values (${iso}, ${`Mercado ${iso}`}, true, true) returning id`,
    );
    return Number(found.rows[0]!.id);
  };
  market.north = await insertMarket('TNO');
  market.south = await insertMarket('TSU');
  const translations = JSON.stringify({
    es: { title: 'Llega Flexa 4.0', body: '<p>Ya disponible</p>' },
    fr: { title: 'Flexa 4.0 arrive', body: '<p>Disponible</p>' },
  });
  await t.db.execute(sql`insert into news (az_iso, publish, publish_at, publish_end_at, translations, markets, image_url) values
    ('NEWS-NORTH', true, '2031-03-01T10:00:00Z', '2031-03-01T10:30:00Z', ${translations}::jsonb, ${sql.param([market.north])}::int[], '/files/x.png'),
    ('NEWS-NORTH-DRAFT', false, '2031-03-01T09:00:00Z', null, ${translations}::jsonb, ${sql.param([market.north])}::int[], null),
    ('NEWS-SOUTH', true, '2031-03-01T09:00:00Z', null, ${translations}::jsonb, ${sql.param([market.south])}::int[], null)`);
  await t.db.execute(sql`insert into alerts (az_iso, publish, publish_at, publish_end_at, translations, markets) values
    ('ALERT-BOTH', true, '2031-03-01T10:10:00Z', '2031-03-01T11:00:00Z', ${translations}::jsonb,
      ${sql.param([market.north, market.south])}::int[])`);
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('published news and alerts', () => {
  it('opens a window on its first minute and closes it on its end, to the millisecond', async () => {
    at('2031-03-01T09:59:59.999Z');
    expect((await read('TNO')).news).toEqual([]);
    at('2031-03-01T10:00:00.000Z');
    expect((await read('TNO')).news).toEqual(['NEWS-NORTH']);
    at('2031-03-01T10:29:59.999Z');
    expect((await read('TNO')).news).toEqual(['NEWS-NORTH']);
    at('2031-03-01T10:30:00.000Z');
    expect((await read('TNO')).news).toEqual([]);
  });

  it('holds only the market asked for, never a draft, and alerts of several markets in each', async () => {
    at('2031-03-01T10:15:00.000Z');
    const north = await read('tno');
    expect(north.news).toEqual(['NEWS-NORTH']);
    expect(north.alerts).toEqual(['ALERT-BOTH']);
    const south = await read('TSU');
    expect(south.news).toEqual(['NEWS-SOUTH']);
    expect(south.alerts).toEqual(['ALERT-BOTH']);
  });

  it('answers in the language asked for, in Spanish where a text is not translated', async () => {
    at('2031-03-01T10:15:00.000Z');
    expect((await read('TNO', 'fr')).first?.title).toBe('Flexa 4.0 arrive');
    expect((await read('TNO', 'it')).first?.title).toBe('Llega Flexa 4.0');
    expect((await read('TNO')).first?.body).toBe('<p>Ya disponible</p>');
  });

  it('may be cached by anyone until the next window opens or closes, a minute at most', async () => {
    at('2031-03-01T09:59:30.000Z');
    expect((await read('TNO')).cacheControl).toBe('public, max-age=30');
    at('2031-03-01T10:00:00.000Z');
    // Next: the alert opens at 10:10.
    expect((await read('TNO')).cacheControl).toBe('public, max-age=60');
    at('2031-03-01T10:29:58.500Z');
    expect((await read('TNO')).cacheControl).toBe('public, max-age=1');
    at('2031-03-01T12:00:00.000Z');
    expect((await read('TNO')).cacheControl).toBe('public, max-age=60');
  });

  it('answers 404 for a market that does not exist and 422 for a language that is not one', async () => {
    at('2031-03-01T10:15:00.000Z');
    const unknown = await t.request({ method: 'GET', url: `${PUBLISHED}?market=ZZZ` });
    expect(unknown.statusCode).toBe(404);
    const language = await t.request({ method: 'GET', url: `${PUBLISHED}?market=TNO&language=xx` });
    expect(language.statusCode).toBe(422);
    expect(Object.keys(language.json().errors)).toEqual(['language']);
  });
});
