import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_AFTERSALES } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const API = 'msshipper.v1/admin/shipments';
/** The carrier job books a pickup within a second or two; a retry would take longer. */
const BOOKED = { timeout: 30_000, interval: 250 } as const;

/** Signs in from /login, pressing the exact 'Entrar' button (the page also has the SSO one). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

type Shipment = Record<string, unknown> & { id: number };

/** A demo shipment in a state (the seed has dozens in each; each run uses one up). */
async function shipmentIn(page: Page, status: string): Promise<Shipment> {
  const context = encodeURIComponent(JSON.stringify({ perPage: 10, filter: { status } }));
  const list = await gatewayCall(page, 'GET', `${API}?context=${context}`);
  const first = (list.json.shipments as { data: Shipment[] }).data[0];
  if (!first) throw new Error(`no demo shipment ${status} left`);
  return first;
}

const read = async (page: Page, id: number) =>
  (await gatewayCall(page, 'GET', `${API}/${id}`)).json.shipment as Shipment;

const modal = (page: Page) => page.getByRole('dialog', { name: /^Pasar a/ });

describe('shipments and pickups', () => {
  const browser = useBrowserSession(baseUrl);

  it('relaunches a pickup from its screen: the old one cancelled, the new one booked at the carrier with a label', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const old = await shipmentIn(page, 'requested');

    await page.goto('/shipments');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Estado' }), 'Solicitado');
    await expect.poll(() => bodyRows(page, 'Envíos y recogidas').count(), SETTLE).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    await page.goto(`/shipments/${old.id}`);
    await page.getByText('Estado actual').waitFor();
    // The record it serves, as a link to it.
    await page.getByRole('link', { name: String(old.serves_reference) }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await page.getByRole('link', { name: 'Relanzar la recogida' }).click();
    await page.waitForURL(pathIs(`/shipments/${old.id}/relaunch`), SETTLE);
    await page.getByRole('heading', { level: 1, name: 'Relanzar el envío' }).waitFor();
    // The form makes a new pickup of this one: not the place to delete it.
    expect(await page.getByRole('link', { name: 'Ver', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('tab', { name: 'Dirección y contacto' }).click();
    const city = page.getByLabel(/^Ciudad/);
    await city.fill('Alcobendas');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.waitForURL(
      (url) => /^\/shipments\/\d+$/.test(url.pathname) && url.pathname !== `/shipments/${old.id}`,
      SETTLE,
    );
    const newId = Number(/\/shipments\/(\d+)/.exec(page.url())![1]);

    await expect.poll(async () => (await read(page, newId)).status, BOOKED).toBe('requested');
    const booked = await read(page, newId);
    expect(booked).toMatchObject({ relaunched_from_id: old.id, city: 'Alcobendas', serves: old.serves });
    expect(booked.tracking_number).toBeTruthy();
    // Private: answered as a signed link.
    expect(String(booked.label_url)).toMatch(/^\/files\/.+\.pdf\?expires=\d+&signature=/);
    expect(String(booked.logs)).toContain('requestPickup #1 success 200');
    const label = await page.request.get(String(booked.label_url));
    expect(label.headers()['content-type']).toContain('application/pdf');
    expect((await read(page, old.id)).status).toBe('cancelled');
    // The new screen links back to the pickup it relaunches.
    await page.getByRole('link', { name: String(old.identifier) }).waitFor();
    // Its label opens in a tab once the server has said it gives it (a link gone says so instead).
    await page.reload();
    const checked = page.waitForResponse(
      (response) => response.request().method() === 'HEAD' && response.url().includes('/files/'),
    );
    const tab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Etiqueta', exact: true }).click();
    expect((await checked).status()).toBe(200);
    await (await tab).close();
    expect(problems).toEqual([]);
  });

  it('sets a failed pickup to manual, its tracking number and link refused empty first', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const failed = await shipmentIn(page, 'error');
    await page.goto(`/shipments/${failed.id}`);
    await page.getByRole('button', { name: 'Pasar a «Manual»' }).click();
    const dialog = modal(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    for (const label of ['Nº de seguimiento', 'Enlace de seguimiento'])
      await expect
        .poll(() => dialog.getByLabel(new RegExp(`^${label}`)).getAttribute('aria-invalid'), SETTLE)
        .toBe('true');
    expect(await accessibilityProblems(page)).toBe('');
    await dialog.getByLabel(/^Nº de seguimiento/).fill('SEUR-5512093');
    await dialog
      .getByLabel(/^Enlace de seguimiento/)
      .fill('https://www.seur.com/livetracking/?segOnlineIdentificador=SEUR-5512093');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Estado cambiado a «Manual»').waitFor();
    expect(await read(page, failed.id)).toMatchObject({ status: 'manual', tracking_number: 'SEUR-5512093' });
    expect(problems).toEqual([]);
  });

  it("shows the carrier invoice's differences in the parcel audit", async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    await page.goto('/dhlparcels');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Resultado' }), 'Solo diferencias');
    const rows = bodyRows(page, 'Auditoría de bultos');
    // The filtered page replaces the first one: no matching line is left on it.
    await expect.poll(() => rows.getByText('Coincide').count(), SETTLE).toBe(0);
    await expect.poll(() => rows.count(), SETTLE).toBeGreaterThan(0);
    await rows.getByText('Distinto peso').first().waitFor();
    expect(page.url()).toContain('differences');
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });
});
