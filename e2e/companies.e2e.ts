import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeRemote,
  fakeCrmHandler,
  startFakeRemote,
} from '../apps/server/src/test/fakes/fake-remote.ts';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();

/** The Italian CRM the temporary customers are looked up in: a fake on 127.0.0.1 (the ES one is crm-sync's). */
const CRM_ALIAS = 'E2E_CRM_IT';
const CRM_SECRET = 'e2e-crm-it-signing-secret-0001';
const CRM_CLIENT = { id: 'IT-E2E-0001', name: 'Termoidraulica Lagunare Srl', vat: '04550270272' };
let crm: FakeRemote;
beforeAll(async () => {
  const fake = fakeCrmHandler();
  fake.clients.set(CRM_CLIENT.vat, CRM_CLIENT);
  crm = await startFakeRemote(CRM_SECRET, fake.handler);
});
afterAll(() => crm.close());

/** Points the Italian registrations at the fake CRM (a configuration an earlier run left is replaced). */
async function configureItalianCrm(page: Page) {
  const configs = 'mscrm.v1/crm-configurations';
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 50, filter: { alias: CRM_ALIAS } }),
  );
  const list = await gatewayCall(page, 'GET', `${configs}?context=${context}`);
  for (const row of (list.json.crm_configurations as { data: { id: number; alias: string }[] }).data)
    if (row.alias === CRM_ALIAS) await gatewayCall(page, 'DELETE', `${configs}/${row.id}`);
  const created = await gatewayCall(page, 'POST', configs, {
    alias: CRM_ALIAS,
    reference: 'CRM Italia E2E',
    end_point: crm.url,
    country_iso: 'it',
    secret: CRM_SECRET,
  });
  expect(created.status).toBe(201);
}

/** A Spanish CIF of a limited company (B) with its control digit, different on every run. */
function spanishCif(seed: number): string {
  const digits = String(1_000_000 + (seed % 9_000_000)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

/** A select of the form by its exact label (a required one ends in ` *`; 'País' is not 'País de facturación'). */
const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) });

/** An async select: type part of the label, pick the option. */
async function search(page: Page, box: Locator, text: string, option: string) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();

/** Opens a tab of the company (its users, addresses, discounts) and its create form. */
async function createInTab(page: Page, companyId: string, tab: string, path: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForURL(pathIs(`/companies/${companyId}/${path}`));
  await page.getByRole('link', { name: 'Crear', exact: true }).click();
  await page.waitForURL(pathIs(`/companies/${companyId}/${path}/create`));
}

