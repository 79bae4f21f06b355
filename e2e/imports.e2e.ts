import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ARTICLE = 'AZD0299';
const DETAILS = /^\/imports\/(\d+)$/;
const HEADER = 'Artículo;Fabricante;Referencia del modelo;Tipo de compatibilidad;Observaciones';
const NOTE = `E2E import ${Date.now()}`;

const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'));

type Page = Parameters<typeof gatewayCall>[0];

/** The demo's queue is stopped by its failed file, with a file waiting: it is set aside first. */
async function clearQueue(page: Page) {
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 100, filter: { status: 'pending' } }),
  );
  const pending = await gatewayCall(page, 'GET', `msloader.v1/imports?context=${context}`);
  for (const file of (pending.json.import_files as { data: { id: number; queued_at: string | null }[] }).data)
    if (file.queued_at) await gatewayCall(page, 'POST', `msloader.v1/imports/${file.id}/cancel`);
}

describe('imports: checked before they join the queue', () => {
  const browser = useBrowserSession(baseUrl);

  it('shows two bad rows in the preview and the error file; the fixed file runs and its compatibilities appear', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await clearQueue(page);
    await page.goto('/imports');
    const queue = page.getByTestId('import-queue');
    await queue.getByText(/La cola está parada/).waitFor();
    await queue.getByText(/Pueden reanudarla: AZ_SADMIN/).waitFor();
    await queue.getByRole('button', { name: 'Reanudar la cola' }).click();
    await queue.getByText(/Archivos en la cola/).waitFor();

    await page.goto('/imports/create');
    await page.getByRole('heading', { name: 'Nueva importación' }).waitFor();
    await page.getByRole('cell', { name: 'Referencia del modelo *' }).waitFor();
    await field(page, 'Descripción').fill(NOTE);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Archivo/ }).click();
    await (await chooser).setFiles({
      name: 'daikin.csv',
      mimeType: 'text/csv',
      buffer: csv(
        `${ARTICLE};DAIKIN;FXSQ20A;FULL;${NOTE}`,
        `NO-EXISTE;DAIKIN;FXSQ25A;FULL;`,
        `${ARTICLE};DAIKIN;NOPE-99;FULL;`,
      ),
    });
    await page.getByRole('button', { name: 'Subir y comprobar' }).click();
    await page.waitForURL(pathIs(DETAILS));
    const panel = page.getByTestId('import-file-panel');
    const errors = panel.getByTestId('import-errors');
    await errors.getByText('No existe el artículo NO-EXISTE').waitFor();
    await errors.getByText('No existe el modelo NOPE-99 de Daikin').waitFor();
    expect(await errors.locator('tbody tr').count()).toBe(2);
    expect(await panel.getByTestId('import-count-errors').innerText()).toContain('2');
    await panel.getByText(/No está en la cola/).waitFor();
    await saveScreenshot(page, 'imports-preview-errors');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Descargar el archivo con los errores' }).click();
    const errorFile = await fs.readFile((await (await downloading).path())!, 'utf8');
    const lines = errorFile
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(`${HEADER};Errores`);
    expect(lines[2]).toContain('Artículo: No existe el artículo NO-EXISTE');
    expect(lines[3]).toContain('Referencia del modelo: No existe el modelo NOPE-99 de Daikin');

    const replacing = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Sustituir el archivo' }).click();
    await (await replacing).setFiles({
      name: 'daikin-fixed.csv',
      mimeType: 'text/csv',
      buffer: csv(`${ARTICLE};DAIKIN;FXSQ20A;FULL;${NOTE}`, `${ARTICLE};DAIKIN;FXSQ25A;PARTIAL;${NOTE}`),
    });
    await panel.getByText('Correcto').waitFor({ timeout: 30_000 });

    await page.goto('/imports');
    const row = page.getByRole('row').filter({ hasText: NOTE });
    await row.getByText('Correcto').waitFor();
    await saveScreenshot(page, 'imports-queue-success');

    const context = encodeURIComponent(
      JSON.stringify({ currentPage: 1, perPage: 50, filter: { model_reference: 'FXSQ2' } }),
    );
    const found = await gatewayCall(
      page,
      'GET',
      `msproduct.v1/admin/articles/${ARTICLE}/compatibilities?context=${context}`,
    );
    expect(found.status).toBe(200);
    const rows = (found.json.compatibilities as { data: { model_reference: string; notes: string }[] }).data;
    const imported = rows.filter((r) => r.notes === NOTE).map((r) => r.model_reference);
    expect(imported.sort()).toEqual(['FXSQ20A', 'FXSQ25A']);
    expect(problems).toEqual([]);
  });
});
