import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn('catalogue@proboard.local');
});
afterAll(() => t.close());

const upload = (name: string, bytes: Buffer, purpose = 'image', token = editor) =>
  t.request({
    method: 'POST',
    url: `/api/msmultimedia.v1/uploads?purpose=${purpose}`,
    token,
    ...multipart(name, bytes),
  });

describe('uploads', () => {
  it('stores an image checked by content and serves it at its public URL', async () => {
    const bytes = png(8, 8);
    const res = await upload('Logo Catálogo.png', bytes);
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    expect(file).toMatchObject({ name: 'Logo Catálogo.png', mime: 'image/png', size: bytes.length });
    expect(file.url).toMatch(/^\/files\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses content that does not match the extension, and documents where an image is asked', async () => {
    const disguised = await upload('logo.png', pdf());
    expect(disguised.statusCode).toBe(422);
    // In the caller's language (Spanish by default), as the message and as the field's error.
    expect(disguised.json()).toEqual({
      message: 'El contenido de logo.png no es un archivo .png',
      errors: { file: ['El contenido de logo.png no es un archivo .png'] },
    });
    const documentAsImage = await upload('manual.pdf', pdf());
    expect(documentAsImage.statusCode).toBe(422);
    const document = await upload('manual.pdf', pdf(), 'document');
    expect(document.statusCode).toBe(201);
  });

  it('keeps ERP images within 64 kB', async () => {
    const big = png(400, 400, true);
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect((await upload('big.png', big, 'erp-image')).statusCode).toBe(422);
    expect((await upload('big.png', big, 'image')).statusCode).toBe(201);
  });

  it('refuses a read-only user, a request that is not multipart, and an unknown file', async () => {
    const readonly = await t.signIn('readonly@proboard.local');
    expect((await upload('logo.png', png(), 'image', readonly)).statusCode).toBe(403);
    const json = await t.request({
      method: 'POST',
      url: '/api/msmultimedia.v1/uploads',
      token: editor,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    for (const url of ['/files/00000000-0000-0000-0000-000000000000.png', '/files/..%2F..%2Fetc%2Fpasswd']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
