import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const KEY = 'web.kit.table.resetFilters';
const BASE = 'msdashboard.v1/translations';

/**
 * A text edited on the translations screen and published with "refresh" shows in the screen that is
 * running, without reloading it: the list's own "reset filters" button changes its words. A text that
 * drops its key's placeholder is refused, naming it.
 */
describe('translations', () => {
  const browser = useBrowserSession(baseUrl);

  it('an edited, refreshed text appears in the running screen; a dropped placeholder is refused', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const putBack = async () => {
      const record = (await gatewayCall(page, 'GET', `${BASE}/${KEY}`)).json.translation as Record<
        string,
        unknown
      >;
      if (record.override !== 'none') {
        await gatewayCall(page, 'PUT', `${BASE}/${KEY}`, { ...record, es: '' });
        await gatewayCall(page, 'POST', `${BASE}/refresh`, {});
      }
    };
    await putBack();
    try {
      // The key, found by its text in the list.
      await page.goto('/translations');
      await page.getByRole('textbox', { name: 'Buscar por Clave' }).fill('kit.table.resetFilters');
      await page.getByRole('textbox', { name: 'Buscar por Clave' }).press('Enter');
      const rows = bodyRows(page, 'Traducciones');
      await expect.poll(() => rows.count(), SETTLE).toBe(1);
      await rows.first().dblclick();
      await page.waitForURL(pathIs(`/translations/${KEY}`));
      await page.getByText('Textos originales').waitFor();
      await saveScreenshot(page, 'translation-details');
      expect(await accessibilityProblems(page)).toBe('');

      await page.goto(`/translations/${KEY}/edit`);
      await field(page, 'Español').fill('Limpiar filtros');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await toast(page, 'Se ha guardado correctamente').waitFor();
      await page.waitForURL(pathIs(`/translations/${KEY}`));

      // Saved, not yet published: the running list still shows the bundle's words.
      await page.goto('/translations');
      const reset = page.getByRole('button', { name: 'Quitar filtros' });
      await page.getByRole('button', { name: 'Refrescar traducciones' }).waitFor();
      expect(await page.getByRole('button', { name: 'Limpiar filtros' }).count()).toBe(0);
      await page.getByRole('textbox', { name: 'Buscar por Clave' }).fill('zz');
      await page.getByRole('textbox', { name: 'Buscar por Clave' }).press('Enter');
      await reset.waitFor();

      await page.getByRole('button', { name: 'Refrescar traducciones' }).click();
      await toast(
        page,
        /Traducciones refrescadas: \d+ claves añadidas, \d+ cambiadas y \d+ quitadas/,
      ).waitFor();
      // The same screen, not reloaded: its button now reads the published text.
      await page.getByRole('button', { name: 'Limpiar filtros' }).waitFor();
      expect(await reset.count()).toBe(0);
      // And another screen opened afterwards too.
      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await page.goto('/manufacturers');
      await page.getByRole('button', { name: 'Limpiar filtros' }).waitFor();

      // A text without its key's placeholder is refused, naming it.
      await page.goto('/translations/web.kit.table.columnSearch/edit');
      await field(page, 'Español').fill('Buscar en la columna');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page
        .getByText('El texto debe conservar {{column}}: la pantalla lo rellena con su valor')
        .waitFor();
      expect(page.url()).toContain('/translations/web.kit.table.columnSearch/edit');
    } finally {
      await putBack();
    }
    expect(problems.filter((problem) => !problem.includes('422'))).toEqual([]);
  }, 120_000);
});
