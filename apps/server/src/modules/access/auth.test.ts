import fs from 'node:fs/promises';
import path from 'node:path';
import { formatMessage, LOCALES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, notifications } from '../../platform/platform.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD_RESET_QUEUE } from './password-reset.jobs.ts';

const LOGIN = '/api/msdashboard.v1-public/auth/login';
const USER = '/api/mslogin.v1/auth/user';
const TOKEN_MESSAGE = 'Your token not exists or has been expired';
/** The spec's texts (API.md): what an `en` caller reads. */
const LOGIN_FAILED_EN = 'Error when logging in. User not found or incorrect password';
const INVALID_PROFILE_EN = 'Login error, invalid user profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
});
afterAll(() => t.close());

describe('apikey', () => {
  it('refuses a call without apikey or with an unknown one', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Invalid apikey' });
    const wrong = await t.request({ method: 'GET', url: USER, headers: { apikey: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid apikey' });
  });
});

describe('contract texts', () => {
  it('answers the apikey and token refusals with the fixed texts of API.md whatever the app-locale', async () => {
    for (const locale of LOCALES) {
      const headers = { 'app-locale': locale };
      const keyless = await t.app.inject({ method: 'GET', url: USER, headers });
      expect(keyless.json(), locale).toEqual({ message: 'Invalid apikey' });
      const tokenless = await t.request({ method: 'GET', url: USER, headers });
      expect(tokenless.json(), locale).toEqual({ message: TOKEN_MESSAGE });
    }
  });
});

describe('sign-in', () => {
  it('returns a token pair and the user with roles and permissions', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'ADMIN@proboard.local', password: 'proboard-demo' },
    });
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: t.config.ACCESS_TOKEN_TTL });
    expect(pair.access_token).toMatch(/^[\w-]{43}$/);
    expect(pair.refresh_token).not.toBe(pair.access_token);

    const me = await t.request({ method: 'GET', url: USER, token: pair.access_token });
    expect(me.statusCode).toBe(200);
    const { user } = me.json();
    expect(user).toMatchObject({
      email: 'admin@proboard.local',
      name: 'Ada',
      client: { iso: 'AZES', name: 'Airzone España' },
    });
    expect(user.roles).toContain('AZ_SADMIN');
    expect(user.permissions).toContain('azc-roles-read');
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);
  });

  it('gives the group roles plus nothing else to a catalogue editor', async () => {
    const token = await t.signIn('catalogue@proboard.local');
    const { user } = (await t.request({ method: 'GET', url: USER, token })).json();
    expect(user.roles).toContain('AZ_DASH_GART');
    expect(user.roles).not.toContain('AZ_SADMIN');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'aftersales@proboard.local', password: 'bad' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'nobody@proboard.local', password: 'bad' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unknown.json());
      expect(res.json().errors).toBeTypeOf('object');
    }
  });

  it('refuses a user whose profile may not use the back-office', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'pro@proboard.local', password: 'proboard-demo' },
      headers: { 'app-locale': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID_PROFILE_EN });
  });

  it('answers sign-in failures in the app-locale: the spec text in English, translated in the others', async () => {
    const texts = new Set<string>();
    for (const locale of LOCALES) {
      const headers = { 'app-locale': locale };
      const failed = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { email: `nobody-${locale}@proboard.local`, password: 'bad' },
        headers,
      });
      const message = formatMessage(locale, 'errors.loginFailed');
      expect(failed.statusCode).toBe(401);
      expect(failed.json(), locale).toEqual({ message, errors: { email: [message] } });
      // Each such answer counts toward the sign-in limits (sign-in-limits.test.ts): one address each.
      const profile = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'pro@proboard.local', password: 'proboard-demo' },
        headers,
        remoteAddress: `198.51.100.${LOCALES.indexOf(locale) + 1}`,
      });
      expect(profile.json(), locale).toEqual({ message: formatMessage(locale, 'errors.invalidProfile') });
      texts.add(message);
    }
    expect(formatMessage('en', 'errors.loginFailed')).toBe(LOGIN_FAILED_EN);
    expect(texts.size).toBe(LOCALES.length);
    // Without app-locale: Spanish, the default, as every other message.
    const plain = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'nobody-plain@proboard.local', password: 'bad' },
    });
    expect(plain.json().message).toBe(formatMessage('es', 'errors.loginFailed'));
    await t.db.execute(sql`delete from login_failures`);
  });

  it('limits failed attempts per account, even with the right password afterwards', async () => {
    const email = 'readonly@proboard.local';
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'POST', url: LOGIN, payload: { email, password: `wrong-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email, password: 'proboard-demo' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/intentos/);
    await t.db.execute(sql`delete from login_failures`);
  });
});

describe('bad input on sign-in', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('answers wrong types, missing and unknown fields with 422 per field, in the app-locale', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      headers: { 'app-locale': 'en' },
      payload: { email: 42, admin: true },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Check the form');
    expect(body.errors.email).toEqual(['The value does not have the expected type']);
    expect(body.errors.password).toEqual(['This field is required']);
    expect(body.errors.admin).toEqual(['Field not allowed']);
  });

  it('treats SQL and HTML in strings as plain data', async () => {
    const injected = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: "' OR 1=1 --", password: "' OR '1'='1" },
    });
    expect(injected.statusCode).toBe(422);
    const html = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'admin@proboard.local', password: '<script>x</script>' },
    });
    expect(html.statusCode).toBe(401);
    await t.db.execute(sql`delete from login_failures`);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'a@b.c', password: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('tokens', () => {
  it('refuses missing, unprefixed, forged, expired and revoked tokens with the token message', async () => {
    const token = await t.signIn('admin@proboard.local');
    const cases = [
      {},
      { authorization: token },
      { authorization: 'Bearer forged-token-value' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of cases) {
      const res = await t.request({ method: 'GET', url: USER, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: TOKEN_MESSAGE });
    }
    const expiring = await t.signIn('admin@proboard.local');
    await t.db.execute(sql`update access_tokens set expires_at = now() - interval '1 second'
      where token_hash = encode(sha256(${expiring}::bytea), 'hex')`);
    expect((await t.request({ method: 'GET', url: USER, token: expiring })).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await t.signIn('admin@proboard.local');
    const out = await t.request({ method: 'GET', url: '/api/mslogin.v1/auth/logout', token });
    expect(out.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: USER, token });
    expect(after.statusCode).toBe(401);
  });

  it('rotates refresh tokens and refuses a reused one, revoking its family', async () => {
    const first = (
      await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'admin@proboard.local', password: 'proboard-demo' },
      })
    ).json();
    const refresh = (body: object) =>
      t.request({ method: 'POST', url: '/api/mslogin.v1-public/auth/refresh', payload: body });
    const second = await refresh({ refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.access_token).not.toBe(first.access_token);
    expect((await t.request({ method: 'GET', url: USER, token: first.access_token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: USER, token: pair.access_token })).statusCode).toBe(200);

    const reused = await refresh({ refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(401);
    // The thief's reuse also ends the legitimate session of that family.
    expect((await t.request({ method: 'GET', url: USER, token: pair.access_token })).statusCode).toBe(401);
    expect((await refresh({ refresh_token: pair.refresh_token })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  /** Asks for a reset link and waits for the job that mails it. */
  const forgot = async (email: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1-public/password/forgot',
      payload: { email },
    });
    await t.jobsDone(PASSWORD_RESET_QUEUE);
    return res;
  };
  const reset = (payload: object) =>
    t.request({ method: 'POST', url: '/api/mslogin.v1-public/password/reset', payload });

  async function lastLink(): Promise<URL> {
    const [row] = await t.db.select().from(notifications).orderBy(sql`id desc`).limit(1);
    expect(row?.status).toBe('sent');
    const eml = await fs.readFile(row!.eml_path!, 'utf8');
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const href = unfolded.match(/https?:\/\/\S+password\/reset\S+/)?.[0];
    expect(href).toBeTruthy();
    return new URL(href!);
  }

  it('gives the same answer for known and unknown e-mails, and mails only the known', async () => {
    const before = await t.db.$count(notifications);
    const known = await forgot('aftersales@proboard.local');
    const unknown = await forgot('ghost@proboard.local');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.db.$count(notifications)).toBe(before + 1);
    const link = await lastLink();
    expect(path.basename(link.pathname)).toBe('reset');
    expect(link.pathname).toBe('/login/password/reset');
    expect(link.searchParams.get('client_id')).toBe('23');
  });

  it('sets a new password once per link and signs the user out everywhere', async () => {
    const oldToken = await t.signIn('aftersales@proboard.local');
    await forgot('aftersales@proboard.local');
    const token = (await lastLink()).searchParams.get('token')!;

    const short = await reset({ token, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    const mismatch = await reset({
      token,
      password: 'a-long-new-password',
      password_confirmation: 'other-password-x',
    });
    expect(mismatch.json().errors.password_confirmation).toBeTruthy();

    const ok = await reset({
      token,
      password: 'a-long-new-password',
      password_confirmation: 'a-long-new-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: USER, token: oldToken })).statusCode).toBe(401);
    await t.signIn('aftersales@proboard.local', 'a-long-new-password');

    const again = await reset({
      token,
      password: 'another-password-1',
      password_confirmation: 'another-password-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeTruthy();

    const [audit] = await t.db
      .select()
      .from(audits)
      .where(sql`auditable_type = 'users'`)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit).toMatchObject({ event: 'updated', new_values: { password_changed: true } });
  });

  it('mails at most three links an hour per account, with the same neutral answer', async () => {
    await t.db.execute(sql`delete from password_resets`);
    const before = await t.db.$count(notifications);
    for (let i = 0; i < 4; i++) expect((await forgot('readonly@proboard.local')).statusCode).toBe(200);
    expect(await t.db.$count(notifications)).toBe(before + 3);
  });

  it('refuses an expired link', async () => {
    await forgot('catalogue@proboard.local');
    const token = (await lastLink()).searchParams.get('token')!;
    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    const res = await reset({
      token,
      password: 'a-long-new-password',
      password_confirmation: 'a-long-new-password',
    });
    expect(res.statusCode).toBe(422);
    await t.signIn('catalogue@proboard.local');
  });
});

describe('password reset flooding', () => {
  it('limits reset requests per address (429)', async () => {
    const own = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await own.request({
          method: 'POST',
          url: '/api/mslogin.v1-public/password/forgot',
          payload: { email: `nobody-${i}@proboard.local` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
