import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const API = 'mswiki.v1/admin';

async function save(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await toast(page, 'Se ha guardado correctamente').waitFor();
  await page.waitForURL(pathIs(/\/\d+$/));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** An async select: type part of the label, pick the option. */
async function search(page: Page, label: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rich-text box of a language tab, by its label. */
const richText = (page: Page, label: string) => page.getByRole('textbox', { name: label });

/** Content titles of the book's table of contents, in the order shown. */
const tocContents = (page: Page) => page.getByTestId('toc-digitalcontents').locator('li a').allTextContents();

describe('digital documentation', () => {
  const browser = useBrowserSession(baseUrl);

  it('builds a book down to formatted contents, reorders and duplicates a content, and shows the table of contents', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const run = Date.now().toString(36).toUpperCase();
    const bookTitle = `Guía E2E ${run}`;

    await page.goto('/digitalbooks');
    await page.getByRole('table', { name: 'Libros' }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await page.goto('/digitalbooks/create');
    await field(page, 'Código').fill(`E2E_${run}`);
    await field(page, 'Orden').fill('90');
    await field(page, 'Título (ES)').fill(bookTitle);
    expect(await accessibilityProblems(page)).toBe('');
    const bookId = await save(page);

    await page.goto('/digitalsections/create');
    await search(page, 'Libro', `E2E_${run}`, `E2E_${run} - ${bookTitle}`);
    await field(page, 'Título (ES)').fill('Instalación');
    await save(page);

    await page.goto('/digitalsubsections/create');
    await search(page, 'Sección', bookTitle, `${bookTitle} › Instalación`);
    await field(page, 'Título (ES)').fill('Cableado');
    await save(page);

    const contentIds: number[] = [];
    for (const [title, bold, rest] of [
      ['Bus de termostatos', 'Importante', ': use cable apantallado.'],
      ['Alimentación', 'Atención', ': corte la corriente antes.'],
    ]) {
      await page.goto('/digitalcontents/create');
      await search(page, 'Subsección', bookTitle, `${bookTitle} › Instalación › Cableado`);
      await field(page, 'Título (ES)').fill(title!);
      const body = richText(page, 'Contenido (ES)');
      await body.click();
      await page.getByRole('button', { name: 'Negrita' }).click();
      await page.keyboard.type(bold!);
      await page.getByRole('button', { name: 'Negrita' }).click();
      await page.keyboard.type(rest!);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Lista con viñetas' }).click();
      await page.keyboard.type('Paso uno');
      if (contentIds.length === 0) expect(await accessibilityProblems(page)).toBe('');
      contentIds.push(await save(page));
    }
    // The formatting was stored as HTML (and passed the server's sanitiser).
    const stored = await gatewayCall(page, 'GET', `${API}/digital-contents/${contentIds[0]}`);
    const html = (stored.json.digital_content as { translations: { es: { body: string } } }).translations.es
      .body;
    expect(html).toContain('<strong>Importante</strong>');
    expect(html).toContain('<ul><li><p>Paso uno</p></li></ul>');

    // The book shows its whole table of contents; a content moves down.
    await page.goto(`/digitalbooks/${bookId}`);
    await expect.poll(() => tocContents(page), SETTLE).toEqual(['Bus de termostatos', 'Alimentación']);
    expect(await page.getByTestId('toc-digitalsections').locator('a').first().textContent()).toBe(
      'Instalación',
    );
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('button', { name: 'Bajar «Bus de termostatos»' }).click();
    await expect.poll(() => tocContents(page), SETTLE).toEqual(['Alimentación', 'Bus de termostatos']);

    // Duplicate a content: the form opens prefilled; the copy goes last.
    await page.goto(`/digitalcontents/${contentIds[1]}`);
    await page.getByRole('link', { name: 'Duplicar' }).click();
    await page.waitForURL(pathIs('/digitalcontents/duplicate'));
    await expect.poll(() => field(page, 'Título (ES)').inputValue(), SETTLE).toBe('Alimentación');
    await expect
      .poll(() => richText(page, 'Contenido (ES)').innerHTML(), SETTLE)
      .toContain('<strong>Atención</strong>');
    await field(page, 'Título (ES)').fill('Alimentación (copia)');
    await save(page);

    await page.goto(`/digitalbooks/${bookId}`);
    await expect
      .poll(() => tocContents(page), SETTLE)
      .toEqual(['Alimentación', 'Bus de termostatos', 'Alimentación (copia)']);
    // Each entry links to its record.
    await page.getByRole('link', { name: 'Bus de termostatos' }).click();
    await page.waitForURL(pathIs(`/digitalcontents/${contentIds[0]}`));
    expect(problems).toEqual([]);
  });
});
