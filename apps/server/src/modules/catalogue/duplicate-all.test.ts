/**
 * Spec section 2 names 16 resources with a duplicate route. For each, the duplicate does what the
 * duplicate screen does (SPEC-RULINGS: the form opens prefilled from the source with its unique codes
 * emptied; the user types new ones and saves with `?duplicate_of=`): a new record with its own id and
 * codes, the source's other values and child rows copied (child rows with new ids), the source
 * untouched. The 16 come from the route table, so a duplicate route added later is held to it.
 */
import { ROUTES } from '@proboard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import {
  bodyOf,
  bodySchema,
  type Call,
  codeField,
  refusedAsTaken,
  servedResources,
  withFreshCodes,
  withoutIds,
} from '../../trust/harness.ts';

type Json = Record<string, unknown>;

const SPEC_DUPLICATES = [
  'manufacturers',
  'families',
  'systems',
  'attributes',
  'ranges',
  'products',
  'articles',
  'mediaresources',
  'faqs',
  'autodiagnosis',
  'docs',
  'digitalbooks',
  'digitalsubsections',
  'digitalsections',
  'digitalcontents',
  'watermarks',
];

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
const served = servedResources(t.app);
const withDuplicate = [...new Set(ROUTES.filter((r) => r.action === 'duplicate').map((r) => r.resource))];

const call: Call = async (method, url, body) => {
  const res = await t.request({ method, url, token: admin, ...(body ? { payload: body as object } : {}) });
  return { status: res.statusCode, json: () => res.json() };
};

describe('duplicate', () => {
  it('the route table has the 16 duplicate routes of spec section 2, each served with its definition', () => {
    expect([...withDuplicate].sort()).toEqual([...SPEC_DUPLICATES].sort());
    for (const name of withDuplicate) {
      const resource = served.find((r) => (r.definition.access ?? r.definition.name) === name);
      expect(resource, `${name} is not served`).toBeDefined();
      expect(resource!.definition.duplicate, name).toBe(true);
    }
  });

  it.each(withDuplicate)('%s: a new record with new codes, the rest copied', async (name) => {
    const resource = served.find((r) => (r.definition.access ?? r.definition.name) === name)!;
    const { definition } = resource;
    const schema = bodySchema(t.app, resource.create);
    const { sourceRecord, source } = await duplicableSource();
    const code = codeField(definition, schema);

    let res: Awaited<ReturnType<Call>> | undefined;
    let body: Json = source;
    for (let n = 1; n <= 30; n++) {
      body = withoutIds(withFreshCodes(source, definition, schema, 600 + n)) as Json;
      res = await call('POST', `${resource.base}?duplicate_of=${sourceRecord.id}`, body);
      if (!code || !refusedAsTaken(res.status, res.json(), code)) break;
    }
    expect(res!.status, JSON.stringify(res!.json()).slice(0, 600)).toBe(201);
    const copy = res!.json()[definition.singular] as Json;
    expect(copy.id).not.toBe(sourceRecord.id);
    if (code) expect(copy[code]).not.toBe(sourceRecord[code]);

    // Every value the body carried is the copy's (child rows compared without their ids).
    for (const key of Object.keys(body)) {
      expect(withoutIds(copy[key]), `${name}.${key}`).toEqual(withoutIds(body[key]));
    }
    // Child rows are the copy's own: none of the source's ids is reused.
    for (const [key, value] of Object.entries(copy)) {
      if (!Array.isArray(value) || !value.every((row) => row && typeof row === 'object' && 'id' in row))
        continue;
      const sourceIds = new Set(((sourceRecord[key] as Json[] | undefined) ?? []).map((row) => row.id));
      if (key in body)
        for (const row of value as Json[]) expect(sourceIds.has(row.id), `${name}.${key}`).toBe(false);
    }
    // The source is untouched.
    const after = (await call('GET', `${resource.base}/${sourceRecord.id}`)).json()[definition.singular];
    expect(after).toEqual(sourceRecord);

    /**
     * The first listed record that its resource's rules still take as it is (a demo record saved
     * before a rule was added could not be saved unchanged either, duplicated or not).
     */
    async function duplicableSource() {
      const page = await call(
        'GET',
        `${resource.list.url}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 25 }))}`,
      );
      for (const row of (page.json()[definition.plural] as { data: Json[] }).data) {
        const record = (await call('GET', `${resource.base}/${row.id}`)).json()[definition.singular] as Json;
        const { updated_at: _stamp, ...body } = bodyOf(record, schema);
        if (definition.schema.safeParse(body).success) return { sourceRecord: record, source: body as Json };
      }
      throw new Error(`no ${name} among the first 25 is valid as it is: seed one`);
    }
  });
});
