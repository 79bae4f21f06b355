import { LOCALES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { seedCountries } from './global.seed.ts';

const BASE = '/api/msaddress.v1/admin/global-countries';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

type Region = {
  id?: number;
  code: string;
  name: string;
};

let t: TestApp;
let admin: string;
let readonly: string;

const countryId = async (iso: string) =>
  (await t.db.execute<{ id: number }>(sql`select id from countries where iso = ${iso}`)).rows[0]!.id;
const read = async (id: number) =>
  (await t.request({ method: 'GET', url: `${BASE}/${id}`, token: admin })).json().country;
const regionRows = async (iso: string) =>
  (
    await t.db.execute<Region>(sql`select r.id, r.code, r.name from regions r join countries c on c.id = r.country_id
      where c.iso = ${iso} order by r.code`)
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  readonly = await t.signIn('readonly@proboard.local');
});
afterAll(() => t.close());

describe('seeded countries', () => {
  it('holds every ISO 3166-1 country, named in the five interface languages, and the market regions', async () => {
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from countries`);
    expect(count.rows[0]!.n).toBe(250);
    const spain = await read(await countryId('ES'));
    expect(spain).toMatchObject({
      iso: 'ES',
      iso3: 'ESP',
      name: 'España',
      active: true,
      pro_registration: true,
    });
    expect(spain.translations).toEqual({
      es: { name: 'España' },
      en: { name: 'Spain' },
      fr: { name: 'Espagne' },
      it: { name: 'Spagna' },
      pt: { name: 'Espanha' },
    });
    // Spain's 50 provinces, Ceuta and Melilla (not the communities the data package mixes in).
    expect(spain.regions).toHaveLength(52);
    expect(spain.regions).toContainEqual(expect.objectContaining({ code: 'M', name: 'Madrid' }));
    expect(spain.regions.map((r: Region) => r.code)).not.toContain('AN');
    const andorra = await read(await countryId('AD'));
    expect(andorra).toMatchObject({ pro_registration: false, regions: [] });
  });
});

describe('seeding again', () => {
  it('leaves countries and regions as users changed them', async () => {
    await t.db.execute(
      sql`update countries set name = 'Portugal (editado)', pro_registration = false where iso = 'PT'`,
    );
    // A region nothing refers to (demo companies, orders and commissions hold some of them).
    const deleted = await t.db.execute<{ code: string }>(sql`delete from regions where id = (
        select r.id from regions r join countries c on c.id = r.country_id where c.iso = 'PT'
          and not exists (select 1 from companies x where x.region_id = r.id)
          and not exists (select 1 from orders o where o.region_id = r.id)
          and not exists (select 1 from agent_commission_configs a where a.region_id = r.id)
        order by r.code desc limit 1)
      returning code`);
    const code = deleted.rows[0]!.code;
    await t.db.transaction((tx) => seedCountries(tx, { demo: true }));
    const portugal = await read(await countryId('PT'));
    expect(portugal).toMatchObject({ name: 'Portugal (editado)', pro_registration: false });
    expect(portugal.regions.map((r: Region) => r.code)).not.toContain(code);
    await t.db.execute(sql`update countries set name = 'Portugal', pro_registration = true where iso = 'PT'`);
  });
});

describe('countries list', () => {
  it('finds a country by its name in any language, and filters by its flags', async () => {
    const found = await t.request({
      method: 'GET',
      url: list({ filter: { search: 'Spain' } }),
      token: admin,
    });
    expect(found.json().countries.data.map((c: { iso: string }) => c.iso)).toEqual(['ES']);
    const byIso3 = await t.request({ method: 'GET', url: list({ filter: { search: 'prt' } }), token: admin });
    expect(byIso3.json().countries.data.map((c: { iso: string }) => c.iso)).toEqual(['PT']);
    const pro = await t.request({
      method: 'GET',
      url: list({ currentPage: 1, perPage: 50, filter: { pro_registration: 'true' }, sortBy: 'iso' }),
      token: admin,
    });
    expect(pro.json().countries.data.map((c: { iso: string }) => c.iso)).toEqual([
      'ES',
      'FR',
      'IT',
      'PT',
      'US',
    ]);
  });

  it('pages and sorts, and answers an Excel of the filtered rows', async () => {
    const page = await t.request({
      method: 'GET',
      url: list({ currentPage: 2, perPage: 10, sortBy: 'iso', sortDesc: true }),
      token: admin,
    });
    expect(page.json().countries).toMatchObject({ total: 250, current_page: 2, from: 11, to: 20 });
    const isos = page.json().countries.data.map((c: { iso: string }) => c.iso);
    expect(isos).toEqual([...isos].sort().reverse());
    const excel = await t.request({
      method: 'GET',
      url: `${BASE}/export?context=${encodeURIComponent(JSON.stringify({ filter: { search: 'Spain' } }))}`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(excel.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('ISO code');
    expect(sheet.rowCount).toBe(2);
  });
});

describe('countries and their regions', () => {
  it('creates a country with its regions in one request (codes raised to upper case)', async () => {
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: {
        iso: 'xa',
        iso3: 'xaa',
        name: 'Xanadú',
        translations: { en: { name: 'Xanadu' } },
        regions: [
          { code: 'n', name: 'Norte' },
          { code: 'S', name: 'Sur' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().country).toMatchObject({
      iso: 'XA',
      iso3: 'XAA',
      pro_registration: false,
      active: true,
    });
    expect(res.json().country.translations).toEqual({ es: { name: 'Xanadú' }, en: { name: 'Xanadu' } });
    expect((await regionRows('XA')).map((r) => r.code)).toEqual(['N', 'S']);
  });

  it('updates, creates and deletes regions with the country, and toggles pro registration', async () => {
    const id = await countryId('XA');
    const before = await read(id);
    const [north] = before.regions as Region[];
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: admin,
      payload: {
        ...before,
        pro_registration: true,
        regions: [
          { ...north, name: 'Norte Alto' },
          { code: 'E', name: 'Este' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await regionRows('XA');
    expect(after).toEqual([
      { id: expect.any(Number), code: 'E', name: 'Este' },
      { id: north!.id, code: 'N', name: 'Norte Alto' },
    ]);
    expect(res.json().country).toMatchObject({ pro_registration: true });
    const audit = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audits where auditable_type = 'globalcountries' and auditable_id = ${String(id)} and event = 'updated'`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('lets two regions swap codes in one save', async () => {
    const id = await countryId('XA');
    const before = await read(id);
    const [east, north] = before.regions as Region[];
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: admin,
      payload: {
        ...before,
        regions: [
          { ...east, code: 'N' },
          { ...north, code: 'E' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await regionRows('XA')).map((r) => [r.code, r.id])).toEqual([
      ['E', north!.id],
      ['N', east!.id],
    ]);
  });

  it('refuses a region code twice in one country on that row, and a region of another country', async () => {
    const id = await countryId('XA');
    const before = await read(id);
    const twice = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: admin,
      payload: { ...before, regions: [...before.regions, { code: 'e', name: 'Otro este' }] },
      headers: { 'app-locale': 'en' },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'regions.2.code': ['A record with this value already exists'] });

    const madrid = (await regionRows('ES')).find((r) => r.code === 'M')!;
    const stolen = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: admin,
      payload: { ...before, name: 'Cambiado', regions: [{ id: madrid.id, code: 'MA', name: 'Madrid' }] },
    });
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().errors)).toEqual(['regions.0.id']);
    // Nothing was written: the country keeps its name and regions, Madrid stays in Spain.
    expect((await read(id)).name).toBe('Xanadú');
    expect(await regionRows('XA')).toHaveLength(2);
    expect((await regionRows('ES')).find((r) => r.id === madrid.id)).toMatchObject({ code: 'M' });
  });

  it('answers 422 on the field for a duplicate or malformed ISO code', async () => {
    const duplicate = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: { iso: 'es', iso3: 'ESX', name: 'Otra España' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['iso']);
    const malformed = await t.request({
      method: 'POST',
      url: BASE,
      token: admin,
      payload: { iso: 'E1', iso3: 'ES', name: 'Mal' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['iso', 'iso3']);
  });

  it('refuses to delete a country a user belongs to (409), and deletes an unused one with its regions', async () => {
    await t.db.execute(sql`update users set country_iso = 'XA' where email = 'catalogue@proboard.local'`);
    const id = await countryId('XA');
    const used = await t.request({ method: 'DELETE', url: `${BASE}/${id}`, token: admin });
    expect(used.statusCode).toBe(409);
    expect(await regionRows('XA')).toHaveLength(2);
    await t.db.execute(sql`update users set country_iso = null where email = 'catalogue@proboard.local'`);
    const unused = await t.request({ method: 'DELETE', url: `${BASE}/${id}`, token: admin });
    expect(unused.statusCode).toBe(200);
    expect(await regionRows('XA')).toHaveLength(0);
  });
});

