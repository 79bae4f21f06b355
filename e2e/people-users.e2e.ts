import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { openBrowser, saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, READONLY, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { loginPage, onPath } from './src/login-page.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();
const LIST = 'Usuarios internos';
const DETAILS = /^\/internalusers\/(\d+)$/;
const PASSWORD = 'bienvenida-2026-larga';

describe.skipIf(!dataDir)('internal users: invitation, sessions, read-only', () => {
  const browser = useBrowserSession(baseUrl);

  it('invites a colleague who sets a password and signs in, until the administrator ends their sessions', async () => {
    const { page, problems } = browser();
    const email = `nerea.ibarra.${Date.now()}@example.com`;
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/internalusers');
    await bodyRows(page, LIST).first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    await page.waitForURL(pathIs('/internalusers/create'));
    await field(page, 'E-mail').fill(email);
    await field(page, 'Nombre').fill('Nerea');
    await field(page, 'Apellidos').fill('Ibarra Goñi');
    await field(page, 'Cargo').fill('Técnica de producto');
    await choose(page, page.getByRole('combobox', { name: 'Grupo de roles' }), 'Catálogo');
    // What she will be able to do shows before saving, from the server.
    const access = page.getByTestId('effective-access');
    await expect.poll(() => access.textContent(), SETTLE).toContain('AZ_DASH_GART');
    expect(await accessibilityProblems(page)).toBe('');

    const since = Date.now();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/enlace para que elija su contraseña/).waitFor();
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.waitForURL(pathIs(DETAILS));
    await page.getByTestId('invitation-pending').waitFor();

    const mail = await waitForMail(dataDir, email, since);
    const token = /\/login\/password\/reset\?client_id=23&token=([\w-]+)/.exec(mail)?.[1];
    expect(token, 'invitation link in the e-mail').toBeTruthy();

    const colleague = await openBrowser(baseUrl);
    try {
      const other = colleague.page;
      await other.goto(`/login/password/reset?client_id=23&token=${token}`);
      await other.getByLabel(/^Nueva contraseña/).fill(PASSWORD);
      await other.getByLabel(/^Repite la nueva contraseña/).fill(PASSWORD);
      await other.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await other.waitForURL(onPath('/login'));
      await loginPage(other).signIn({ email, password: PASSWORD });
      await other.waitForURL((url) => url.pathname === '/');
      await other.getByRole('heading', { level: 1, name: /^Bienvenido\/a, Nerea/ }).waitFor();

      // The administrator signs her out everywhere, without deactivating her.
      await page.reload();
      await page.getByRole('button', { name: 'Cerrar todas sus sesiones' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar todas sus sesiones' }).click();
      await toast(page, 'Sesiones cerradas').waitFor();
      await page.getByTestId('sign-in-history').getByText('Correcto').first().waitFor();

      // Her next click lands on the sign-in page.
      await other.goto('/manufacturers').catch(() => undefined);
      await other.waitForURL(onPath('/login'), { timeout: 15_000 });
      expect(colleague.problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await colleague.close();
    }
    expect(problems).toEqual([]);
  });

  it('gives a read-only user no way to write users, not even by hand', async () => {
    const { page } = browser();
    await signInAs(page, READONLY);
    await page.goto('/internalusers');
    await expect.poll(() => page.url(), SETTLE).not.toContain('/internalusers');
    expect(await page.getByRole('link', { name: 'Crear', exact: true }).count()).toBe(0);
    const created = await gatewayCall(page, 'POST', 'mslogin.v1/admin/internal-users', {
      email: 'intruso@example.com',
      name: 'Intruso',
    });
    expect(created.status).toBe(403);
    const ended = await gatewayCall(page, 'POST', 'mslogin.v1/admin/internal-users/1/sessions/end');
    expect(ended.status).toBe(403);
    await saveScreenshot(page, 'people-users-readonly');
  });
});
