import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const DETAILS = /^\/attributes\/(\d+)$/;
const LANGUAGES = ['ES', 'EN', 'FR', 'IT', 'PT', 'DE'];

const code = (page: Page, row: number) => field(page, `Código ${row}`);
const removeButtons = (page: Page) => page.getByRole('button', { name: /^Quitar la opción \d+$/ });

async function translateOption(page: Page, row: number, text: string, skip: string[] = []) {
  for (const language of LANGUAGES) {
    if (!skip.includes(language)) await field(page, `Valor (${language}) ${row}`).fill(`${text} ${language}`);
  }
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
}

describe('attribute types with options', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates, edits, duplicates and deletes an attribute type with its options', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(
      page,
      'msproduct.v1/attribute-types',
      'attribute_types',
      'E2E_',
      'msproduct.v1/attribute-types/filter',
    );
    await page.goto('/attributes');
    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    await page.waitForURL(pathIs('/attributes/create'));
    await page.getByRole('heading', { name: 'Crear atributo' }).waitFor();

    // Two empty options to start; an attribute keeps at least two, so they cannot be removed.
    await field(page, 'Valor 2').waitFor();
    expect(await removeButtons(page).count()).toBe(0);

    await field(page, 'Código').fill('E2E_SIZE');
    await field(page, 'Clave').fill('size');
    await field(page, 'Descripción').fill('Talla de prueba');
    await field(page, 'Orden').fill('90');
    await field(page, 'Nombre (ES)').fill('Talla');
    await field(page, 'Valor 1').fill('S');
    await field(page, 'Valor 2').fill('l');
    expect(await code(page, 1).inputValue()).toBe('E2E_SIZE_S');
    expect(await code(page, 2).inputValue()).toBe('E2E_SIZE_L');

    // A third option can come and go.
    await page.getByRole('button', { name: 'Añadir opción' }).click();
    await field(page, 'Valor 3').fill('M');
    expect(await code(page, 3).inputValue()).toBe('E2E_SIZE_M');
    expect(await removeButtons(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Quitar la opción 3' }).click();
    await expect.poll(() => removeButtons(page).count(), SETTLE).toBe(0);

    // A name over 255 characters marks its language tab.
    await page.getByRole('tab', { name: 'English' }).click();
    await field(page, 'Nombre (EN)').fill('x'.repeat(256));
    await page.getByRole('tab', { name: 'Español' }).click();
    await save(page);
    await toast(page, 'Comprueba el formulario').waitFor();
    await page
      .getByRole('tab', { name: /English/ })
      .getByRole('img', { name: 'Esta pestaña tiene errores' })
      .waitFor();
    await page.getByRole('tab', { name: /English/ }).click();
    await field(page, 'Nombre (EN)').fill('Size');

    // Every option needs a value in every language: the server says which one is missing.
    await translateOption(page, 1, 'Pequeña');
    await translateOption(page, 2, 'Grande', ['DE']);
    await save(page);
    const missing = field(page, 'Valor (DE) 2');
    await expect.poll(() => missing.getAttribute('aria-invalid'), SETTLE).toBe('true');
    await page.getByText('Este campo es obligatorio').first().waitFor();
    await saveScreenshot(page, 'catalogue-attribute-422');
    await missing.fill('Groß');
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(DETAILS));
    const id = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await page.getByRole('heading', { name: 'Detalle de atributo' }).waitFor();
    await expect.poll(() => code(page, 2).inputValue(), SETTLE).toBe('E2E_SIZE_L');
    expect(await field(page, 'Valor (DE) 2').isDisabled()).toBe(true);

    // Editing a value rebuilds its code.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await page.waitForURL(pathIs(`/attributes/${id}/edit`));
    await page.getByRole('heading', { name: 'Editar atributo' }).waitFor();
    await field(page, 'Valor 2').fill('XL');
    expect(await code(page, 2).inputValue()).toBe('E2E_SIZE_XL');
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/attributes/${id}`));
    await expect.poll(() => code(page, 2).inputValue(), SETTLE).toBe('E2E_SIZE_XL');

    // A duplicate keeps the options, without the attribute's code or the options' ids.
    await page.getByRole('link', { name: 'Duplicar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/attributes/duplicate' && url.search === `?from=${id}`);
    await page.getByRole('heading', { name: 'Duplicar atributo' }).waitFor();
    await expect.poll(() => field(page, 'Valor 2').inputValue(), SETTLE).toBe('XL');
    expect(await field(page, 'Código').inputValue()).toBe('');
    expect(await code(page, 1).inputValue()).toBe('');
    await field(page, 'Código').fill('E2E_SIZE_COPY');
    expect(await code(page, 1).inputValue()).toBe('E2E_SIZE_COPY_S');
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL((url) => DETAILS.test(url.pathname) && url.pathname !== `/attributes/${id}`);
    const copyId = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await expect.poll(() => code(page, 2).inputValue(), SETTLE).toBe('E2E_SIZE_COPY_XL');

    for (const target of [copyId, id]) {
      await page.goto(`/attributes/${target}`);
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Eliminar atributo' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await toast(page, 'Se ha eliminado correctamente').waitFor();
      await page.waitForURL(pathIs('/attributes'));
    }
    expect(problems).toEqual([]);
  });
});
