import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ROLES = '/api/mslogin.v1/roles';
const PERMISSIONS = '/api/mslogin.v1/permissions';
const GROUPS = '/api/mslogin.v1/role-groups';
const list = (base: string, context: object) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;

async function idOf(table: 'roles' | 'permissions' | 'role_groups', name: string): Promise<number> {
  const result = await t.db.execute<{ id: number }>(
    sql`select id from ${sql.raw(table)} where name = ${name}`,
  );
  return result.rows[0]!.id;
}

async function read(base: string, id: number, key: string) {
  const res = await t.request({ method: 'GET', url: `${base}/${id}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json()[key];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('roles', () => {
  it('creates a role with its permissions, reads them back as ids and audits the write', async () => {
    const permissions = [
      await idOf('permissions', 'azc-roles-read'),
      await idOf('permissions', 'azc-groups-read'),
    ];
    const created = await t.request({
      method: 'POST',
      url: ROLES,
      token: admin,
      payload: { name: 'AUDITOR_ACCESOS', description: 'Revisa quién puede qué', permissions },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().role;
    expect(role).toMatchObject({ name: 'AUDITOR_ACCESOS', permissions_count: 2 });
    expect([...role.permissions].sort()).toEqual([...permissions].sort());
    const audit = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audits where auditable_type = 'roles' and auditable_id = ${String(role.id)}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('lists with search, sort and paging, and downloads the list as Excel', async () => {
    const page = await t.request({
      method: 'GET',
      url: list(ROLES, { currentPage: 1, perPage: 10, filter: { search: 'dash_gart' }, sortBy: '-name' }),
      token: admin,
    });
    expect(page.statusCode).toBe(200);
    const names = page.json().roles.data.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n: string) => n.includes('DASH_GART'))).toBe(true);
    expect(names).toEqual([...names].sort().reverse());
    const matching = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from roles where name ilike '%dash\_gart%' or description ilike '%dash\_gart%'`,
    );
    expect(matching.rows[0]!.n).toBeGreaterThan(10);
    expect(page.json().roles).toMatchObject({ total: matching.rows[0]!.n, per_page: 10, to: 10 });
    expect(names).toHaveLength(10);

    const excel = await t.request({
      method: 'GET',
      url: list(`${ROLES}/export`, { filter: { name: 'AZ_SADMIN' } }),
      token: admin,
    });
    expect(excel.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Nombre');
    expect(sheet.getRow(2).values).toContain('AZ_SADMIN');
  });

  it('refuses an unknown permission id with 422 on permissions, and writes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: ROLES,
      token: admin,
      payload: { name: 'FANTASMA', permissions: [999_999] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.permissions).toBeDefined();
    const left = await t.db.execute(sql`select 1 from roles where name = 'FANTASMA'`);
    expect(left.rows).toHaveLength(0);
  });

  it('keeps the names the guards rely on: no rename, no delete (422 saying why)', async () => {
    const id = await idOf('roles', 'AZ_DASH_GART');
    const role = await read(ROLES, id, 'role');
    const renamed = await t.request({
      method: 'PUT',
      url: `${ROLES}/${id}`,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: { ...role, name: 'CATALOGUE_EDITOR' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name[0]).toMatch(/cannot be changed/);
    // Its description and permissions may still change.
    const described = await t.request({
      method: 'PUT',
      url: `${ROLES}/${id}`,
      token: admin,
      payload: { ...role, description: 'Edita el catálogo' },
    });
    expect(described.statusCode).toBe(200);
    const removed = await t.request({ method: 'DELETE', url: `${ROLES}/${id}`, token: admin });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().errors.name[0]).toMatch(/no se puede borrar/);
    expect(await idOf('roles', 'AZ_DASH_GART')).toBe(id);
  });

  it('renames and deletes a role of its own', async () => {
    const created = (
      await t.request({ method: 'POST', url: ROLES, token: admin, payload: { name: 'TEMPORAL' } })
    ).json().role;
    const renamed = await t.request({
      method: 'PUT',
      url: `${ROLES}/${created.id}`,
      token: admin,
      payload: { ...created, name: 'TEMPORAL_2' },
    });
    expect(renamed.json().role.name).toBe('TEMPORAL_2');
    const removed = await t.request({ method: 'DELETE', url: `${ROLES}/${created.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a role name that could break a guard string', async () => {
    const res = await t.request({
      method: 'POST',
      url: ROLES,
      token: admin,
      payload: { name: 'A|role:AZ_SADMIN' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toBeDefined();
  });

  it('lists the users who hold a role, through their group or as an extra role', async () => {
    const sat = await idOf('roles', 'AZ_SAT');
    const extra = await t.db.execute<{ id: number }>(
      sql`select id from users where email = 'catalogue@proboard.local'`,
    );
    await t.db.execute(sql`insert into user_roles (user_id, role_id) values (${extra.rows[0]!.id}, ${sat})`);
    const res = await t.request({ method: 'GET', url: `${ROLES}/${sat}/users`, token: admin });
    expect(res.statusCode).toBe(200);
    const holders = res.json().users as { email: string; through_group: boolean; extra_role: boolean }[];
    expect(holders.find((u) => u.email === 'aftersales@proboard.local')).toMatchObject({
      through_group: true,
      extra_role: false,
    });
    expect(holders.find((u) => u.email === 'catalogue@proboard.local')).toMatchObject({
      through_group: false,
      extra_role: true,
    });
    expect(holders.some((u) => u.email === 'admin@proboard.local')).toBe(false);
    expect((await t.request({ method: 'GET', url: `${ROLES}/999999/users`, token: admin })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 to a hand-made write by a user without the permission', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: ROLES,
      token: catalogue,
      payload: { name: 'INTRUSO' },
    });
    expect(res.statusCode).toBe(403);
    const users = await t.request({ method: 'GET', url: `${ROLES}/1/users`, token: catalogue });
    expect(users.statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('keeps catalogue permission names, and lets its own be renamed and deleted', async () => {
    const id = await idOf('permissions', 'azc-roles-read');
    const permission = await read(PERMISSIONS, id, 'permission');
    const renamed = await t.request({
      method: 'PUT',
      url: `${PERMISSIONS}/${id}`,
      token: admin,
      payload: { ...permission, name: 'roles-read' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toBeDefined();
    const exportPermission = await idOf('permissions', 'export-gart-articles');
    const removed = await t.request({
      method: 'DELETE',
      url: `${PERMISSIONS}/${exportPermission}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(422);

    const own = (
      await t.request({
        method: 'POST',
        url: PERMISSIONS,
        token: admin,
        payload: { name: 'informes-ventas-read', description: 'Informes de ventas' },
      })
    ).json().permission;
    const changed = await t.request({
      method: 'PUT',
      url: `${PERMISSIONS}/${own.id}`,
      token: admin,
      payload: { ...own, name: 'informes-ventas-view' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `${PERMISSIONS}/${own.id}`, token: admin })).statusCode,
    ).toBe(200);
  });

  it('refuses a duplicate name with 422 on name', async () => {
    const res = await t.request({
      method: 'POST',
      url: PERMISSIONS,
      token: admin,
      payload: { name: 'azc-roles-read' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toBeDefined();
  });
});

describe('changes of roles reach the next request (no stale permissions)', () => {
  it('a permission removed from a role answers 403 at once, added back 200', async () => {
    // The after-sales agent gets a role through their group; the role carries azc-roles-read.
    const agent = await t.signIn('aftersales@proboard.local');
    const readRoles = await idOf('permissions', 'azc-roles-read');
    const role = (
      await t.request({
        method: 'POST',
        url: ROLES,
        token: admin,
        payload: { name: 'LECTOR_ROLES', permissions: [readRoles] },
      })
    ).json().role;
    const groupId = await idOf('role_groups', 'Posventa');
    const group = await read(GROUPS, groupId, 'roles_group');
    const joined = await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: admin,
      payload: { ...group, roles: [...group.roles, role.id] },
    });
    expect(joined.statusCode).toBe(200);
    const rolesList = () => t.request({ method: 'GET', url: list(ROLES, {}), token: agent });
    // Twice: the second answer comes from the remembered session.
    expect((await rolesList()).statusCode).toBe(200);
    expect((await rolesList()).statusCode).toBe(200);

    const current = await read(ROLES, role.id, 'role');
    await t.request({
      method: 'PUT',
      url: `${ROLES}/${role.id}`,
      token: admin,
      payload: { ...current, permissions: [] },
    });
    expect((await rolesList()).statusCode).toBe(403);

    const again = await read(ROLES, role.id, 'role');
    await t.request({
      method: 'PUT',
      url: `${ROLES}/${role.id}`,
      token: admin,
      payload: { ...again, permissions: [readRoles] },
    });
    expect((await rolesList()).statusCode).toBe(200);
  });

  it('a change written by another process (straight into the database) is seen within moments', async () => {
    const agent = await t.signIn('aftersales@proboard.local');
    const rolesList = () => t.request({ method: 'GET', url: list(ROLES, {}), token: agent });
    expect((await rolesList()).statusCode).toBe(200);
    await t.db.execute(
      sql`delete from role_permissions where role_id = (select id from roles where name = 'LECTOR_ROLES')`,
    );
    const until = Date.now() + 2_000;
    let status = (await rolesList()).statusCode;
    while (status !== 403 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await rolesList()).statusCode;
    }
    expect(status).toBe(403);
  });
});

