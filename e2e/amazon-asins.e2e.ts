import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { choose, field, pathIs, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ASIN = 'B0E2EBYTES';
/** A demo article past those the demo lists on Amazon (the first 160). */
const ARTICLE = 'AZD0299';
const KEYWORDS = 'Palabras clave (en el idioma del marketplace)';

/** The ASIN list's rows whose ASIN is this one, read through the API (a rerun starts clean). */
async function removeAsin(page: Parameters<typeof gatewayCall>[0]) {
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 10, filter: { asin: ASIN } }));
  const found = await gatewayCall(page, 'GET', `msproduct.v1/admin/amazon-asins?context=${context}`);
  const rows = (found.json.amazon_asins as { data: { id: number }[] }).data;
  for (const row of rows) await gatewayCall(page, 'DELETE', `msproduct.v1/admin/amazon-asins/${row.id}`);
}

describe('Amazon ASINs: keywords are counted in bytes', () => {
  const browser = useBrowserSession(baseUrl);

  it('counts the bytes left as one types, and the server refuses too many naming the bytes', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeAsin(page);
    await page.goto('/amazonasins/create');
    await page.getByRole('heading', { name: 'Crear ASIN' }).waitFor();

    const article = page.getByRole('combobox', { name: /^Artículo( \*)?$/ });
    await article.click();
    await article.fill(ARTICLE);
    await page.getByRole('listbox').getByRole('option').filter({ hasText: ARTICLE }).first().click();
    await choose(page, page.getByRole('combobox', { name: /^Marketplace( \*)?$/ }), 'Amazon.de (amazon.de)');
    await field(page, 'ASIN').fill(ASIN);

    // The counter starts at the marketplace's limit and counts bytes: "ß" and "ü" take two each.
    const counter = page.locator('[data-byte-counter]');
    await expect.poll(() => counter.textContent()).toBe('Quedan 250 de 250 bytes');
    await field(page, KEYWORDS).fill('fußbodenheizung für räume');
    await expect.poll(() => counter.textContent()).toBe('Quedan 222 de 250 bytes');
    await field(page, KEYWORDS).fill('ü'.repeat(130));
    await expect.poll(() => counter.textContent()).toBe('10 bytes por encima del límite de 250');
    expect(await counter.getAttribute('data-byte-counter')).toBe('over');

    // 130 characters fit any character limit; Amazon's 250 bytes they do not: the server says so.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Comprueba el formulario').waitFor();
    await page.getByText(/^Las palabras clave ocupan 260 bytes y Amazon\.de admite 250: sobran 10/).waitFor();
    await saveScreenshot(page, 'amazon-asin-keyword-bytes');

    await field(page, KEYWORDS).fill('fußbodenheizung raumregler wlan');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(/^\/amazonasins\/\d+$/));
    await removeAsin(page);
    expect(problems).toEqual([]);
  });
});
