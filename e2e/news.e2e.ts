import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, pathIs } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const CODE = 'E2E_NEWS_PT';
const MINUTE = 60_000;

/**
 * What customers' apps read: a news item published in Portugal only shows in Portugal's public
 * read, no cache may keep it past its end time, and it leaves the read once that time has passed.
 * Windows are whole minutes (as the server keeps them); rather than wait for one to close, the test
 * moves the end back to this minute's start, a time already past on the server's own clock.
 */
describe('news in the public read', () => {
  const browser = useBrowserSession(baseUrl);

  it('a news item of one market is published there only, until its end time', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page, 'msnotifier.v1/admin/news', 'news', 'E2E_');
    const markets = (await gatewayCall(page, 'GET', 'msmarket.v1/admin/markets')).json.markets as {
      id: number;
      iso: string;
    }[];
    const portugal = markets.find((market) => market.iso === 'PT')!;

    const thisMinute = Math.floor(Date.now() / MINUTE) * MINUTE;
    const start = thisMinute - MINUTE;
    const end = thisMinute + 2 * MINUTE;
    const newsItem = {
      az_iso: CODE,
      publish: true,
      publish_at: new Date(start).toISOString(),
      publish_end_at: new Date(end).toISOString(),
      translations: {
        es: { title: 'Termostatos Think: nueva remesa', body: '<p>Ya en almacén</p>' },
        pt: { title: 'Termóstatos Think: novo lote', body: '<p>Já em armazém</p>' },
      },
      markets: [portugal.id],
    };
    const created = await gatewayCall(page, 'POST', 'msnotifier.v1/admin/news', newsItem);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.news_item as { id: number }).id;

    // The back-office lists it and opens it.
    await page.goto('/news');
    await bodyRows(page, 'Noticias').filter({ hasText: CODE }).first().waitFor();
    await bodyRows(page, 'Noticias').filter({ hasText: CODE }).first().dblclick();
    await page.waitForURL(pathIs(`/news/${id}`));
    await page
      .getByRole('textbox', { name: 'Publicar hasta' })
      .or(page.getByText('Publicar hasta'))
      .first()
      .waitFor();

    const published = async (market: string) => {
      const res = await page.request.fetch(
        `/api/msnotifier.v1-public/published?market=${market}&language=pt`,
        {
          headers: { apikey: 'proboard-web' },
        },
      );
      expect(res.status()).toBe(200);
      const maxAge = /^public, max-age=(\d+)$/.exec(res.headers()['cache-control'] ?? '');
      expect(maxAge, res.headers()['cache-control']).not.toBeNull();
      // A cache may keep the answer a minute at most, and never past the next end in the market.
      expect(Number(maxAge![1])).toBeLessThanOrEqual(Math.min(60, Math.ceil((end - Date.now()) / 1000)));
      const answer = (await res.json()) as { news: { az_iso: string; title: string }[] };
      return answer.news.filter((item) => item.az_iso === CODE).map((item) => item.title);
    };
    expect(await published('PT')).toEqual(['Termóstatos Think: novo lote']);
    expect(await published('ES')).toEqual([]);
    expect(await published('FR')).toEqual([]);

    // Its end moved to a time already past: Portugal's read no longer holds it.
    const saved = (await gatewayCall(page, 'GET', `msnotifier.v1/admin/news/${id}`)).json.news_item as Record<
      string,
      unknown
    >;
    const ended = await gatewayCall(page, 'PUT', `msnotifier.v1/admin/news/${id}`, {
      ...newsItem,
      publish_end_at: new Date(thisMinute).toISOString(),
      updated_at: saved.updated_at,
    });
    expect(ended.status, JSON.stringify(ended.json)).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(thisMinute);
    expect(await published('PT')).toEqual([]);

    await gatewayCall(page, 'DELETE', `msnotifier.v1/admin/news/${id}`);
    expect(problems).toEqual([]);
  });
});
