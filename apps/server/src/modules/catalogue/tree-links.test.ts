/**
 * What ranges, systems and families carry beyond their own columns (spec section 3): media resources
 * and the market lists as ISO codes on all three; on a family its attribute types (only types that
 * apply to families), and read-only its ranges, products and audit trail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msproduct.v1/admin';
type Json = Record<string, unknown>;

let t: TestApp;
let admin: string;
let readonly: string;
let media: number[];
let markets: { id: number; iso: string }[];
let rangeId: number;
let systemId: number;
let familyTypes: number[];
let articleOnlyType: number;

const ids = async (query: ReturnType<typeof sql>) =>
  (await t.db.execute<{ id: number }>(query)).rows.map((r) => r.id);

async function send(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token = admin) {
  const res = await t.request({ method, url: `${API}/${url}`, token, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  readonly = await t.signIn('readonly@proboard.local');
  media = await ids(sql`select id from media_resources order by id limit 3`);
  markets = (
    await t.db.execute<{ id: number; iso: string }>(sql`select id, iso from markets order by iso limit 3`)
  ).rows;
  familyTypes = await ids(
    sql`select id from attribute_types where 'family' = any(applies_to) order by id limit 2`,
  );
  if (familyTypes.length < 2) {
    await t.db.execute(sql`update attribute_types set applies_to = array_append(applies_to, 'family')
      where id in (select id from attribute_types order by id limit 2)`);
    familyTypes = await ids(
      sql`select id from attribute_types where 'family' = any(applies_to) order by id limit 2`,
    );
  }
  articleOnlyType = (
    await ids(sql`insert into attribute_types (az_iso, key, description, applies_to)
      values ('TL_ONLY_ARTICLE', 'solo', 'Solo para artículos', '{article}') returning id`)
  )[0]!;
  const range = await send('POST', 'ranges', {
    az_iso: 'TL_RANGE',
    sort_key: 901,
    name: 'Gama Aidoo',
    resources: media.slice(0, 2),
    markets_available: markets.map((m) => m.id),
    markets_active: [markets[0]!.id],
  });
  expect(range.status, JSON.stringify(range.body)).toBe(201);
  rangeId = (range.body.range as Json).id as number;
  const system = await send('POST', 'systems', {
    az_iso: 'TL_SYSTEM',
    sort_key: 902,
    name: 'Sistema Aidoo Pro',
    range_id: rangeId,
    resources: [media[2]!],
  });
  expect(system.status, JSON.stringify(system.body)).toBe(201);
  systemId = (system.body.system as Json).id as number;
});
afterAll(() => t.close());

describe('ranges and systems', () => {
  it('carry their media resources and market codes, read back by id and by az_iso', async () => {
    expect(media).toHaveLength(3);
    const range = (await send('GET', 'ranges/TL_RANGE')).body.range as Json;
    expect(range.resources).toEqual(media.slice(0, 2));
    expect(range.markets_available_iso).toEqual(markets.map((m) => m.iso).sort());
    expect(range.markets_active_iso).toEqual([markets[0]!.iso]);
    const system = (await send('GET', `systems/${systemId}`)).body.system as Json;
    expect(system.resources).toEqual([media[2]]);
    expect(system.markets_active_iso).toEqual([]);
  });

  it('replace the resources on update, and refuse one that does not exist (422, nothing written)', async () => {
    const range = (await send('GET', 'ranges/TL_RANGE')).body.range as Json;
    const updated = await send('PUT', 'ranges/TL_RANGE', { ...range, resources: [media[2]] });
    expect(updated.status).toBe(200);
    expect((updated.body.range as Json).resources).toEqual([media[2]]);
    const refused = await send('PUT', 'ranges/TL_RANGE', {
      ...(updated.body.range as Json),
      resources: [999999],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as Json)).toEqual(['resources']);
    expect(((await send('GET', 'ranges/TL_RANGE')).body.range as Json).resources).toEqual([media[2]]);
  });

  it('keep a media resource in use from being deleted (409)', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/msmultimedia.v1/admin/media-resources/${media[2]}`,
      token: admin,
    });
    expect(res.statusCode).toBe(409);
    expect((await ids(sql`select id from media_resources where id = ${media[2]!}`)).length).toBe(1);
  });

  it('list rows leave the read-only extras to the record', async () => {
    const list = await t.request({
      method: 'GET',
      url: `${API}/ranges?context=${encodeURIComponent(JSON.stringify({ filter: { az_iso: 'TL_RANGE' } }))}`,
      token: admin,
    });
    const row = list.json().ranges.data[0] as Json;
    expect(row.az_iso).toBe('TL_RANGE');
    expect(row).not.toHaveProperty('markets_available_iso');
  });
});

describe('families', () => {
  let familyId: number;

  it('carry attribute types that apply to families, categories, image and resources', async () => {
    const created = await send('POST', 'families', {
      az_iso: 'TL_FAMILY',
      sort_key: 903,
      name: 'Pasarelas Aidoo',
      systems: [systemId],
      attribute_types: familyTypes,
      resources: [media[0]],
      image_url: 'aidoo.png',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const family = created.body.family as Json;
    familyId = family.id as number;
    expect(family).toMatchObject({
      attribute_types: familyTypes,
      resources: [media[0]],
      image_url: 'aidoo.png',
    });
    expect(family.ranges).toEqual([{ id: rangeId, az_iso: 'TL_RANGE', name: 'Gama Aidoo' }]);
    expect(family.products).toEqual([]);
  });

  it('refuse an attribute type that does not apply to families', async () => {
    const family = (await send('GET', `families/${familyId}`)).body.family as Json;
    const res = await send('PUT', `families/${familyId}`, { ...family, attribute_types: [articleOnlyType] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors as Json)).toEqual(['attribute_types']);
  });

  it('list their products read-only: sent back, they change nothing', async () => {
    await t.db.execute(sql`insert into products (az_iso, name, family_id) values
      ('TL_PRODUCT_B', 'Aidoo Pro Fancoil', ${familyId}), ('TL_PRODUCT_A', 'Aidoo Pro Daikin', ${familyId})`);
    const family = (await send('GET', 'families/TL_FAMILY')).body.family as Json;
    expect((family.products as Json[]).map((p) => p.az_iso)).toEqual(['TL_PRODUCT_A', 'TL_PRODUCT_B']);
    const saved = await send('PUT', 'families/TL_FAMILY', { ...family, products: [], ranges: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(((saved.body.family as Json).products as Json[]).length).toBe(2);
  });

  it('show their audit trail: who changed which fields, newest first', async () => {
    const family = (await send('GET', 'families/TL_FAMILY')).body.family as Json;
    await send('PUT', 'families/TL_FAMILY', { ...family, name: 'Pasarelas Aidoo Pro', attribute_types: [] });
    const res = await send('GET', `families/${familyId}/audits`);
    expect(res.status).toBe(200);
    const audits = res.body.audits as Json[];
    expect(audits[0]).toMatchObject({ event: 'updated', user_email: 'admin@proboard.local' });
    expect(audits[0]!.fields).toEqual(expect.arrayContaining(['name', 'attribute_types']));
    expect(audits.at(-1)).toMatchObject({ event: 'created', fields: [] });
    // Read-only users may read it (they may read the family); unknown families are 404.
    expect((await send('GET', 'families/TL_FAMILY/audits', undefined, readonly)).status).toBe(200);
    expect((await send('GET', 'families/999999/audits')).status).toBe(404);
  });
});
