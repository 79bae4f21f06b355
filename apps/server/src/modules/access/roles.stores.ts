import { isProtectedPermission, isProtectedRole, permissions, roleGroups, roles } from '@proboard/domain';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import { allExist, type LinkTable, linkedIds, replaceLinks } from './access-links.ts';
import { checkGroupGrants, checkPermissionRemoval, checkRoleGrants } from './grant-limits.ts';
import { superAdminRemains, superAdminRoleId } from './super-admins.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

const rolePermissions: LinkTable = {
  table: 'role_permissions',
  owner: 'role_id',
  target: 'permission_id',
  targetTable: 'permissions',
};
const groupRoles: LinkTable = {
  table: 'role_group_roles',
  owner: 'role_group_id',
  target: 'role_id',
  targetTable: 'roles',
};

/** A name the guards rely on keeps it: renaming it would lock people out of screens. */
function keepsProtectedName(existing: Row | null, body: Row, isProtected: (name: string) => boolean): Errors {
  if (!existing || !isProtected(String(existing.name)) || body.name === existing.name) return {};
  return { name: ['access.protectedName'] };
}

/** Users holding a role, through their group or as an extra role (SQL over `t`, the role). */
const ROLE_USERS = `select u.id from users u where u.role_group_id in
    (select gr.role_group_id from role_group_roles gr where gr.role_id = t.id)
  or u.id in (select ur.user_id from user_roles ur where ur.role_id = t.id)`;

export const roleStore: ResourceStore = {
  definition: roles,
  table: 'roles',
  writable: ['name', 'description'],
  computed: {
    permissions_count: 'select count(*)::int from role_permissions rp where rp.role_id = t.id',
    users_count: `select count(*)::int from (${ROLE_USERS}) holders`,
  },
  uniques: { roles_name_unique: 'name' },
  hooks: {
    async validate(tx, body, existing, caller): Promise<Errors> {
      const before = existing && { name: String(existing.name), before: existing.permissions as number[] };
      await checkRoleGrants(tx, caller.userId, before, (body.permissions as number[]) ?? []);
      const errors = keepsProtectedName(existing, body, isProtectedRole);
      if (!(await allExist(tx, rolePermissions, (body.permissions as number[]) ?? [])))
        errors.permissions = [UNKNOWN_REFERENCE];
      return errors;
    },
    async validateDelete(tx, existing, caller): Promise<Errors> {
      const role = { name: String(existing.name), before: existing.permissions as number[] };
      await checkRoleGrants(tx, caller.userId, role, null);
      return isProtectedRole(String(existing.name)) ? { name: ['access.protectedDelete'] } : {};
    },
    async afterWrite(tx, record, body) {
      await replaceLinks(tx, rolePermissions, Number(record.id), (body.permissions as number[]) ?? []);
    },
    async attach(db, record) {
      return { ...record, permissions: await linkedIds(db, rolePermissions, Number(record.id)) };
    },
  },
};

export const permissionStore: ResourceStore = {
  definition: permissions,
  table: 'permissions',
  writable: ['name', 'description'],
  computed: {
    roles_count: 'select count(*)::int from role_permissions rp where rp.permission_id = t.id',
  },
  uniques: { permissions_name_unique: 'name' },
  hooks: {
    async validate(_tx, body, existing): Promise<Errors> {
      return keepsProtectedName(existing, body, isProtectedPermission);
    },
    async validateDelete(tx, existing, caller): Promise<Errors> {
      await checkPermissionRemoval(tx, caller.userId, String(existing.name));
      return isProtectedPermission(String(existing.name)) ? { name: ['access.protectedDelete'] } : {};
    },
  },
};

export const roleGroupStore: ResourceStore = {
  definition: roleGroups,
  table: 'role_groups',
  writable: ['name', 'description', 'is_public', 'second_factor_required'],
  computed: {
    roles_count: 'select count(*)::int from role_group_roles gr where gr.role_group_id = t.id',
    users_count: 'select count(*)::int from users u where u.role_group_id = t.id',
  },
  uniques: { role_groups_name_unique: 'name' },
  hooks: {
    async validate(tx, body, existing, caller): Promise<Errors> {
      const ids = (body.roles as number[]) ?? [];
      await checkGroupGrants(tx, caller.userId, existing && (existing.roles as number[]), ids);
      if (!(await allExist(tx, groupRoles, ids))) return { roles: [UNKNOWN_REFERENCE] };
      if (!existing) return {};
      // Taking AZ_SADMIN away from the group of the last super administrator locks everyone out.
      const superAdmin = await superAdminRoleId(tx);
      const had = (existing.roles as number[]).includes(superAdmin ?? -1);
      if (had && !ids.includes(superAdmin ?? -1)) {
        if (!(await superAdminRemains(tx, { withoutGroup: Number(existing.id) })))
          return { roles: ['access.lastSuperAdmin'] };
      }
      return {};
    },
    async validateDelete(tx, existing, caller): Promise<Errors> {
      await checkGroupGrants(tx, caller.userId, existing.roles as number[], null);
      const superAdmin = await superAdminRoleId(tx);
      if (!(existing.roles as number[]).includes(superAdmin ?? -1)) return {};
      return (await superAdminRemains(tx, { withoutGroup: Number(existing.id) }))
        ? {}
        : { roles: ['access.lastSuperAdmin'] };
    },
    async afterWrite(tx, record, body) {
      await replaceLinks(tx, groupRoles, Number(record.id), (body.roles as number[]) ?? []);
    },
    async attach(db, record) {
      return { ...record, roles: await linkedIds(db, groupRoles, Number(record.id)) };
    },
  },
};
