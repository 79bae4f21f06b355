import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();

type Json = Record<string, unknown>;
const list = (path: string, context: Json) =>
  `${path}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 10, ...context }))}`;

/** A demo order of a Spanish company (its customer's mail is written in Spanish). */
async function spanishOrder(page: Page) {
  const companies = await gatewayCall(
    page,
    'GET',
    list('mscustomer.v1/admin/companies', { filter: { country_iso: 'ES' } }),
  );
  for (const company of (companies.json.companies as { data: Json[] }).data) {
    if (!company.email) continue;
    const orders = await gatewayCall(
      page,
      'GET',
      list(`mscustomer.v1/admin/companies/${company.id}/orders`, {}),
    );
    const order = (orders.json.orders as { data: Json[] }).data[0];
    if (order) return order;
  }
  throw new Error('no demo order of a Spanish company with an e-mail');
}

/** Amounts as the Spanish mail writes them, without the currency sign (`1.234,50`). */
const spanishAmount = (value: number) =>
  new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

describe('orders', () => {
  const browser = useBrowserSession(baseUrl);

  it('changes an order’s shipping cost in the order modal and mails the customer the new total', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const order = await spanishOrder(page);

    await page.goto('/orders');
    await expect.poll(() => bodyRows(page, 'Pedidos').count(), SETTLE).toBeGreaterThan(0);
    // The state filter offers the filter statuses of spec section 4 and matches a state whole.
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Estado' }), 'Enviado');
    const onlySent = async () => {
      const rows = await bodyRows(page, 'Pedidos').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes('Enviado'));
    };
    await expect.poll(onlySent, SETTLE).toBe(true);
    expect(await accessibilityProblems(page)).toBe('');

    // The details route names the order's Altra company (spec section 2).
    await page.goto(`/orders/${order.id}/altra-company/${order.altra_company_iso}`);
    await page.waitForURL(pathIs(`/orders/${order.id}/altra-company/${order.altra_company_iso}`));
    const panel = page.getByRole('region', { name: 'Portes y total' });
    await panel.waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    // A new cost, different from the order's (whole euros and cents, so the rounding shows).
    const before = (await gatewayCall(page, 'GET', `msbusiness.v1/admin/orders/${order.id}`)).json
      .order as Json;
    const newCost = Number(before.shipping_cost) === 23.45 ? 31.1 : 23.45;
    const since = Date.now();
    await panel.getByRole('button', { name: 'Cambiar los portes' }).click();
    const dialog = page.getByRole('dialog', { name: `Portes del pedido ${order.order_reference}` });
    await dialog.waitFor();
    const cost = dialog.getByRole('textbox', { name: /^Portes/ });
    // Prefilled from the order.
    await expect
      .poll(async () => Number((await cost.inputValue()).replace(/[^\d,]/g, '').replace(',', '.')), SETTLE)
      .toBe(Number(before.shipping_cost));
    expect(await accessibilityProblems(page)).toBe('');
    await cost.fill(spanishAmount(newCost));
    const editor = dialog.locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('Enviaremos su pedido con transporte urgente.');
    await dialog.getByRole('button', { name: 'Confirmar y enviar' }).click();
    // The mail goes to the order's user, else to the company: the toast names the address.
    const sent = toast(page, /el nuevo total se ha enviado a /);
    await sent.waitFor();
    const email = ((await sent.textContent()) ?? '').match(/enviado a (\S+@\S+)/)?.[1] ?? '';
    expect(email).toMatch(/@/);
    await dialog.waitFor({ state: 'detached' });

    const after = (await gatewayCall(page, 'GET', `msbusiness.v1/admin/orders/${order.id}`)).json
      .order as Json;
    expect(after.shipping_cost).toBe(newCost);
    expect(after.total).not.toBe(before.total);
    await expect
      .poll(async () => (await panel.getByTestId('order-total').textContent()) ?? '', SETTLE)
      .toContain(spanishAmount(Number(after.total)));
    // The lines tab writes the new total as an amount in the language.
    await page.getByRole('tab', { name: 'Líneas y totales' }).click();
    const total = field(page, 'Total');
    await expect.poll(() => total.inputValue(), SETTLE).toContain(spanishAmount(Number(after.total)));
    expect(await total.inputValue()).toMatch(/\s€$/);

    expect(dataDir, 'the e2e server writes its mail under its data folder').toBeTruthy();
    const mail = await waitForMail(dataDir, email, since);
    expect(mail).toContain(String(order.order_reference));
    expect(mail).toContain(spanishAmount(Number(after.total)));
    expect(mail).toContain(spanishAmount(newCost));
    expect(mail).toContain('transporte urgente');
    expect(problems).toEqual([]);
  });
});
