/**
 * A record read from the API can be sent back as it is (SPEC-RULINGS, Writes), on every resource the
 * kit serves: the fields the API returns but nobody writes (`id`, `created_at`, `az_label`, related
 * objects shown with the record) are accepted and ignored, a field the resource does not have is
 * still refused, and `updated_at` keeps its optimistic lock. Resources are found from the domain
 * definitions and the registered routes, so a new one is held to this without new test code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import {
  bodySchema,
  type Call,
  createClone,
  editableTextField,
  listUrl,
  type ServedResource,
  servedResources,
  valueAt,
  withValueAt,
} from '../../trust/harness.ts';

type Json = Record<string, unknown>;

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
const resources = servedResources(t.app);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.request({ method, url, token: admin, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() as Json, text: res.body.slice(0, 500) };
}

/** The same calls in the harness's shape. */
const harnessCall: Call = async (method, url, body) => {
  const res = await call(method, url, body as object | undefined);
  return { status: res.status, json: () => res.body };
};

async function read(resource: ServedResource, id: unknown): Promise<Json> {
  const res = await call('GET', `${resource.base}/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body[resource.definition.singular] as Json;
}

/** What two saves of the same record may differ in. */
const withoutStamp = ({ updated_at: _stamp, ...rest }: Json) => rest;

/** A value of the same kind that differs from `value`. */
function changed(key: string, value: unknown): unknown {
  if (key === 'created_at') return '2001-02-03T04:05:06.000Z';
  if (typeof value === 'number') return value + 1000;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value} (changed)`;
  return { changed: true };
}

describe('a record read from the API, sent back', () => {
  it('finds resources served by the kit', () => {
    expect(resources.length).toBeGreaterThan(5);
  });

  it.each(resources.map((r) => [r.definition.name, r] as const))('%s', async (_name, resource) => {
    const { definition } = resource;
    const schema = bodySchema(t.app, resource.create);
    const writable = new Set(Object.keys(schema?.properties ?? {}));
    const list = await call('GET', listUrl(resource.base, { currentPage: 1, perPage: 10 }));
    const source = await read(resource, (list.body[definition.plural] as { data: Json[] }).data[0]!.id);
    const readOnlyKeys = Object.keys(source).filter((key) => !writable.has(key));
    expect(readOnlyKeys).toEqual(expect.arrayContaining(['id', 'created_at']));

    // Duplicated as it was read (the duplicate screen's way): a new record, with its own id and stamps.
    let n = 0;
    const created = await createClone(harnessCall, resource, schema, source, () => ++n);
    expect(created.status, JSON.stringify(created.json()).slice(0, 500)).toBe(201);
    const copy = created.json()[definition.singular] as Json;
    expect(copy.id).not.toBe(source.id);
    expect(copy.created_at).not.toBe(source.created_at);

    try {
      const url = `${resource.base}/${copy.id}`;
      // Unchanged: saved, and nothing but the stamp moves.
      const same = await call('PUT', url, copy);
      expect(same.status, same.text).toBe(200);
      const saved = same.body[definition.singular] as Json;
      expect(withoutStamp(saved)).toEqual(withoutStamp(copy));
      expect(saved.updated_at).not.toBe(copy.updated_at);

      // A changed field is saved.
      const field = editableTextField(definition, schema);
      expect(field, `${definition.name} has no editable text field`).toBeDefined();
      const renamedText = `${valueAt(saved, field!)} 2`;
      const renamed = await call('PUT', url, withValueAt(saved, field!, renamedText));
      expect(renamed.status, renamed.text).toBe(200);
      const current = renamed.body[definition.singular] as Json;
      expect(valueAt(current, field!)).toBe(renamedText);

      // Every read-only field changed (another record's id among them): ignored.
      const tampered = Object.fromEntries(readOnlyKeys.map((key) => [key, changed(key, current[key])]));
      const ignored = await call('PUT', url, { ...current, ...tampered, id: source.id });
      expect(ignored.status, ignored.text).toBe(200);
      const after = await read(resource, copy.id);
      expect(withoutStamp(after)).toEqual(withoutStamp(current));
      expect(await read(resource, source.id)).toEqual(source);

      // A field the resource does not have at all: refused, by name.
      const unknown = await call('PUT', url, { ...after, not_a_field: 1 });
      expect(unknown.status, unknown.text).toBe(422);
      expect(Object.keys(unknown.body.errors as Json)).toEqual(['not_a_field']);

      // Sent back after someone else saved: 409, nothing written.
      const stale = await call('PUT', url, withValueAt(current, field!, 'stale'));
      expect(stale.status, stale.text).toBe(409);
      expect(await read(resource, copy.id)).toEqual(after);
    } finally {
      // A copy left behind could change what later resources validate (a translatable language).
      expect((await call('DELETE', `${resource.base}/${copy.id}`)).status).toBe(200);
    }
  });
});
