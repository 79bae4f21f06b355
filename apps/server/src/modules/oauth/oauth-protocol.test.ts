import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOARD_CLIENT_ID } from './board-client.ts';
import { Browser, basicAuth, decodeJwt, freePort, pkcePair } from './oauth-test-flow.ts';

/**
 * The provider as a relying party meets it: the app listens on 127.0.0.1 (its PUBLIC_URL is the
 * issuer) and the test plays the browser (cookies, redirects) and the client (token endpoint).
 */
const CLIENTS = '/api/mslogin.v1/admin/oauth-clients';
const REDIRECT = 'http://127.0.0.1:9/relying-party/callback';

/** A JSON answer's fields (all the protocol's are strings, or lists of them). */
const jsonOf = (res: Response) => res.json() as Promise<Record<string, string>>;

let t: TestApp;
let origin: string;
let admin: string;
let adminId: number;
let confidential: { client_id: string; client_secret: string; id: number };

async function registerClient(overrides: object = {}) {
  const res = await t.request({
    method: 'POST',
    url: CLIENTS,
    token: admin,
    payload: {
      name: 'Portal de socios',
      redirect_uris: [{ uri: REDIRECT }],
      grant_types: ['authorization_code', 'refresh_token'],
      client_type: 'confidential',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().oauth_client;
}

interface Authorization {
  redirectUri?: string;
  clientId?: string;
  challenge?: string | null;
  state?: string;
}

/** Authorize, sign in through the SPA's interaction call, and land on the redirect URI. */
async function authorize(browser: Browser, options: Authorization & { verifierChallenge: string }) {
  const params = new URLSearchParams({
    client_id: options.clientId ?? confidential.client_id,
    redirect_uri: options.redirectUri ?? REDIRECT,
    response_type: 'code',
    scope: 'openid email profile',
    state: options.state ?? 'state-123',
  });
  if (options.challenge !== null) {
    params.set('code_challenge', options.challenge ?? options.verifierChallenge);
    params.set('code_challenge_method', 'S256');
  }
  const first = await browser.follow(`${origin}/oidc/auth?${params}`, origin);
  if (first.pathname !== '/login') return first;
  const uid = first.searchParams.get('interaction')!;
  const finished = await t.request({
    method: 'POST',
    url: `/api/mslogin.v1/oauth/interactions/${uid}/login`,
    token: admin,
  });
  expect(finished.statusCode).toBe(200);
  return browser.follow(finished.json().redirect_to, origin);
}

async function exchange(
  code: string,
  verifier: string,
  options: { secret?: string; redirectUri?: string } = {},
) {
  return fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicAuth(confidential.client_id, options.secret ?? confidential.client_secret),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri ?? REDIRECT,
      code_verifier: verifier,
    }),
  });
}

