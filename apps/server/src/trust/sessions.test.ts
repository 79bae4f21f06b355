/**
 * Sessions and secrets, beyond what modules/access/auth.test.ts covers: lifetimes in real time,
 * logout ending the refresh token too, a refresh token raced by two tabs, argon2id everywhere,
 * the per-address limit (and that a forged X-Forwarded-For does not reset it), identical answers
 * for known and unknown e-mails, security headers, and no secret in any answer, log line or table.
 */

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_QUEUE } from '../modules/access/password-reset.jobs.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { notifications } from '../platform/platform.tables.ts';
import { hashToken } from '../platform/tokens.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { createTestApp } from '../test/test-app.ts';
import { createUser, HASH_PATTERN } from './harness.ts';

const LOGIN = '/api/msdashboard.v1-public/auth/login';
const REFRESH = '/api/mslogin.v1-public/auth/refresh';
const USER = '/api/mslogin.v1/auth/user';
const LOGOUT = '/api/mslogin.v1/auth/logout';
const FORGOT = '/api/mslogin.v1-public/password/forgot';
const RESET = '/api/mslogin.v1-public/password/reset';
const MAX_FAILURES = 3;
const ACCESS_TTL = 2;

/** Every line the server logs (level trace), to look for secrets in. */
const logLines: string[] = [];
const t = await createTestApp({
  env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES), ACCESS_TOKEN_TTL: String(ACCESS_TTL), LOG_LEVEL: 'trace' },
  serveWeb: true,
  logDestination: { write: (line: string) => void logLines.push(line) },
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from login_failures`);
});

/** Answers seen by the tests, to look for secrets in. */
const answers: { url: string; res: InjectResponse }[] = [];
async function call(options: Parameters<typeof t.request>[0]) {
  const res = await t.request(options);
  answers.push({ url: String(options.url), res });
  return res;
}

const login = (email: string, password: string, remoteAddress = '127.0.0.1', headers = {}) =>
  call({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress, headers });
const refresh = (token: string) => call({ method: 'POST', url: REFRESH, payload: { refresh_token: token } });
const me = (token: string) => call({ method: 'GET', url: USER, token });

async function pair(email = 'admin@proboard.local', password = DEMO_PASSWORD) {
  const res = await login(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number };
}

/** Every token and password the tests used: none may show up where it does not belong. */
const secrets = new Set<string>([DEMO_PASSWORD]);
const remember = <P extends { access_token: string; refresh_token: string }>(p: P): P => {
  secrets.add(p.access_token);
  secrets.add(p.refresh_token);
  return p;
};

describe('token lifetimes', () => {
  it('stores only hashes, with the configured lifetimes', async () => {
    const before = Date.now();
    const p = remember(await pair());
    expect(p.expires_in).toBe(ACCESS_TTL);
    const [row] = (
      await t.db.execute<{
        token_hash: string;
        refresh_hash: string;
        expires_at: string;
        refresh_expires_at: string;
      }>(
        sql`select token_hash, refresh_hash, expires_at::text, refresh_expires_at::text from access_tokens
            where token_hash = ${hashToken(p.access_token)}`,
      )
    ).rows;
    expect(row).toBeTruthy();
    expect(row!.refresh_hash).toBe(hashToken(p.refresh_token));
    const stored = JSON.stringify((await t.db.execute(sql`select * from access_tokens`)).rows);
    expect(stored).not.toContain(p.access_token);
    expect(stored).not.toContain(p.refresh_token);
    const expires = new Date(row!.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + ACCESS_TTL * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + ACCESS_TTL * 1000 + 1000);
    const refreshExpires = new Date(row!.refresh_expires_at).getTime();
    expect(Math.abs(refreshExpires - (before + t.config.REFRESH_TOKEN_TTL * 1000))).toBeLessThan(60_000);
  });

  it('stops accepting an access token once its lifetime is over, while its refresh token still works', async () => {
    const p = remember(await pair());
    expect((await me(p.access_token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, ACCESS_TTL * 1000 + 300));
    expect((await me(p.access_token)).statusCode).toBe(401);
    const renewed = await refresh(p.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(remember(renewed.json()).access_token)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const p = remember(await pair());
    await t.db.execute(sql`update access_tokens set refresh_expires_at = now() - interval '1 second'
      where refresh_hash = ${hashToken(p.refresh_token)}`);
    expect((await refresh(p.refresh_token)).statusCode).toBe(401);
  });

  it('ends the refresh token too on logout, and only that session', async () => {
    const other = remember(await pair());
    const p = remember(await pair());
    expect((await call({ method: 'GET', url: LOGOUT, token: p.access_token })).statusCode).toBe(200);
    expect((await me(p.access_token)).statusCode).toBe(401);
    expect((await refresh(p.refresh_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const p = remember(await pair());
    const results = await Promise.all([refresh(p.refresh_token), refresh(p.refresh_token)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    // The loser presented a used token: the whole family ends, the winner's pair included.
    const winner = remember(results.find((r) => r.statusCode === 200)!.json());
    expect((await me(winner.access_token)).statusCode).toBe(401);
  });
});

describe('password hashes', () => {
  it('are argon2id (OWASP parameters) for every user, the seeded ones and new ones', async () => {
    const rows = (
      await t.db.execute<{ email: string; password_hash: string }>(
        // Invited users who have not set a password yet have none (they cannot sign in: users.test.ts).
        sql`select email, password_hash from users where password_hash is not null`,
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.password_hash, row.email).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    }
  });

  it('are salted: the same password never gives the same hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'same password')).toBe(true);
    expect(await verifyPassword(a, 'same password ')).toBe(false);
  });
});

describe('failed sign-ins', () => {
  it('are limited per address across different e-mails (4 x LOGIN_MAX_FAILURES)', async () => {
    const attacker = '203.0.113.7';
    const perAddress = 4 * MAX_FAILURES;
    for (let i = 0; i < perAddress; i++) {
      const res = await login(`victim-${i}@proboard.local`, `guess-${i}`, attacker);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // Now even a right password from that address waits, for any account.
    const blocked = await login('admin@proboard.local', DEMO_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await login('admin@proboard.local', DEMO_PASSWORD, '198.51.100.20');
    expect(elsewhere.statusCode).toBe(200);
    remember(elsewhere.json());
  });

  it('cannot be reset by sending a made-up X-Forwarded-For', async () => {
    const attacker = '203.0.113.8';
    const perAddress = 4 * MAX_FAILURES;
    for (let i = 0; i < perAddress + 3; i++) {
      const res = await login(`spoof-${i}@proboard.local`, `guess-${i}`, attacker, {
        'x-forwarded-for': `10.0.${i}.1`,
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(i < perAddress ? 401 : 429);
    }
  });

  it('never lock an account from an address it signed in from; spread over addresses, they slow new ones', async () => {
    // Someone else's failures from several addresses: the owner still signs in from a new address.
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login('catalogue@proboard.local', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    remember((await login('catalogue@proboard.local', DEMO_PASSWORD, '198.51.100.77')).json());
    // Past the account's ceiling (4 x LOGIN_MAX_FAILURES over all addresses), a new address waits,
    // the address the owner signed in from does not (details: modules/access/sign-in-limits.test.ts).
    for (let i = MAX_FAILURES; i < 4 * MAX_FAILURES; i++) {
      expect((await login('catalogue@proboard.local', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login('catalogue@proboard.local', DEMO_PASSWORD, '198.18.0.99')).statusCode).toBe(429);
    const owner = await login('catalogue@proboard.local', DEMO_PASSWORD, '198.51.100.77');
    expect(owner.statusCode).toBe(200);
    remember(owner.json());
  });
});

describe('answers never tell whether an e-mail exists', () => {
  /** Status, body and headers, but the ones that differ per request. */
  const shape = (res: InjectResponse) => {
    // The request counters of the per-address limit differ from one call to the next by design.
    const {
      date: _d,
      'x-request-id': _r,
      'content-length': _l,
      'x-ratelimit-remaining': _remaining,
      'x-ratelimit-reset': _reset,
      ...headers
    } = res.headers;
    return { status: res.statusCode, body: res.json(), headers };
  };

  it('sign-in: a wrong password and an unknown e-mail get the same answer', async () => {
    const known = await login('aftersales@proboard.local', 'not-the-password', '192.0.2.50');
    const unknown = await login('nobody-here@proboard.local', 'not-the-password', '192.0.2.51');
    expect(shape(unknown)).toEqual(shape(known));
  });

  it('sign-in: both take about as long (the unknown e-mail is checked against a decoy hash)', async () => {
    const time = async (email: string, address: string) => {
      const start = performance.now();
      await login(email, 'not-the-password', address);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      known.push(await time('readonly@proboard.local', `192.0.2.${60 + i}`));
      unknown.push(await time(`ghost-${i}@proboard.local`, `192.0.2.${70 + i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the decoy an unknown e-mail answers in about a millisecond, 10-30 times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
  });

  it('sign-in: the limit answers the same for a known and an unknown e-mail', async () => {
    // The limit of an account from one address (sign-in-limits.ts).
    for (const [email, address] of [
      ['aftersales@proboard.local', '192.0.2.80'],
      ['nobody-else@proboard.local', '192.0.2.81'],
    ] as const) {
      for (let i = 0; i < MAX_FAILURES; i++) await login(email, `guess-${i}`, address);
    }
    const known = await login('aftersales@proboard.local', 'x', '192.0.2.80');
    const unknown = await login('nobody-else@proboard.local', 'x', '192.0.2.81');
    expect(known.statusCode).toBe(429);
    expect(shape(unknown)).toEqual(shape(known));
  });

  it('password reset request: same answer, and only the known e-mail gets a message', async () => {
    const before = await t.db.$count(notifications);
    const known = await call({
      method: 'POST',
      url: FORGOT,
      payload: { email: 'aftersales@proboard.local' },
    });
    const unknown = await call({ method: 'POST', url: FORGOT, payload: { email: 'ghost@proboard.local' } });
    expect(shape(unknown)).toEqual(shape(known));
    // Both requests did the same before answering: queue a job; the job looks the e-mail up.
    await t.jobsDone(PASSWORD_RESET_QUEUE);
    expect(await t.db.$count(notifications)).toBe(before + 1);
  });
});

