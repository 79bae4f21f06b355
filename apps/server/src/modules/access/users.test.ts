import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { audits, notifications } from '../../platform/platform.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { USER_INVITATION_QUEUE } from './user-invitations.ts';

const INTERNAL = '/api/mslogin.v1/admin/internal-users';
const PARTNER = '/api/mslogin.v1/admin/partner-users';
const EXTERNAL = '/api/mslogin.v1/admin/external-users';
const LOGIN = '/api/msdashboard.v1-public/auth/login';
const RESET = '/api/mslogin.v1-public/password/reset';
const ME = '/api/mslogin.v1/auth/user';
const list = (base: string, context: object = {}) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let adminId: number;
let readonly: string;
const ids: Record<string, number> = {};

async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute<{ v: T }>(query);
  return result.rows[0]!.v;
}

const staff = (overrides: object = {}) => ({
  email: 'lucia.fernandez@example.com',
  name: 'Lucía',
  surname: 'Fernández Ortega',
  country_iso: 'ES',
  market: 'ES',
  position: 'Técnica de soporte',
  role_group_id: ids.afterSales,
  role_ids: [],
  status: 'active',
  ...overrides,
});

async function create(base: string, body: object, token = admin) {
  return t.request({ method: 'POST', url: base, payload: body, token });
}

/** The link of the newest mail to `to`, after its job has run. */
async function invitationLink(to: string): Promise<string> {
  await t.jobsDone(USER_INVITATION_QUEUE);
  const [row] = await t.db
    .select()
    .from(notifications)
    .where(sql`recipient = ${to}`)
    .orderBy(sql`id desc`)
    .limit(1);
  expect(row?.status).toBe('sent');
  const eml = (await fs.readFile(row!.eml_path!, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const href = eml.match(/https?:\/\/\S+password\/reset\S+/)?.[0];
  expect(href).toBeTruthy();
  return new URL(href!).searchParams.get('token')!;
}

const setPassword = (token: string, password = 'a-brand-new-password') =>
  t.request({ method: 'POST', url: RESET, payload: { token, password, password_confirmation: password } });

/** A signed-in user with a password set directly (no invitation), given group and extra roles. */
async function personWith(email: string, group: string | null, extraRoles: string[] = []) {
  const passwordHash = await hashPassword('another-password-1');
  const inserted = await t.db.execute<{ id: number }>(sql`
    insert into users (email, name, surname, password_hash, profile_id, role_group_id, type)
    values (${email}, 'Marco', 'Bianchi', ${passwordHash},
      (select id from profiles where az_iso = 'INTERNAL'),
      (select id from role_groups where name = ${group}), 'internal')
    returning id`);
  const id = inserted.rows[0]!.id;
  if (extraRoles.length)
    await t.db.execute(sql`insert into user_roles (user_id, role_id)
      select ${id}, id from roles where name = any(${sql.param(extraRoles)}::text[])`);
  return { id, token: await t.signIn(email, 'another-password-1') };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  readonly = await t.signIn('readonly@proboard.local');
  adminId = await scalar<number>(sql`select id as v from users where email = 'admin@proboard.local'`);
  ids.afterSales = await scalar<number>(sql`select id as v from role_groups where name = 'Posventa'`);
  ids.catalogue = await scalar<number>(sql`select id as v from role_groups where name = 'Catálogo'`);
  ids.administration = await scalar<number>(
    sql`select id as v from role_groups where name = 'Administración'`,
  );
  ids.adminRole = await scalar<number>(sql`select id as v from roles where name = 'AZ_ADMIN'`);
  ids.sadminRole = await scalar<number>(sql`select id as v from roles where name = 'AZ_SADMIN'`);
  await t.db.execute(sql`insert into countries (iso, iso3, name) values ('ES', 'ESP', 'España'), ('PT', 'PRT', 'Portugal')
    on conflict do nothing`);
  // AZ_ADMIN may manage staff in these tests (the demo gives it no permissions).
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
    where r.name = 'AZ_ADMIN' and p.name in ('azc-internalusers-read', 'azc-internalusers-update')
    on conflict do nothing`);
});
afterAll(() => t.close());

describe('internal users: create with an invitation', () => {
  it('creates an internal user with no password and mails a one-time link that sets it', async () => {
    const res = await create(
      INTERNAL,
      staff({ email: 'Lucia.Fernandez@Example.COM', role_ids: [ids.adminRole] }),
    );
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({
      email: 'lucia.fernandez@example.com',
      type: 'internal',
      invitation_pending: true,
      role_ids: [ids.adminRole],
      role_group: 'Posventa',
    });
    expect(user).not.toHaveProperty('password_hash');
    ids.lucia = user.id;
    expect(
      await scalar<string>(sql`select p.az_iso as v from users u join profiles p on p.id = u.profile_id
        where u.id = ${user.id}`),
    ).toBe('INTERNAL');
    // No password yet: the sign-in refuses her like an unknown e-mail.
    const early = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'lucia.fernandez@example.com', password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(401);

    const token = await invitationLink('lucia.fernandez@example.com');
    expect((await setPassword(token)).statusCode).toBe(200);
    const signedIn = await t.signIn('lucia.fernandez@example.com', 'a-brand-new-password');
    const me = (await t.request({ method: 'GET', url: ME, token: signedIn })).json().user;
    // Group roles plus the extra role, and the permissions they carry.
    expect(me.roles).toEqual(expect.arrayContaining(['AZ_SAT', 'AZ_ADMIN']));
    expect(me.permissions).toEqual(expect.arrayContaining(['azc-returns-read', 'azc-internalusers-read']));

    const again = await setPassword(token, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['Este enlace ya se ha usado; pide uno nuevo']);
    // Nothing changed: the password set first still works.
    await t.signIn('lucia.fernandez@example.com', 'a-brand-new-password');
  });

  it('refuses a link past its week', async () => {
    const res = await create(
      INTERNAL,
      staff({ email: 'joao.silva@example.com', name: 'João', surname: 'Silva' }),
    );
    const token = await invitationLink('joao.silva@example.com');
    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'
      where user_id = ${res.json().user.id} and purpose = 'invitation'`);
    const late = await setPassword(token);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.token).toEqual(['Este enlace ha caducado; pide uno nuevo']);
    expect(
      await scalar<boolean>(
        sql`select password_hash is null as v from users where id = ${res.json().user.id}`,
      ),
    ).toBe(true);
  });

  it('resends the invitation: only the newest link works, and not once the password is set', async () => {
    const res = await create(
      INTERNAL,
      staff({ email: 'chiara.rossi@example.com', name: 'Chiara', surname: 'Rossi' }),
    );
    const id = res.json().user.id;
    const first = await invitationLink('chiara.rossi@example.com');
    const resend = await t.request({ method: 'POST', url: `${INTERNAL}/${id}/invitation`, token: admin });
    expect(resend.statusCode).toBe(200);
    const second = await invitationLink('chiara.rossi@example.com');
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(422);
    expect((await setPassword(second)).statusCode).toBe(200);
    const late = await t.request({ method: 'POST', url: `${INTERNAL}/${id}/invitation`, token: admin });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors._).toEqual([
      'Esta persona ya ha elegido su contraseña: no hay invitación pendiente',
    ]);
  });
});