describe('country selectors', () => {
  const names = { es: 'España', en: 'Spain', fr: 'Espagne', it: 'Spagna', pt: 'Espanha' } as const;

  it.each(LOCALES)('lists every country named and sorted in the caller’s language (%s)', async (locale) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/msaddress.v1/admin/countries',
      token: readonly,
      headers: { 'app-locale': locale },
    });
    expect(res.statusCode).toBe(200);
    const countries = res.json().countries as { iso: string; name: string }[];
    expect(countries).toHaveLength(250);
    expect(countries.find((c) => c.iso === 'ES')?.name).toBe(names[locale]);
    const collator = new Intl.Collator(locale);
    const sorted = [...countries].sort((a, b) => collator.compare(a.name, b.name));
    expect(countries.map((c) => c.iso)).toEqual(sorted.map((c) => c.iso));
  });

  it('lists a country’s regions by name to any signed-in user; 404 for an unknown country', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/msaddress.v1/admin/countries/es/regions',
      token: readonly,
    });
    expect(res.statusCode).toBe(200);
    const regions = res.json().regions as Region[];
    expect(regions).toHaveLength(52);
    expect(regions[0]).toMatchObject({ code: 'C', name: 'A Coruña' });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/msaddress.v1/admin/countries/QQ/regions',
      token: readonly,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.request({ method: 'GET', url: '/api/msaddress.v1/admin/countries' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who may administer countries', () => {
  it('refuses a user without the countries permissions, from a hand-made request', async () => {
    const id = await countryId('FR');
    expect((await t.request({ method: 'GET', url: list({}), token: readonly })).statusCode).toBe(403);
    const france = await read(id);
    const put = await t.request({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: readonly,
      payload: { ...france, pro_registration: false },
    });
    expect(put.statusCode).toBe(403);
    expect((await read(id)).pro_registration).toBe(true);
  });

  it('lets a user whose only role is AZC_GLOBAL_COUNTRIES_ADMIN read, create and edit countries', async () => {
    const email = await createUser(t.db, 'countries-admin@proboard.local', ['AZC_GLOBAL_COUNTRIES_ADMIN']);
    const token = await t.signIn(email);
    const me = await t.request({ method: 'GET', url: '/api/mslogin.v1/auth/user', token });
    expect(me.json().user.permissions).toEqual(
      expect.arrayContaining([
        'azc-global-countries-read',
        'azc-global-countries-create',
        'azc-global-countries-update',
      ]),
    );
    expect((await t.request({ method: 'GET', url: list({}), token })).statusCode).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: BASE,
      token,
      payload: { iso: 'XB', iso3: 'XBB', name: 'Xibalbá' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
