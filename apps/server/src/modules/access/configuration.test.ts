import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PROFILES = '/api/msmarket.v1/profiles';
const RANKS = '/api/msmarket.v1/ranks';
const list = (base: string, context: object) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;

async function profile(azIso: string) {
  const result = await t.db.execute<{ id: number }>(sql`select id from profiles where az_iso = ${azIso}`);
  const id = result.rows[0]!.id;
  const res = await t.request({ method: 'GET', url: `${PROFILES}/${id}`, token: admin });
  return res.json().profile;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('configuration profiles', () => {
  it('lists the profiles with how many users each has', async () => {
    const res = await t.request({
      method: 'GET',
      url: list(PROFILES, { currentPage: 1, perPage: 50 }),
      token: admin,
    });
    const rows = res.json().profiles.data as {
      az_iso: string;
      users_count: number;
      backoffice_access: boolean;
    }[];
    expect(rows.map((r) => r.az_iso).sort()).toEqual(['FINAL', 'INTERNAL', 'PARTNER', 'PROFESSIONAL']);
    expect(rows.find((r) => r.az_iso === 'INTERNAL')).toMatchObject({ backoffice_access: true });
    expect(rows.find((r) => r.az_iso === 'INTERNAL')!.users_count).toBeGreaterThanOrEqual(4);
  });

  it('keeps the codes the sign-in rule relies on: no rename, no delete', async () => {
    const partner = await profile('PARTNER');
    const renamed = await t.request({
      method: 'PUT',
      url: `${PROFILES}/${partner.id}`,
      token: admin,
      payload: { ...partner, az_iso: 'SOCIO' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.az_iso).toBeDefined();
    const named = await t.request({
      method: 'PUT',
      url: `${PROFILES}/${partner.id}`,
      token: admin,
      payload: { ...partner, name: 'Socio comercial' },
    });
    expect(named.statusCode).toBe(200);
    const removed = await t.request({ method: 'DELETE', url: `${PROFILES}/${partner.id}`, token: admin });
    expect(removed.statusCode).toBe(422);
  });

  it('refuses to switch off back-office access for the profile of the last super administrator', async () => {
    const internal = await profile('INTERNAL');
    const res = await t.request({
      method: 'PUT',
      url: `${PROFILES}/${internal.id}`,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: { ...internal, backoffice_access: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.backoffice_access[0]).toMatch(/super administrator/);
    expect((await profile('INTERNAL')).backoffice_access).toBe(true);
  });

  it('switching access off ends the sessions of its users (401) and refuses their sign-in', async () => {
    const created = await t.request({
      method: 'POST',
      url: PROFILES,
      token: admin,
      payload: { az_iso: 'DISTRIBUTOR', name: 'Distribuidor', backoffice_access: true },
    });
    expect(created.statusCode).toBe(201);
    const distributor = created.json().profile;
    await t.db.execute(
      sql`update users set profile_id = ${distributor.id} where email = 'catalogue@proboard.local'`,
    );
    const token = await t.signIn('catalogue@proboard.local');
    const me = () => t.request({ method: 'GET', url: '/api/mslogin.v1/auth/user', token });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    const off = await t.request({
      method: 'PUT',
      url: `${PROFILES}/${distributor.id}`,
      token: admin,
      payload: { ...distributor, backoffice_access: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/msdashboard.v1-public/auth/login',
      headers: { 'app-locale': 'en' },
      payload: { email: 'catalogue@proboard.local', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('Login error, invalid user profile');
    // A profile still used by accounts cannot be deleted.
    const removed = await t.request({ method: 'DELETE', url: `${PROFILES}/${distributor.id}`, token: admin });
    expect(removed.statusCode).toBe(409);
  });

  it('answers 403 to a user without the permission', async () => {
    const editor = await t.signIn('aftersales@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: PROFILES,
      token: editor,
      payload: { az_iso: 'OTRO', name: 'Otro' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('configuration ranks', () => {
  it('creates, lists in sort order, updates and deletes ranks; a duplicate code is a 422 on az_iso', async () => {
    for (const [az_iso, name, sort_key] of [
      ['GOLD_TEST', 'Oro', 30],
      ['SILVER_TEST', 'Plata', 20],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: RANKS,
        token: admin,
        payload: { az_iso, name, sort_key },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = await t.request({
      method: 'GET',
      url: list(RANKS, { currentPage: 1, perPage: 50, filter: { az_iso: '_TEST' } }),
      token: admin,
    });
    const rows = page.json().ranks.data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Plata', 'Oro']);
    const duplicate = await t.request({
      method: 'POST',
      url: RANKS,
      token: admin,
      payload: { az_iso: 'GOLD_TEST', name: 'Otro oro' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.az_iso).toBeDefined();
    const gold = rows[1];
    const updated = await t.request({
      method: 'PUT',
      url: `${RANKS}/${gold.id}`,
      token: admin,
      payload: { ...gold, active: false },
    });
    expect(updated.json().rank.active).toBe(false);
    expect((await t.request({ method: 'DELETE', url: `${RANKS}/${gold.id}`, token: admin })).statusCode).toBe(
      200,
    );
  });
});