async function issuedTokens(): Promise<number> {
  const found = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from oidc_payloads where model in ('AccessToken', 'RefreshToken')`,
  );
  return found.rows[0]!.n;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: origin } });
  await t.app.listen({ host: '127.0.0.1', port });
  admin = await t.signIn('admin@proboard.local');
  const found = await t.db.execute<{ id: number }>(
    sql`select id from users where email = 'admin@proboard.local'`,
  );
  adminId = found.rows[0]!.id;
  confidential = await registerClient();
});
afterAll(() => t.close());

describe('the login service as an OAuth 2.0 / OpenID provider', () => {
  it('publishes its discovery document with S256 PKCE and the code flow only', async () => {
    const res = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const discovery = await jsonOf(res);
    expect(discovery.issuer).toBe(`${origin}/oidc`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs a user in for a confidential client: code, secret and verifier give tokens of that user', async () => {
    const pkce = pkcePair();
    const landed = await authorize(new Browser(), { verifierChallenge: pkce.challenge });
    expect(`${landed.origin}${landed.pathname}`).toBe(REDIRECT);
    expect(landed.searchParams.get('state')).toBe('state-123');
    const code = landed.searchParams.get('code')!;
    const res = await exchange(code, pkce.verifier);
    expect(res.status).toBe(200);
    const tokens = await jsonOf(res);
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ sub: String(adminId), aud: confidential.client_id });
    // The profile claims come from userinfo (the ID token carries them only without an access token).
    const profile = await fetch(`${origin}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await jsonOf(profile)).toMatchObject({
      sub: String(adminId),
      email: 'admin@proboard.local',
      name: 'Ada Admin',
    });

    // The same code again is refused, and what it issued is revoked (RFC 6749 4.1.2).
    const again = await exchange(code, pkce.verifier);
    expect(again.status).toBe(400);
    expect((await jsonOf(again)).error).toBe('invalid_grant');
    const userinfo = await fetch(`${origin}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
  });

  it('does not ask a user signed in to the provider again', async () => {
    const browser = new Browser();
    const first = pkcePair();
    await authorize(browser, { verifierChallenge: first.challenge });
    const second = pkcePair();
    const params = new URLSearchParams({
      client_id: confidential.client_id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
      state: 's2',
      code_challenge: second.challenge,
      code_challenge_method: 'S256',
    });
    const landed = await browser.follow(`${origin}/oidc/auth?${params}`, origin);
    expect(landed.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a wrong or missing PKCE verifier with invalid_grant, issuing nothing', async () => {
    const pkce = pkcePair();
    const before = await issuedTokens();
    const landed = await authorize(new Browser(), { verifierChallenge: pkce.challenge });
    const code = landed.searchParams.get('code')!;
    const wrong = await exchange(code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect((await jsonOf(wrong)).error).toBe('invalid_grant');
    const missing = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(confidential.client_id, confidential.client_secret),
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    });
    expect(missing.status).toBe(400);
    expect(['invalid_grant', 'invalid_request']).toContain((await jsonOf(missing)).error);
    expect(await issuedTokens()).toBe(before);
  });

  it('refuses an authorization request without PKCE', async () => {
    const landed = await authorize(new Browser(), { verifierChallenge: '', challenge: null });
    expect(`${landed.origin}${landed.pathname}`).toBe(REDIRECT);
    expect(landed.searchParams.get('error')).toBe('invalid_request');
    expect(landed.searchParams.get('code')).toBeNull();
  });

  it('never sends a code to a redirect URI the client did not register', async () => {
    const pkce = pkcePair();
    const res = await new Browser().get(
      `${origin}/oidc/auth?${new URLSearchParams({
        client_id: confidential.client_id,
        redirect_uri: 'https://attacker.example.com/steal',
        response_type: 'code',
        scope: 'openid',
        state: 'x',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      })}`,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('redirect_uri did not match');
  });

  it('refuses a wrong client secret, and the old secret once rotated', async () => {
    const pkce = pkcePair();
    const landed = await authorize(new Browser(), { verifierChallenge: pkce.challenge });
    const wrong = await exchange(landed.searchParams.get('code')!, pkce.verifier, {
      secret: 'not-the-secret',
    });
    expect(wrong.status).toBe(401);
    expect((await jsonOf(wrong)).error).toBe('invalid_client');

    const own = await registerClient({ name: 'Portal rotado' });
    const oldSecret = own.client_secret;
    const rotated = await t.request({
      method: 'POST',
      url: `${CLIENTS}/${own.id}/rotate-secret`,
      token: admin,
    });
    const newSecret = rotated.json().oauth_client.client_secret;
    const saved = confidential;
    confidential = own;
    try {
      const next = pkcePair();
      const code = (await authorize(new Browser(), { verifierChallenge: next.challenge })).searchParams.get(
        'code',
      )!;
      const withOld = await exchange(code, next.verifier, { secret: oldSecret });
      expect(withOld.status).toBe(401);
      // The stored hash itself is no secret: presented as one, it is hashed again and fails too.
      const last = pkcePair();
      const code2 = (await authorize(new Browser(), { verifierChallenge: last.challenge })).searchParams.get(
        'code',
      )!;
      const withNew = await exchange(code2, last.verifier, { secret: newSecret });
      expect(withNew.status).toBe(200);
    } finally {
      confidential = saved;
    }
  });

  it('does not know an inactive client', async () => {
    const inactive = await registerClient({ name: 'Portal dado de baja', active: false });
    const pkce = pkcePair();
    const res = await new Browser().get(
      `${origin}/oidc/auth?${new URLSearchParams({
        client_id: inactive.client_id,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'openid',
        state: 'x',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      })}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('invalid_client');
  });

  it('turns the board client’s access token into our session pair once', async () => {
    const pkce = pkcePair();
    const boardRedirect = `${origin}/callback`;
    const landed = await authorize(new Browser(), {
      clientId: BOARD_CLIENT_ID,
      redirectUri: boardRedirect,
      verifierChallenge: pkce.challenge,
    });
    expect(`${landed.origin}${landed.pathname}`).toBe(boardRedirect);
    const token = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: BOARD_CLIENT_ID,
        code: landed.searchParams.get('code')!,
        redirect_uri: boardRedirect,
        code_verifier: pkce.verifier,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = await jsonOf(token);
    const pair = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1-public/auth/token',
      payload: { access_token },
    });
    expect(pair.statusCode).toBe(200);
    expect(pair.headers['cache-control']).toBe('no-store');
    const user = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/auth/user',
      token: pair.json().access_token,
    });
    expect(user.json().user.email).toBe('admin@proboard.local');

    const replay = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1-public/auth/token',
      payload: { access_token },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses another client’s access token at the board’s exchange', async () => {
    const pkce = pkcePair();
    const landed = await authorize(new Browser(), { verifierChallenge: pkce.challenge });
    const { access_token } = await jsonOf(await exchange(landed.searchParams.get('code')!, pkce.verifier));
    const res = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1-public/auth/token',
      payload: { access_token },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 to an interaction that does not exist', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1/oauth/interactions/nope/login',
      token: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});
