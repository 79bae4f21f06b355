import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msproduct.v1';
const MODELS = `${API}/admin/compatibility-iu-models`;
const context = (value: object) => `context=${encodeURIComponent(JSON.stringify(value))}`;
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;
const ids = { daikin: 0, gree: 0, fxsq50: 0, greeModel: 0, full: 0, p1p2: 0 };

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const found = await t.db.execute<{ id: number }>(query);
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error('demo row missing');
  return Number(id);
}

/** A fresh article of the demo's first product: no compatibility yet. */
async function newArticle(code: string): Promise<{ id: number; az_iso: string }> {
  const id = await idOf(sql`insert into articles (az_iso, name, product_id)
    values (${code}, ${`Termostato ${code}`}, (select id from products order by id limit 1)) returning id`);
  return { id, az_iso: code };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  ids.daikin = await idOf(sql`select id from manufacturers where az_iso = 'DAIKIN'`);
  // A maker without protocols or Easyzone, and one of its models (the demo keeps the catalogue's makers).
  ids.gree = await idOf(sql`insert into manufacturers (az_iso, name, slug, protocol_active, easyzone_active)
    values ('GREE', 'Gree', 'gree', false, false) returning id`);
  ids.fxsq50 = await idOf(sql`select id from iu_models where model_key = 'FXSQ50A'`);
  // Older than the demo's, so the lists still open on a demo record.
  ids.greeModel =
    await idOf(sql`insert into iu_models (manufacturer_id, model_reference, model_key, active, created_at)
    values (${ids.gree}, 'GUD35PS/A-T', 'GUD35PSAT', true, now() - interval '10 years') returning id`);
  ids.full = await idOf(sql`select id from compatibility_types where az_iso = 'FULL'`);
  ids.p1p2 = await idOf(sql`select id from communication_protocols where az_iso = 'DAIKIN_P1P2'`);
});
afterAll(() => t.close());

