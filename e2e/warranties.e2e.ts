import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_AFTERSALES } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const API = 'mswarranties.v1/admin/warranties';

/** Signs in with the exact 'Entrar' button (the SSO button also says 'Entrar'). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });
const formTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( |$)`) });
const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();
const actionButton = (page: Page, state: string) => page.getByRole('button', { name: `Pasar a «${state}»` });
const modal = (page: Page) => page.getByRole('dialog', { name: /^Pasar a/ });

/** An async select: type part of the label, pick the option. */
async function search(page: Page, box: Locator, text: string, option: string) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A demo company, and a catalogue article of a demo warranty's line (the agent cannot list articles). */
async function companyAndArticle(page: Page) {
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 4 }));
  const companies = await gatewayCall(page, 'GET', `mscustomer.v1/admin/companies?context=${context}`);
  const company = (companies.json.companies as { data: { name: string }[] }).data[0]!;
  const warranties = await gatewayCall(page, 'GET', `${API}?context=${context}`);
  const demo = (warranties.json.warranties as { data: { id: number }[] }).data[0]!;
  const record = (await gatewayCall(page, 'GET', `${API}/${demo.id}`)).json.warranty as {
    lines: { article: string }[];
  };
  return { company: company.name, article: record.lines[0]!.article };
}

/** Fills the create form: the warranty's fields, then one line claiming `serial` of `article`. */
async function fillWarranty(page: Page, code: string, company: string, article: string, serial: string) {
  await page.goto('/warranties/create');
  await field(page, 'Código').fill(code);
  await search(page, combo(page, 'Empresa cliente'), company.slice(0, 6), company);
  await choose(page, combo(page, 'Tipo de pago'), 'En garantía');
  await field(page, 'Descripción de la avería').fill('El termostato no enciende tras cambiar las pilas');
  // Where the carrier collects the unit, should the pickup be requested.
  await formTab(page, 'Recogida y contacto').click();
  await field(page, 'Dirección de recogida').fill('Polígono Alcodar, nave 12');
  await field(page, 'Código postal').fill('46701');
  await field(page, 'Ciudad').fill('Gandia');
  await choose(page, combo(page, 'País'), 'ES - España');
  await formTab(page, 'Líneas').click();
  await page.getByRole('button', { name: 'Añadir fila' }).click();
  await page.getByRole('textbox', { name: 'Artículo 1' }).fill(article);
  await page.getByRole('textbox', { name: 'Cantidad 1' }).fill('1');
  await page.getByRole('textbox', { name: 'Nº de serie 1' }).fill(serial);
  await page.getByRole('textbox', { name: 'ID de plenum 1' }).fill('PLN-E2E');
  await page.getByRole('textbox', { name: 'Factura 1' }).fill('FV26-E2E001');
}

describe('warranties', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a warranty with a line, refuses the same unit in a second one, validates it, chats and books its pickup with parcels', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const { company, article } = await companyAndArticle(page);
    const run = Date.now().toString(36).toUpperCase();
    const serial = `SN-E2E-${run}`;

    await page.goto('/warranties');
    await expect.poll(() => bodyRows(page, 'Garantías').count(), SETTLE).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    await fillWarranty(page, `GAR-E2E-${run}`, company, article, serial);
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await toast(page, /correctamente/).waitFor();
    const created = await gatewayCall(
      page,
      'GET',
      `${API}?context=${encodeURIComponent(JSON.stringify({ filter: { search: serial } }))}`,
    );
    const [warranty] = (created.json.warranties as { data: { id: number; status: string }[] }).data;
    expect(warranty).toMatchObject({ status: 'opened' });

    // The list names the payment type (not its code), and is filtered by choosing a name.
    await page.goto('/warranties');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Tipo de pago' }), 'En garantía');
    const rowTexts = () => bodyRows(page, 'Garantías').allTextContents();
    const allUnderWarranty = async () => {
      const rows = await rowTexts();
      return rows.length > 0 && rows.every((row) => row.includes('En garantía'));
    };
    await expect.poll(allUnderWarranty, SETTLE).toBe(true);
    expect((await rowTexts()).join(' ')).not.toContain('WARRANTY');

    // The same unit in a second warranty: refused on the line's article, with the spec's message.
    await fillWarranty(page, `GAR-E2E-${run}-2`, company, article, serial);
    await save(page);
    await page.getByText('Este artículo ya está en otra garantía abierta').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Artículo 1' }).getAttribute('aria-invalid')).toBe('true');

    // Open it: validate through the modal, observations refused empty first, then the confirmation.
    await page.goto(`/warranties/${warranty!.id}`);
    await page.waitForURL(pathIs(`/warranties/${warranty!.id}`));
    await page.getByText('Estado actual').waitFor();
    expect(await actionButton(page, 'Cerrada').count()).toBe(0);
    await actionButton(page, 'Validada').click();
    const dialog = modal(page);
    await dialog.waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => dialog.getByLabel(/^Observaciones( \*)?$/).getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    await dialog.getByText('Este campo es obligatorio').first().waitFor();
    await dialog.getByLabel(/^Observaciones( \*)?$/).fill('Avería confirmada con las fotos del instalador');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmar' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await toast(page, 'Estado cambiado a «Validada»').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The cancel modal asks for its reason as well as the observations.
    await actionButton(page, 'Cancelada').click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => dialog.getByLabel(/^Motivo( \*)?$/).getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Chat: an empty message is refused, a written one joins the log.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();
    await page.getByLabel('Nuevo comentario').fill('¿Podéis enviar una foto de la placa de características?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Comentario añadido').waitFor();

    const timeline = page.getByTestId('workflow-timeline');
    await expect
      .poll(
        async () =>
          timeline
            .locator('[data-kind]')
            .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind'))),
        SETTLE,
      )
      .toEqual(['comment', 'transition', 'create']);
    const transition = (await timeline.locator('[data-kind="transition"]').textContent()) ?? '';
    expect(transition).toContain('Avería confirmada con las fotos del instalador');
    expect(transition).toContain('Validada');
    const record = await gatewayCall(page, 'GET', `${API}/${warranty!.id}`);
    expect(record.json.warranty).toMatchObject({ status: 'validated' });

    // Request the pickup: the modal asks for the parcels the carrier needs, refused without them.
    await actionButton(page, 'Recogida solicitada').click();
    await dialog.waitFor();
    const parcels = (label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await dialog.getByLabel(/^Observaciones( \*)?$/).fill('Recoger en el almacén del instalador');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => parcels('Bultos').getAttribute('aria-invalid'), SETTLE).toBe('true');
    expect(await accessibilityProblems(page)).toBe('');
    await parcels('Bultos').fill('2');
    await parcels('Peso por bulto \\(kg\\)').fill('14');
    await parcels('Alto por bulto \\(cm\\)').fill('50');
    await parcels('Ancho por bulto \\(cm\\)').fill('40');
    await parcels('Largo por bulto \\(cm\\)').fill('60');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await toast(page, 'Estado cambiado a «Recogida solicitada»').waitFor();
    // Booked at the fake carrier with both parcels (the carrier job runs in the background).
    const pickupOf = async () => {
      const context = encodeURIComponent(JSON.stringify({ filter: { serves_reference: `GAR-E2E-${run}` } }));
      const list = await gatewayCall(page, 'GET', `msshipper.v1/admin/shipments?context=${context}`);
      return (list.json.shipments as { data: { status: string; parcel_count: number }[] }).data[0];
    };
    await expect.poll(pickupOf, { timeout: 15_000 }).toMatchObject({ status: 'requested', parcel_count: 2 });
    expect(problems).toEqual([]);
  });
});
