import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { loginPage, onPath } from './src/login-page.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();
// The one account no other spec signs in with (the professional, refused at sign-in): this spec ends
// with a changed password.
const ACCOUNT = 'pro@proboard.local';
const NEW_PASSWORD = 'a-new-long-password-42';

describe.skipIf(!dataDir)('password reset', () => {
  const browser = useBrowserSession(baseUrl);

  it('mails a link whose form sets a new password once', async () => {
    const { page, problems } = browser();
    const since = Date.now();
    await page.goto('/login/password/forgot');
    await page.getByLabel('E-mail').fill(ACCOUNT);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('status').filter({ hasText: /./ }).waitFor();

    const mail = await waitForMail(dataDir, ACCOUNT, since);
    const token = /\/login\/password\/reset\?client_id=23&token=([\w-]+)/.exec(mail)?.[1];
    expect(token, 'reset link in the e-mail').toBeTruthy();
    const resetPath = `/login/password/reset?client_id=23&token=${token}`;
    await page.goto(resetPath);

    const password = page.getByLabel(/^Nueva contraseña/);
    const confirmation = page.getByLabel(/^Repite la nueva contraseña/);
    const submit = page.getByRole('button', { name: 'Cambiar contraseña' });

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}-typo`);
    await submit.click();
    await page.getByText('Las contraseñas no coinciden').waitFor();

    await password.fill('short');
    await confirmation.fill('short');
    await submit.click();
    // The server's 422 message lands under the field it names.
    await page.getByText(/La contraseña debe tener al menos \d+ caracteres/).waitFor();
    await saveScreenshot(page, 'password-reset-422');

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await submit.click();
    await page.waitForURL(onPath('/login'));
    await page.getByRole('alert').filter({ hasText: 'Contraseña cambiada' }).waitFor();

    // The new password is right: the server gets past it to the profile, which may not use the board.
    await loginPage(page).signIn({ email: ACCOUNT, password: NEW_PASSWORD });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error de inicio de sesión, perfil de usuario no válido' })
      .waitFor();

    await page.goto(resetPath);
    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Este enlace ya se ha usado; pide uno nuevo' }).waitFor();
    expect(problems).toEqual([]);
  });
});