const searchModels = async (search: string) => {
  const res = await t.request({
    method: 'GET',
    url: `${MODELS}?${context({ perPage: 50, filter: { search } })}`,
    token: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json().iu_models.data as { id: number; manufacturer: string; model_reference: string }[];
};

describe('demo data', () => {
  // First in the file: the lists open on the newest records, which later tests add.
  it('opens the models list and the articles list on records whose tabs have rows', async () => {
    const models = await t.request({ method: 'GET', url: `${MODELS}?${context({})}`, token: admin });
    const firstModel = models.json().iu_models.data[0];
    expect(models.json().iu_models.total).toBeGreaterThanOrEqual(40);
    expect(firstModel.compatibility_count).toBeGreaterThan(0);
    const articles = await t.request({
      method: 'GET',
      url: `${API}/admin/articles?${context({})}`,
      token: admin,
    });
    const firstArticle = articles.json().articles.data[0];
    const tab = await t.request({
      method: 'GET',
      url: `${API}/admin/articles/${firstArticle.az_iso}/compatibilities`,
      token: admin,
    });
    expect(tab.json().compatibilities.total).toBeGreaterThan(0);
    const total = await idOf(sql`select count(*)::int as id from compatibilities`);
    expect(total).toBeGreaterThan(1000);
  });
});

describe('the look-up of a loosely typed model reference', () => {
  it.each(['daikin fxsq50', 'FXSQ-50A', 'fxsq 50a', 'Daikin FXSQ.50-A', 'DAIKIN  fxsq50a'])(
    'finds Daikin FXSQ50A for "%s"',
    async (typed) => {
      const found = await searchModels(typed);
      expect(found.map((m) => `${m.manufacturer} ${m.model_reference}`)).toContain('Daikin FXSQ50A');
      // Only references holding the typed pieces: FXSQ50A, not FXSQ25A nor another maker's.
      expect(found.every((m) => m.model_reference.replace(/[^A-Z0-9]/g, '').includes('FXSQ50'))).toBe(true);
    },
  );

  it('takes manufacturer words and reference pieces together: "mitsubishi pead m71" is PEAD-M71JA only', async () => {
    const found = await searchModels('mitsubishi pead m71');
    expect(found.map((m) => m.model_reference)).toEqual(['PEAD-M71JA']);
    expect(await searchModels('daikin pead m71')).toEqual([]);
  });
});

describe('indoor-unit models', () => {
  it('refuses a reference the manufacturer already has, however it is spaced or dashed (422)', async () => {
    const res = await t.request({
      method: 'POST',
      url: MODELS,
      token: admin,
      headers: en,
      payload: { manufacturer_id: ids.daikin, model_reference: 'fxsq-50 a' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['model_reference']);
    // Another manufacturer may use it.
    const other = await t.request({
      method: 'POST',
      url: MODELS,
      token: admin,
      payload: { manufacturer_id: ids.gree, model_reference: 'FXSQ50A' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().iu_model).toMatchObject({ model_key: 'FXSQ50A', manufacturer: 'Gree' });
  });

  it('refuses protocols for a manufacturer without protocol_active (422)', async () => {
    const res = await t.request({
      method: 'POST',
      url: MODELS,
      token: admin,
      headers: en,
      payload: { manufacturer_id: ids.gree, model_reference: 'GUD160PS/A-T', protocols: [ids.p1p2] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.protocols).toEqual([
      "This model's manufacturer has no active protocols: no protocol can be given",
    ]);
  });
});

describe('vocabularies', () => {
  it('lists on a protocol only manufacturers with protocol_active (422 otherwise)', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/communication-protocols`,
      token: admin,
      headers: en,
      payload: { az_iso: 'GREE_BUS', name: 'Gree bus', manufacturers: [ids.gree] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.manufacturers).toEqual([
      'Only manufacturers with active protocols can speak a protocol',
    ]);
    const options = await t.request({
      method: 'GET',
      url: `${API}/admin/communication-protocols/manufacturers`,
      token: admin,
    });
    const names = options.json().manufacturers.map((m: { name: string }) => m.name);
    expect(names).toContain('Daikin');
    expect(names).not.toContain('Gree');
  });

  it('refuses a warning without its Spanish text, with a message that says so (422)', async () => {
    const payload = { az_iso: 'NO_ECO', severity: 'info', translations: { en: { text: 'No eco mode' } } };
    const res = await t.request({
      method: 'POST',
      url: `${API}/admin/compatibility-warnings`,
      token: admin,
      headers: en,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['translations.es.text']).toEqual([
      'The Spanish text is required: installers read it and the other languages translate it',
    ]);
    const withSpanish = await t.request({
      method: 'POST',
      url: `${API}/admin/compatibility-warnings`,
      token: admin,
      payload: { ...payload, translations: { ...payload.translations, es: { text: 'Sin modo eco' } } },
    });
    expect(withSpanish.statusCode).toBe(201);
    expect(withSpanish.json().compatibility_warning.text).toBe('Sin modo eco');
  });

  it('refuses to delete a compatibility type still in use, naming how many use it (409)', async () => {
    const count = await idOf(
      sql`select count(*)::int as id from compatibilities where compatibility_type_id = ${ids.full}`,
    );
    expect(count).toBeGreaterThan(0);
    const res = await t.request({
      method: 'DELETE',
      url: `${API}/admin/compatibility-types/${ids.full}`,
      token: admin,
      headers: en,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `It cannot be deleted: ${count} compatibilities use this type; change their type first`,
    );
    const unused = await t.request({
      method: 'POST',
      url: `${API}/admin/compatibility-types`,
      token: admin,
      payload: { az_iso: 'UNTESTED', name: 'Sin probar', sort_key: 90, color: 'ADB5BD' },
    });
    expect(unused.json().compatibility_type.color).toBe('adb5bd');
    const removed = await t.request({
      method: 'DELETE',
      url: `${API}/admin/compatibility-types/${unused.json().compatibility_type.id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('reads the seeded technologies, which no call writes', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${API}/admin/iu-model-technologies?${context({ currentPage: -1 })}`,
      token: admin,
    });
    expect(res.json().iu_model_technologies.data.map((r: { az_iso: string }) => r.az_iso)).toContain('VRF');
    const write = await t.request({
      method: 'POST',
      url: `${API}/admin/iu-model-technologies`,
      token: admin,
      payload: { az_iso: 'X', name: 'Xx' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('compatibilities, from the article and from the model', () => {
  const modelTab = (modelId: number) => `${MODELS}/${modelId}/compatibilities`;
  const articleTab = (code: string) => `${API}/admin/articles/${code}/compatibilities`;

  it('writes one from the article tab (by az_iso) and reads it from the model tab with its type, protocol, warnings and accessory', async () => {
    const article = await newArticle('AZTEST-CMP1');
    const accessory = await newArticle('AZTEST-ACC1');
    const warning = await idOf(sql`select id from compatibility_warnings where az_iso = 'DIP_SWITCH'`);
    const created = await t.request({
      method: 'POST',
      url: articleTab(article.az_iso),
      token: admin,
      payload: {
        iu_model_id: ids.fxsq50,
        compatibility_type_id: ids.full,
        protocol_id: ids.p1p2,
        warnings: [warning],
        accessory_article_id: accessory.id,
        easyzone: true,
        // Ignored: the parent comes from the path.
        article_id: accessory.id,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().compatibility).toMatchObject({ article_id: article.id, iu_model_id: ids.fxsq50 });
    const tab = await t.request({
      method: 'GET',
      url: `${modelTab(ids.fxsq50)}?${context({ perPage: 50, filter: { article: 'AZTEST-CMP1' } })}`,
      token: admin,
    });
    expect(tab.statusCode).toBe(200);
    expect(tab.json().compatibilities.data).toEqual([
      expect.objectContaining({
        article: 'AZTEST-CMP1',
        compatibility_type: 'Compatible',
        compatibility_type_color: '2f9e44',
        protocol: 'Daikin P1/P2',
        warning_texts: 'Ajusta los microinterruptores de la placa de la unidad antes de conectar',
        accessory: `AZTEST-ACC1 - Termostato AZTEST-ACC1`,
        easyzone: true,
      }),
    ]);
    const fromArticle = await t.request({ method: 'GET', url: articleTab(article.az_iso), token: admin });
    expect(fromArticle.json().compatibilities.data).toEqual([
      expect.objectContaining({ manufacturer: 'Daikin', model_reference: 'FXSQ50A' }),
    ]);
  });

  it('refuses the same article and model twice, naming the one that exists (409)', async () => {
    const article = await newArticle('AZTEST-CMP2');
    const payload = { article_id: article.id, compatibility_type_id: ids.full };
    const first = await t.request({ method: 'POST', url: modelTab(ids.fxsq50), token: admin, payload });
    expect(first.statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: articleTab(article.az_iso),
      token: admin,
      headers: en,
      payload: { iu_model_id: ids.fxsq50, compatibility_type_id: ids.full },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Article AZTEST-CMP2 already has a compatibility with Daikin FXSQ50A (#${first.json().compatibility.id}): edit that one`,
    );
  });

  it('refuses a compatibility with an inactive model (422)', async () => {
    const article = await newArticle('AZTEST-CMP3');
    const inactive =
      await idOf(sql`insert into iu_models (manufacturer_id, model_reference, model_key, active)
      values (${ids.daikin}, 'FXSQ15A', 'FXSQ15A', false) returning id`);
    const res = await t.request({
      method: 'POST',
      url: articleTab(article.az_iso),
      token: admin,
      headers: en,
      payload: { iu_model_id: inactive, compatibility_type_id: ids.full },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.iu_model_id).toEqual([
      'The model is inactive: activate it before giving it compatibilities',
    ]);
  });

  it('refuses a protocol, or Easyzone, with a manufacturer that does not have them (422)', async () => {
    const article = await newArticle('AZTEST-CMP4');
    const res = await t.request({
      method: 'POST',
      url: articleTab(article.az_iso),
      token: admin,
      headers: en,
      payload: {
        iu_model_id: ids.greeModel,
        compatibility_type_id: ids.full,
        protocol_id: ids.p1p2,
        easyzone: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      protocol_id: ["This model's manufacturer has no active protocols: no protocol can be given"],
      easyzone: ["This model's manufacturer does not have Easyzone active"],
    });
    const plain = await t.request({
      method: 'POST',
      url: articleTab(article.az_iso),
      token: admin,
      payload: { iu_model_id: ids.greeModel, compatibility_type_id: ids.full },
    });
    expect(plain.statusCode).toBe(201);
  });

  it('answers 404 for a compatibility read under another model, or under an article that does not exist', async () => {
    const other = await idOf(
      sql`select c.id from compatibilities c where c.iu_model_id <> ${ids.fxsq50} limit 1`,
    );
    const res = await t.request({ method: 'GET', url: `${modelTab(ids.fxsq50)}/${other}`, token: admin });
    expect(res.statusCode).toBe(404);
    const none = await t.request({ method: 'GET', url: articleTab('NO-SUCH-ARTICLE'), token: admin });
    expect(none.statusCode).toBe(404);
  });

  it('refuses to delete a warning compatibilities show, naming how many (409)', async () => {
    const warning = await idOf(sql`select id from compatibility_warnings where az_iso = 'FW_GATEWAY'`);
    const count = await idOf(
      sql`select count(*)::int as id from compatibilities where warnings @> array[${warning}]::int[]`,
    );
    const res = await t.request({
      method: 'DELETE',
      url: `${API}/admin/compatibility-warnings/${warning}`,
      token: admin,
      headers: en,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `It cannot be deleted: ${count} compatibilities show this warning; remove it from them first`,
    );
  });
});
