import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { DEMO_ADMIN, DEMO_AFTERSALES, DEMO_READONLY } from './src/demo-accounts.ts';
import { apiSignIn } from './src/gateway-api.ts';
import { loginPage, onPath, storedItem } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { cookie, errorToast, sidebarMenu, signInAs } from './src/shell-page.ts';

const { baseUrl } = serverUnderTest();
const EXPIRED = 'Tu sesión no existe o ha caducado';

describe('route guards', () => {
  const browser = useBrowserSession(baseUrl);

  it('sends a guest on a deep link to sign in, then back to that link', async () => {
    const { page, problems } = browser();
    await page.goto('/manufacturers/2/edit?tab=translations');
    await page.waitForURL(onPath('/login'));
    expect(await storedItem(page, 'route')).toBe('/manufacturers/2/edit?tab=translations');
    await loginPage(page).signIn(DEMO_ADMIN);
    await page.waitForURL(
      (url) => url.pathname === '/manufacturers/2/edit' && url.search === '?tab=translations',
    );
    // The screen the link named opens inside the layout, under its breadcrumb.
    await page.getByRole('heading', { name: 'Editar fabricante' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Inicio', 'Fabricantes', 'Detalle']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Editar');
    expect(await crumbs.getByRole('link', { name: 'Detalle' }).getAttribute('href')).toBe('/manufacturers/2');
    expect(await storedItem(page, 'route')).toBeNull();
    await saveScreenshot(page, 'deep-link');
    expect(problems).toEqual([]);
  });

  it('sends a forged token to sign in with the expiry toast and clears the session', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.evaluate(() => {
      localStorage.setItem('token', 'Bearer forged-token-that-the-server-never-issued');
      localStorage.removeItem('refreshToken');
      localStorage.removeItem('currentUser');
    });
    // Watched from before the navigation: on a busy machine the toast may go before the page settles.
    const toastShown = errorToast(page, EXPIRED).waitFor();
    await page.goto('/roles');
    await page.waitForURL(onPath('/login'));
    await toastShown;
    for (const key of ['token', 'currentUser', 'route']) expect(await storedItem(page, key)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('refuses a read-only user the create form and says so', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_READONLY);
    await page.goto('/manufacturers/create');
    await errorToast(page, 'Acceso denegado a Fabricantes › Nuevo').waitFor();
    // Entered from outside the app: there is no previous path, so home.
    await page.waitForURL(onPath('/'));
    await saveScreenshot(page, 'access-denied');
    expect(problems).toEqual([]);
  });

  it('sends a refused user back to the screen they came from', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    await sidebarMenu(page).getByRole('link', { name: 'Devoluciones' }).click();
    await page.waitForURL(onPath('/returns'));
    await page.getByRole('table').waitFor();
    // A navigation inside the app (as a link would do) to a screen the role may not open.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/manufacturers');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await errorToast(page, 'Acceso denegado a Fabricantes').waitFor();
    await page.waitForURL(onPath('/returns'));
    expect(problems).toEqual([]);
  });

  it('keeps /about for the TEST role, even from the super admin', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/about');
    await errorToast(page, 'Acceso denegado a Acerca de').waitFor();
    await page.waitForURL(onPath('/'));
    expect(problems).toEqual([]);
  });

  it('falls back to home for a path that matches no route', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/no/such/screen');
    await page.waitForURL(onPath('/'));
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('resourceId links', () => {
  const browser = useBrowserSession(baseUrl);

  it('opens the media resource of a resourceId link and removes the callback cookie', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/?resourceId=42');
    await page.waitForURL(onPath('/mediaresources/42'));
    expect(await cookie(page, 'callback-resourceId')).toBeUndefined();
    expect(await storedItem(page, 'callback-resourceId')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('follows a callback cookie left by an earlier visit, once', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const origin = new URL(page.url()).origin;
    await page.context().addCookies([{ name: 'callback-resourceId', value: '7', url: origin }]);
    await page.goto('/');
    await page.waitForURL(onPath('/mediaresources/7'));
    expect(await cookie(page, 'callback-resourceId')).toBeUndefined();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('SSO callback', () => {
  const browser = useBrowserSession(baseUrl);

  // The code flow itself (state, PKCE, resourceId) is covered by oauth-clients.e2e.ts.
  it('no longer signs in with tokens handed over in the fragment', async () => {
    const { page, problems } = browser();
    const tokens = await apiSignIn(baseUrl, DEMO_ADMIN);
    await page.goto(`/callback#access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`);
    // Without the provider's answer, /callback starts a single sign-on: the login service asks who it is.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    expect(await storedItem(page, 'token')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('sends a forged or replayed answer to sign in with the expiry toast', async () => {
    const { page, problems } = browser();
    await page.goto('/callback?code=not-a-real-code&state=not-this-browsers-state');
    await page.waitForURL(onPath('/login'));
    await errorToast(page, EXPIRED).waitFor();
    expect(await storedItem(page, 'token')).toBeNull();
    expect(problems).toEqual([]);
  });
});
