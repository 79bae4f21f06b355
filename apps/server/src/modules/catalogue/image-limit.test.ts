/**
 * The ERP (A3) takes catalogue images of at most 64 kB (spec section 5). The screens upload an image
 * as soon as it is chosen and save its URL with the form, so the limit holds where the record is
 * saved: every image field of every catalogue resource, found from the definitions (a new image
 * field is held to it without new test code).
 */
import { ERP_IMAGE_MAX_BYTES, limitedImageFields } from '@proboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bodySchema,
  type Call,
  cloneBody,
  type ServedResource,
  servedResources,
} from '../../trust/harness.ts';

type Json = Record<string, unknown>;

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
/** A real PNG of about 67 kB, and one of a few hundred bytes. */
const heavy = png(150, 152, true);
const light = png(16, 16);
let heavyUrl: string;
let lightUrl: string;

const call: Call = async (method, url, body) => {
  const res = await t.request({ method, url, token: admin, ...(body ? { payload: body as object } : {}) });
  return { status: res.statusCode, json: () => res.json() };
};

async function upload(name: string, bytes: Buffer, purpose: string) {
  return t.request({
    method: 'POST',
    url: `/api/msmultimedia.v1/uploads?purpose=${purpose}`,
    token: admin,
    ...multipart(name, bytes),
  });
}

beforeAll(async () => {
  // The screens' own upload: any image of any size up to the upload limit is stored.
  const stored = await upload('gama-aerea.png', heavy, 'image');
  expect(stored.statusCode, stored.body).toBe(201);
  heavyUrl = stored.json().file.url;
  lightUrl = (await upload('gama-aerea-mini.png', light, 'image')).json().file.url;
});
/** The served resources with a limited image field, with those fields. */
const withImages: [string, ServedResource, { key: string; maxBytes: number }[]][] = servedResources(t.app)
  .map((resource) => [resource.definition.name, resource, limitedImageFields(resource.definition)] as const)
  // The ERP's limit; another (a QR landing page's 200 kB SEO image) is held by its module's tests.
  .map(
    ([name, resource, fields]) =>
      [name, resource, fields.filter((f) => f.maxBytes === ERP_IMAGE_MAX_BYTES)] as const,
  )
  .filter(([, , fields]) => fields.length > 0)
  .map(([name, resource, fields]) => [name, resource, fields]);

describe('catalogue images over 64 kB', () => {
  it('the heavy PNG is over the limit, the light one under it', () => {
    expect(heavy.length).toBeGreaterThan(ERP_IMAGE_MAX_BYTES);
    expect(heavy.length).toBeLessThan(70 * 1024);
    expect(light.length).toBeLessThan(ERP_IMAGE_MAX_BYTES);
  });

  it('covers every catalogue resource with an image', () => {
    expect(withImages.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ranges', 'systems', 'families', 'manufacturers', 'categories', 'watermarks']),
    );
  });

  it('an upload for the ERP refuses it on the file', async () => {
    const res = await upload('gama-aerea.png', heavy, 'erp-image');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain('64 kB');
  });

  it.each(withImages.map((entry, index) => [entry[0], entry, index] as const))(
    '%s: refused on create and update, 422 on the field',
    async (_name, [, resource, fields], index) => {
      const schema = bodySchema(t.app, resource.create);
      for (const [n, { key }] of fields.entries()) {
        const body = await cloneBody(call, resource, schema, 700 + index * 10 + n);
        const refused = await call('POST', resource.base, { ...body, [key]: heavyUrl });
        const answer = refused.json() as { errors: Json };
        expect(refused.status, JSON.stringify(answer)).toBe(422);
        expect(Object.keys(answer.errors)).toEqual([key]);
        expect(String((answer.errors[key] as string[])[0])).toMatch(/64 kB/);

        const accepted = await call('POST', resource.base, { ...body, [key]: lightUrl });
        expect(accepted.status, JSON.stringify(accepted.json())).toBe(201);
        const record = accepted.json()[resource.definition.singular] as Json;
        expect(record[key]).toBe(lightUrl);

        const update = await call('PUT', `${resource.base}/${record.id}`, {
          ...body,
          [key]: heavyUrl,
          updated_at: record.updated_at,
        });
        expect(update.status).toBe(422);
        expect(Object.keys((update.json() as { errors: Json }).errors)).toEqual([key]);
        const after = await call('GET', `${resource.base}/${record.id}`);
        expect((after.json()[resource.definition.singular] as Json)[key]).toBe(lightUrl);
      }
    },
  );

  it("answers in the caller's language", async () => {
    const [, resource, fields] = withImages[0]!;
    const body = await cloneBody(call, resource, bodySchema(t.app, resource.create), 990);
    const res = await t.request({
      method: 'POST',
      url: resource.base,
      token: admin,
      headers: { 'app-locale': 'fr' },
      payload: { ...body, [fields[0]!.key]: heavyUrl },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[fields[0]!.key][0]).toMatch(/ERP \(A3\) accepte des images de 64 kB maximum/);
  });
});
