import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, columnTexts, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

/** Signs in from /login, pressing the exact 'Entrar' button (the SSO button also says 'Entrar'). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

const PLANS = 'msservices.v1/admin/renewal-plans';
const CONFIGS = 'msbusiness.v1/admin/agent-commission-configs';
const stamp = Date.now();

/** A plan of the demo in `state` (each run moves some: a fresh one is created when none is left). */
async function planIn(page: Page, state: 'in_process' | 'registered'): Promise<number> {
  const context = encodeURIComponent(JSON.stringify({ perPage: 10, filter: { status: state } }));
  const list = await gatewayCall(page, 'GET', `${PLANS}?context=${context}`);
  const found = (list.json.renewal_plans as { data: { id: number }[] }).data[0];
  if (found) return found.id;
  const created = await gatewayCall(page, 'POST', PLANS, {
    code: `RNV-E2E-${stamp}-${state}`,
    client_name: 'Irene',
    client_surname: 'Soto Aguirre',
    address: 'Calle Alfonso I 12',
  });
  const id = (created.json.renewal_plan as { id: number }).id;
  if (state === 'in_process')
    await gatewayCall(page, 'POST', `${PLANS}/${id}/transitions`, { to: 'in_process' });
  return id;
}

const actionButton = (page: Page, state: string) => page.getByRole('button', { name: `Pasar a «${state}»` });
const transitionModal = (page: Page) => page.getByRole('dialog', { name: /^Pasar a/ });
/** A box of a dialog by its label (the details form behind it has labels of its own). */
const inDialog = (dialog: Locator, label: string) =>
  dialog.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
