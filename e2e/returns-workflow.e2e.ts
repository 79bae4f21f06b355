import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_AFTERSALES, DEMO_CATALOGUE } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

/**
 * Signs in from /login like `signInAs`, pressing the exact 'Entrar' button: the sign-in page now also
 * has 'Entrar con inicio de sesión único (SSO)', which the shared helper's locator also matches.
 */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}
const API = 'mswarranties.v1/admin/returns';

/** A demo return still in hold (the seed has dozens; each run walks one of them to delivered). */
async function returnOnHold(page: Page): Promise<number> {
  const context = encodeURIComponent(JSON.stringify({ perPage: 10, filter: { status: 'hold' } }));
  const list = await gatewayCall(page, 'GET', `${API}?context=${context}`);
  const first = (list.json.returns as { data: { id: number }[] }).data[0];
  if (!first) throw new Error('no demo return in hold left');
  return first.id;
}

const actionButton = (page: Page, state: string) => page.getByRole('button', { name: `Pasar a «${state}»` });
const modal = (page: Page) => page.getByRole('dialog', { name: /^Pasar a/ });
/** A box of the open transition modal by its label (the details form behind it has the same labels). */
const field = (page: Page, label: string) =>
  modal(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Opens a transition's modal, sends it empty first when it has required fields, then fills and confirms. */
async function move(page: Page, state: string, fill: Record<string, string> = {}, irreversible = false) {
  await actionButton(page, state).click();
  const dialog = modal(page);
  await dialog.waitFor();
  for (const label of Object.keys(fill)) {
    // Each required field is refused empty, by its own message, before anything is sent.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => field(page, label).getAttribute('aria-invalid'), SETTLE).toBe('true');
    await dialog.getByText('Este campo es obligatorio').first().waitFor();
  }
  for (const [label, value] of Object.entries(fill)) await field(page, label).fill(value);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  if (irreversible) {
    const confirmation = page.getByRole('dialog', { name: 'Confirmar' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
  }
  await toast(page, `Estado cambiado a «${state}»`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('returns workflow', () => {
  const browser = useBrowserSession(baseUrl);

  it('walks a return from hold to delivered through its modals, each step on the timeline', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const id = await returnOnHold(page);

    await page.goto('/returns');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Estado' }), 'En espera');
    await expect.poll(() => bodyRows(page, 'Devoluciones').count(), SETTLE).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');
    // The amount to credit reads as money in Spanish: "1620,08 €", never "1620.08".
    expect(await bodyRows(page, 'Devoluciones').first().textContent()).toMatch(/\d,\d{2}\s€/);

    await page.goto(`/returns/${id}`);
    await page.getByText('Estado actual').waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Líneas' }).locator('tbody tr').count(), SETTLE)
      .toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');
    // The state reads as its name on the form too, never as its code.
    const form = page.getByRole('form', { name: 'Detalle de devolución' });
    expect(await form.textContent()).toContain('En espera');
    expect(await form.locator('input[value="hold"]').count()).toBe(0);

    // Only hold's transitions are offered.
    await actionButton(page, 'Pendiente').waitFor();
    expect(await actionButton(page, 'Entregada').count()).toBe(0);

    await actionButton(page, 'Pendiente').click();
    await modal(page).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await modal(page).getByRole('button', { name: 'Cancelar' }).click();
    await modal(page).waitFor({ state: 'detached' });

    await move(page, 'Pendiente', { 'Coste de transporte': '24.90' });
    await move(page, 'Aceptada');
    await move(page, 'Solicitada');
    await actionButton(page, 'Entregada').click();
    await field(page, 'Factura de abono').fill('4001');
    await field(page, 'Nº de seguimiento').fill('JD014600003828');
    await modal(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => field(page, 'Factura de abono').getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    await modal(page).getByRole('button', { name: 'Cancelar' }).click();
    await move(
      page,
      'Entregada',
      { 'Factura de abono': '40012345', 'Nº de seguimiento': 'JD014600003828' },
      true,
    );

    const timeline = page.getByTestId('workflow-timeline');
    await expect.poll(() => timeline.locator('[data-kind="transition"]').count(), SETTLE).toBe(4);
    const first = (await timeline.locator('[data-kind="transition"]').first().textContent()) ?? '';
    expect(first).toContain('Solicitada');
    expect(first).toContain('Entregada');
    expect(first).toContain('40012345');
    await page.getByText('No hay acciones disponibles en este estado').waitFor();
    const record = await gatewayCall(page, 'GET', `${API}/${id}`);
    expect(record.json.return).toMatchObject({
      status: 'delivered',
      credit_invoice: '40012345',
      transport_fee: 24.9,
    });
    expect(problems).toEqual([]);
  });

  it('shows no action to a user without azc-returns-update', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const id = await returnOnHold(page);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, DEMO_CATALOGUE);
    await page.goto(`/returns/${id}`);
    await toast(page, /Acceso denegado/).waitFor();
    expect(await page.getByRole('button', { name: /^Pasar a/ }).count()).toBe(0);
    const refused = await gatewayCall(page, 'POST', `${API}/${id}/transitions`, {
      to: 'pending',
      fields: { transport_fee: 10 },
    });
    expect(refused.status).toBe(403);
  });
});
