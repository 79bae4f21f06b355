import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 30, point 1: a user whose role administers users, groups and roles, and nothing more, made
 * itself super administrator. Nobody grants what they do not hold (grant-limits.ts).
 */
const API = '/api/mslogin.v1';
const INTERNAL = `${API}/admin/internal-users`;
const PARTNER = `${API}/admin/partner-users`;
const ROLES = `${API}/roles`;
const GROUPS = `${API}/role-groups`;
const PERMISSIONS = `${API}/permissions`;
const DELEGATE_ROLE = 'USERS_DELEGATE';
/** What a delegated administrator of users, groups and roles holds. */
const DELEGATE_PERMISSIONS = ['internalusers', 'partnerusers', 'groups', 'roles', 'permissions'].flatMap(
  (entity) => ['read', 'create', 'update'].map((action) => `azc-${entity}-${action}`),
);

let t: TestApp;
let admin: string;
let delegate: string;
const ids = {
  delegate: 0,
  delegateRole: 0,
  delegateGroup: 0,
  admin: 0,
  sadmin: 0,
  azAdmin: 0,
  administration: 0,
};

async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute<{ v: T }>(query);
  return result.rows[0]!.v;
}

/** Everything a grant could change, and the audit trail: a refusal leaves all of it as it was. */
const grantState = async () =>
  t.db.execute(sql`select
    (select count(*) from users) as users,
    (select string_agg(user_id || ':' || role_id, ',' order by user_id, role_id) from user_roles) as user_roles,
    (select string_agg(id || ':' || coalesce(role_group_id, 0) || ':' || email, ',' order by id) from users) as groups_of_users,
    (select string_agg(role_id || ':' || permission_id, ',' order by role_id, permission_id) from role_permissions) as role_permissions,
    (select string_agg(role_group_id || ':' || role_id, ',' order by role_group_id, role_id) from role_group_roles) as group_roles,
    (select count(*) from roles) as roles, (select count(*) from role_groups) as role_groups,
    (select count(*) from permissions) as permissions, (select count(*) from audits) as audits,
    (select count(*) from pgboss.job where name = 'mail.user-invitation') as invitations`);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = delegate) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

const read = async (url: string, key: string, token = delegate) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[key];
};

/** Sends a write that must be refused with 403 naming `named`, and checks that nothing was written. */
async function refused(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  named: string,
) {
  const before = await grantState();
  const res = await send(method, url, payload);
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().message).toContain(named);
  expect((await grantState()).rows).toEqual(before.rows);
  return res.json();
}

