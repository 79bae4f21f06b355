/**
 * Every catalogue entity form has the translatable fields name, slug, description, keywords and
 * keyword_translations (spec section 3), per content language: one shape for all, stored with the
 * record and read back as sent.
 */
import { CONTENT_LANGUAGES, KEYWORD_TRANSLATIONS_MAX } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { bodySchema, type Call, cloneBody, type JsonSchema, servedResources } from '../../trust/harness.ts';

type Json = Record<string, unknown>;

/** The catalogue entities of spec section 3 whose forms translate. */
const CATALOGUE_ENTITIES = [
  'manufacturers',
  'ranges',
  'systems',
  'families',
  'categories',
  'attributes',
  'products',
  'articles',
];
const TRANSLATABLE = ['name', 'slug', 'description', 'keywords', 'keyword_translations'];

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
const served = servedResources(t.app).filter((r) => CATALOGUE_ENTITIES.includes(r.definition.name));

const call: Call = async (method, url, body) => {
  const res = await t.request({ method, url, token: admin, ...(body ? { payload: body as object } : {}) });
  return { status: res.statusCode, json: () => res.json() };
};

async function keyword(text: string): Promise<number> {
  const res = await call('POST', '/api/msproduct.v1/create-keyword', { keyword: text });
  return (res.json() as { keyword: { id: number } }).keyword.id;
}

/** Texts in every content language, each language with its own words. */
async function fullTranslations(code: string): Promise<Json> {
  const shared = [await keyword('bomba de calor'), await keyword('aerotermia')];
  return Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [
      language,
      {
        name: `Nombre ${code} ${language}`,
        slug: `nombre-${code.toLowerCase().replace(/_/g, '-')}-${language}`,
        description: `Descripción de ${code} en ${language}`,
        keywords: shared,
        keyword_translations: [`palabra ${language}`, `clima ${language}`],
      },
    ]),
  );
}

describe('translatable fields of the catalogue', () => {
  it('every catalogue entity is served and its form translates the five fields', () => {
    expect(served.map((r) => r.definition.name).sort()).toEqual([...CATALOGUE_ENTITIES].sort());
    for (const { definition } of served) {
      expect(definition.fields.some((f) => f.key === 'translations' && f.kind === 'translations')).toBe(true);
    }
    for (const resource of served) {
      // The published body: translations are one optional object per content language.
      const translations = bodySchema(t.app, resource.create)?.properties?.translations;
      const spanish = (translations?.properties?.es ??
        translations?.anyOf?.[0]?.properties?.es) as JsonSchema;
      expect(Object.keys(spanish?.properties ?? {}), resource.definition.name).toEqual(
        expect.arrayContaining(TRANSLATABLE),
      );
    }
  });

  it.each(served.map((r, index) => [r.definition.name, r, index] as const))(
    '%s: saved in every language and read back as sent',
    async (_name, resource, index) => {
      const schema = bodySchema(t.app, resource.create);
      const body = await cloneBody(call, resource, schema, 800 + index);
      const translations = await fullTranslations(String(body.az_iso ?? index));
      const created = await call('POST', resource.base, { ...body, translations });
      expect(created.status, JSON.stringify(created.json()).slice(0, 600)).toBe(201);
      const id = (created.json()[resource.definition.singular] as Json).id;
      const read = (await call('GET', `${resource.base}/${id}`)).json()[resource.definition.singular] as Json;
      expect(read.translations).toEqual(translations);
    },
  );

  it("refuses more words than the maximum, and an empty word, on the language's field", async () => {
    const manufacturers = served.find((r) => r.definition.name === 'manufacturers')!;
    const body = await cloneBody(call, manufacturers, bodySchema(t.app, manufacturers.create), 880);
    const tooMany = Array.from({ length: KEYWORD_TRANSLATIONS_MAX + 1 }, (_, i) => `palabra ${i}`);
    for (const words of [tooMany, ['split', '  ']]) {
      const res = await call('POST', manufacturers.base, {
        ...body,
        translations: { fr: { name: 'Fabricant', keyword_translations: words } },
      });
      expect(res.status).toBe(422);
      expect(Object.keys((res.json() as { errors: Json }).errors)[0]).toMatch(
        /^translations\.fr\.keyword_translations/,
      );
    }
  });

  it('the demo catalogue is translated, with search words, in the five interface languages', async () => {
    for (const table of ['manufacturers', 'ranges', 'systems', 'families', 'categories', 'attribute_types']) {
      const missing = await t.db.execute<{ id: number }>(sql`select id from ${sql.raw(table)}
        where not (translations ?& array['es', 'en', 'fr', 'it', 'pt'])
          or exists (select 1 from unnest(array['es', 'en', 'fr', 'it', 'pt']) l
            where jsonb_array_length(coalesce(translations -> l -> 'keyword_translations', '[]')) = 0
              or coalesce(translations -> l ->> 'description', '') = '')`);
      expect(missing.rows, table).toEqual([]);
    }
    const linked = await t.db.execute<{ n: number }>(sql`select
      (select count(distinct range_id) from range_media_resources)
      + (select count(distinct system_id) from system_media_resources)
      + (select count(distinct family_id) from family_media_resources) as n`);
    expect(Number(linked.rows[0]!.n)).toBeGreaterThan(3);
  });

  it('keeps what was saved before: an attribute type translated only by name still reads and saves', async () => {
    const row = (
      await t.db.execute<{ id: number }>(
        sql`update attribute_types set translations = '{"es": {"name": "Color"}, "en": {"name": "Colour"}}'
          where id = (select min(id) from attribute_types) returning id`,
      )
    ).rows[0]!;
    const attributes = served.find((r) => r.definition.name === 'attributes')!;
    const read = (await call('GET', `${attributes.base}/${row.id}`)).json().attribute_type as Json;
    expect(read.translations).toEqual({ es: { name: 'Color' }, en: { name: 'Colour' } });
    const saved = await call('PUT', `${attributes.base}/${row.id}`, read);
    expect(saved.status, JSON.stringify(saved.json()).slice(0, 400)).toBe(200);
  });
});
