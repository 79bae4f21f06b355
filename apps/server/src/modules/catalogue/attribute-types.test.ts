import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BASE = '/api/msproduct.v1/attribute-types';
let t: TestApp;
let admin: string;

const everyLanguage = (value: string) =>
  Object.fromEntries(
    ['es', 'en', 'fr', 'it', 'pt', 'de'].map((lang) => [lang, { value: `${value} ${lang}` }]),
  );

const attribute = (overrides: object = {}) => ({
  az_iso: 'TTO_SIZE',
  key: 'size',
  description: 'Tamaño',
  a3_type: 'SIZE',
  applies_to: ['article'],
  translations: { es: { name: 'Tamaño' } },
  options: [
    { az_iso: 'TTO_SIZE_S', value: 'S', sort_id: 1, a3_option: 10, translations: everyLanguage('small') },
    { az_iso: 'TTO_SIZE_L', value: 'L', sort_id: 2, a3_option: 11, translations: everyLanguage('large') },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('attribute types with options', () => {
  it('lists through attribute-types/filter under attribute_types', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/filter?context=${encodeURIComponent('{"currentPage":1}')}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attribute_types.data.map((a: { az_iso: string }) => a.az_iso)).toEqual([
      'TTO_COLOR',
      'COMM_PROTOCOL',
    ]);
  });

  it('creates with options and edits them: keeps, changes, removes and adds', async () => {
    const created = await t.request({ method: 'POST', url: BASE, token: admin, payload: attribute() });
    expect(created.statusCode).toBe(201);
    const record = created.json().attribute_type;
    expect(record.az_label).toBe('TTO_SIZE - Tamaño');
    expect(record.options.map((o: { az_iso: string }) => o.az_iso)).toEqual(['TTO_SIZE_S', 'TTO_SIZE_L']);

    const [small, large] = record.options;
    const updated = await t.request({
      method: 'PUT',
      url: `${BASE}/${record.id}`,
      token: admin,
      payload: attribute({
        updated_at: record.updated_at,
        options: [
          { ...small, description: 'Pequeño' },
          { az_iso: 'TTO_SIZE_M', value: 'M', sort_id: 3, translations: everyLanguage('medium') },
        ],
      }),
    });
    expect(updated.statusCode).toBe(200);
    const options = updated.json().attribute_type.options;
    expect(options.map((o: { az_iso: string }) => o.az_iso)).toEqual(['TTO_SIZE_S', 'TTO_SIZE_M']);
    expect(options[0]).toMatchObject({ id: small.id, description: 'Pequeño' });
    const gone = await t.db.execute(sql`select 1 from attribute_options where id = ${large.id}`);
    expect(gone.rows).toHaveLength(0);
  });

  it('needs two options, option codes built from the attribute code, and every option translated', async () => {
    const one = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: attribute({ az_iso: 'TTO_ONE', options: [attribute().options[0]] }),
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors.options).toBeTruthy();

    const wrongCode = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: attribute({ az_iso: 'TTO_OTHER' }),
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors['options.0.az_iso']).toEqual([
      'El código de la opción debe ser TTO_OTHER_S',
    ]);

    const untranslated = attribute({ az_iso: 'TTO_TR' });
    untranslated.options = untranslated.options.map((o) => ({
      ...o,
      az_iso: o.az_iso.replace('TTO_SIZE', 'TTO_TR'),
      translations: { es: { value: 'x' } },
    }));
    const res = await t.request({ method: 'POST', url: BASE, token: admin, payload: untranslated });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('options.0.translations.de.value');
  });

  it('refuses key and description under 4 characters, az_iso over 25', async () => {
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: attribute({ az_iso: 'X'.repeat(26), key: 'abc', description: 'abc' }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['az_iso', 'key', 'description']));
  });

  it('refuses an option id that belongs to another attribute', async () => {
    const foreign = (
      await t.db.execute<{ id: number }>(sql`select id from attribute_options where az_iso = 'TTO_COLOR_WHT'`)
    ).rows[0]!.id;
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: attribute({
        az_iso: 'TTO_STEAL',
        options: attribute().options.map((o, i) => ({
          ...o,
          id: i === 0 ? foreign : undefined,
          az_iso: o.az_iso.replace('TTO_SIZE', 'TTO_STEAL'),
        })),
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['options.0.id']).toBeTruthy();
  });
});
