import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRemote, fakeCrmHandler, startFakeRemote } from '../../test/fakes/fake-remote.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mscustomer.v1/admin/companies';
const TMP = '/api/mscustomer.v1/admin/tmp-customers';

let t: TestApp;
let admin: string;
let catalogue: string;
let familyId: number;

const company = (overrides: object = {}) => ({
  name: 'Climatizaciones Levante SL',
  vat: 'B12345674',
  country_iso: 'ES',
  client_type: 'PRO',
  ...overrides,
});

async function createCompany(overrides: object = {}) {
  const res = await t.request({ method: 'POST', url: API, token: admin, payload: company(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company as { id: number; updated_at: string } & Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  const family = await t.db.execute<{ id: number }>(
    sql`insert into families (az_iso, sort_key, name) values ('FAM_DISC', 1, 'Fancoils') returning id`,
  );
  familyId = family.rows[0]!.id;
});
afterAll(() => t.close());

describe('companies', () => {
  it('checks the VAT number by the country: valid ones are stored normalised, invalid ones refused on the field', async () => {
    const created = await createCompany({ vat: 'es b-12345674', name: 'Frío Sur SL' });
    expect(created.vat).toBe('ESB12345674');
    for (const [country_iso, vat] of [
      ['ES', 'B12345675'],
      ['PT', '501964844'],
      ['FR', 'FR41303265045'],
      ['IT', '00743110158'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: API,
        token: admin,
        payload: company({ country_iso, vat }),
      });
      expect(res.statusCode, `${country_iso} ${vat}`).toBe(422);
      expect(res.json().errors.vat).toEqual(['El NIF/IVA no es válido para el país elegido']);
    }
    const portuguese = await createCompany({ country_iso: 'PT', vat: '501964843', name: 'Clima Norte Lda' });
    expect(portuguese.country_iso).toBe('PT');
  });

  it('needs a reason to make a client inactive, and keeps taxes as exact numbers without a % sign', async () => {
    const res = await t.request({
      method: 'POST',
      url: API,
      token: admin,
      payload: company({ vat: '12345678Z', status: 'inactive', tax_final: '21%' }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['inactive_reason', 'tax_final']);
    const ok = await createCompany({
      vat: '12345678Z',
      status: 'inactive',
      inactive_reason: 'Impagos',
      tax_final: '21',
      tax_pro: 10.5,
    });
    expect(ok).toMatchObject({
      status: 'inactive',
      inactive_reason: 'Impagos',
      tax_final: 21,
      tax_pro: 10.5,
    });
  });

  it('is refused to a user without the companies permissions (403 from the server)', async () => {
    const res = await t.request({ method: 'GET', url: API, token: catalogue });
    expect(res.statusCode).toBe(403);
  });

  it('lists with search by VAT and a status filter', async () => {
    const context = encodeURIComponent(
      JSON.stringify({ filter: { search: 'ESB1234', status: 'pending_activation' } }),
    );
    const res = await t.request({ method: 'GET', url: `${API}?context=${context}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().companies.data.map((c: { name: string }) => c.name)).toEqual(['Frío Sur SL']);
  });
});

describe('company tabs (nested resources)', () => {
  let first: { id: number };
  let second: { id: number };
  beforeAll(async () => {
    first = await createCompany({ vat: 'X1234567L', name: 'Instalaciones Tajo' });
    second = await createCompany({ vat: 'Q2826000H', name: 'Aire Cantábrico' });
  });

  const address = (overrides: object = {}) => ({
    type: 'delivery',
    is_default: true,
    address: 'Calle Mayor 1',
    city: 'Toledo',
    zipcode: '45001',
    country_iso: 'ES',
    ...overrides,
  });

  it('takes the parent from the path, never from the body, and hides another company’s children (404)', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${API}/${first.id}/addresses`,
      token: admin,
      payload: { ...address(), company_id: second.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().address;
    expect(created.company_id).toBe(first.id);
    const elsewhere = await t.request({
      method: 'GET',
      url: `${API}/${second.id}/addresses/${created.id}`,
      token: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
    const edit = await t.request({
      method: 'PUT',
      url: `${API}/${second.id}/addresses/${created.id}`,
      token: admin,
      payload: address({ city: 'Santander' }),
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.request({
      method: 'DELETE',
      url: `${API}/${second.id}/addresses/${created.id}`,
      token: admin,
    });
    expect(del.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `${API}/${second.id}/addresses`, token: admin });
    expect(list.json().addresses.total).toBe(0);
    const missing = await t.request({ method: 'GET', url: `${API}/999999/addresses`, token: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('moves the default delivery address to the new one, leaving billing defaults alone', async () => {
    const billing = await t.request({
      method: 'POST',
      url: `${API}/${first.id}/addresses`,
      token: admin,
      payload: address({ type: 'billing', address: 'Plaza de Zocodover 2' }),
    });
    expect(billing.statusCode).toBe(201);
    const next = await t.request({
      method: 'POST',
      url: `${API}/${first.id}/addresses`,
      token: admin,
      payload: address({ address: 'Avenida de Europa 7' }),
    });
    expect(next.statusCode).toBe(201);
    const rows = await t.db.execute<{
      address: string;
      type: string;
    }>(sql`select address, type from company_addresses
      where company_id = ${first.id} and is_default order by type`);
    expect(rows.rows).toEqual([
      { address: 'Plaza de Zocodover 2', type: 'billing' },
      { address: 'Avenida de Europa 7', type: 'delivery' },
    ]);
  });

  it('refuses a discount overlapping another of the same pair, naming it, also when two are sent at once', async () => {
    const url = `${API}/${first.id}/discounts`;
    const discount = (overrides: object = {}) => ({
      kind: 'CF',
      family_id: familyId,
      percentage: '12.5',
      valid_from: '2026-01-01',
      valid_to: '2026-06-30',
      ...overrides,
    });
    const created = await t.request({ method: 'POST', url, token: admin, payload: discount() });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().discount).toMatchObject({
      percentage: 12.5,
      valid_from: '2026-01-01',
      target: 'FAM_DISC',
    });
    const id = created.json().discount.id;

    const overlapping = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: discount({ valid_from: '2026-06-30', valid_to: '' }),
    });
    expect(overlapping.statusCode).toBe(422);
    // Named, with its days as the caller's language writes them.
    expect(overlapping.json().errors.valid_from[0]).toContain(`#${id} (1 ene 2026 – 30 jun 2026)`);

    const reversed = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: discount({ valid_from: '2026-08-01', valid_to: '2026-07-01' }),
    });
    expect(reversed.json().errors.valid_to).toEqual(['La fecha final no puede ser anterior a la inicial']);

    // The same dates for another client are a different pair.
    const other = await t.request({
      method: 'POST',
      url: `${API}/${second.id}/discounts`,
      token: admin,
      payload: discount(),
    });
    expect(other.statusCode).toBe(201);

    const both = await Promise.all(
      [1, 2].map(() =>
        t.request({
          method: 'POST',
          url,
          token: admin,
          payload: discount({ valid_from: '2027-01-01', valid_to: '2027-12-31' }),
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('creates a company’s user as an external user of that company, invited by e-mail', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${API}/${first.id}/users`,
      token: admin,
      payload: {
        email: 'Lucia.Garcia@instalaciones-tajo.example',
        name: 'Lucía',
        surname: 'García',
        type: 'PRO',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      client_id: first.id,
      email: 'lucia.garcia@instalaciones-tajo.example',
    });
    await t.jobsDone();
    const mail = await t.db.execute(
      sql`select 1 from notifications where recipient = 'lucia.garcia@instalaciones-tajo.example'`,
    );
    expect(mail.rows.length).toBe(1);
    const elsewhere = await t.request({ method: 'GET', url: `${API}/${second.id}/users`, token: admin });
    expect(elsewhere.json().users.total).toBe(0);
  });
});

describe('temporary customers', () => {
  // The Italian CRM, a fake on 127.0.0.1 reached through the CRM adapter (signed, logged).
  const CRM_SECRET = 'tmp-customers-crm-secret-0001';
  const crmFake = fakeCrmHandler();
  let crm: FakeRemote;
  let configurationId: number;
  beforeAll(async () => {
    crm = await startFakeRemote(CRM_SECRET, crmFake.handler);
    const res = await t.request({
      method: 'POST',
      url: '/api/mscrm.v1/crm-configurations',
      token: admin,
      payload: {
        alias: 'CRM_IT_TMP',
        reference: 'Italia',
        altra_company_iso: 'AZIT',
        client_id: '4300',
        crm_source_id: 'WEB',
        agent_code: 'AG-022',
        end_point: crm.url,
        crm_url: 'https://crm.example.com',
        country_iso: 'it',
        secret: CRM_SECRET,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    configurationId = res.json().crm_configuration.id;
  });
  afterAll(() => crm?.close());

  async function registration(overrides: Record<string, unknown> = {}) {
    const row = await t.db.execute<{ id: number }>(sql`insert into tmp_customers
      (name, vat, country_iso, client_type, address, city, zipcode, user_email, user_name, user_surname)
      values (${(overrides.name as string) ?? 'Termotecnica Bianchi Srl'}, ${(overrides.vat as string) ?? '00743110157'}, 'IT', 'PRO',
        'Via Roma 10', 'Torino', '10121', ${(overrides.user_email as string) ?? 'giulia.bianchi@termotecnica.example'}, 'Giulia', 'Bianchi')
      returning id`);
    return row.rows[0]!.id;
  }

  it('says "client not found" when the CRM has no client with the VAT, and links the client when it has', async () => {
    const id = await registration();
    const notFound = await t.request({ method: 'POST', url: `${TMP}/${id}/sync`, token: admin });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(
      'Cliente no encontrado: ningún cliente del CRM tiene el NIF/IVA 00743110157',
    );
    crmFake.clients.set('00743110157', { id: 'IT-7781', name: 'Termotecnica Bianchi', vat: '00743110157' });
    crmFake.clients.set('01234560157', { id: 'IT-9902', name: 'Bianchi Impianti', vat: '01234560157' });
    const found = await t.request({ method: 'POST', url: `${TMP}/${id}/sync`, token: admin });
    expect(found.statusCode).toBe(200);
    expect(found.json().tmp_customer.crm_client_id).toBe('IT-7781');
    // Each lookup was a signed call to the CRM, written to the CRM logs.
    const asked = crm.calls.filter((call) => call.path.includes('vat=00743110157'));
    expect(asked.length).toBe(2);
    expect(asked.every((call) => call.signed)).toBe(true);
    const logged = await t.db.execute(sql`select operation from integration_logs
      where configuration_id = ${configurationId} and entity = 'tmp_customer' and entity_id = ${String(id)}`);
    expect(logged.rows.map((r) => r.operation)).toEqual(['findClientByVat', 'findClientByVat']);

    const unknown = await t.request({
      method: 'POST',
      url: `${TMP}/${id}/move`,
      token: admin,
      payload: { crm_client_id: 'NOPE-1' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['crm_client_id']);
    const moved = await t.request({
      method: 'POST',
      url: `${TMP}/${id}/move`,
      token: admin,
      payload: { crm_client_id: 'IT-9902' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tmp_customer.crm_client_id).toBe('IT-9902');
  });

  it('answers 502 and changes nothing when the CRM answers garbage; 422 when no CRM serves the country', async () => {
    const id = await registration({ vat: '02345670157', user_email: 'luca.verdi@impianti.example' });
    crm.behaviour = { kind: 'garbage' };
    try {
      const res = await t.request({ method: 'POST', url: `${TMP}/${id}/sync`, token: admin });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('El CRM no ha respondido bien');
    } finally {
      crm.behaviour = { kind: 'ok' };
    }
    const row = await t.db.execute(sql`select crm_client_id from tmp_customers where id = ${id}`);
    expect(row.rows[0]!.crm_client_id).toBeNull();
    const elsewhere = await t.db.execute<{ id: number }>(sql`insert into tmp_customers
      (name, vat, country_iso, client_type, user_email, user_name) values
      ('Clim Lyon SARL', 'FR40303265045', 'FR', 'PRO', 'anne@clim-lyon.example', 'Anne') returning id`);
    const noCrm = await t.request({
      method: 'POST',
      url: `${TMP}/${elsewhere.rows[0]!.id}/sync`,
      token: admin,
    });
    expect(noCrm.statusCode).toBe(422);
  });

  it('converts a registration into a company and its invited first user, in one transaction', async () => {
    const id = await registration({
      vat: '03297380960',
      name: 'Clima Adriatica Srl',
      user_email: 'marco.rossi@clima-adriatica.example',
    });
    const res = await t.request({ method: 'POST', url: `${TMP}/${id}/convert`, token: admin });
    expect(res.statusCode, res.body).toBe(201);
    const companyId = res.json().company.id;
    const user = await t.db.execute(
      sql`select client_id from users where email = 'marco.rossi@clima-adriatica.example'`,
    );
    expect(user.rows).toEqual([{ client_id: companyId }]);
    const tmp = await t.db.execute(sql`select status, company_id from tmp_customers where id = ${id}`);
    expect(tmp.rows).toEqual([{ status: 'converted', company_id: companyId }]);
    const again = await t.request({ method: 'POST', url: `${TMP}/${id}/convert`, token: admin });
    expect(again.statusCode).toBe(409);
  });

  it('leaves nothing behind when the first user cannot be created (its e-mail is taken)', async () => {
    const id = await registration({
      vat: '01114601006',
      name: 'Impianti Verdi Srl',
      user_email: 'admin@proboard.local',
    });
    const companiesBefore = await t.db.execute(sql`select count(*)::int as n from companies`);
    // A failure after the company insert (a trigger refusing the user) must roll the company back too.
    await t.db.execute(sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_user before insert on users for each row execute function refuse_user()`,
    );
    try {
      const taken = await t.request({ method: 'POST', url: `${TMP}/${id}/convert`, token: admin });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.user_email).toBeDefined();
      await t.db.execute(
        sql`update tmp_customers set user_email = 'paolo.verdi@impianti-verdi.example' where id = ${id}`,
      );
      const failed = await t.request({ method: 'POST', url: `${TMP}/${id}/convert`, token: admin });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_user on users; drop function refuse_user()`);
    }
    const companiesAfter = await t.db.execute(sql`select count(*)::int as n from companies`);
    expect(companiesAfter.rows).toEqual(companiesBefore.rows);
    const tmp = await t.db.execute(sql`select status from tmp_customers where id = ${id}`);
    expect(tmp.rows).toEqual([{ status: 'pending' }]);
  });
});