/** A select of a dialog by its exact label. */
const combo = (dialog: Locator, label: string) =>
  dialog.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}( \\*)?$`) });

describe('renewal plans', () => {
  const browser = useBrowserSession(baseUrl);

  it('closes a plan in process through its modal: the A3 order number and a valid installer e-mail first', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const id = await planIn(page, 'in_process');

    await page.goto('/renewalplans');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Estado' }), 'En proceso');
    await expect.poll(() => bodyRows(page, 'Planes Renove').count(), SETTLE).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    await page.goto(`/renewalplans/${id}`);
    await page.getByText('Estado actual').waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await actionButton(page, 'Cerrado').click();
    const dialog = transitionModal(page);
    await dialog.waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    // Refused empty, then with an order number that is not a number and an e-mail that is not one.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => inDialog(dialog, 'Nº de pedido (A3)').getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    await expect
      .poll(() => inDialog(dialog, 'E-mail del instalador').getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    await inDialog(dialog, 'Nº de pedido (A3)').fill('A-12');
    await inDialog(dialog, 'E-mail del instalador').fill('no es un correo');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => inDialog(dialog, 'E-mail del instalador').getAttribute('aria-invalid'), SETTLE)
      .toBe('true');
    expect(await inDialog(dialog, 'Nº de pedido (A3)').getAttribute('aria-invalid')).toBe('true');

    await inDialog(dialog, 'Nº de pedido (A3)').fill('20261187');
    await inDialog(dialog, 'E-mail del instalador').fill('obras@climaragon.example.com');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Estado cambiado a «Cerrado»').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const timeline = page.getByTestId('workflow-timeline');
    await expect
      .poll(() => timeline.locator('[data-kind="transition"]').first().textContent(), SETTLE)
      .toContain('20261187');
    const record = await gatewayCall(page, 'GET', `${PLANS}/${id}`);
    expect(record.json.renewal_plan).toMatchObject({
      status: 'closed',
      order_number: '20261187',
      installer_email: 'obras@climaragon.example.com',
    });
    expect(problems).toEqual([]);
  });

  it('expires a plan only after the confirmation that it cannot be undone', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_ADMIN);
    const id = await planIn(page, 'registered');
    await page.goto(`/renewalplans/${id}`);
    await actionButton(page, 'Caducado').click();
    const dialog = transitionModal(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmar' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await toast(page, 'Estado cambiado a «Caducado»').waitFor();
    const record = await gatewayCall(page, 'GET', `${PLANS}/${id}`);
    expect((record.json.renewal_plan as { status: string }).status).toBe('expired');
  });

  it('deletes a plan after its confirmation', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_ADMIN);
    const created = await gatewayCall(page, 'POST', PLANS, {
      code: `RNV-E2E-DEL-${stamp}`,
      client_name: 'Bruno',
      client_surname: 'Vidal Ferrer',
      address: 'Carrer de Mallorca 200',
    });
    const id = (created.json.renewal_plan as { id: number }).id;
    await page.goto(`/renewalplans/${id}`);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).first().click();
    const confirmation = page.getByRole('dialog', { name: 'Eliminar plan Renove' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    await confirmation.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Se ha eliminado correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/renewalplans');
    expect((await gatewayCall(page, 'GET', `${PLANS}/${id}`)).status).toBe(404);
  });
});

describe('agent commission configurations', () => {
  const browser = useBrowserSession(baseUrl);

  it('are created, edited and deleted in modals of their list, and migrated by its button', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const manufacturers = await gatewayCall(page, 'GET', 'msproduct.v1/manufacturers/filter?context=%7B%7D');
    const maker = (manufacturers.json.manufacturers as { data: { az_iso: string; name: string }[] }).data.at(
      -1,
    )!;
    const companyName = await companyWithoutConfiguration(page);
    const agent045 = (await agentLabel(page, 'AG-045'))!;
    const agent031 = (await agentLabel(page, 'AG-031'))!;

    await page.goto('/agentcommissionconfigs');
    await expect
      .poll(() => bodyRows(page, 'Configuraciones de comisiones').count(), SETTLE)
      .toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear configuración de comisión' });
    await dialog.waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Selecciona todos los campos para crear la configuración').waitFor();

    /** An async select: type part of the label, pick the option. */
    const search = async (label: string, text: string, option: string) => {
      const box = combo(dialog, label);
      await box.click();
      await box.fill(text);
      await page.getByRole('option', { name: option }).first().click();
    };
    await search('Fabricante', maker.az_iso, `${maker.az_iso} - ${maker.name}`);
    await search('Empresa', companyName.slice(0, 12), companyName);
    await choose(page, combo(dialog, 'País'), 'ES - España');
    await choose(page, combo(dialog, 'Región'), 'Zaragoza');
    await choose(page, combo(dialog, 'Código de agente'), agent045);
    await inDialog(dialog, 'Comisión (%)').fill('5.5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const context = encodeURIComponent(
      JSON.stringify({ perPage: 50, filter: { company: companyName, agent_code: 'AG-045' } }),
    );
    const saved = (
      (await gatewayCall(page, 'GET', `${CONFIGS}?context=${context}`)).json.agent_commission_configs as {
        data: { id: number; commission_rate: number }[];
      }
    ).data[0]!;
    expect(saved.commission_rate).toBe(5.5);

    await page.getByRole('button', { name: `Editar ${saved.id}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar configuración de comisión' });
    await inDialog(edit, 'Comisión (%)').fill('6');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await expect
      .poll(async () => {
        const row = await gatewayCall(page, 'GET', `${CONFIGS}?context=${context}`);
        return (row.json.agent_commission_configs as { data: { commission_rate: number }[] }).data[0]
          ?.commission_rate;
      }, SETTLE)
      .toBe(6);

    // The migration: every configuration of AG-045 moves to AG-031.
    await page.getByRole('button', { name: 'Migrar configuraciones' }).click();
    const migration = page.getByRole('dialog', { name: 'Migrar las configuraciones de un agente a otro' });
    await migration.getByRole('button', { name: 'Migrar configuraciones' }).click();
    await migration.getByText('Este campo es obligatorio').first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await choose(page, combo(migration, 'Agente de origen'), agent045);
    await choose(page, combo(migration, 'Agente de destino'), agent031);
    await migration.getByRole('button', { name: 'Migrar configuraciones' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmar' });
    await confirmation.getByText('no se puede deshacer').waitFor();
    await confirmation.getByRole('button', { name: 'Migrar configuraciones' }).click();
    await toast(page, /Migradas \d+ configuraciones del agente AG-045 al agente AG-031/).waitFor();
    const moved = await gatewayCall(
      page,
      'GET',
      `${CONFIGS}?context=${encodeURIComponent(JSON.stringify({ filter: { company: companyName } }))}`,
    );
    expect(
      (moved.json.agent_commission_configs as { data: { agent_code: string }[] }).data[0]?.agent_code,
    ).toBe('AG-031');

    await page.getByRole('button', { name: `Eliminar ${saved.id}`, exact: true }).click();
    const deletion = page.getByRole('dialog', { name: 'Eliminar configuración de comisión' });
    await deletion.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Se ha eliminado correctamente').waitFor();
    await expect
      .poll(async () => {
        const after = await gatewayCall(
          page,
          'GET',
          `${CONFIGS}?context=${context.replace('AG-045', 'AG-031')}`,
        );
        return (after.json.agent_commission_configs as { data: unknown[] }).data.length;
      }, SETTLE)
      .toBe(0);

    await page.goto('/agentcommissions');
    await expect.poll(() => bodyRows(page, 'Comisiones de agentes').count(), SETTLE).toBeGreaterThan(0);
    // A commission's month reads as a month (`noviembre de 2026`), not as its first day.
    const months = await columnTexts(page, 'Comisiones de agentes', 1);
    expect(
      months.every((month) => /^[a-z]+ de \d{4}$/.test(month)),
      months.join(', '),
    ).toBe(true);
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });
});

/** A demo company with no configuration in Zaragoza yet (the one this run creates). */
async function companyWithoutConfiguration(page: Page): Promise<string> {
  const companies = await gatewayCall(
    page,
    'GET',
    `mscustomer.v1/admin/companies?context=${encodeURIComponent(JSON.stringify({ perPage: 50 }))}`,
  );
  for (const { name } of (companies.json.companies as { data: { name: string }[] }).data) {
    const filter = { company: name, region: 'Zaragoza' };
    const configs = await gatewayCall(
      page,
      'GET',
      `${CONFIGS}?context=${encodeURIComponent(JSON.stringify({ filter }))}`,
    );
    if ((configs.json.agent_commission_configs as { total: number }).total === 0) return name;
  }
  throw new Error('every demo company has a configuration in Zaragoza');
}

/** The agents selector's label of a code (`AG-031 - Giulia Ferraro`). */
async function agentLabel(page: Page, code: string): Promise<string | undefined> {
  const agents = await gatewayCall(page, 'GET', 'mscrm.v1/crm-agents');
  const agent = (agents.json.crm_agents as { code: string; FULLNAME: string }[]).find((a) => a.code === code);
  return agent ? `${agent.code} - ${agent.FULLNAME}` : undefined;
}
