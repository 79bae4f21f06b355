import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const API = 'mswiki.v1/admin';

/** Creates a node through the API and answers its id (the tree is the setting, not the subject). */
async function create(page: Page, path: string, body: object): Promise<number> {
  const res = await gatewayCall(page, 'POST', `${API}/${path}`, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (Object.values(res.json)[0] as { id: number }).id;
}

/** Every link of the book's table of contents, in the order shown (a node, then what is under it). */
const tocLinks = (page: Page) => page.getByTestId('toc-digitalsections').locator('li a').allTextContents();

describe('digital documentation: duplicate screen', () => {
  const browser = useBrowserSession(baseUrl);

  it('duplicating a section from its screen copies its subsections and contents under the copy', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const run = Date.now().toString(36).toUpperCase();
    const bookId = await create(page, 'digital-books', {
      az_iso: `E2E_DUP_${run}`,
      sort_key: 91,
      translations: { es: { title: `Manual del termostato Blueface ${run}` } },
    });
    const sectionId = await create(page, 'digital-sections', {
      book_id: bookId,
      translations: { es: { title: 'Configuración' } },
    });
    const subsectionId = await create(page, 'digital-subsections', {
      section_id: sectionId,
      translations: { es: { title: 'Idioma' } },
    });
    await create(page, 'digital-contents', {
      subsection_id: subsectionId,
      translations: { es: { title: 'Cambiar el idioma', body: '<p>Menú › Ajustes › Idioma</p>' } },
    });

    await page.goto(`/digitalsections/${sectionId}`);
    await page.getByRole('link', { name: 'Duplicar' }).click();
    await page.waitForURL(pathIs('/digitalsections/duplicate'));
    await expect.poll(() => field(page, 'Título (ES)').inputValue(), SETTLE).toBe('Configuración');
    await field(page, 'Título (ES)').fill('Configuración (copia)');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(/\/digitalsections\/\d+$/));

    await page.goto(`/digitalbooks/${bookId}`);
    // The whole table of contents, top down: the copy holds new rows with the source's titles.
    await expect
      .poll(() => tocLinks(page), SETTLE)
      .toEqual([
        'Configuración',
        'Idioma',
        'Cambiar el idioma',
        'Configuración (copia)',
        'Idioma',
        'Cambiar el idioma',
      ]);
    expect(problems).toEqual([]);
  });
});
