import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CLIENTS = '/api/mslogin.v1/admin/oauth-clients';

let t: TestApp;
let admin: string;

const client = (overrides: object = {}) => ({
  name: 'Portal de instaladores',
  redirect_uris: [{ uri: 'https://instaladores.example.com/callback' }],
  grant_types: ['authorization_code', 'refresh_token'],
  client_type: 'confidential',
  ...overrides,
});

async function storedRow(id: number) {
  const found = await t.db.execute<Record<string, unknown>>(
    sql`select * from oauth_clients where id = ${id}`,
  );
  return found.rows[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('OAuth clients', () => {
  it('shows a confidential client its secret once, in the create answer, and stores only its hash', async () => {
    const created = await t.request({ method: 'POST', url: CLIENTS, token: admin, payload: client() });
    expect(created.statusCode).toBe(201);
    const record = created.json().oauth_client;
    expect(record.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record.client_id).toMatch(/^pb_[0-9a-f]{32}$/);
    expect(record).toMatchObject({ has_secret: true, client_type: 'confidential', active: true });
    expect(record.redirect_uris).toEqual([{ uri: 'https://instaladores.example.com/callback' }]);
    expect(record).not.toHaveProperty('secret_hash');

    const row = await storedRow(record.id);
    expect(row.secret_hash).toBe(hashToken(record.client_secret));
    expect(JSON.stringify(row)).not.toContain(record.client_secret);

    const read = await t.request({ method: 'GET', url: `${CLIENTS}/${record.id}`, token: admin });
    expect(read.json().oauth_client).not.toHaveProperty('client_secret');
    expect(JSON.stringify(read.json())).not.toContain(row.secret_hash as string);
    const list = await t.request({ method: 'GET', url: CLIENTS, token: admin });
    expect(list.body).not.toContain(record.client_secret);
    expect(list.body).not.toContain(row.secret_hash as string);
    const audits = await t.db.execute(sql`select * from audits`);
    expect(JSON.stringify(audits.rows)).not.toContain(record.client_secret);

    // An edit sends the record back; the secret stays and is not shown again.
    const edited = await t.request({
      method: 'PUT',
      url: `${CLIENTS}/${record.id}`,
      token: admin,
      payload: { ...read.json().oauth_client, name: 'Portal de instaladores (nuevo)' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().oauth_client).not.toHaveProperty('client_secret');
    expect((await storedRow(record.id)).secret_hash).toBe(row.secret_hash);
  });

  it('rotates a secret: the new one is shown once and replaces the old hash at once', async () => {
    const created = (
      await t.request({ method: 'POST', url: CLIENTS, token: admin, payload: client() })
    ).json().oauth_client;
    const rotated = await t.request({
      method: 'POST',
      url: `${CLIENTS}/${created.id}/rotate-secret`,
      token: admin,
    });
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().oauth_client.client_secret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(created.client_secret);
    expect((await storedRow(created.id)).secret_hash).toBe(hashToken(secret));
  });

  it('gives a public client no secret, and refuses to rotate one', async () => {
    const created = await t.request({
      method: 'POST',
      url: CLIENTS,
      token: admin,
      payload: client({ client_type: 'public', redirect_uris: [{ uri: 'http://127.0.0.1:7000/cb' }] }),
    });
    expect(created.statusCode).toBe(201);
    const record = created.json().oauth_client;
    expect(record).not.toHaveProperty('client_secret');
    expect(record.has_secret).toBe(false);
    const rotate = await t.request({
      method: 'POST',
      url: `${CLIENTS}/${record.id}/rotate-secret`,
      token: admin,
    });
    expect(rotate.statusCode).toBe(422);
    expect(rotate.json().errors).toHaveProperty('client_type');
  });

  it('gives a client made confidential its first secret, shown once; made public, it loses it', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: CLIENTS,
        token: admin,
        payload: client({ client_type: 'public' }),
      })
    ).json().oauth_client;
    const { client_secret: _none, ...sent } = created;
    const confidential = await t.request({
      method: 'PUT',
      url: `${CLIENTS}/${created.id}`,
      token: admin,
      payload: { ...sent, client_type: 'confidential' },
    });
    expect(confidential.statusCode).toBe(200);
    const secret = confidential.json().oauth_client.client_secret;
    expect((await storedRow(created.id)).secret_hash).toBe(hashToken(secret));
    const madePublic = await t.request({
      method: 'PUT',
      url: `${CLIENTS}/${created.id}`,
      token: admin,
      payload: { ...confidential.json().oauth_client, client_secret: undefined, client_type: 'public' },
    });
    expect(madePublic.statusCode).toBe(200);
    expect((await storedRow(created.id)).secret_hash).toBeNull();
  });

  it.each([
    ['http://instaladores.example.com/cb', 'plain http to another machine'],
    ['https://instaladores.example.com/cb#fragment', 'a fragment'],
    ['/callback', 'a relative path'],
    ['javascript:alert(1)', 'another scheme'],
    ['https://user:pass@instaladores.example.com/cb', 'credentials in the URL'],
  ])('refuses %s as a redirect URI (%s) with a 422 on the row', async (uri) => {
    const res = await t.request({
      method: 'POST',
      url: CLIENTS,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: client({ redirect_uris: [{ uri }] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['redirect_uris.0.uri']).toEqual([
      'An absolute http(s) URL without a fragment (#); https except on 127.0.0.1 or localhost',
    ]);
  });

  it('accepts loopback http redirect URIs for native apps', async () => {
    for (const uri of ['http://127.0.0.1:53682/cb', 'http://localhost/cb']) {
      const res = await t.request({
        method: 'POST',
        url: CLIENTS,
        token: admin,
        payload: client({ client_type: 'public', redirect_uris: [{ uri }] }),
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a client without redirect URIs, without the code grant or with an unknown grant', async () => {
    const cases = [
      [{ redirect_uris: [] }, 'redirect_uris'],
      [{ grant_types: ['refresh_token'] }, 'grant_types'],
      [{ grant_types: ['authorization_code', 'client_credentials'] }, 'grant_types.1'],
      [{ client_type: 'secretive' }, 'client_type'],
    ] as const;
    for (const [overrides, field] of cases) {
      const res = await t.request({ method: 'POST', url: CLIENTS, token: admin, payload: client(overrides) });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
  });

  it('lets only holders of the oauthclients permissions see or change clients', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await t.request({ method: 'GET', url: CLIENTS, token: catalogue })).statusCode).toBe(403);
    const create = await t.request({ method: 'POST', url: CLIENTS, token: catalogue, payload: client() });
    expect(create.statusCode).toBe(403);
    const rotate = await t.request({ method: 'POST', url: `${CLIENTS}/1/rotate-secret`, token: catalogue });
    expect(rotate.statusCode).toBe(403);
  });
});
