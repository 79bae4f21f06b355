import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, columnTexts, pathIs, SETTLE, table, toast } from './src/catalogue/screen.ts';
import { DEMO_CATALOGUE, DEMO_READONLY } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const LIST = 'Artículos';
const ARTICLES = 'msproduct.v1/admin/articles';
const PREFIX = 'E2E_BULK_';
const CODES = [`${PREFIX}1`, `${PREFIX}2`, `${PREFIX}3`];
// Columns (1-based) once the rows have checkboxes: tick, code, name, product, lifecycle, EAN, volume,
// completeness, active.
const CODE_COLUMN = 2;
const STATUS_COLUMN = 5;
const ACTIVE_COLUMN = 9;
/** A batch job runs in the server's worker: allow it more than a list load. */
const JOB_DONE = { timeout: 45_000 } as const;

/** Deletes what an interrupted run left (articles are deleted by code), then creates three articles. */
async function createTestArticles(page: Page): Promise<void> {
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 50, filter: { az_iso: PREFIX } }),
  );
  const list = await gatewayCall(page, 'GET', `${ARTICLES}?context=${context}`);
  const leftovers = ((list.json.articles as { data?: { az_iso: string }[] })?.data ?? []).filter((row) =>
    row.az_iso.startsWith(PREFIX),
  );
  for (const row of leftovers) await gatewayCall(page, 'DELETE', `${ARTICLES}/${row.az_iso}`);

  const products = await gatewayCall(
    page,
    'GET',
    `msproduct.v1/admin/products?context=${encodeURIComponent(JSON.stringify({ currentPage: 1 }))}`,
  );
  const product = (products.json.products as { data: { id: number }[] }).data[0];
  for (const code of CODES) {
    const created = await gatewayCall(page, 'POST', ARTICLES, {
      az_iso: code,
      name: `E2E bulk ${code.slice(-1)}`,
      product_id: product?.id,
      // Every article is described in the six languages the ERP needs.
      translations: Object.fromEntries(
        ['es', 'en', 'fr', 'it', 'pt', 'de'].map((language) => [
          language,
          { description: `E2E bulk (${language})` },
        ]),
      ),
    });
    expect(created.status).toBe(201);
  }
}

async function removeTestArticles(page: Page): Promise<void> {
  for (const code of CODES) await gatewayCall(page, 'DELETE', `${ARTICLES}/${code}`);
}

const sorted = async (texts: Promise<string[]>) => [...(await texts)].sort();

