/**
 * Who reads the API's documentation (`API_DOCS`, config.ts). `open` (demo and development) is what
 * openapi.test.ts reads without a token; here `signed-in`, production's default (the document only
 * with a back-office session; the page brings the web app's token), and `off`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const DOCUMENTS = ['/api/docs/openapi.json', '/api/docs/json', '/api/docs/yaml'];

let signedIn: TestApp;
let off: TestApp;
let token: string;

beforeAll(async () => {
  [signedIn, off] = await Promise.all([
    createTestApp({ env: { API_DOCS: 'signed-in' } }),
    createTestApp({ env: { API_DOCS: 'off' } }),
  ]);
  token = await signedIn.signIn('admin@proboard.local');
});
afterAll(() => Promise.all([signedIn?.close(), off?.close()]));

const get = (app: TestApp, url: string, bearer?: string) =>
  app.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('API_DOCS=signed-in', () => {
  it.each(DOCUMENTS)('answers %s only to a signed-in back-office user', async (url) => {
    expect((await get(signedIn, url)).statusCode).toBe(401);
    expect((await get(signedIn, url, 'not-a-token')).statusCode).toBe(401);
    const res = await get(signedIn, url, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/mslogin.v1/auth/user');
  });

  it('serves the page, whose requests carry the token the web app keeps', async () => {
    expect((await get(signedIn, '/api/docs')).statusCode).toBe(200);
    const initializer = await get(signedIn, '/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/requestInterceptor.*localStorage\?\.getItem\(["']token["']\)/s);
  });
});

describe('API_DOCS=off', () => {
  it.each(['/api/docs', ...DOCUMENTS])('answers %s 404, even to a signed-in user', async (url) => {
    const admin = await off.signIn('admin@proboard.local');
    expect((await get(off, url, admin)).statusCode).toBe(404);
  });
});
