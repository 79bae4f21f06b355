/**
 * No cache keeps an API answer (issue 30): every GET route the server registers, walked with a
 * super administrator's token (ids filled with 1), answers `Cache-Control: no-store`, whatever its
 * status; so do the answers that show a secret once. A route added later is covered without new
 * code. The web app's hashed bundles keep their year of caching (web-app.test.ts), and the content
 * security policy leaves fonts and <base> no way out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fillParams, routeLabel, routesUnderTest, trustScope } from './harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

const EMPTY_CONTEXT = `context=${encodeURIComponent('{}')}`;

describe('private answers', () => {
  it(`every GET route answers Cache-Control: no-store${trustScope()}`, async () => {
    const reads = routesUnderTest(t.app).filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    const kept: string[] = [];
    let answered = 0;
    for (const route of reads) {
      // A list or an Excel download needs its context; other routes ignore it.
      const url = `${fillParams(route.url, '1')}?${EMPTY_CONTEXT}`;
      // Signing out (GET auth/logout) ends the token it is sent with: it gets a token of its own.
      const token = route.url.endsWith('/logout') ? await t.signIn('admin@proboard.local') : admin;
      const res = await t.request({ method: 'GET', url, token });
      if (res.statusCode === 200) answered++;
      if (res.headers['cache-control'] !== 'no-store')
        kept.push(`${routeLabel(route)}: ${res.statusCode} ${res.headers['cache-control'] ?? '(none)'}`);
    }
    console.log(
      `private answers: ${reads.length} GET routes walked, ${answered} answered 200${trustScope()}`,
    );
    expect(kept).toEqual([]);
    // The walk reached real answers (lists, details, Excel downloads), not only refusals.
    expect(answered).toBeGreaterThan(reads.length / 2);
  });

  it('the answer that shows an OAuth client its secret once, and a refusal, are not kept either', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1/admin/oauth-clients',
      token: admin,
      payload: {
        name: 'Portal privado',
        redirect_uris: [{ uri: 'https://portal.example.com/callback' }],
        grant_types: ['authorization_code'],
        client_type: 'confidential',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().oauth_client.client_secret).toBeTruthy();
    expect(created.headers['cache-control']).toBe('no-store');
    const refused = await t.request({ method: 'GET', url: '/api/mslogin.v1/auth/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('content security policy', () => {
  const directive = (csp: unknown, name: string) =>
    new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(String(csp))?.[1]?.trim();

  it('takes fonts only from the app and data: URLs, and no <base> at all', async () => {
    for (const url of ['/login', '/api/mslogin.v1/auth/user']) {
      const csp = (await t.request({ method: 'GET', url })).headers['content-security-policy'];
      expect(directive(csp, 'font-src'), url).toBe("'self' data:");
      expect(directive(csp, 'base-uri'), url).toBe("'none'");
    }
  });
});
