import { LOCALES } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { DEMO_ADMIN, DEMO_AFTERSALES } from './src/demo-accounts.ts';
import { apiGet, apiSignIn } from './src/gateway-api.ts';
import { loginPage, onPath } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { cookie, sidebarMenu, signInAs } from './src/shell-page.ts';

const { baseUrl } = serverUnderTest();

describe('layout', () => {
  const browser = useBrowserSession(baseUrl);

  it('states company, rights, contact and environment from the configuration in the footer', async () => {
    const { page, problems } = browser();
    const { access_token: token } = await apiSignIn(baseUrl, DEMO_ADMIN);
    const config = await apiGet<{ environment: string; company: string; contact_email: string }>(
      baseUrl,
      token,
      'msdashboard.v1/app-config',
    );
    await signInAs(page, DEMO_ADMIN);
    const footer = page.getByTestId('app-footer');
    await footer.getByText(config.environment, { exact: true }).waitFor();
    const year = new Date().getFullYear();
    await footer.getByText(config.company, { exact: true }).waitFor();
    await footer.getByText(`© ${year}. Todos los derechos reservados.`).waitFor();
    const contact = footer.getByRole('link', { name: config.contact_email });
    expect(await contact.getAttribute('href')).toBe(`mailto:${config.contact_email}`);
    expect(config.environment).toBe('PRO');
    expect(problems).toEqual([]);
  });

  it('lists the corporate applications, the managers-only ones for managers only', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const cards = page.getByTestId('corporate-application');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const adminApps = await cards.getByRole('heading').allTextContents();
    expect(adminApps).toContain('Intranet');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(onPath('/login'));

    await signInAs(page, DEMO_AFTERSALES);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const agentApps = await cards.getByRole('heading').allTextContents();
    // Managers-only applications (Intranet, A3 ERP) are not shown to the agent; unrestricted ones are.
    expect(adminApps).toEqual(expect.arrayContaining(['Intranet', 'A3 ERP', 'Academy']));
    expect(agentApps).not.toContain('Intranet');
    expect(agentApps).not.toContain('A3 ERP');
    expect(agentApps).toContain('Academy');
    const open = cards.first().getByRole('link');
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(problems).toEqual([]);
  });

  it('switches the language to French, keeps it after a reload and sends it to the server', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.getByTestId('language-select').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: /^Bienvenue, / }).waitFor();
    expect(await cookie(page, 'currentLocale')).toBe('fr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await sidebarMenu(page).getByText('Accès', { exact: true }).waitFor();

    const locales: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) locales.push(request.headers()['app-locale'] ?? '');
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bienvenue, / }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    expect(locales.length).toBeGreaterThan(0);
    expect(new Set(locales)).toEqual(new Set(['fr']));
    expect(problems).toEqual([]);
  });

  it('saves the home in every locale', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const origin = new URL(page.url()).origin;
    for (const locale of LOCALES) {
      await page.context().addCookies([{ name: 'currentLocale', value: locale, url: origin }]);
      await page.goto('/');
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
      await page.getByTestId('corporate-application').first().waitFor();
      await saveScreenshot(page, `home-${locale}`);
    }
    expect(problems).toEqual([]);
  });

  it('skips to the screen with the first Tab', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    // A fresh page, so the browser's Tab starts at the top and not where the sign-in button was.
    await page.reload();
    await sidebarMenu(page).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(problems).toEqual([]);
  });
});

describe('phone layout', () => {
  const browser = useBrowserSession(baseUrl);

  it('opens the menu as a drawer whose overlay closes it', async () => {
    const { page, problems } = browser();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await loginPage(page).signIn(DEMO_ADMIN);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
    const burger = page.getByRole('button', { name: 'Abrir o cerrar el menú' });
    const drawer = page.getByRole('dialog');
    // On a phone the desktop sidebar is not shown at all.
    expect(await sidebarMenu(page).first().isVisible()).toBe(false);

    await burger.click();
    await drawer.waitFor();
    await drawer.getByTestId('sidebar-menu').waitFor();
    await saveScreenshot(page, 'drawer-open');
    // The overlay covers the page right of the drawer.
    await page.mouse.click(370, 420);
    await drawer.waitFor({ state: 'detached' });

    await burger.click();
    await drawer.getByRole('link', { name: 'Gamas' }).first().click();
    await page.waitForURL(onPath('/ranges'));
    await drawer.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