describe('role groups', () => {
  it('creates a group with roles; the spec 7 calls list it by is_public and show its roles', async () => {
    const roles = [await idOf('roles', 'AZ_SAT'), await idOf('roles', 'AZ_RENOVE_BASIC')];
    const created = await t.request({
      method: 'POST',
      url: GROUPS,
      token: admin,
      payload: {
        name: 'Instaladores certificados',
        description: 'Red de instaladores',
        is_public: true,
        roles,
      },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().roles_group;
    expect([...group.roles].sort()).toEqual([...roles].sort());

    const publicGroups = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/roles_groups?is_public=1',
      token: admin,
    });
    const publicNames = publicGroups.json().roles_groups.map((g: { name: string }) => g.name);
    expect(publicNames).toContain('Instaladores certificados');
    expect(publicNames).not.toContain('Administración');
    const internal = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/roles_groups?is_public=0',
      token: admin,
    });
    expect(internal.json().roles_groups.map((g: { name: string }) => g.name)).toContain('Administración');

    const withRoles = await t.request({
      method: 'GET',
      url: `/api/mslogin.v1/admin/roles_groups/${group.id}`,
      token: admin,
    });
    expect(withRoles.json().roles_group.roles.map((r: { name: string }) => r.name)).toEqual([
      'AZ_RENOVE_BASIC',
      'AZ_SAT',
    ]);
    const allRoles = await t.request({ method: 'GET', url: '/api/mslogin.v1/admin/roles', token: admin });
    expect(allRoles.json().roles.map((r: { name: string }) => r.name)).toContain('AZ_SADMIN');
  });

  it('refuses an unknown role id with 422 on roles', async () => {
    const res = await t.request({
      method: 'POST',
      url: GROUPS,
      token: admin,
      payload: { name: 'Nadie', roles: [999_999] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roles).toBeDefined();
  });

  it('refuses to take AZ_SADMIN from the group of the last super administrator, or to delete that group', async () => {
    const groupId = await idOf('role_groups', 'Administración');
    const group = await read(GROUPS, groupId, 'roles_group');
    const res = await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: { ...group, roles: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roles[0]).toMatch(/super administrator \(AZ_SADMIN\)/);
    const removed = await t.request({ method: 'DELETE', url: `${GROUPS}/${groupId}`, token: admin });
    expect(removed.statusCode).toBe(422);
    expect((await read(GROUPS, groupId, 'roles_group')).roles).toEqual(group.roles);
  });

  it('allows it once another active super administrator remains', async () => {
    const sadmin = await idOf('roles', 'AZ_SADMIN');
    const catalogueUser = await t.db.execute<{ id: number }>(
      sql`select id from users where email = 'catalogue@proboard.local'`,
    );
    await t.db.execute(
      sql`insert into user_roles (user_id, role_id) values (${catalogueUser.rows[0]!.id}, ${sadmin})`,
    );
    const groupId = await idOf('role_groups', 'Administración');
    const group = await read(GROUPS, groupId, 'roles_group');
    const res = await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: admin,
      payload: { ...group, roles: [] },
    });
    expect(res.statusCode).toBe(200);
    // Put things back for the other tests of the file.
    const back = await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: await t.signIn('catalogue@proboard.local'),
      payload: { ...res.json().roles_group, roles: [sadmin] },
    });
    expect(back.statusCode).toBe(200);
    await t.db.execute(
      sql`delete from user_roles where user_id = ${catalogueUser.rows[0]!.id} and role_id = ${sadmin}`,
    );
  });
});
