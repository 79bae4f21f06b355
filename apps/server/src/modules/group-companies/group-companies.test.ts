import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msmarket.v1/admin/global-companies';
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;
const market: Record<string, number> = {};

type Company = { id: number; iso: string; name: string; markets: number[]; updated_at: string };

const body = (iso: string, over: Record<string, unknown> = {}) => ({
  iso,
  name: `Airzone ${iso}`,
  legal_name: `Airzone ${iso} S.L.`,
  vat: 'B10029411',
  country_iso: 'ES',
  address: 'C/ Marie Curie 21',
  city: 'Málaga',
  zipcode: '29590',
  markets: [],
  sort_key: 80,
  ...over,
});

const create = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: API, token, headers: en, payload });
const update = (id: number, payload: object, token = admin) =>
  t.request({ method: 'PUT', url: `${API}/${id}`, token, headers: en, payload });
const read = async (id: number) =>
  (await t.request({ method: 'GET', url: `${API}/${id}`, token: admin })).json().global_company as Company;

/** Each market's company as the market selectors read it (`GET msmarket.v1/admin/markets`). */
async function selectorMarkets() {
  const res = await t.request({ method: 'GET', url: '/api/msmarket.v1/admin/markets', token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().markets as {
    iso: string;
    altra_company_iso: string | null;
    company_name: string | null;
    company_sort_key: number | null;
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  const rows = await t.db.execute<{ id: number; iso: string }>(sql`select id, iso from markets`);
  for (const row of rows.rows) market[row.iso] = Number(row.id);
});
afterAll(() => t.close());

describe('group companies', () => {
  it('are the demo group: Altra, the four Airzones and two more, with their markets', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${API}?context=${encodeURIComponent(JSON.stringify({ perPage: 25 }))}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().global_companies.data as (Company & { market_codes: string | null })[];
    expect(rows.map((r) => r.name)).toEqual([
      'Altra',
      'Airzone España',
      'Airzone Francia',
      'Airzone Italia',
      'Airzone USA',
      'Airzone UK',
      'Airzone México',
    ]);
    expect(rows.find((r) => r.iso === 'AZES')?.market_codes).toBe('ES, PT');
    expect(rows.find((r) => r.iso === 'AZES')?.markets).toEqual(
      [market.ES, market.PT].sort((a, b) => a! - b!),
    );
    const spain = (await selectorMarkets()).find((m) => m.iso === 'ES')!;
    expect(spain).toMatchObject({
      altra_company_iso: 'AZES',
      company_name: 'Airzone España',
      company_sort_key: 20,
    });
  });

  it('a new company takes the markets chosen for it, and the market selectors group them under its name', async () => {
    const res = await create(body('azpt', { name: 'Airzone Portugal', markets: [market.PT] }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().global_company as Company;
    // The code is kept in capitals; Portugal left Airzone España for it.
    expect(created.iso).toBe('AZPT');
    expect(created.markets).toEqual([market.PT]);
    const markets = await selectorMarkets();
    expect(markets.find((m) => m.iso === 'PT')).toMatchObject({
      altra_company_iso: 'AZPT',
      company_name: 'Airzone Portugal',
    });
    const spain = (
      await t.db.execute<{ id: number }>(sql`select id from global_companies where iso = 'AZES'`)
    ).rows[0]!;
    expect((await read(Number(spain.id))).markets).toEqual([market.ES]);

    // Renamed with its markets, then its market taken back: the market names nobody.
    const renamed = await update(created.id, {
      ...body('AZPOR', { name: 'Airzone Portugal' }),
      markets: [market.PT],
      updated_at: created.updated_at,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await selectorMarkets()).find((m) => m.iso === 'PT')?.altra_company_iso).toBe('AZPOR');
    const emptied = await update(created.id, {
      ...body('AZPOR', { name: 'Airzone Portugal' }),
      markets: [],
      updated_at: renamed.json().global_company.updated_at,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect((await selectorMarkets()).find((m) => m.iso === 'PT')).toMatchObject({
      altra_company_iso: null,
      company_name: null,
    });

    // Deleted: gone from the list; a company of no order goes.
    const gone = await t.request({ method: 'DELETE', url: `${API}/${created.id}`, token: admin });
    expect(gone.statusCode).toBe(200);
  });

  it('a company with orders keeps its code and is not deleted (422 and 409 naming them)', async () => {
    const spain = (
      await t.db.execute<{ id: number }>(sql`select id from global_companies where iso = 'AZES'`)
    ).rows[0]!;
    const record = await read(Number(spain.id));
    const renamed = await update(record.id, {
      ...body('AZESP', { name: 'Airzone España', country_iso: 'ES' }),
      markets: record.markets,
      updated_at: record.updated_at,
    });
    expect(renamed.statusCode).toBe(422);
    expect(Object.keys(renamed.json().errors)).toEqual(['iso']);
    expect(renamed.json().errors.iso[0]).toMatch(
      /The code cannot change: \d+ orders or CRM configurations use it/,
    );
    const deleted = await t.request({
      method: 'DELETE',
      url: `${API}/${record.id}`,
      token: admin,
      headers: en,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(/Cannot be deleted: \d+ orders or CRM configurations/);
    expect((await read(record.id)).markets.length).toBeGreaterThan(0);
  });

  it('refuses bad input with clear 422s on the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [body('AZX1', { vat: 'B12345678' }), 'vat', /./],
      [body('AZX2', { markets: [999_999] }), 'markets', /./],
      [body('AZES'), 'iso', /already/i],
      [body('A'), 'iso', /./],
      [body('AZ X'), 'iso', /./],
      [body('AZX3', { country_iso: 'QQ' }), 'country_iso', /./],
      [body('AZX4', { logo_url: '/files/manual.pdf' }), 'logo_url', /./],
      [body('AZX5', { name: '' }), 'name', /./],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
      expect(res.json().errors[field][0]).toMatch(message);
    }
  });

  it('holds its logo to a public image of 64 kB at most', async () => {
    const upload = async (bytes: Buffer) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/msmultimedia.v1/uploads?purpose=image',
        token: admin,
        ...multipart('logo.png', bytes),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().file.url as string;
    };
    const heavy = await create(body('AZLOGO1', { logo_url: await upload(png(150, 152, true)) }));
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().errors.logo_url[0]).toMatch(/64 kB/);
    const light = await upload(png(16, 16));
    const ok = await create(body('AZLOGO2', { logo_url: light }));
    expect(ok.statusCode, ok.body).toBe(201);
    // Public like a manufacturer's logo: anyone signed in opens it without a signed link.
    const file = await t.request({ method: 'GET', url: light });
    expect(file.statusCode).toBe(200);
  });

  it('is read by its read-only role and written only by AZ_SADMIN and AZ_DASH_COMPANIES', async () => {
    const roleUser = async (email: string, role: string) => {
      await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
        select ${email}, 'Gema', 'Grupo', u.password_hash, 'internal', 'ES', (select id from profiles where az_iso = 'INTERNAL')
        from users u where u.email = 'admin@proboard.local'`);
      await t.db.execute(sql`insert into user_roles (user_id, role_id)
        select u.id, r.id from users u, roles r where u.email = ${email} and r.name = ${role}`);
      return t.signIn(email);
    };
    const reader = await roleUser('grupo-lectura@proboard.local', 'AZ_DASH_COMPANIES_READONLY');
    const writer = await roleUser('grupo@proboard.local', 'AZ_DASH_COMPANIES');
    const list = await t.request({ method: 'GET', url: API, token: reader });
    expect(list.statusCode).toBe(200);
    expect((await create(body('AZRO'), reader)).statusCode).toBe(403);
    expect((await create(body('AZRW'), writer)).statusCode).toBe(201);
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await t.request({ method: 'GET', url: API, token: catalogue })).statusCode).toBe(403);
    // The selectors' grouping is every signed-in user's: the catalogue editor reads the names.
    const markets = await t.request({
      method: 'GET',
      url: '/api/msmarket.v1/admin/markets',
      token: catalogue,
    });
    expect(markets.json().markets.find((m: { iso: string }) => m.iso === 'FR').company_name).toBe(
      'Airzone Francia',
    );
  });
});