const newStaff = (n: number, overrides: object = {}) => ({
  email: `delegated.${n}@example.com`,
  name: 'Nora',
  surname: 'Delegada',
  status: 'active',
  role_group_id: null,
  role_ids: [],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  ids.admin = await scalar(sql`select id as v from users where email = 'admin@proboard.local'`);
  ids.sadmin = await scalar(sql`select id as v from roles where name = 'AZ_SADMIN'`);
  ids.azAdmin = await scalar(sql`select id as v from roles where name = 'AZ_ADMIN'`);
  ids.administration = await scalar(sql`select id as v from role_groups where name = 'Administración'`);
  ids.delegateRole = await scalar(sql`insert into roles (name, description)
    values (${DELEGATE_ROLE}, 'Administers users, groups and roles') returning id as v`);
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select ${ids.delegateRole}, id from permissions where name = any(${sql.param(DELEGATE_PERMISSIONS)}::text[])`);
  // The role comes through a group, as staff get theirs: holding "through the group" counts.
  ids.delegateGroup = await scalar(sql`insert into role_groups (name, description)
    values ('Administración delegada', '') returning id as v`);
  await t.db.execute(
    sql`insert into role_group_roles (role_group_id, role_id) values (${ids.delegateGroup}, ${ids.delegateRole})`,
  );
  ids.delegate =
    await scalar(sql`insert into users (email, name, surname, password_hash, profile_id, role_group_id, type)
    values ('delegate@example.com', 'Dana', 'Delegada', ${await hashPassword('delegate-password-1')},
      (select id from profiles where az_iso = 'INTERNAL'), ${ids.delegateGroup}, 'internal')
    returning id as v`);
  delegate = await t.signIn('delegate@example.com', 'delegate-password-1');
});
afterAll(() => t.close());

describe('the escalations of the issue are refused before anything is written', () => {
  it('PUT internal-users/{own id} with AZ_SADMIN or another role it lacks in role_ids', async () => {
    const me = await read(`${INTERNAL}/${ids.delegate}`, 'user');
    const answer = await refused(
      'PUT',
      `${INTERNAL}/${ids.delegate}`,
      { ...me, role_ids: [ids.sadmin] },
      'AZ_SADMIN',
    );
    expect(answer.errors.role_ids).toEqual([answer.message]);
    await refused('PUT', `${INTERNAL}/${ids.delegate}`, { ...me, role_ids: [ids.azAdmin] }, 'AZ_ADMIN');
    // Moving itself into the super administrators' group: the group's AZ_SADMIN is named.
    await refused(
      'PUT',
      `${INTERNAL}/${ids.delegate}`,
      { ...me, role_group_id: ids.administration },
      'AZ_SADMIN',
    );
    const catalogue = await scalar<number>(sql`select id as v from role_groups where name = 'Catálogo'`);
    const group = await refused(
      'PUT',
      `${INTERNAL}/${ids.delegate}`,
      { ...me, role_group_id: catalogue },
      'Catálogo',
    );
    expect(group.errors.role_group_id).toEqual([group.message]);
  });

  it('PUT roles/{its role} with every permission', async () => {
    const role = await read(`${ROLES}/${ids.delegateRole}`, 'role');
    const every = await t.db.execute<{ id: number }>(sql`select id from permissions order by id`);
    const answer = await refused(
      'PUT',
      `${ROLES}/${ids.delegateRole}`,
      { ...role, permissions: every.rows.map((r) => r.id) },
      'el permiso ',
    );
    expect(answer.errors.permissions).toEqual([answer.message]);
  });

  it('PUT role-groups/{its group} with roles [AZ_SADMIN], or a role it lacks', async () => {
    const group = await read(`${GROUPS}/${ids.delegateGroup}`, 'roles_group');
    await refused('PUT', `${GROUPS}/${ids.delegateGroup}`, { ...group, roles: [ids.sadmin] }, 'AZ_SADMIN');
    await refused(
      'PUT',
      `${GROUPS}/${ids.delegateGroup}`,
      { ...group, roles: [ids.delegateRole, ids.azAdmin] },
      'AZ_ADMIN',
    );
  });

  it('creates no user, partner, role or group with what it lacks, and queues no invitation', async () => {
    await refused('POST', INTERNAL, newStaff(1, { role_ids: [ids.sadmin] }), 'AZ_SADMIN');
    await refused('POST', INTERNAL, newStaff(2, { role_group_id: ids.administration }), 'AZ_SADMIN');
    await refused('POST', PARTNER, newStaff(3, { role_ids: [ids.azAdmin] }), 'AZ_ADMIN');
    await refused('POST', GROUPS, { name: 'Escalera', roles: [ids.sadmin] }, 'AZ_SADMIN');
    const audits = await scalar<number>(sql`select id as v from permissions where name = 'audits-read-all'`);
    await refused('POST', ROLES, { name: 'ESCALERA', permissions: [audits] }, 'audits-read-all');
  });

  it('answers in the caller’s language', async () => {
    const me = await read(`${INTERNAL}/${ids.delegate}`, 'user');
    const res = await t.request({
      method: 'PUT',
      url: `${INTERNAL}/${ids.delegate}`,
      token: delegate,
      headers: { 'app-locale': 'en' },
      payload: { ...me, role_ids: [ids.azAdmin] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot give the role AZ_ADMIN: you do not hold it');
  });
});

describe('taking away or taking over what one does not hold', () => {
  it('changes, signs out or deletes nobody who holds more (the super administrator’s e-mail stays hers)', async () => {
    const ada = await read(`${INTERNAL}/${ids.admin}`, 'user');
    await refused('PUT', `${INTERNAL}/${ids.admin}`, { ...ada, email: 'delegate@example.com' }, 'AZ_SADMIN');
    await refused('POST', `${INTERNAL}/${ids.admin}/sessions/end`, undefined, 'AZ_SADMIN');
    await refused('DELETE', `${INTERNAL}/${ids.admin}`, undefined, 'AZ_SADMIN');
    const catalogue = await t.db.execute<{ id: number }>(
      sql`select id from users where email = 'catalogue@proboard.local'`,
    );
    const editor = await read(`${INTERNAL}/${catalogue.rows[0]!.id}`, 'user');
    await refused('PUT', `${INTERNAL}/${editor.id}`, { ...editor, role_group_id: null, role_ids: [] }, 'AZ_');
  });

  it('changes or deletes no group, role or permission that carries more than it holds', async () => {
    const groupId = await scalar<number>(sql`select id as v from role_groups where name = 'Catálogo'`);
    const group = await read(`${GROUPS}/${groupId}`, 'roles_group');
    await refused('PUT', `${GROUPS}/${groupId}`, { ...group, roles: [] }, 'AZ_');
    await refused('DELETE', `${GROUPS}/${ids.administration}`, undefined, 'AZ_SADMIN');
    const sat = await scalar<number>(sql`select id as v from roles where name = 'AZ_SAT'`);
    const role = await read(`${ROLES}/${sat}`, 'role');
    await refused('PUT', `${ROLES}/${sat}`, { ...role, permissions: [] }, 'el permiso ');
    const sadmin = await read(`${ROLES}/${ids.sadmin}`, 'role');
    await refused('PUT', `${ROLES}/${ids.sadmin}`, { ...sadmin, description: 'Mine now' }, 'AZ_SADMIN');
    const custom = await t.request({
      method: 'POST',
      url: PERMISSIONS,
      token: admin,
      payload: { name: 'custom-reports-read' },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    await refused(
      'DELETE',
      `${PERMISSIONS}/${custom.json().permission.id}`,
      undefined,
      'custom-reports-read',
    );
  });
});

describe('what it holds, it grants', () => {
  it('creates users and partners with its own role or group, and the invitation goes', async () => {
    const direct = await send('POST', INTERNAL, newStaff(10, { role_ids: [ids.delegateRole] }));
    expect(direct.statusCode, direct.body).toBe(201);
    expect(direct.json().user.role_ids).toEqual([ids.delegateRole]);
    const grouped = await send('POST', PARTNER, newStaff(11, { role_group_id: ids.delegateGroup }));
    expect(grouped.statusCode, grouped.body).toBe(201);
    const jobs = await scalar<number>(
      sql`select count(*)::int as v from pgboss.job where name = 'mail.user-invitation'`,
    );
    expect(jobs).toBeGreaterThanOrEqual(2);
    // And changes, then deletes, the person it made (who holds nothing it lacks).
    const made = direct.json().user;
    const renamed = await send('PUT', `${INTERNAL}/${made.id}`, { ...made, name: 'Nora María' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await send('DELETE', `${INTERNAL}/${made.id}`)).statusCode).toBe(200);
  });

  it('changes its own record, role and group without adding anything, and makes roles and groups of its own', async () => {
    const me = await read(`${INTERNAL}/${ids.delegate}`, 'user');
    const self = await send('PUT', `${INTERNAL}/${ids.delegate}`, { ...me, role_ids: [ids.delegateRole] });
    expect(self.statusCode, self.body).toBe(200);
    const role = await read(`${ROLES}/${ids.delegateRole}`, 'role');
    const described = await send('PUT', `${ROLES}/${ids.delegateRole}`, { ...role, description: 'Usuarios' });
    expect(described.statusCode, described.body).toBe(200);
    const made = await send('POST', ROLES, {
      name: 'USERS_READER',
      permissions: role.permissions.slice(0, 2),
    });
    expect(made.statusCode, made.body).toBe(201);
    const group = await read(`${GROUPS}/${ids.delegateGroup}`, 'roles_group');
    const renamed = await send('PUT', `${GROUPS}/${ids.delegateGroup}`, {
      ...group,
      description: 'Usuarios',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = await send('POST', GROUPS, {
      name: 'Administración delegada 2',
      roles: [ids.delegateRole],
    });
    expect(second.statusCode, second.body).toBe(201);
  });

  it('a super administrator still grants everything, AZ_SADMIN included', async () => {
    const res = await send(
      'POST',
      INTERNAL,
      newStaff(20, { role_ids: [ids.sadmin, ids.delegateRole] }),
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const group = await read(`${GROUPS}/${ids.delegateGroup}`, 'roles_group', admin);
    const widened = await send(
      'PUT',
      `${GROUPS}/${ids.delegateGroup}`,
      { ...group, roles: [ids.delegateRole, ids.azAdmin] },
      admin,
    );
    expect(widened.statusCode, widened.body).toBe(200);
  });
});
