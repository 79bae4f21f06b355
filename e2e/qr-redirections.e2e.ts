import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const DETAILS = /^\/qrredirections\/(\d+)$/;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A phone's scan of the decoded address: where it is sent (not followed). */
async function scanAs(url: string, userAgent: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('QR redirections', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a redirection whose downloaded QR image sends each phone to its link with the campaign', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page, 'mstools.v1/admin/qrredirections', 'qrredirections', 'E2E_');
    await page.goto('/qrredirections/create');
    await page.getByRole('heading', { name: 'Crear redirección QR' }).waitFor();
    await field(page, 'Código').fill('E2E_QR_FLEXA');
    await field(page, 'Enlace por defecto').fill('https://www.example.com/flexa?ref=box');
    await field(page, 'Enlace para iOS').fill('https://apps.apple.com/es/app/airzone-cloud/id1145386614');
    await field(page, 'Enlace para Android').fill(
      'https://play.google.com/store/apps/details?id=com.airzone.cloud',
    );
    await field(page, 'Campaña: origen (utm_source)').fill('qr');
    await field(page, 'Campaña: medio (utm_medium)').fill('print');
    await field(page, 'Campaña: nombre (utm_campaign)').fill('flexa-box');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(DETAILS));
    await page.getByTestId('qr-public-url').waitFor();
    await saveScreenshot(page, 'qr-redirection-details');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PNG' }).click();
    const image = PNG.sync.read(await readFile(await (await downloading).path()));
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(`${baseUrl}/qr/E2E_QR_FLEXA`);

    const ios = await scanAs(decoded!.data, IPHONE);
    expect(ios.origin + ios.pathname).toBe('https://apps.apple.com/es/app/airzone-cloud/id1145386614');
    expect(Object.fromEntries(ios.searchParams)).toEqual({
      utm_source: 'qr',
      utm_medium: 'print',
      utm_campaign: 'flexa-box',
    });
    const android = await scanAs(decoded!.data, ANDROID);
    expect(android.origin + android.pathname).toBe('https://play.google.com/store/apps/details');
    expect(Object.fromEntries(android.searchParams)).toEqual({
      id: 'com.airzone.cloud',
      utm_source: 'qr',
      utm_medium: 'print',
      utm_campaign: 'flexa-box',
    });
  });
});