describe('security headers', () => {
  const webBuilt = existsSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist/index.html'),
  );

  it.each([
    ['an API answer', { method: 'GET' as const, url: USER, token: 'x' }],
    ['a sign-in', { method: 'POST' as const, url: LOGIN, payload: { email: 'a@b.co', password: 'x' } }],
    ['a refused apikey', { method: 'GET' as const, url: USER, headers: { apikey: 'wrong' } }],
    ['an unknown API path', { method: 'GET' as const, url: '/api/msproduct.v1/nothing' }],
    ['the SPA at /', { method: 'GET' as const, url: '/' }],
    ['a deep SPA route', { method: 'GET' as const, url: '/manufacturers/3/edit' }],
  ])('are present on %s', async (_what, options) => {
    const res = await call({ ...options, remoteAddress: '192.0.2.200' });
    if (options.url === '/' || options.url.startsWith('/manufacturers')) {
      expect(res.statusCode).toBe(webBuilt ? 200 : 404);
      if (webBuilt) expect(res.headers['content-type']).toContain('text/html');
    }
    const h = res.headers;
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['access-control-allow-origin']).toBeUndefined();
  });

  it('forbids caching token answers (RFC 6749 5.1)', async () => {
    const res = await login('admin@proboard.local', DEMO_PASSWORD, '192.0.2.201');
    expect(res.statusCode).toBe(200);
    remember(res.json());
    expect(res.headers['cache-control']).toContain('no-store');
    const renewed = await refresh(res.json().refresh_token);
    expect(renewed.statusCode).toBe(200);
    remember(renewed.json());
    expect(renewed.headers['cache-control']).toContain('no-store');
  });

  it('answers a cross-origin call without CORS permission', async () => {
    const res = await call({
      method: 'OPTIONS',
      url: LOGIN,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('no secret in any answer, log line or table', () => {
  it('signs in, refreshes, resets a password, signs out: secrets appear only where they are issued', async () => {
    logLines.length = 0;
    // Only rows this test writes can hold its secrets: the demo's own thousands are not read again.
    const started = (await t.db.execute<{ now: string }>(sql`select now()::text as now`)).rows[0]!.now;
    const wrong = 'Wrong-Password-4711!';
    const renewed = 'N3w-Secret-Passw0rd!';
    secrets.add(wrong);
    secrets.add(renewed);
    await createUser(t.db, 'secrets@trust.local', []);

    await login('secrets@trust.local', wrong, '192.0.2.210');
    const first = remember(await pair('secrets@trust.local'));
    await me(first.access_token);
    const second = await refresh(first.refresh_token);
    remember(second.json());
    await refresh(first.refresh_token); // reuse: refused, family revoked

    await call({ method: 'POST', url: FORGOT, payload: { email: 'secrets@trust.local' } });
    await t.jobsDone(PASSWORD_RESET_QUEUE);
    const [mail] = await t.db.select().from(notifications).orderBy(sql`id desc`).limit(1);
    const eml = (await fs.readFile(mail!.eml_path!, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const resetToken = new URL(eml.match(/https?:\/\/\S+password\/reset\S+/)![0]).searchParams.get('token')!;
    secrets.add(resetToken);
    const reset = await call({
      method: 'POST',
      url: RESET,
      payload: { token: resetToken, password: renewed, password_confirmation: renewed },
    });
    expect(reset.statusCode).toBe(200);
    const third = remember(await pair('secrets@trust.local', renewed));
    await call({ method: 'GET', url: LOGOUT, token: third.access_token });

    // Stored secrets: hashes of passwords, tokens and reset links.
    const stored = await t.db.execute<{ value: string }>(sql`
      select password_hash as value from users where password_hash is not null
      union all select token_hash from access_tokens union all select refresh_hash from access_tokens
      union all select token_hash from password_resets`);
    for (const row of stored.rows) secrets.add(row.value);
    expect(stored.rows.length).toBeGreaterThan(3);

    // The log captured the requests (so the check below looks at something).
    const log = logLines.join('');
    expect(log).toContain('/auth/login');
    expect(log).toContain('/password/reset');
    for (const secret of secrets)
      expect(log.includes(secret), `a secret in the log: ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(HASH_PATTERN);

    // Answers carry a token only where it is issued (sign-in and refresh), never a password or hash.
    for (const { url, res } of answers) {
      const issued =
        (url === LOGIN || url === REFRESH) && res.statusCode === 200
          ? [res.json().access_token, res.json().refresh_token]
          : [];
      for (const secret of secrets) {
        if (issued.includes(secret)) continue;
        expect(res.body.includes(secret), `${url} answered a secret: ${secret.slice(0, 12)}…`).toBe(false);
      }
      expect(res.body, url).not.toMatch(HASH_PATTERN);
    }

    // Tables a user may read later (audits, logs, notifications) hold no secret either.
    const readable = JSON.stringify(
      (
        await t.db.execute(sql`select
          (select json_agg(a) from audits a where a.updated_at >= ${started}::timestamptz) as audits,
          (select json_agg(l) from logs l where greatest(l.updated_at, l.last_seen_at) >= ${started}::timestamptz) as logs,
          (select json_agg(n) from notifications n where n.updated_at >= ${started}::timestamptz) as notifications`)
      ).rows,
    );
    for (const secret of secrets) {
      expect(readable.includes(secret), `a secret in a table: ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});
