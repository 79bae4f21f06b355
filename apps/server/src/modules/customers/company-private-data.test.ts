/**
 * What a company keeps private (issue 30): its CRM secret is write-only and sealed at rest, as a CRM
 * configuration's; its documents (W-9, RIB, K-bis...) open only through the short-lived signed
 * links its answer gives to whoever may read it, while catalogue media stay public.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKey, unseal } from '../../platform/adapters/secret-box.ts';
import { pdf, png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companySecretOwner, sealWaitingCompanySecrets } from './company-secrets.ts';

const API = '/api/mscustomer.v1/admin/companies';
const SECRET = 'company-crm-secret-0001';

let t: TestApp;
let admin: string;
/** Catalogue staff: no companies permission. */
let catalogue: string;
let companyId: number;

async function upload(bytes: Buffer, name: string, purpose = 'document') {
  const res = await t.request({
    method: 'POST',
    url: `/api/msmultimedia.v1/uploads?purpose=${purpose}`,
    token: admin,
    ...multipart(name, bytes),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.url as string;
}

const readCompany = async (token = admin) => t.request({ method: 'GET', url: `${API}/${companyId}`, token });

async function sealedSecret(id: number) {
  const found = await t.db.execute<{ sealed: string }>(
    sql`select sealed from company_secrets where company_id = ${id}`,
  );
  const sealed = found.rows[0]?.sealed;
  return sealed && unseal(await integrationKey(t.config), companySecretOwner(id), sealed);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  const created = await t.request({
    method: 'POST',
    url: API,
    token: admin,
    payload: { name: 'Documentos Privados SL', vat: 'B12345674', country_iso: 'ES', secret: SECRET },
  });
  expect(created.statusCode, created.body).toBe(201);
  companyId = created.json().company.id;
});
afterAll(() => t.close());

describe('a company’s CRM secret', () => {
  it('is never answered: the record says secret_set, and the database holds it sealed', async () => {
    const res = await readCompany();
    expect(res.json().company).toMatchObject({ secret_set: true });
    expect(res.json().company).not.toHaveProperty('secret');
    expect(res.body).not.toContain(SECRET);
    expect(await sealedSecret(companyId)).toBe(SECRET);
    const stored = await t.db.execute(sql`select * from company_secrets where company_id = ${companyId}`);
    expect(JSON.stringify(stored.rows)).not.toContain(SECRET);
  });

  it('is kept when a save leaves it empty, replaced when a new one is sent', async () => {
    const current = (await readCompany()).json().company;
    const kept = await t.request({
      method: 'PUT',
      url: `${API}/${companyId}`,
      token: admin,
      payload: { ...pick(current), secret: '' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await sealedSecret(companyId)).toBe(SECRET);
    const replaced = await t.request({
      method: 'PUT',
      url: `${API}/${companyId}`,
      token: admin,
      payload: { ...pick(kept.json().company), secret: 'another-secret-0002' },
    });
    expect(replaced.json().company.secret_set).toBe(true);
    expect(await sealedSecret(companyId)).toBe('another-secret-0002');
  });

  it('stored in the clear before migration 0052 is sealed at the next start, and its clear text forgotten', async () => {
    const other = await t.request({
      method: 'POST',
      url: API,
      token: admin,
      payload: { name: 'Segredo Antigo Lda', vat: '501964843', country_iso: 'PT' },
    });
    const id = other.json().company.id as number;
    expect(other.json().company.secret_set).toBe(false);
    // What the migration leaves: the old column's value, waiting for the key.
    await t.db.execute(sql`insert into company_secrets_to_seal values (${id}, 'legacy-clear-secret')`);
    expect(await sealWaitingCompanySecrets(t.db, await integrationKey(t.config))).toBe(1);
    expect(await sealedSecret(id)).toBe('legacy-clear-secret');
    const left = await t.db.execute(sql`select 1 from company_secrets_to_seal`);
    expect(left.rows).toHaveLength(0);
    expect(
      (await t.request({ method: 'GET', url: `${API}/${id}`, token: admin })).json().company,
    ).toMatchObject({ secret_set: true });
  });
});

/** The body of a saved record, as the web sends it back. */
function pick(record: Record<string, unknown>) {
  const { id, created_at, search_text, secret_set, ...body } = record;
  return body;
}

describe('a company’s documents', () => {
  let plainUrl: string;
  let link: string;

  beforeAll(async () => {
    plainUrl = await upload(pdf('W-9 form'), 'w9.pdf');
    const current = (await readCompany()).json().company;
    const saved = await t.request({
      method: 'PUT',
      url: `${API}/${companyId}`,
      token: admin,
      payload: { ...pick(current), w9_file_url: plainUrl },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    link = saved.json().company.w9_file_url;
  });

  it('are answered as signed links to whoever reads the company, and open through them, kept by no cache', async () => {
    expect(link).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    expect(link.startsWith(plainUrl)).toBe(true);
    const res = await t.request({ method: 'GET', url: link, headers: { apikey: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('are not served to someone with the bare URL, a tampered or an expired link (404)', async () => {
    const [, expires, signature] = /expires=(\d+)&signature=(.+)$/.exec(link)!;
    const expired = Math.floor(Date.now() / 1000) - 1;
    for (const url of [
      plainUrl,
      `${plainUrl}?expires=${expires}&signature=${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${plainUrl}?expires=${Number(expires) + 60}&signature=${signature}`,
      `${plainUrl}?expires=${expired}&signature=${signature}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('give no link to a user who may not read the company (403), and the record stores the bare URL', async () => {
    expect((await readCompany(catalogue)).statusCode).toBe(403);
    const stored = await t.db.execute<{ url: string }>(
      sql`select w9_file_url as url from companies where id = ${companyId}`,
    );
    expect(stored.rows[0]!.url).toBe(plainUrl);
  });

  it('sent back as the signed link the form holds, still store the bare URL', async () => {
    const current = (await readCompany()).json().company;
    expect(current.w9_file_url).toMatch(/\?expires=/);
    const saved = await t.request({
      method: 'PUT',
      url: `${API}/${companyId}`,
      token: admin,
      payload: { ...pick(current), alias: 'Docs' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.db.execute<{ url: string }>(
      sql`select w9_file_url as url from companies where id = ${companyId}`,
    );
    expect(stored.rows[0]!.url).toBe(plainUrl);
  });

  it('leave catalogue media public: anyone with the URL gets it, cached for a year', async () => {
    const image = await upload(png(), 'range.png', 'image');
    const res = await t.request({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
