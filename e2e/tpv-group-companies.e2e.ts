import { createCipheriv, createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const COMPANIES = 'msmarket.v1/admin/global-companies';
const MARKETS = 'msmarket.v1/markets';
const OPERATIONS = 'mstools.v1/tpv-operations';
/** Redsys' published test key: the demo server checks the demo merchants' notifications with it. */
const TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const MERCHANT = '999008881';

type Row = { id: number; iso?: string; [key: string]: unknown };

const list = async (page: Page, path: string, plural: string, filter: Record<string, string>) => {
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter }));
  return ((await gatewayCall(page, 'GET', `${path}?context=${context}`)).json[plural] as { data: Row[] })
    .data;
};

/** What an interrupted run left: the E2E company first (it holds the market), then the market. */
async function removeLeftovers(page: Page) {
  for (const row of await list(page, COMPANIES, 'global_companies', { iso: 'E2EGRP' })) {
    if (row.iso === 'E2EGRP') await gatewayCall(page, 'DELETE', `${COMPANIES}/${row.id}`);
  }
  for (const row of await list(page, MARKETS, 'markets', { iso: 'E2' })) {
    if (row.iso === 'E2') await gatewayCall(page, 'DELETE', `${MARKETS}/${row.id}`);
  }
}

/** Redsys' HMAC_SHA256_V1: 3DES of the order under the key, then HMAC-SHA256 of the parameters. */
function signedNotification(parameters: Record<string, string>) {
  const encoded = Buffer.from(JSON.stringify(parameters)).toString('base64');
  const order = Buffer.from(parameters.Ds_Order!);
  const padded = Buffer.alloc(Math.ceil(order.length / 8) * 8);
  order.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(TEST_KEY, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  const key = Buffer.concat([cipher.update(padded), cipher.final()]);
  const signature = createHmac('sha256', key).update(encoded).digest('base64url');
  return new URLSearchParams({
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: encoded,
    Ds_Signature: signature,
  }).toString();
}

/** Today and now in Madrid, as the bank writes them (`dd/mm/yyyy`, `hh:mm`), and today as `YYYY-MM-DD`. */
function madridNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    hour: `${parts.hour}:${parts.minute}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

describe('group companies in the market selectors', () => {
  const browser = useBrowserSession(baseUrl);

  it('a company created with a market groups that market under its name', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);
    const market = await gatewayCall(page, 'POST', MARKETS, {
      name: 'Andorra E2E',
      iso: 'E2',
      available: true,
      active: false,
      languages: ['es'],
    });
    expect(market.status, JSON.stringify(market.json)).toBe(201);
    const marketId = (market.json.market as Row).id;
    try {
      await page.goto('/globalcompanies');
      await bodyRows(page, 'Empresas del grupo').filter({ hasText: 'Airzone España' }).first().waitFor();
      expect(await accessibilityProblems(page)).toBe('');

      await page.goto('/globalcompanies/create');
      await field(page, 'Código').fill('e2egrp');
      await field(page, 'Nombre').fill('Airzone Andorra');
      await field(page, 'Razón social').fill('Airzone Andorra S.L.');
      const country = page.getByRole('combobox', { name: 'País' });
      await country.fill('España');
      await choose(page, country, 'ES - España');
      await field(page, 'NIF/IVA').fill('B10029411');
      await field(page, 'Ciudad').fill('Andorra la Vella');
      await field(page, 'Orden').fill('15');
      await page.getByRole('combobox', { name: 'Mercados' }).fill('E2');
      await page.getByRole('listbox').getByRole('option', { name: 'E2 - Andorra E2E' }).click();
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await toast(page, 'Se ha guardado correctamente').waitFor();
      await page.waitForURL(pathIs(/^\/globalcompanies\/\d+$/));

      // The market selectors of a catalogue form: the new company's group, in its place (15: before
      // Airzone España; Altra's only market is not available, so Altra has no group here).
      await page.goto('/ranges/create');
      const available = page.getByRole('group', { name: 'Mercados disponibles' });
      const andorra = available.getByRole('group', { name: 'Airzone Andorra' });
      await andorra.getByRole('checkbox', { name: 'Andorra E2E' }).waitFor();
      const groups = await available
        .getByRole('group')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      expect(groups.slice(0, 2)).toEqual(['Airzone Andorra', 'Airzone España']);
      await available
        .getByRole('group', { name: 'Airzone España' })
        .getByRole('checkbox', { name: 'España' })
        .waitFor();
      await saveScreenshot(page, 'group-companies-market-selectors');
      expect(problems).toEqual([]);
    } finally {
      await removeLeftovers(page);
      await gatewayCall(page, 'DELETE', `${MARKETS}/${marketId}`);
    }
  }, 120_000);
});

describe('card-terminal operations', () => {
  const browser = useBrowserSession(baseUrl);

  it('a notified refusal is listed once, read with its reason, noted, and summed in the daily totals', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const [order] = await list(page, 'msbusiness.v1/admin/orders', 'orders', {});
    const reference = order!.order_reference as string;
    const now = madridNow();
    const bankOrder = `E2E${String(Date.now()).slice(-9)}`;
    const notification = signedNotification({
      Ds_Date: encodeURIComponent(now.date),
      Ds_Hour: encodeURIComponent(now.hour),
      Ds_Amount: '18990',
      Ds_Currency: '978',
      Ds_Order: bankOrder,
      Ds_MerchantCode: MERCHANT,
      Ds_Terminal: '001',
      Ds_Response: '0190',
      Ds_MerchantData: reference,
      Ds_TransactionType: '0',
      Ds_AuthorisationCode: '',
      Ds_Card_Brand: '2',
      Ds_Card_Number: '520000******0007',
    });
    // The bank sends it, and sends it again: one operation.
    for (let i = 0; i < 2; i++) {
      const sent = await page.request.fetch('/tpv/redsys/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: notification,
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    const found = await list(page, OPERATIONS, 'tpv_operations', { search: bankOrder });
    expect(found).toHaveLength(1);
    const id = found[0]!.id;

    await page.goto('/tpvoperations');
    const totals = page.getByTestId('tpv-daily-totals');
    await totals.getByText('Totales diarios por terminal').waitFor();
    await page.getByRole('searchbox').first().fill(bankOrder);
    await expect.poll(() => bodyRows(page, 'Operaciones TPV').count(), SETTLE).toBe(1);
    const row = bodyRows(page, 'Operaciones TPV').first();
    await row.getByText('Denegación del emisor sin especificar motivo').waitFor();
    await row.getByText('Denegada').waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    // Its details: the bank's code read as its reason, the card's last digits, the order it paid.
    await row.dblclick();
    await page.waitForURL(pathIs(`/tpvoperations/${id}`));
    const summary = page.getByTestId('tpv-operation-summary');
    await expect
      .poll(() => summary.getByTestId('tpv-reason').textContent(), SETTLE)
      .toBe('0190 · Denegación del emisor sin especificar motivo');
    await summary.getByText('Mastercard ···· 0007').waitFor();
    await summary.getByText(/^189,90\s€$/).waitFor();
    expect(await summary.getByTestId('tpv-order-link').textContent()).toBe(reference);
    await saveScreenshot(page, 'tpv-operation-details');

    // The reconciliation note, the one thing staff write.
    await page.goto(`/tpvoperations/${id}/edit`);
    await field(page, 'Nota de conciliación').fill('Cliente avisado: pagó por transferencia');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/tpvoperations/${id}`));
    await expect
      .poll(() => field(page, 'Nota de conciliación').inputValue(), SETTLE)
      .toBe('Cliente avisado: pagó por transferencia');

    // Today's line of its terminal counts it; its link opens exactly the operations it sums.
    await page.goto('/tpvoperations');
    const link = totals.getByRole('link', { name: new RegExp(`de ${MERCHANT}/001 del`) }).first();
    await link.waitFor();
    const counted = Number(await link.textContent());
    expect(counted).toBeGreaterThanOrEqual(1);
    await saveScreenshot(page, 'tpv-daily-totals');
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('f.terminal') === '001');
    expect(new URL(page.url()).searchParams.get('f.operation_at')).toBe(now.day);
    const shown = await list(page, OPERATIONS, 'tpv_operations', {
      merchant_code: MERCHANT,
      terminal: '001',
      operation_at: now.day,
    });
    expect(shown.length).toBe(counted);
    expect(shown.some((operation) => operation.id === id)).toBe(true);
    await expect.poll(() => bodyRows(page, 'Operaciones TPV').count(), SETTLE).toBe(Math.min(counted, 10));
    expect(problems).toEqual([]);
  }, 120_000);
});
