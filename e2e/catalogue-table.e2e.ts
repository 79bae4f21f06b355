import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, columnTexts, pathIs, SETTLE, table } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const LIST = 'Fabricantes';
const NAME_COLUMN = 3;
const CREATED_COLUMN = 7;
const search = (page: { url(): string }) => new URL(page.url()).searchParams;

/** Signs in as admin with only the five demo manufacturers in the list (an interrupted run may leave more). */
async function signInWithDemoManufacturers(page: Page) {
  await signInAs(page, DEMO_ADMIN);
  await removeLeftovers(page, 'msproduct.v1/manufacturers', 'manufacturers', 'E2E_');
}

describe('the data table of a list screen', () => {
  const browser = useBrowserSession(baseUrl);

  it('searches, filters a column, sorts and resets, keeping it all in the URL', async () => {
    const { page, problems } = browser();
    await signInWithDemoManufacturers(page);
    await page.goto('/manufacturers');
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(5);

    // The global search applies on its own after the pause in typing (1500 ms).
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('dai');
    await page.waitForURL((url) => url.searchParams.get('search') === 'dai', { timeout: 5000 });
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['Daikin']);

    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(5);

    // A column filter, applied at once with Enter.
    const brand = page.getByRole('textbox', { name: 'Buscar por Marca 1' });
    await brand.fill('LG');
    await brand.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('f.brand_1') === 'LG');
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['LG Electronics']);
    await page.reload();
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['LG Electronics']);
    expect(await brand.inputValue()).toBe('LG');
    await page.getByRole('button', { name: 'Quitar filtros' }).click();

    // A date column's filter takes a day or a month as a Spanish user writes them.
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(5);
    const shown = (await columnTexts(page, LIST, CREATED_COLUMN))[0]!; // `29/11/26, 1:36`
    const [day, month, year] = /^(\d+)\/(\d+)\/(\d+)/.exec(shown)!.slice(1).map(Number) as [
      number,
      number,
      number,
    ];
    const iso = `20${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const created = page.getByRole('textbox', { name: 'Buscar por Fecha de creación' });
    await created.fill(`${day}/${month}/20${year}`);
    await created.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('f.created_at') === iso);
    await expect.poll(() => columnTexts(page, LIST, CREATED_COLUMN), SETTLE).toContain(shown);
    // The box reads back in the language's own form, `2/12/2026` as `02/12/2026`.
    await expect
      .poll(() => created.inputValue(), SETTLE)
      .toBe(`${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    await created.fill('01/2001');
    await created.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('f.created_at') === '2001-01');
    await table(page, LIST).getByText('No se han encontrado resultados').waitFor();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();

    // Click-to-sort: ascending, then descending, with aria-sort on the header.
    const nameHeader = table(page, LIST).getByRole('columnheader', { name: 'Nombre' });
    await nameHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await expect
      .poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE)
      .toEqual(['Airzone', 'Daikin', 'Fujitsu', 'LG Electronics', 'Mitsubishi Electric']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === '-name');
    await expect
      .poll(async () => (await columnTexts(page, LIST, NAME_COLUMN))[0], SETTLE)
      .toBe('Mitsubishi Electric');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    // Nothing found: the empty state, no pagination.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz-nothing');
    await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
    await table(page, LIST).getByText('No se han encontrado resultados').waitFor();
    expect(await page.getByRole('navigation', { name: 'Paginación' }).count()).toBe(0);
    expect(search(page).get('sort')).toBe('-name');
    expect(problems).toEqual([]);
  });

  it('orders by two keys in the ordering modal', async () => {
    const { page, problems } = browser();
    await signInWithDemoManufacturers(page);
    await page.goto('/manufacturers');
    await bodyRows(page, LIST).first().waitFor();
    await page.getByRole('button', { name: 'Ordenar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ordenar la lista' });
    const first = dialog.getByRole('combobox', { name: 'Primer criterio' });
    expect(await first.inputValue()).toBe('Fecha de creación');
    // The field list filters from 3 characters on.
    await first.fill('Nom');
    await expect
      .poll(() => page.getByRole('listbox').getByRole('option').allTextContents(), SETTLE)
      .toEqual(['Nombre']);
    await first.fill('');
    await choose(page, first, 'Marca 2');
    await dialog
      .getByRole('radiogroup', { name: 'Primer criterio: Sentido' })
      .getByText('Descendente')
      .click();
    await choose(page, dialog.getByRole('combobox', { name: 'Segundo criterio' }), 'Nombre');
    await saveScreenshot(page, 'catalogue-ordering-modal');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === '-brand_2,name');
    await expect.poll(() => columnTexts(page, LIST, 5), SETTLE).toEqual(['ME', 'LG', 'FJ', 'DK', 'AZ']);
    expect(problems).toEqual([]);
  });

  it('pages with a chosen page size, survives a reload and the back button', async () => {
    const { page, problems } = browser();
    await signInWithDemoManufacturers(page);
    await page.goto('/manufacturers?sort=name');
    await bodyRows(page, LIST).first().waitFor();
    await choose(page, page.getByRole('combobox', { name: 'Resultados por página' }), 'Mostrar 4 resultados');
    await page.waitForURL((url) => url.searchParams.get('perPage') === '4');
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(4);
    await page.getByText('Mostrando página 1 de 2').waitFor();

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['Mitsubishi Electric']);
    await page.reload();
    await page.getByText('Mostrando página 2 de 2').waitFor();
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['Mitsubishi Electric']);
    expect(search(page).get('sort')).toBe('name');

    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === null && url.searchParams.get('perPage') === '4',
    );
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(4);

    // A page size change goes back to page 1; an empty page beyond the first does too.
    await page.goto('/manufacturers?perPage=4&page=9');
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await expect.poll(() => bodyRows(page, LIST).count(), SETTLE).toBe(4);
    expect(problems).toEqual([]);
  });

  it('downloads the filtered list as Excel and opens rows by double and middle click', async () => {
    const { page, context, problems } = browser();
    await signInWithDemoManufacturers(page);
    await page.goto('/manufacturers?search=fuj');
    await expect.poll(() => columnTexts(page, LIST, NAME_COLUMN), SETTLE).toEqual(['Fujitsu']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^manufacturers-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const row = bodyRows(page, LIST).first();
    const opened = context.waitForEvent('page');
    await row.getByRole('cell').nth(1).click({ button: 'middle' });
    const tab = await opened;
    await tab.waitForURL(pathIs('/manufacturers/4'));
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/manufacturers');

    await row.getByRole('cell').nth(1).dblclick();
    await page.waitForURL(pathIs('/manufacturers/4'));
    await page.getByRole('heading', { name: 'Detalle de fabricante' }).waitFor();
    expect(problems).toEqual([]);
  });
});