describe('internal users: bad input', () => {
  it('refuses an e-mail already in use, whatever its case, on the email field', async () => {
    const before = await t.db.$count(notifications);
    const res = await create(INTERNAL, staff({ email: 'ADMIN@proboard.local' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
    await t.jobsDone(USER_INVITATION_QUEUE);
    expect(await t.db.$count(notifications)).toBe(before);
  });

  it('refuses unknown role, group and country with 422 on each field, writing nothing', async () => {
    const users = await t.db.$count(sql`users` as never);
    const res = await create(
      INTERNAL,
      staff({
        email: 'nobody.new@example.com',
        role_group_id: 999_999,
        role_ids: [999_998],
        country_iso: 'QQ',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['country_iso', 'role_group_id', 'role_ids']);
    expect(await t.db.$count(sql`users` as never)).toBe(users);
  });

  it('refuses a password sent by the administrator (no such field)', async () => {
    const res = await create(INTERNAL, staff({ email: 'pw@example.com', password: 'typed-by-admin' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });
});

describe('internal, partner and external lists', () => {
  it('shows each kind only in its own list, searchable and exportable', async () => {
    await create(PARTNER, staff({ email: 'pierre.martin@example.com', name: 'Pierre', surname: 'Martin' }));
    const internal = (
      await t.request({ method: 'GET', url: list(INTERNAL, { perPage: 50 }), token: admin })
    ).json().users.data as { email: string }[];
    const partner = (
      await t.request({ method: 'GET', url: list(PARTNER, { perPage: 50 }), token: admin })
    ).json().users.data as { id: number; email: string; type: string }[];
    const external = (
      await t.request({ method: 'GET', url: list(EXTERNAL, { perPage: 50 }), token: admin })
    ).json().users.data as { email: string; type: string }[];
    expect(internal.map((u) => u.email)).toContain('admin@proboard.local');
    expect(internal.map((u) => u.email)).not.toContain('pierre.martin@example.com');
    expect(partner.map((u) => u.email)).toContain('pierre.martin@example.com');
    expect(new Set(partner.map((u) => u.type))).toEqual(new Set(['partner']));
    expect(external.map((u) => u.email)).not.toContain('admin@proboard.local');
    expect(new Set(external.map((u) => u.type))).toEqual(new Set(['PRO', 'FINAL']));
    expect(internal.some((u) => 'password_hash' in u)).toBe(false);

    const searched = await t.request({
      method: 'GET',
      url: list(INTERNAL, { filter: { search: 'ORTEGA', role_group: 'posv' } }),
      token: admin,
    });
    expect(searched.json().users.data.map((u: { email: string }) => u.email)).toEqual([
      'lucia.fernandez@example.com',
    ]);
    const excel = await t.request({ method: 'GET', url: `${INTERNAL}/export`, token: admin });
    expect(excel.statusCode).toBe(200);

    // A partner is not found through the internal users, nor the other way round.
    const partnerId = partner.find((u) => u.email === 'pierre.martin@example.com')!.id;
    expect(
      (await t.request({ method: 'GET', url: `${INTERNAL}/${partnerId}`, token: admin })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `${PARTNER}/${adminId}`, token: admin })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 to a user without the permissions, even by hand', async () => {
    for (const request of [
      { method: 'GET' as const, url: list(INTERNAL) },
      { method: 'POST' as const, url: INTERNAL, payload: staff({ email: 'x@example.com' }) },
      { method: 'PUT' as const, url: `${INTERNAL}/${adminId}`, payload: staff() },
      { method: 'POST' as const, url: `${INTERNAL}/${adminId}/sessions/end` },
      { method: 'GET' as const, url: `${INTERNAL}/${adminId}/sign-ins` },
      { method: 'GET' as const, url: '/api/mslogin.v1/admin/effective-access?role_group_id=1' },
    ]) {
      expect((await t.request({ ...request, token: readonly })).statusCode, request.url).toBe(403);
    }
  });
});

describe('effective access', () => {
  it('gives the group roles, the extra roles and their permissions before saving', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/mslogin.v1/admin/effective-access?role_group_id=${ids.afterSales}&role_ids=${ids.adminRole}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const access = res.json().effective_access;
    expect(access.group_roles).toEqual(['AZ_RENOVE_BASIC', 'AZ_SAT', 'AZ_TICKET_CATEGORY_BASIC']);
    expect(access.extra_roles).toEqual(['AZ_ADMIN']);
    expect(access.roles).toEqual(['AZ_ADMIN', 'AZ_RENOVE_BASIC', 'AZ_SAT', 'AZ_TICKET_CATEGORY_BASIC']);
    expect(access.permissions).toEqual(
      expect.arrayContaining(['azc-returns-update', 'azc-internalusers-update']),
    );
    const bad = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/effective-access?role_ids=1,x',
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('sessions', () => {
  it('deactivating a user signs them out everywhere at once, and their refresh token stops too', async () => {
    const person = await personWith('ines.costa@example.com', 'Posventa');
    const login = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'ines.costa@example.com', password: 'another-password-1' },
    });
    const refreshToken = login.json().refresh_token;
    expect((await t.request({ method: 'GET', url: ME, token: person.token })).statusCode).toBe(200);
    const record = (await t.request({ method: 'GET', url: `${INTERNAL}/${person.id}`, token: admin })).json()
      .user;
    const res = await t.request({
      method: 'PUT',
      url: `${INTERNAL}/${person.id}`,
      payload: { ...record, status: 'inactive' },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: ME, token: person.token })).statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1-public/auth/refresh',
      payload: { refresh_token: refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      await scalar<number>(
        sql`select count(*)::int as v from access_tokens where user_id = ${person.id} and revoked_at is null`,
      ),
    ).toBe(0);
  });

  it('ends every session of an active user without deactivating them', async () => {
    const person = await personWith('elena.garcia@example.com', 'Catálogo');
    const other = await t.signIn('elena.garcia@example.com', 'another-password-1');
    const res = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${person.id}/sessions/end`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(2);
    for (const token of [person.token, other])
      expect((await t.request({ method: 'GET', url: ME, token })).statusCode).toBe(401);
    // Still active: signing in again works.
    await t.signIn('elena.garcia@example.com', 'another-password-1');
    const own = await t.request({ method: 'POST', url: `${INTERNAL}/${adminId}/sessions/end`, token: admin });
    expect(own.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: ME, token: admin })).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(audits)
      .where(sql`auditable_id = ${String(person.id)}`)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit).toBeTruthy();
  });

  it('lists recent sign-ins and failures, newest first, with address and browser', async () => {
    await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'elena.garcia@example.com', password: 'wrong' },
    });
    const res = await t.request({
      method: 'GET',
      url: `${INTERNAL}/${await scalar<number>(sql`select id as v from users where email = 'elena.garcia@example.com'`)}/sign-ins`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json().sign_ins as { outcome: string; at: string; ip: string }[];
    expect(entries[0]).toMatchObject({ outcome: 'failure', ip: '127.0.0.1' });
    expect(entries.filter((e) => e.outcome === 'success')).toHaveLength(3);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('keeping the back-office administrable', () => {
  it('nobody deactivates themselves or removes their own last administrative role', async () => {
    const me = (await t.request({ method: 'GET', url: `${INTERNAL}/${adminId}`, token: admin })).json().user;
    const inactive = await t.request({
      method: 'PUT',
      url: `${INTERNAL}/${adminId}`,
      payload: { ...me, status: 'inactive' },
      token: admin,
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.status).toContain('No puedes desactivar tu propia cuenta');
    const demoted = await t.request({
      method: 'PUT',
      url: `${INTERNAL}/${adminId}`,
      payload: { ...me, role_group_id: ids.catalogue },
      token: admin,
    });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json().errors.role_group_id).toContain(
      'No puedes quitarte tu último rol de administración (AZ_SADMIN o AZ_ADMIN)',
    );
    // Keeping AZ_ADMIN as an extra role is allowed (an administrator still).
    const kept = await t.request({
      method: 'PUT',
      url: `${INTERNAL}/${adminId}`,
      payload: { ...me, role_ids: [ids.adminRole] },
      token: admin,
    });
    expect(kept.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `${INTERNAL}/${adminId}`, token: admin })).statusCode,
    ).toBe(422);
  });

  it('keeps the last active AZ_SADMIN, with a message saying why, until another one exists', async () => {
    // The demo staff has other administrators: Ada is the last one once they leave.
    await t.db.execute(sql`update users set status = 'inactive'
      where role_group_id = ${ids.administration} and email <> 'admin@proboard.local'`);
    const ada = async (token = admin) =>
      (await t.request({ method: 'GET', url: `${INTERNAL}/${adminId}`, token })).json().user;
    const put = async (change: object, token = admin) =>
      t.request({
        method: 'PUT',
        url: `${INTERNAL}/${adminId}`,
        payload: { ...(await ada(token)), ...change },
        token,
      });
    const why = 'Es el último superadministrador (AZ_SADMIN) activo: da el rol a otra persona antes';
    // Ada keeps AZ_ADMIN as an extra role (an administrator still) but leaves the group of AZ_SADMIN.
    const moved = await put({ role_group_id: ids.catalogue, role_ids: [ids.adminRole] });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.role_group_id).toEqual([why]);

    // An AZ_ADMIN manager does not change a super administrator's account at all (grant-limits.ts).
    const manager = await personWith('marco.bianchi@example.com', null, ['AZ_ADMIN']);
    const off = await put({ status: 'inactive' }, manager.token);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toContain('AZ_SADMIN');
    const deleted = await t.request({
      method: 'DELETE',
      url: `${INTERNAL}/${adminId}`,
      token: manager.token,
    });
    expect(deleted.statusCode).toBe(403);

    // Another super administrator may, once there is one.
    const beatriz = await personWith('beatriz.santos@example.com', 'Administración');
    expect((await put({ status: 'inactive' }, beatriz.token)).statusCode).toBe(200);
    expect((await put({ status: 'active' }, beatriz.token)).statusCode).toBe(200);
    admin = await t.signIn('admin@proboard.local');
  });
});

describe('external users', () => {
  it('creates professional and final customers with their company, who can never use the back-office', async () => {
    const pro = await create(EXTERNAL, {
      email: 'instalaciones.lopez@example.com',
      name: 'Javier',
      surname: 'López',
      type: 'PRO',
      client_id: 4521,
      status: 'active',
    });
    expect(pro.statusCode).toBe(201);
    expect(pro.json().user).toMatchObject({ type: 'PRO', client_id: 4521 });
    const final = await create(EXTERNAL, { email: 'marie.dubois@example.com', name: 'Marie', type: 'FINAL' });
    expect(final.statusCode).toBe(201);
    const profileOf = (id: number) =>
      scalar<string>(
        sql`select p.az_iso as v from users u join profiles p on p.id = u.profile_id where u.id = ${id}`,
      );
    expect(await profileOf(pro.json().user.id)).toBe('PROFESSIONAL');
    expect(await profileOf(final.json().user.id)).toBe('FINAL');
    // No invitation to the back-office for customers.
    await t.jobsDone(USER_INVITATION_QUEUE);
    expect(await t.db.$count(notifications, sql`recipient = 'marie.dubois@example.com'`)).toBe(0);

    const passwordHash = await hashPassword('customer-password');
    await t.db.execute(
      sql`update users set password_hash = ${passwordHash} where id = ${pro.json().user.id}`,
    );
    const login = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'instalaciones.lopez@example.com', password: 'customer-password' },
    });
    expect(login.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `${INTERNAL}/${pro.json().user.id}`, token: admin })).statusCode,
    ).toBe(404);
    const wrongType = await create(EXTERNAL, { email: 'x.y@example.com', name: 'Xavier', type: 'ADMIN' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['type']);
  });
});
