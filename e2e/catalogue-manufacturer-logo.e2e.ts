import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_CATALOGUE } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const MANUFACTURERS = 'msproduct.v1/manufacturers';
const CODE = 'E2E_LOGO';
const LOGO = 'Logo en color';
const STORED_PNG = /^\/files\/[0-9a-f-]{36}\.png$/;
/** A 1×1 red PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4YGUFAAMiAUUd4kQUAAAAAElFTkSuQmCC',
  'base64',
);
/** Text posing as an image: the server judges the bytes, not the name. */
const FAKE_PNG = Buffer.from('These are notes, not a picture.\n');

/** A catalogue image goes up for the ERP (`erp-image`: at most 64 kB). */
const isUpload = (url: string) => url.includes('/api/msmultimedia.v1/uploads?purpose=erp-image');

/**
 * Picks a file through the field's button, as a user would, and waits for the server's answer.
 * `whileUploading` runs with the upload held on its way to the server (the request goes on after it).
 */
async function uploadThrough(
  page: Page,
  button: Locator,
  file: { name: string; buffer: Buffer },
  whileUploading?: () => Promise<void>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matcher = (url: URL) => isUpload(url.href);
  if (whileUploading) {
    await page.route(matcher, async (route) => {
      await held;
      await route.continue();
    });
  }
  try {
    const chooser = page.waitForEvent('filechooser');
    const answer = page.waitForResponse((response) => isUpload(response.url()));
    await button.click();
    await (await chooser).setFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
    await whileUploading?.();
    release();
    return (await answer).status();
  } finally {
    release();
    if (whileUploading) await page.unroute(matcher);
  }
}

async function savedLogo(page: Page, id: number): Promise<unknown> {
  const read = await gatewayCall(page, 'GET', `${MANUFACTURERS}/${id}`);
  return (read.json.manufacturer as Record<string, unknown>).color_logo;
}

describe('the logo of a manufacturer', () => {
  const browser = useBrowserSession(baseUrl);

  it('uploads a colour logo, shows it once saved, and keeps it when a fake image is refused', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_CATALOGUE);
    await removeLeftovers(page, MANUFACTURERS, 'manufacturers', CODE);
    const created = await gatewayCall(page, 'POST', MANUFACTURERS, { az_iso: CODE, name: 'E2E Logo Maker' });
    expect(created.status).toBe(201);
    const id = (created.json.manufacturer as { id: number }).id;

    try {
      await page.goto(`/manufacturers/${id}/edit`);
      await page.getByRole('heading', { name: 'Editar fabricante' }).waitFor();
      const logo = page.getByRole('group', { name: LOGO, exact: true });
      await logo.getByText('Sin imagen').waitFor();
      expect(await logo.getByRole('img').count()).toBe(0);

      // Save waits for the upload: saving meanwhile would store the logo from before it.
      const save = page.getByRole('button', { name: 'Guardar', exact: true });
      const status = await uploadThrough(
        page,
        logo.getByRole('button', { name: 'Elegir imagen' }),
        { name: 'pixel.png', buffer: PIXEL_PNG },
        async () => {
          await logo.getByText(/^Subiendo pixel\.png/).waitFor();
          await page
            .getByRole('status')
            .getByText('Guardar espera a que termine la subida de la imagen')
            .waitFor();
          expect(await save.isDisabled()).toBe(true);
        },
      );
      expect(status).toBe(201);
      await expect.poll(() => save.isDisabled(), SETTLE).toBe(false);
      expect(await page.getByText('Guardar espera a que termine la subida de la imagen').count()).toBe(0);
      const preview = logo.getByRole('img', { name: LOGO, exact: true });
      await expect.poll(() => preview.getAttribute('src'), SETTLE).toMatch(STORED_PNG);
      const uploaded = (await preview.getAttribute('src')) ?? '';

      await save.click();
      await toast(page, 'Se ha guardado correctamente').waitFor();
      await page.waitForURL(pathIs(`/manufacturers/${id}`));
      await page.getByRole('heading', { name: 'Detalle de fabricante' }).waitFor();

      // Details: the preview only, loaded from the stored file, opening it in a new tab.
      const shown = logo.getByRole('img', { name: LOGO, exact: true });
      await shown.waitFor();
      expect(await shown.getAttribute('src')).toBe(uploaded);
      await expect
        .poll(
          () => shown.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
          SETTLE,
        )
        .toBeGreaterThan(0);
      const open = logo.getByRole('link', { name: `Abrir ${LOGO} en una pestaña nueva` });
      expect(await open.getAttribute('href')).toBe(uploaded);
      expect(await open.getAttribute('target')).toBe('_blank');
      expect(await logo.getByRole('button').count()).toBe(0);
      expect(await savedLogo(page, id)).toBe(uploaded);
      await saveScreenshot(page, 'catalogue-manufacturer-logo');

      // A text file named .png: the server's refusal under the field, the saved logo kept.
      await page.getByRole('link', { name: 'Editar', exact: true }).click();
      await page.waitForURL(pathIs(`/manufacturers/${id}/edit`));
      await page.getByRole('heading', { name: 'Editar fabricante' }).waitFor();
      const refused = await uploadThrough(page, logo.getByRole('button', { name: 'Cambiar imagen' }), {
        name: 'notes.png',
        buffer: FAKE_PNG,
      });
      expect(refused).toBe(422);
      await logo.getByText('El contenido de notes.png no es un archivo .png').waitFor();
      expect(await logo.getByRole('img', { name: LOGO, exact: true }).getAttribute('src')).toBe(uploaded);
      await saveScreenshot(page, 'catalogue-manufacturer-logo-refused');
      expect(await savedLogo(page, id)).toBe(uploaded);
      expect(problems).toEqual([]);
    } finally {
      // The uploaded files stay: the API has no way to delete a stored file.
      await gatewayCall(page, 'DELETE', `${MANUFACTURERS}/${id}`);
    }
    expect((await gatewayCall(page, 'GET', `${MANUFACTURERS}/${id}`)).status).toBe(404);
  });
});
