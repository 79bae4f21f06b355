import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN, DEMO_AFTERSALES, DEMO_CATALOGUE } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const PREFIX = 'E2E';

interface Named {
  id: number;
  name: string;
}

/** The records of a list whose name matches `search` (the list's global search). */
async function named(page: Page, apiPath: string, plural: string, search: string): Promise<Named[]> {
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter: { search } }));
  const list = await gatewayCall(page, 'GET', `mslogin.v1/${apiPath}?context=${context}`);
  return (list.json[plural] as { data: Named[] }).data;
}

/** Deletes what an earlier, interrupted run left behind, so a long-running server passes too. */
async function removeLeftovers(page: Page) {
  for (const [apiPath, plural] of [
    ['corporate-applications', 'corporate_applications'],
    ['role-groups', 'roles_groups'],
    ['roles', 'roles'],
  ] as const) {
    for (const row of await named(page, apiPath, plural, PREFIX)) {
      if (row.name.startsWith(PREFIX)) await gatewayCall(page, 'DELETE', `mslogin.v1/${apiPath}/${row.id}`);
    }
  }
}

async function roleId(page: Page, name: string): Promise<number> {
  const rows = await named(page, 'roles', 'roles', name);
  return rows.find((row) => row.name === name)!.id;
}

/** Picks options of a kit multiselect by typing each and choosing it from the list. */
async function pick(page: Page, label: string, options: string[]) {
  // The open dropdown's listbox carries the same label: the typing box is the input.
  const input = field(page, label).and(page.locator('input'));
  for (const option of options) {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/** Forgets the browser's session and signs another account in (the pages of a context share storage). */
async function switchUser(page: Page, account: { email: string; password: string }) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInAs(page, account);
}

async function save(page: Page, details: RegExp) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await toast(page, 'Se ha guardado correctamente').waitFor();
  await page.waitForURL(pathIs(details));
  return Number(details.exec(new URL(page.url()).pathname)?.[1]);
}

describe('roles, groups and corporate applications through the screens', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a role with permissions and a group holding it; shows who holds a role', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);

    await page.goto('/roles');
    await bodyRows(page, 'Roles').first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    await page.waitForURL(pathIs('/roles/create'));
    await page.getByRole('heading', { name: 'Crear rol' }).waitFor();
    await field(page, 'Nombre').fill('E2E_AUDITOR');
    await field(page, 'Descripción').fill('Revisa los accesos del personal');
    await pick(page, 'Permisos', ['azc-roles-read', 'azc-groups-read']);
    expect(await accessibilityProblems(page)).toBe('');
    const role = await save(page, /^\/roles\/(\d+)$/);
    await page.getByRole('heading', { name: 'Detalle de rol' }).waitFor();
    await page.getByText('Ningún usuario tiene este rol').waitFor();
    const saved = await gatewayCall(page, 'GET', `mslogin.v1/roles/${role}`);
    expect((saved.json.role as { permissions: number[] }).permissions).toHaveLength(2);

    await page.goto('/groups/create');
    await page.getByRole('heading', { name: 'Crear grupo' }).waitFor();
    await field(page, 'Nombre').fill('E2E Auditoría interna');
    await pick(page, 'Roles', ['E2E_AUDITOR']);
    const group = await save(page, /^\/groups\/(\d+)$/);
    const withRoles = await gatewayCall(page, 'GET', `mslogin.v1/admin/roles_groups/${group}`);
    expect((withRoles.json.roles_group as { roles: Named[] }).roles.map((r) => r.name)).toEqual([
      'E2E_AUDITOR',
    ]);

    // AZ_SAT is held by the after-sales agent through the Posventa group.
    await page.goto(`/roles/${await roleId(page, 'AZ_SAT')}`);
    const holders = page.getByTestId('role-holders');
    await holders.getByText('aftersales@proboard.local').waitFor();
    await holders.getByText('Por su grupo').first().waitFor();
    await saveScreenshot(page, 'access-role-holders');

    await gatewayCall(page, 'DELETE', `mslogin.v1/role-groups/${group}`);
    await gatewayCall(page, 'DELETE', `mslogin.v1/roles/${role}`);
    expect(problems).toEqual([]);
  });

  it('shows why a role the guards rely on cannot be renamed', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/roles/${await roleId(page, 'AZ_DASH_GART')}/edit`);
    const name = field(page, 'Nombre');
    await expect.poll(() => name.inputValue(), SETTLE).toBe('AZ_DASH_GART');
    await name.fill('AZ_DASH_GART_NUEVO');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('El sistema usa este nombre en sus permisos: no se puede cambiar').waitFor();
    await expect.poll(() => name.getAttribute('aria-invalid'), SETTLE).toBe('true');
    expect(await roleId(page, 'AZ_DASH_GART')).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('shows an application restricted to a role group on the home of that group only', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);
    await page.goto('/corporateapplications/create');
    await page.getByRole('heading', { name: 'Crear aplicación' }).waitFor();
    await field(page, 'Nombre').fill('E2E Repuestos SAT');
    await field(page, 'URL').fill('https://repuestos.example.com');
    await field(page, 'Descripción').fill('Pedidos de repuestos del servicio técnico');
    await pick(page, 'Grupos de roles que la ven', ['Posventa']);
    const id = await save(page, /^\/corporateapplications\/(\d+)$/);

    const card = page.getByTestId('corporate-application').filter({ hasText: 'E2E Repuestos SAT' });
    await switchUser(page, DEMO_AFTERSALES);
    await card.waitFor();
    await saveScreenshot(page, 'access-home-group-application');

    await switchUser(page, DEMO_CATALOGUE);
    await page.getByTestId('corporate-application').first().waitFor();
    expect(await card.count()).toBe(0);

    await switchUser(page, DEMO_ADMIN);
    await gatewayCall(page, 'DELETE', `mslogin.v1/corporate-applications/${id}`);
    expect(problems).toEqual([]);
  });
});