describe('bulk edit of articles', () => {
  const browser = useBrowserSession(baseUrl);

  it('changes every filtered article, then only the ticked ones, following the job to its end', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_CATALOGUE);
    await createTestArticles(page);
    const bulkCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/articles/bulk-update')) bulkCalls.push(request.postData() ?? '');
    });

    await page.goto('/articles');
    await bodyRows(page, LIST).first().waitFor();
    const code = page.getByRole('textbox', { name: 'Buscar por Código' });
    await code.fill(PREFIX);
    await code.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('f.az_iso') === PREFIX);
    await expect.poll(() => sorted(columnTexts(page, LIST, CODE_COLUMN)), SETTLE).toEqual(CODES);
    expect(await columnTexts(page, LIST, STATUS_COLUMN)).toEqual([
      'En desarrollo',
      'En desarrollo',
      'En desarrollo',
    ]);

    // Nothing ticked: the whole filtered list. No change chosen: the client rule, no call.
    await page.getByRole('button', { name: 'Edición masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edición masiva de artículos' });
    await dialog
      .getByText('se cambiarán todos los que cumplen la búsqueda y los filtros actuales: 3.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Revisar los cambios' }).click();
    await toast(page, 'Comprueba el formulario').waitFor();
    await dialog.getByText('Elige al menos un cambio').waitFor();
    expect(bulkCalls).toEqual([]);

    await choose(page, dialog.getByRole('combobox', { name: 'Ciclo de vida' }), 'EoL');
    await dialog.getByRole('button', { name: 'Revisar los cambios' }).click();
    await dialog.getByText('Artículos que se cambiarán: 3. Esta acción no se puede deshacer.').waitFor();
    await dialog.getByRole('list', { name: 'Cambios' }).getByText('EoL').waitFor();
    await saveScreenshot(page, 'catalogue-articles-bulk-confirm');
    await dialog.getByRole('button', { name: 'Aplicar los cambios' }).click();

    await dialog.getByText('3 de 3 procesados · 3 cambiados').waitFor(JOB_DONE);
    await dialog.getByText('Terminada').waitFor();
    await toast(page, 'Artículos actualizados: 3').waitFor();
    expect(JSON.parse(bulkCalls[0] ?? '{}')).toMatchObject({ changes: { altra_status_iso: 'eol' } });
    expect(JSON.parse(bulkCalls[0] ?? '{}').context).toContain(PREFIX);
    await saveScreenshot(page, 'catalogue-articles-bulk-done');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => columnTexts(page, LIST, STATUS_COLUMN), SETTLE).toEqual(['EoL', 'EoL', 'EoL']);

    // One ticked row: only that article changes.
    const second = bodyRows(page, LIST).filter({ hasText: CODES[1] });
    await second.getByRole('checkbox', { name: 'Seleccionar la fila' }).check();
    await page.getByRole('button', { name: 'Edición masiva' }).click();
    await dialog.getByText('Se cambiarán solo los artículos marcados: 1.').waitFor();
    await dialog.getByRole('radiogroup', { name: 'Activo' }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Revisar los cambios' }).click();
    await dialog.getByRole('button', { name: 'Aplicar los cambios' }).click();
    // Closing the modal does not lose the job: its end is still told and reloads the list.
    await dialog.getByRole('progressbar').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await toast(page, 'Artículos actualizados: 1').waitFor(JOB_DONE);
    expect(JSON.parse(bulkCalls[1] ?? '{}')).toMatchObject({
      ids: [expect.any(Number)],
      changes: { active: false },
    });
    await expect
      .poll(
        () =>
          second
            .locator('td')
            .nth(ACTIVE_COLUMN - 1)
            .textContent(),
        SETTLE,
      )
      .toBe('Inactivo');
    const active = await columnTexts(page, LIST, ACTIVE_COLUMN);
    expect(active.filter((text) => text === 'Activo')).toHaveLength(2);
    // The job's end cleared the ticks.
    expect(await second.getByRole('checkbox', { name: 'Seleccionar la fila' }).isChecked()).toBe(false);

    // Leaving the list while a job runs does not lose it: back on the list, its end is told.
    await toast(page, 'Artículos actualizados: 3').waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Edición masiva' }).click();
    await dialog
      .getByText('se cambiarán todos los que cumplen la búsqueda y los filtros actuales: 3.')
      .waitFor();
    await choose(page, dialog.getByRole('combobox', { name: 'Ciclo de vida' }), 'En desarrollo');
    await dialog.getByRole('button', { name: 'Revisar los cambios' }).click();
    // Its progress answers are held until the user has left, so its end cannot be told on the list.
    const jobPolls = (url: URL) => url.pathname.includes('/batch-jobs/');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(jobPolls, async (route) => {
      await held;
      await route.continue().catch(() => {}); // the poll of a screen left behind was cancelled
    });
    await dialog.getByRole('button', { name: 'Aplicar los cambios' }).click();
    await dialog.getByText('En cola').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await page.waitForURL(pathIs('/'));
    release();
    await page.unroute(jobPolls);
    expect(await toast(page, 'Artículos actualizados: 3').count()).toBe(0);
    await page.goBack();
    await toast(page, 'Artículos actualizados: 3').waitFor(JOB_DONE);
    await expect
      .poll(() => columnTexts(page, LIST, STATUS_COLUMN), SETTLE)
      .toEqual(['En desarrollo', 'En desarrollo', 'En desarrollo']);
    // Told once: a later visit does not tell it again.
    await page.reload();
    await bodyRows(page, LIST).first().waitFor();
    await page.getByRole('button', { name: 'Edición masiva' }).click();
    await dialog.getByRole('button', { name: 'Revisar los cambios' }).waitFor();
    expect(await toast(page, 'Artículos actualizados: 3').count()).toBe(0);
    await page.keyboard.press('Escape');

    await removeTestArticles(page);
    expect(problems).toEqual([]);
  });

  it('offers no bulk edit and no row checkboxes to a read-only user', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_READONLY);
    await page.goto('/articles');
    await bodyRows(page, LIST).first().waitFor();
    expect(await page.getByRole('button', { name: 'Edición masiva' }).count()).toBe(0);
    expect(await table(page, LIST).getByRole('checkbox').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
