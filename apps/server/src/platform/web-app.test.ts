/**
 * How the server delivers the web app and its answers: precompressed bundles chosen by
 * Accept-Encoding, caching that never keeps an old HTML shell, HEAD like GET, robots.txt and the
 * favicon as files, compressed API JSON (never the Excel download), and where images may come from.
 * The web app is a small fixture folder (WEB_DIST), so no build is needed.
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const ASSET = '/assets/index-AbCd1234.js';
const script = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};\n`;
const MARKETS = '/api/msmarket.v1/admin/markets';
const EXPORT = `/api/msproduct.v1/manufacturers/export?context=${encodeURIComponent('{}')}`;

let dist: string;
let t: TestApp;
/** Compression off, S3 file storage configured. */
let other: TestApp;
let token: string;

beforeAll(async () => {
  // A build as vite.config.ts makes it: hashed assets with their .br and .gz, public/ copied as is.
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-web-dist-'));
  await fs.cp(webPublic, dist, { recursive: true });
  await fs.writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, ASSET), script);
  await fs.writeFile(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(script));
  t = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true });
  other = await createTestApp({
    env: { WEB_DIST: dist, COMPRESS_MIN_BYTES: '0', S3_ENDPOINT: 'https://files.example.com:9000/proboard' },
    serveWeb: true,
  });
  token = await t.signIn('admin@proboard.local');
});
afterAll(async () => {
  await Promise.all([t?.close(), other?.close()]);
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.request({ method: 'GET', url, headers });

describe('the web app', () => {
  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
  ])('sends a bundle precompressed for Accept-Encoding %s', async (accept, encoding, decompress) => {
    const res = await get(ASSET, { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decompress(res.rawPayload).toString()).toBe(script);
  });

  it('sends the bundle as it is to a client that takes no compression', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('lets browsers keep hashed bundles for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/login', '/manufacturers/3/edit', '/index.html'])(
    'answers the HTML shell at %s, to be checked again before each use',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(ASSET);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
    },
  );

  it.each(['/login', '/', '/manufacturers/3/edit', ASSET])(
    'answers HEAD %s as GET, without a body',
    async (url) => {
      const head = await t.request({ method: 'HEAD', url });
      const got = await get(url);
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(got.headers['content-type']);
      expect(head.headers['cache-control']).toBe(got.headers['cache-control']);
      expect(head.body).toBe('');
    },
  );

  it('serves robots.txt as a file that keeps every crawler out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*\s*\nDisallow: \/\s*$/m);
  });

  it('serves favicon.ico as an icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file starts with reserved 0, type 1 (icon).
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it.each([
    ['a missing bundle (an old tab after a new version)', 'GET', '/assets/index-Gone0000.js'],
    ['an unknown API path', 'GET', '/api/msproduct.v1/nothing'],
    ['a POST to an SPA path', 'POST', '/login'],
  ] as const)('answers %s with a JSON 404, not the HTML shell', async (_what, method, url) => {
    const res = await t.request({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBeTruthy();
  });
});

describe('API answers', () => {
  it('are compressed when large enough and the client takes it', async () => {
    const plain = await t.request({ method: 'GET', url: MARKETS, token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decompress] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: MARKETS,
        token,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decompress(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('are sent as they are when small', async () => {
    const res = await get('/health', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never compress the Excel download (already zipped)', async () => {
    const res = await t.request({ method: 'GET', url: EXPORT, token, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('never compress a stored file (sent as stored)', async () => {
    const csv = Buffer.from('code;name\n'.concat('ART-1;Termostato Blueface\n'.repeat(200)));
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/msmultimedia.v1/uploads?purpose=document',
      token,
      ...multipart('prices.csv', csv),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const res = await get(uploaded.json().file.url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(csv)).toBe(true);
  });

  it('are never compressed with COMPRESS_MIN_BYTES=0', async () => {
    const signedIn = await other.signIn('admin@proboard.local');
    const res = await other.request({
      method: 'GET',
      url: MARKETS,
      token: signedIn,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });
});

describe('content security policy', () => {
  const imgSrc = (res: { headers: Record<string, unknown> }) =>
    /(?:^|;)\s*img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.trim();

  it('lets images come only from the app itself, data: and blob: URLs', async () => {
    expect(imgSrc(await get('/login'))).toBe("'self' data: blob:");
  });

  it('adds the S3 file storage origin when one is configured', async () => {
    expect(imgSrc(await get('/login', {}, other))).toBe("'self' data: blob: https://files.example.com:9000");
  });
});
