import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { loginPage, onPath, storedItem } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
/** The sign-in route's JS budget (gzip), so the first screen stays fast. */
const LOGIN_JS_BUDGET_BYTES = 200 * 1000;

describe('sign in', () => {
  const browser = useBrowserSession(baseUrl);

  it('sends a guest to /login, signs in to the home screen and signs out', async () => {
    const { page, problems } = browser();
    await page.goto('/');
    await page.waitForURL(onPath('/login'));
    const login = loginPage(page);
    await login.email.waitFor();
    await saveScreenshot(page, 'login');

    await login.signIn(DEMO_ADMIN);
    await page.waitForURL(onPath('/'));
    const welcome = page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, \S/ });
    await welcome.waitFor();

    expect(await storedItem(page, 'token')).toMatch(/^Bearer \S+/);
    const user = JSON.parse((await storedItem(page, 'currentUser')) ?? 'null') as {
      name: string;
      surname?: string;
    };
    const name = [user.name, user.surname].filter(Boolean).join(' ');
    expect(await welcome.textContent()).toBe(`Bienvenido/a, ${name}`);
    expect(await page.getByTestId('current-user-name').textContent()).toBe(name);
    await saveScreenshot(page, 'home');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(onPath('/login'));
    await login.email.waitFor();
    expect(await storedItem(page, 'token')).toBeNull();
    expect(await storedItem(page, 'currentUser')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('signs in and out with the keyboard alone', async () => {
    const { page, problems } = browser();
    await page.goto('/login');
    const login = loginPage(page);
    await login.email.waitFor();
    await page.keyboard.press('Tab');
    expect(await login.email.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(DEMO_ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();

    const logout = page.getByRole('button', { name: 'Cerrar sesión' });
    for (let presses = 0; presses < 10; presses++) {
      if (await logout.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath('/login'));
    expect(problems).toEqual([]);
  });

  it('says why a wrong password is refused and stays on /login', async () => {
    const { page, problems } = browser();
    await page.goto('/login');
    await loginPage(page).signIn({ email: DEMO_ADMIN.email, password: 'not-the-password' });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error al iniciar sesión. Usuario no encontrado o contraseña incorrecta' })
      .waitFor();
    await saveScreenshot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedItem(page, 'token')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('checks the form before calling the server', async () => {
    const { page, problems } = browser();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.goto('/login');
    await loginPage(page).signIn({ email: 'not-an-email', password: '' });
    await page.getByRole('alert').filter({ hasText: 'Comprueba el formulario' }).waitFor();
    await page.getByText('Introduce un e-mail válido').waitFor();
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('returns to the first route asked for after signing in', async () => {
    const { page, problems } = browser();
    await page.goto('/?from=bookmark');
    await page.waitForURL(onPath('/login'));
    await loginPage(page).signIn(DEMO_ADMIN);
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?from=bookmark');
    expect(await storedItem(page, 'route')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('keeps /login within its JS budget and without the signed-in chunks', async () => {
    const { page, problems } = browser();
    const scripts = new Map<string, number>();
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      bodies.push(
        response.body().then((body) => {
          scripts.set(url.pathname, gzipSync(body).length);
        }),
      );
    });
    await page.goto('/login');
    await loginPage(page).submit.waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);

    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.info(`/login JS: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
    // Neither the signed-in layout, nor the route table, nor any screen behind the sign-in.
    const signedIn =
      /RootLayout|HomeScreen|shell-screens|resource-screens|ResourceRouteScreen|protected-routes/;
    expect([...scripts.keys()].filter((file) => signedIn.test(file))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
