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
 * read, and leaves it when its window closes. The window is whole minutes (as the server keeps
 * them): open from this minute, closing at the next minute boundary at least 15 s away, so the
 * test waits for a real end time without moving any clock.
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

    const start = Math.floor(Date.now() / MINUTE) * MINUTE;
    const end = start + (start + MINUTE - Date.now() >= 15_000 ? MINUTE : 2 * MINUTE);
    const created = await gatewayCall(page, 'POST', 'msnotifier.v1/admin/news', {
      az_iso: CODE,
      publish: true,
      publish_at: new Date(start).toISOString(),
      publish_end_at: new Date(end).toISOString(),
      translations: {
        es: { title: 'Termostatos Think: nueva remesa', body: '<p>Ya en almacén</p>' },
        pt: { title: 'Termóstatos Think: novo lote', body: '<p>Já em armazém</p>' },
      },
      markets: [portugal.id],
    });
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
      expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
      const body = (await res.json()) as { news: { az_iso: string; title: string }[] };
      return body.news.filter((item) => item.az_iso === CODE).map((item) => item.title);
    };
    expect(await published('PT')).toEqual(['Termóstatos Think: novo lote']);
    expect(await published('ES')).toEqual([]);
    expect(await published('FR')).toEqual([]);

    // Once its end time has passed, Portugal's read no longer holds it.
    await expect
      .poll(() => published('PT'), { timeout: end - Date.now() + 20_000, interval: 2_000 })
      .toEqual([]);
    expect(Date.now()).toBeGreaterThanOrEqual(end);

    await gatewayCall(page, 'DELETE', `msnotifier.v1/admin/news/${id}`);
    expect(problems).toEqual([]);
  }, 180_000);
});
