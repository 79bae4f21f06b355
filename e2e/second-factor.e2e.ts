import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { openBrowser, saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { signInAs } from './src/catalogue/catalogue-session.ts';
import { toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { loginPage, onPath } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { acceptInvitation, inviteColleague } from './src/staff-invitation.ts';

const { baseUrl, dataDir } = serverUnderTest();
const PASSWORD = 'dos-pasos-2026-larga';
const WELCOME = /^Bienvenido\/a, Irene/;

/** What the authenticator app shows `steps` periods from now (the server accepts one step ahead). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.skipIf(!dataDir)('two-step verification', () => {
  const browser = useBrowserSession(baseUrl);

  it('an invited colleague enrols from her menu and then signs in with a code', async () => {
    const { page, problems } = browser();
    const email = `irene.vidal.${Date.now()}@example.com`;
    await signInAs(page, DEMO_ADMIN);
    const token = await inviteColleague(page, dataDir, {
      email,
      name: 'Irene',
      surname: 'Vidal Serra',
      group: 'Posventa',
    });

    const colleague = await openBrowser(baseUrl);
    try {
      const her = colleague.page;
      await acceptInvitation(her, token, PASSWORD);
      await loginPage(her).signIn({ email, password: PASSWORD });
      await her.getByRole('heading', { level: 1, name: WELCOME }).waitFor();

      // Her own menu: turn two-step verification on.
      await her.getByRole('button', { name: 'Verificación en dos pasos' }).click();
      const dialog = her.getByRole('dialog', { name: 'Verificación en dos pasos' });
      await dialog.getByRole('button', { name: 'Activar' }).click();
      const shown = dialog.getByTestId('second-factor-secret');
      await shown.waitFor();
      await dialog.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }).waitFor();
      expect(await accessibilityProblems(her)).toBe('');
      const secret = (await shown.getAttribute('data-secret')) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await dialog.getByLabel(/^Primer código de la aplicación/).fill(await codeAt(secret));
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      const codes = dialog.getByTestId('recovery-codes');
      await codes.getByRole('listitem').first().waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await toast(her, 'Verificación en dos pasos activada').waitFor();
      await codes.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await her.getByRole('button', { name: 'Cerrar sesión' }).click();
      await her.waitForURL(onPath('/login'));

      // The password alone no longer signs her in: the code step comes next.
      await loginPage(her).signIn({ email, password: PASSWORD });
      const code = her.getByLabel(/^Código de verificación/);
      await code.waitFor();
      await her.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
      expect(await accessibilityProblems(her)).toBe('');
      expect(her.url()).toContain('/login');

      await code.fill('000000');
      await her.getByRole('button', { name: 'Verificar' }).click();
      await her.getByRole('alert').getByText('El código no es correcto o ya se ha usado').waitFor();
      await saveScreenshot(her, 'second-factor-wrong-code');

      await code.fill(await codeAt(secret, 1));
      await her.getByRole('button', { name: 'Verificar' }).click();
      await her.waitForURL((url) => url.pathname === '/');
      await her.getByRole('heading', { level: 1, name: WELCOME }).waitFor();
      expect(colleague.problems.filter((p) => !/\b(401|422)\b/.test(p))).toEqual([]);
    } finally {
      await colleague.close();
    }
    expect(problems).toEqual([]);
  });
});
