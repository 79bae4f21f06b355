import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ARTICLES = 'msproduct.v1/admin/articles';
const CODE = 'E2E_ART_COMPLETE';
/** A 1×1 PNG: each upload is its own stored file, whatever its bytes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4YGUFAAMiAUUd4kQUAAAAAElFTkSuQmCC',
  'base64',
);
const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'de'];

const formTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( |$)`) });
const spainPercent = (page: Page) =>
  page
    .getByTestId('completeness-market')
    .filter({ hasText: 'España' })
    .getByTestId('completeness-percent')
    .innerText();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
}

describe('catalogue completeness', () => {
  const browser = useBrowserSession(baseUrl);

  it('rises in the form as data is added; activation in a market is refused until 100%', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await gatewayCall(page, 'DELETE', `${ARTICLES}/${CODE}`);
    const markets = (await gatewayCall(page, 'GET', 'msmarket.v1/admin/markets')).json.markets as {
      id: number;
      iso: string;
    }[];
    const es = markets.find((market) => market.iso === 'ES')!;
    const product = (
      (await gatewayCall(page, 'GET', 'msproduct.v1/admin/products/products-selector?search=')).json
        .products as { data: { id: number }[] }
    ).data[0]!;
    // Available in Spain (Spanish and English), described in every language, a rate from today:
    // the English name and an image are missing.
    const created = await gatewayCall(page, 'POST', ARTICLES, {
      az_iso: CODE,
      name: 'Termostato completo E2E',
      product_id: product.id,
      translations: Object.fromEntries(
        LANGUAGES.map((language) => [language, { description: `Termostato (${language})` }]),
      ),
      markets_available: [es.id],
      rates: [
        {
          market_id: es.id,
          currency: 'EUR',
          reference_price: '89.90',
          valid_from: new Date().toISOString().slice(0, 10),
        },
      ],
    });
    expect(created.status).toBe(201);

    await page.goto(`/articles/${CODE}/edit`);
    await formTab(page, 'Completitud').click();
    const before = Number.parseInt(await spainPercent(page), 10);
    expect(before).toBeLessThan(100);
    await page.getByText('nombre (en)').waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    // The English name: saved, the panel rises.
    await formTab(page, 'Traducciones').click();
    await page.getByRole('tab', { name: 'English' }).click();
    await field(page, 'Nombre (EN)').fill('Complete E2E thermostat');
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/articles/${CODE}`));
    await page.goto(`/articles/${CODE}/edit`);
    await formTab(page, 'Completitud').click();
    await expect
      .poll(async () => Number.parseInt(await spainPercent(page), 10), SETTLE)
      .toBeGreaterThan(before);

    // Active in Spain without an image: refused, saying what is missing.
    await formTab(page, 'General').click();
    await page
      .getByRole('group', { name: 'Mercados activos' })
      .getByRole('checkbox', { name: 'España' })
      .check();
    await save(page);
    await toast(page, 'Comprueba el formulario').waitFor();
    await page.getByText('España: falta al menos una imagen').waitFor();

    // With an image it is complete: accepted.
    await formTab(page, 'Imágenes').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Añadir imagen' }).click();
    await (await chooser).setFiles({ name: 'frontal.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByTestId('ordered-image').first().waitFor();
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    const saved = (await gatewayCall(page, 'GET', `${ARTICLES}/${CODE}`)).json.article as {
      markets_active: number[];
      completeness: number;
    };
    expect(saved).toMatchObject({ markets_active: [es.id], completeness: 100 });

    await gatewayCall(page, 'DELETE', `${ARTICLES}/${CODE}`);
    expect(problems).toEqual([]);
  });
});
