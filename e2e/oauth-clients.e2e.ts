import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN, DEMO_AFTERSALES } from './src/demo-accounts.ts';
import { loginPage, onPath, storedItem } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { errorToast } from './src/shell-page.ts';

const { baseUrl } = serverUnderTest();
const PREFIX = 'E2E';
const EXPIRED = 'Tu sesión no existe o ha caducado';

/** The relying party: a tiny web server that only remembers where the browser was sent. */
let relyingParty: Server;
let relyingPartyUrl: string;
const arrivals: URL[] = [];

beforeAll(async () => {
  relyingParty = createServer((req, res) => {
    arrivals.push(new URL(req.url ?? '/', relyingPartyUrl));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('Portal E2E: signed in');
  });
  await new Promise<void>((resolve) => relyingParty.listen(0, '127.0.0.1', resolve));
  relyingPartyUrl = `http://127.0.0.1:${(relyingParty.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => relyingParty.close(() => resolve())));

async function removeLeftovers(page: Page) {
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 50, filter: { search: PREFIX } }),
  );
  const list = await gatewayCall(page, 'GET', `mslogin.v1/admin/oauth-clients?context=${context}`);
  for (const row of (list.json.oauth_clients as { data: { id: number; name: string }[] }).data) {
    if (row.name.startsWith(PREFIX))
      await gatewayCall(page, 'DELETE', `mslogin.v1/admin/oauth-clients/${row.id}`);
  }
}

/** Forgets the board's session in this browser (the provider's own session cookie stays). */
async function forgetBoardSession(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('OAuth clients and single sign-on', () => {
  const browser = useBrowserSession(baseUrl);

  it('registers a client through the screens, shows its secret once, and signs a user in to it', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);
    await page.goto('/oauthclients');
    await bodyRows(page, 'Clientes OAuth').first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    await page.waitForURL(pathIs('/oauthclients/create'));
    const callback = `${relyingPartyUrl}/oauth/callback`;
    await field(page, 'Nombre').fill(`${PREFIX} Portal de instaladores`);
    await page.getByRole('button', { name: 'Añadir fila' }).click();
    await field(page, 'URL 1').fill(callback);
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();

    const modal = page.getByTestId('one-time-secret');
    await modal.waitFor();
    await modal.getByText('no volverás a verlo').waitFor();
    const clientId = (await page.getByTestId('one-time-Identificador (client_id)').textContent())!.trim();
    const secret = (await page.getByTestId('one-time-Secreto (client_secret)').textContent())!.trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await saveScreenshot(page, 'oauth-client-secret-once');
    await page.getByRole('button', { name: 'Lo he guardado' }).click();
    await page.waitForURL(pathIs(/^\/oauthclients\/\d+$/));
    await page.getByText('Solo se muestra al crearlo o al generar uno nuevo').waitFor();
    expect(await page.content()).not.toContain(secret);

    // The test plays the client: the browser goes to the authorize URL and signs in on our /login.
    await forgetBoardSession(page);
    const pkce = pkcePair();
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callback,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'e2e-state',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }).toString();
    await page.goto(authorize.href);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await loginPage(page).signIn(DEMO_AFTERSALES);
    await page.waitForURL((url) => url.href.startsWith(callback));
    // The browser may also ask the relying party for its favicon.
    const arrived = arrivals.findLast((url) => url.pathname === '/oauth/callback')!;
    expect(arrived.searchParams.get('state')).toBe('e2e-state');

    const token = await fetch(new URL('/oidc/token', baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: arrived.searchParams.get('code')!,
        redirect_uri: callback,
        code_verifier: pkce.verifier,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const me = await fetch(new URL('/oidc/me', baseUrl), {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(((await me.json()) as { email: string }).email).toBe(DEMO_AFTERSALES.email);

    // Signing in for the client signed the after-sales agent in to the board too: back as the admin.
    await page.goto('/');
    await forgetBoardSession(page);
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);
    expect(problems).toEqual([]);
  });

  it('signs in to the board through single sign-on and /callback, then opens a resourceId link', async () => {
    const { page, problems } = browser();
    await page.goto('/?resourceId=15');
    await page.waitForURL(onPath('/login'));
    await page.getByRole('button', { name: 'Usar el inicio de sesión único (SSO)' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await loginPage(page).signIn(DEMO_ADMIN);
    await page.waitForURL(onPath('/mediaresources/15'), SETTLE);
    expect(new URL(page.url()).search).toBe('');
    expect(await storedItem(page, 'token')).toMatch(/^Bearer /);

    // Signed in to the login service: the next single sign-on asks nothing.
    await forgetBoardSession(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Usar el inicio de sesión único (SSO)' }).click();
    await page.waitForURL(onPath('/'), SETTLE);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
    expect(problems).toEqual([]);
  });

  it('refuses a /callback whose state this browser did not send', async () => {
    const { page, problems } = browser();
    await page.goto('/callback?code=someone-elses-code&state=forged-state');
    await page.waitForURL(onPath('/login'));
    await errorToast(page, EXPIRED).waitFor();
    expect(await storedItem(page, 'token')).toBeNull();
    expect(problems).toEqual([]);
  });
});