describe('companies and temporary customers', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a company with a valid CIF, then a user (invited), an address and a discount in its tabs; an overlapping discount is refused', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const stamp = Date.now();
    const name = `Climatizaciones Arganzuela ${stamp % 100_000} SL`;

    // The company: a CIF with the wrong control digit is refused on its field, a valid one saves.
    await page.goto('/companies/create');
    await field(page, 'Nombre').fill(name);
    await choose(page, combo(page, 'País'), 'ES - España');
    await field(page, 'NIF/IVA').fill('B12345675');
    await save(page);
    await page.getByText('El NIF/IVA no es válido para el país elegido').waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await field(page, 'NIF/IVA').fill(spanishCif(stamp));
    await save(page);
    await page.waitForURL(pathIs(/^\/companies\/\d+$/));
    const companyId = new URL(page.url()).pathname.split('/')[2]!;
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe(name);

    // A user, invited by e-mail once the confirmation is accepted.
    await createInTab(page, companyId, 'Usuarios', 'users');
    const email = `marta.solis.${stamp}@arganzuela-clima.example`;
    await field(page, 'E-mail').fill(email);
    await field(page, 'Nombre').fill('Marta');
    await field(page, 'Apellidos').fill('Solís Herrero');
    await choose(page, combo(page, 'Tipo'), 'Profesional');
    const since = Date.now();
    await save(page);
    const invitation = page.getByRole('dialog');
    await invitation.getByText(/enlace para que elija su contraseña/).waitFor();
    await invitation.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.waitForURL(pathIs(new RegExp(`^/companies/${companyId}/users/\\d+$`)));
    expect(dataDir, 'the e2e server writes its mail under its data folder').toBeTruthy();
    const mail = await waitForMail(dataDir, email, since);
    expect(mail).toMatch(/\/login\/password\/reset\?client_id=23&token=[\w-]+/);

    // A delivery address; the tab's list and form pass axe.
    await createInTab(page, companyId, 'Direcciones', 'addresses');
    await choose(page, combo(page, 'Tipo'), 'Entrega');
    await field(page, 'Dirección').fill('Paseo de las Delicias 30');
    await field(page, 'Ciudad').fill('Madrid');
    await field(page, 'Código postal').fill('28045');
    await choose(page, combo(page, 'País'), 'ES - España');
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await page.waitForURL(pathIs(new RegExp(`^/companies/${companyId}/addresses/\\d+$`)));
    await page.getByRole('tab', { name: 'Direcciones' }).click();
    await expect.poll(() => bodyRows(page, 'Direcciones').count(), SETTLE).toBe(1);
    expect(await bodyRows(page, 'Direcciones').first().textContent()).toContain('Paseo de las Delicias 30');
    expect(await accessibilityProblems(page)).toBe('');

    // A discount on a family of articles, valid for the first half of 2027 (the date fields).
    const families = await gatewayCall(
      page,
      'GET',
      `msproduct.v1/admin/families?context=${encodeURIComponent(JSON.stringify({ perPage: 4 }))}`,
    );
    const family = (families.json.families as { data: { az_iso: string; name: string }[] }).data[0]!;
    const discount = async (from: string, to: string) => {
      await createInTab(page, companyId, 'Descuentos', 'discounts');
      await choose(page, combo(page, 'Tipo'), 'CF · familia de artículos × cliente');
      await search(
        page,
        combo(page, 'Familia de artículos'),
        family.az_iso,
        `${family.az_iso} - ${family.name}`,
      );
      await field(page, 'Descuento (%)').fill('12.5');
      await field(page, 'Válido desde').fill(from);
      await field(page, 'Válido hasta').fill(to);
    };
    await discount('2027-01-01', '2027-06-30');
    // The day chosen, spelt out in the interface language under the date.
    await page.getByText('viernes, 1 de enero de 2027').waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await page.waitForURL(pathIs(new RegExp(`^/companies/${companyId}/discounts/\\d+$`)));

    // The same family and client from March: refused, saying which discount it overlaps.
    await discount('2027-03-01', '2027-12-31');
    await save(page);
    await page.getByText(/Se solapa con el descuento #\d+ \(1 ene 2027 – 30 jun 2027\)/).waitFor();
    expect(page.url()).toContain('/discounts/create');
    await page.getByRole('tab', { name: 'Descuentos' }).click();
    await page.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect.poll(() => bodyRows(page, 'Descuentos').count(), SETTLE).toBe(1);
    const created = await bodyRows(page, 'Descuentos').first().textContent();
    expect(created).toContain('1/1/27');
    // The share as the language writes it.
    expect(created).toMatch(/12,5\s%/);
    expect(problems).toEqual([]);
  });

  it('reviews a temporary customer: not found in the CRM by VAT, moved to a CRM client, converted into a company with its invited user', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await configureItalianCrm(page);
    // An Italian registration of the demo still waiting for review (each run converts one).
    const pending = await gatewayCall(
      page,
      'GET',
      `mscustomer.v1/admin/tmp-customers?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter: { status: 'pending' } }))}`,
    );
    const registration = (
      pending.json.tmp_customers as {
        data: { id: number; name: string; vat: string; user_email: string; country_iso: string }[];
      }
    ).data.find((row) => row.country_iso === 'IT');
    if (!registration) throw new Error('no Italian demo temporary customer waiting for review');

    // From the list to the sync screen, where the registration is chosen.
    await page.goto('/tmpcustomers');
    await bodyRows(page, 'Clientes temporales').first().waitFor();
    await page.getByRole('link', { name: 'Sincronizar clientes temporales' }).click();
    await page.waitForURL(pathIs('/tmpcustomers/sync'));
    await search(
      page,
      page.getByRole('combobox', { name: 'Cliente temporal' }),
      registration.name.slice(0, 8),
      `${registration.name} · ${registration.vat}`,
    );
    await page.waitForURL((url) => url.searchParams.get('registration') === String(registration.id));
    const crmClient = page.getByTestId('tmp-customer-crm-client');
    await crmClient.waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    // Sync: no CRM client has its VAT number.
    await page.getByRole('button', { name: 'Buscar en el CRM por NIF/IVA' }).click();
    const error = page.getByRole('dialog', { name: 'Se ha producido un error' });
    await error
      .getByText(`Cliente no encontrado: ningún cliente del CRM tiene el NIF/IVA ${registration.vat}`)
      .waitFor();
    await error.getByRole('button', { name: 'Aceptar' }).click();

    // Move: an unknown client is refused on the field; a client of the CRM is taken.
    await page.getByRole('button', { name: 'Mover a otro cliente del CRM' }).click();
    const move = page.getByRole('dialog', { name: 'Mover a otro cliente del CRM' });
    await move.getByText('no se puede deshacer').waitFor();
    const box = move.getByLabel(/^Cliente del CRM/);
    await box.fill('CRM-NO-EXISTE');
    await move.getByRole('button', { name: 'Mover', exact: true }).click();
    await move.getByText(/^Cliente no encontrado/).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await box.fill(CRM_CLIENT.id);
    await move.getByRole('button', { name: 'Mover', exact: true }).click();
    await toast(page, /Cliente movido al cliente del CRM .+/).waitFor();
    await move.waitFor({ state: 'detached' });
    await expect.poll(() => crmClient.textContent(), SETTLE).toContain(CRM_CLIENT.id);

    // Convert, after the confirmation: the company opens, and its first user is invited.
    await page.getByRole('button', { name: 'Convertir en cliente real' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Convertir en cliente real' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    const since = Date.now();
    await confirmation.getByRole('button', { name: 'Convertir en cliente real' }).click();
    await toast(page, /Cliente convertido: se ha creado la empresa/).waitFor();
    await page.waitForURL(pathIs(/^\/companies\/\d+$/));
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe(registration.name);
    expect(dataDir, 'the e2e server writes its mail under its data folder').toBeTruthy();
    await waitForMail(dataDir, registration.user_email, since);

    // The registration now says so, and links its company.
    await page.goto(`/tmpcustomers/${registration.id}`);
    await page.getByText('Ya se ha convertido en cliente real').waitFor();
    await page.getByRole('link', { name: 'Abrir la empresa' }).waitFor();
    expect(problems).toEqual([]);
  });
});
