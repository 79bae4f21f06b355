/**
 * Whose address the per-address sign-in limit counts: the connection's, unless it comes from a proxy
 * named in TRUST_PROXY. A header believed from anyone (the old `loopback` default trusted every
 * local client) let one client rotate X-Forwarded-For and never reach the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LOGIN = '/api/msdashboard.v1-public/auth/login';
const MAX_FAILURES = 2;
const PER_ADDRESS = 4 * MAX_FAILURES;
const PROXY = '10.0.0.5';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const env = { LOGIN_MAX_FAILURES: String(MAX_FAILURES) };
  [direct, proxied] = await Promise.all([
    createTestApp({ env }),
    createTestApp({ env: { ...env, TRUST_PROXY: PROXY } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

/** A failed sign-in for a new e-mail each time, so only the per-address limit can stop it. */
let attempt = 0;
const guess = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.request({
    method: 'POST',
    url: LOGIN,
    payload: { email: `guess-${++attempt}@proboard.local`, password: 'wrong' },
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('the client address of sign-in limits', () => {
  it('ignores X-Forwarded-For by default, also from a local client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      codes.push((await guess(direct, '127.0.0.1', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([...Array(PER_ADDRESS).fill(401), 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    // Through the proxy, each client is counted on its own: one blocked client blocks nobody else.
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await guess(proxied, PROXY, '203.0.113.1')).statusCode).toBe(401);
    expect((await guess(proxied, PROXY, '203.0.113.1')).statusCode).toBe(429);
    expect((await guess(proxied, PROXY, '203.0.113.2')).statusCode).toBe(401);
    // The proxy appends the address it saw: what a client wrote before it is not believed.
    expect((await guess(proxied, PROXY, '203.0.113.2, 203.0.113.1')).statusCode).toBe(429);

    // Anyone else, local or not, is counted by its own address whatever it writes.
    for (const sender of ['127.0.0.1', '192.0.2.50']) {
      const codes: number[] = [];
      for (let i = 0; i < PER_ADDRESS + 1; i++) {
        codes.push((await guess(proxied, sender, `198.51.100.${i + 1}`)).statusCode);
      }
      expect(codes, sender).toEqual([...Array(PER_ADDRESS).fill(401), 429]);
    }
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('trusts nobody unless proxies are named', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy(' 10.0.0.5 , 10.1.0.0/16,loopback,::1, fd00::/8 ')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses `true` and anything that is not an address, a CIDR or a range name, naming the variable', () => {
    for (const value of ['true', 'my-proxy', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,300.1.1.1']) {
      expect(() => trustProxy(value), value).toThrow(ConfigError);
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY: /);
    }
  });
});
