import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, pathIs, SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

type TicketMonth = { month: string; opened: number; resolved: number };

/**
 * The AZ_ADMIN's statistics: the charts load from the demo's tickets and users; a bar opens the
 * tickets list filtered by its month (and, for resolved, the closed state; with a market chosen, the
 * market), which holds exactly the tickets the bar counted; the figures download as Excel.
 */
describe('statistics', () => {
  const browser = useBrowserSession(baseUrl);

  it('a bar opens the matching tickets list', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.getByRole('link', { name: 'Estadísticas' }).click();
    await page.waitForURL(pathIs('/statistics'));
    await page.getByRole('heading', { name: 'Consultas abiertas y resueltas por mes' }).waitFor();

    const figures = async (query: string) =>
      (
        (await gatewayCall(page, 'GET', `msdashboard.v1/statistics${query}`)).json.statistics as {
          tickets: TicketMonth[];
        }
      ).tickets;
    const listTotal = async (filter: Record<string, string>) => {
      const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 4, filter }));
      const res = await gatewayCall(page, 'GET', `mstickets.v1/admin/tickets?context=${context}`);
      return (res.json.tickets as { total: number }).total;
    };
    const filtersOf = (url: string) =>
      Object.fromEntries(
        [...new URL(url).searchParams].filter(([k]) => k.startsWith('f.')).map(([k, v]) => [k.slice(2), v]),
      );

    // An "opened" bar (the first series), after the chart has drawn it.
    const opened = page.locator('.recharts-bar').first().locator('.recharts-bar-rectangle');
    await expect.poll(() => opened.count(), SETTLE).toBeGreaterThan(3);
    await saveScreenshot(page, 'statistics');
    expect(await accessibilityProblems(page)).toBe('');
    await opened.nth(2).click();
    await page.waitForURL(pathIs('/tickets'));
    const chosen = filtersOf(page.url());
    expect(Object.keys(chosen)).toEqual(['opened_at']);
    const month = (await figures('')).find((m) => m.month === chosen.opened_at)!;
    expect(month.opened).toBeGreaterThan(0);
    expect(await listTotal(chosen)).toBe(month.opened);
    const rows = bodyRows(page, 'Consultas');
    await expect.poll(() => rows.count(), SETTLE).toBe(Math.min(month.opened, 10));
    // The month shows in the column's filter box, in the interface's order (03/2026).
    const [year, monthNumber] = chosen.opened_at!.split('-');
    expect(await page.getByRole('textbox', { name: 'Buscar por Fecha de apertura' }).inputValue()).toBe(
      `${monthNumber}/${year}`,
    );

    // One market, a "resolved" bar: the closed tickets of that market opened that month.
    await page.goto('/statistics?market=ES');
    const resolved = page.locator('.recharts-bar').nth(1).locator('.recharts-bar-rectangle');
    await expect.poll(() => resolved.count(), SETTLE).toBeGreaterThan(3);
    await resolved.nth(3).click();
    await page.waitForURL(pathIs('/tickets'));
    const closed = filtersOf(page.url());
    expect(closed).toMatchObject({ status: 'closed', market: 'ES' });
    const spain = (await figures('?market=ES')).find((m) => m.month === closed.opened_at)!;
    expect(await listTotal(closed)).toBe(spain.resolved);
    await expect.poll(() => rows.count(), SETTLE).toBe(Math.min(spain.resolved, 10));

    // The figures as Excel, named after their range and market.
    await page.goBack();
    await page.waitForURL(pathIs('/statistics'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{4}-\d{2}-ES\.xlsx$/);
    expect(problems).toEqual([]);
  }, 120_000);
});
