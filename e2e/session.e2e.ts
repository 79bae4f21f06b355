import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { loginPage, onPath, storedItem } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const EXPIRED = 'Tu sesión no existe o ha caducado';

describe('session', () => {
  const browser = useBrowserSession(baseUrl);

  async function signIn() {
    const { page } = browser();
    await page.goto('/login');
    await loginPage(page).signIn(DEMO_ADMIN);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
  }

  it('drops a token without the Bearer prefix and says the session expired', async () => {
    const { page } = browser();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'abc'));
    // Watched from before the navigation: on a busy machine the page can take longer to settle than
    // the toast stays (4.5 s).
    const toastShown = page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    await page.goto('/');
    await page.waitForURL(onPath('/login'));
    await toastShown;
    expect(await storedItem(page, 'token')).toBeNull();
  });

  it('renews a refused access token with the refresh token and stays signed in', async () => {
    const { page, problems } = browser();
    await signIn();
    await page.evaluate(() => localStorage.setItem('token', 'Bearer not-a-real-token'));
    const renewed = page.waitForResponse((response) => response.url().endsWith('/auth/refresh'));
    await page.reload();
    expect((await renewed).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') !== 'Bearer not-a-real-token');
    expect(await storedItem(page, 'token')).toMatch(/^Bearer \S+/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  it('signs out with a toast when the server refuses the session and it cannot be renewed', async () => {
    const { page, problems } = browser();
    await signIn();
    await page.evaluate(() => {
      localStorage.setItem('token', 'Bearer not-a-real-token');
      localStorage.removeItem('refreshToken');
    });
    // Watched from before the reload, as above: the toast may come and go before the page settles.
    const toastShown = page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    await page.reload();
    await page.waitForURL(onPath('/login'));
    await toastShown;
    await saveScreenshot(page, 'session-expired');
    for (const key of ['token', 'currentUser', 'route']) expect(await storedItem(page, key)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('answers a forgotten-password request with a neutral message', async () => {
    const { page, problems } = browser();
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.waitForURL(onPath('/login/password/forgot'));
    // The URL changes before the new screen's chunk has rendered; wait for the screen itself.
    await page.getByRole('heading', { name: 'Recupera tu contraseña' }).waitFor();
    await page.getByLabel('E-mail').fill('nobody@proboard.local');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('status').filter({ hasText: /./ }).waitFor();
    await saveScreenshot(page, 'password-forgot');
    expect(problems).toEqual([]);
  });
});
