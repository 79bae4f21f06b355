import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const MANUFACTURERS = 'msproduct.v1/manufacturers';
const CODE = 'E2E_CORE';
const DETAILS = /^\/manufacturers\/(\d+)$/;
/** A file named like a PNG that weighs 67 kB: the field judges its size before any upload. */
const HEAVY_IMAGE = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4YGUFAAMiAUUd4kQUAAAAAElFTkSuQmCC',
    'base64',
  ),
  Buffer.alloc(67 * 1024),
]);

describe('the catalogue core', () => {
  const browser = useBrowserSession(baseUrl);

  it('translates a manufacturer in its own panel, with keywords typed in each language', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page, MANUFACTURERS, 'manufacturers', CODE);
    await page.goto('/manufacturers/create');
    await page.getByRole('heading', { name: 'Crear fabricante' }).waitFor();
    await field(page, 'Código').fill(CODE);
    await field(page, 'Nombre').fill('Climatización del Norte');

    // No markets on a manufacturer: every translatable language has its tab.
    await page.getByRole('heading', { name: 'Traducciones' }).waitFor();
    await field(page, 'Nombre (ES)').fill('Climatización del Norte');
    await expect.poll(() => field(page, 'Slug (ES)').inputValue(), SETTLE).toBe('climatizacion-del-norte');
    await field(page, 'Descripción (ES)').fill('Fabricante de fancoils y conductos en Bilbao.');
    const spanishWords = page.getByRole('combobox', { name: 'Palabras clave traducidas (ES)' });
    await spanishWords.fill('fancoil');
    await spanishWords.press('Enter');
    await spanishWords.fill('conductos');
    await spanishWords.press('Enter');
    await page.getByRole('tab', { name: 'Français' }).click();
    await field(page, 'Nombre (FR)').fill('Climatisation du Nord');
    const frenchWords = page.getByRole('combobox', { name: 'Palabras clave traducidas (FR)' });
    await frenchWords.fill('ventilo-convecteur');
    await frenchWords.press('Enter');
    expect(await accessibilityProblems(page)).toBe('');
    await saveScreenshot(page, 'catalogue-core-manufacturer-translations');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(DETAILS));
    const id = DETAILS.exec(new URL(page.url()).pathname)![1];
    try {
      const saved = await gatewayCall(page, 'GET', `${MANUFACTURERS}/${id}`);
      expect((saved.json.manufacturer as Record<string, unknown>).translations).toMatchObject({
        es: {
          name: 'Climatización del Norte',
          slug: 'climatizacion-del-norte',
          description: 'Fabricante de fancoils y conductos en Bilbao.',
          keyword_translations: ['fancoil', 'conductos'],
        },
        fr: { name: 'Climatisation du Nord', keyword_translations: ['ventilo-convecteur'] },
      });
      // The details screen shows them back, read-only.
      await page.getByRole('tab', { name: 'Français' }).click();
      await expect.poll(() => field(page, 'Nombre (FR)').inputValue(), SETTLE).toBe('Climatisation du Nord');
      await page.getByText('ventilo-convecteur').waitFor();
    } finally {
      await gatewayCall(page, 'DELETE', `${MANUFACTURERS}/${id}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses an image over the ERP limit in the field, before uploading it', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/msmultimedia.v1/uploads')) uploads.push(request.url());
    });
    await page.goto('/ranges/AZ6/edit');
    await page.getByRole('heading', { name: 'Editar gama' }).waitFor();
    const image = page.getByRole('group', { name: 'Imagen', exact: true });
    await image.getByText(/hasta 64 kB, límite del ERP/).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await image.getByRole('button', { name: /Elegir imagen|Cambiar imagen/ }).click();
    await (await chooser).setFiles({ name: 'gama-az6.png', mimeType: 'image/png', buffer: HEAVY_IMAGE });
    await image
      .getByRole('alert')
      .filter({ hasText: /el ERP \(A3\) admite imágenes de hasta 64 kB/ })
      .waitFor();
    expect(uploads).toEqual([]);
    expect(await accessibilityProblems(page)).toBe('');
    await saveScreenshot(page, 'catalogue-core-image-too-large');
    expect(problems).toEqual([]);
  });

  it('shows a family with its ranges, products and change history', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/families/AZ6_FLEXA_CTRL');
    await page.getByRole('heading', { name: 'Historial de cambios' }).waitFor();
    await page.getByTestId('family-ranges').getByRole('link', { name: 'AZ6 - Airzone 6000' }).waitFor();
    await page.getByTestId('family-products').getByRole('row').nth(1).waitFor();
    await page.getByText('Recursos multimedia').first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });
});
