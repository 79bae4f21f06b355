import { type ServerMessageKey, SUPER_ADMIN_ROLE } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { effectiveAccess, extraRoleIds } from './user-access.ts';

/**
 * Nobody grants what they do not hold (docs/security.md, "Account administration"). A caller may
 * give a role (to a person, directly or through a group, or into a group) only if they hold it, a
 * permission (to a role) only if they hold it; and they administer a person, a group or a role (change
 * or delete it) only if they hold everything it carries, so nobody takes away, or takes over, more
 * than they have. AZ_SADMIN passes every check, and is the only one who gives AZ_SADMIN (which carries
 * everything). Every refusal is a 403 naming the first role or permission the caller lacks.
 */

/** What the caller holds: their group's roles, their extra roles and those roles' permissions. */
export interface Holdings {
  superAdmin: boolean;
  roles: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
}

/**
 * Read in the write's own transaction with the rule of the signed-in user's lookup (current-user.ts,
 * through `effectiveAccess`), not from the remembered session: a grant just taken away counts at once.
 * No user (no signed-in caller) holds nothing.
 */
export async function holdingsOf(db: Queryable, userId: number | null): Promise<Holdings> {
  if (userId === null) return { superAdmin: false, roles: new Set(), permissions: new Set() };
  const found = await db.execute<{ role_group_id: number | null }>(
    sql`select role_group_id from users where id = ${userId}`,
  );
  const access = await effectiveAccess(db, found.rows[0]?.role_group_id, await extraRoleIds(db, userId));
  return {
    superAdmin: access.roles.includes(SUPER_ADMIN_ROLE),
    roles: new Set(access.roles),
    permissions: new Set(access.permissions),
  };
}

const refusal = (key: ServerMessageKey, field: string, params: Record<string, string>) =>
  new TranslatedError(403, key, undefined, params, field);

/** AZ_SADMIN first: it is the one a delegated administrator must hear about by name. */
const firstMissing = (names: Iterable<string>, held: ReadonlySet<string>) => {
  const missing = [...new Set(names)].filter((name) => !held.has(name)).sort();
  return missing.includes(SUPER_ADMIN_ROLE) ? SUPER_ADMIN_ROLE : missing[0];
};

/** Role names of ids (unknown ids are left out: the store's own check answers them with 422). */
async function roleNames(db: Queryable, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ name: string }>(
    sql`select name from roles where id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  return result.rows.map((row) => row.name);
}

async function permissionNames(db: Queryable, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ name: string }>(
    sql`select name from permissions where id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  return result.rows.map((row) => row.name);
}

/** A person's roles before or after a write: their group's and their extra ones. */
export interface PersonAccess {
  role_group_id: number | null | undefined;
  role_ids: readonly number[];
}

/**
 * A staff user written by the caller: the person as they are (`before`, null on a create) must hold
 * nothing the caller lacks, and so must the person as they will be (`after`, null on a delete).
 */
export async function checkPersonGrants(
  db: Queryable,
  callerId: number | null,
  before: PersonAccess | null,
  after: PersonAccess | null,
): Promise<void> {
  const caller = await holdingsOf(db, callerId);
  if (caller.superAdmin) return;
  if (before) {
    const current = await effectiveAccess(db, before.role_group_id, before.role_ids);
    const role = firstMissing(current.roles, caller.roles);
    if (role === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'role_group_id', {});
    if (role) throw refusal('access.userHoldsMore', 'role_group_id', { role });
  }
  if (!after) return;
  const next = await effectiveAccess(db, after.role_group_id, after.role_ids);
  const extra = firstMissing(next.extra_roles, caller.roles);
  if (extra === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'role_ids', {});
  const fromGroup = firstMissing(next.group_roles, caller.roles);
  if (fromGroup) {
    if (fromGroup === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'role_group_id', {});
    const group = await db.execute<{ name: string }>(
      sql`select name from role_groups where id = ${after.role_group_id ?? null}::int`,
    );
    throw refusal('access.grantGroup', 'role_group_id', {
      group: group.rows[0]?.name ?? '',
      role: fromGroup,
    });
  }
  if (extra) throw refusal('access.grantRole', 'role_ids', { role: extra });
}

/** The person (by id) the caller acts on holds nothing the caller lacks (ending sessions, a reset). */
export async function checkAdministersUser(db: Queryable, callerId: number | null, userId: number) {
  const found = await db.execute<{ role_group_id: number | null }>(
    sql`select role_group_id from users where id = ${userId}`,
  );
  await checkPersonGrants(
    db,
    callerId,
    { role_group_id: found.rows[0]?.role_group_id, role_ids: await extraRoleIds(db, userId) },
    null,
  );
}

/** A role group's roles, by id: the caller holds those it has (`before`) and those it will have. */
export async function checkGroupGrants(
  db: Queryable,
  callerId: number | null,
  before: readonly number[] | null,
  after: readonly number[] | null,
): Promise<void> {
  const caller = await holdingsOf(db, callerId);
  if (caller.superAdmin) return;
  const had = firstMissing(await roleNames(db, before ?? []), caller.roles);
  if (had === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'roles', {});
  if (had) throw refusal('access.groupHoldsMore', 'roles', { role: had });
  const added = firstMissing(await roleNames(db, after ?? []), caller.roles);
  if (added === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'roles', {});
  if (added) throw refusal('access.grantRole', 'roles', { role: added });
}

/**
 * A role's permissions, by id: the caller holds those it carries (`before`) and those it will carry.
 * AZ_SADMIN itself carries everything whatever its rows say: only a super administrator changes it.
 */
export async function checkRoleGrants(
  db: Queryable,
  callerId: number | null,
  role: { name: string; before: readonly number[] } | null,
  after: readonly number[] | null,
): Promise<void> {
  const caller = await holdingsOf(db, callerId);
  if (caller.superAdmin) return;
  if (role?.name === SUPER_ADMIN_ROLE) throw refusal('access.superAdminOnly', 'permissions', {});
  const had = firstMissing(await permissionNames(db, role?.before ?? []), caller.permissions);
  if (had) throw refusal('access.roleHoldsMore', 'permissions', { permission: had });
  const added = firstMissing(await permissionNames(db, after ?? []), caller.permissions);
  if (added) throw refusal('access.grantPermission', 'permissions', { permission: added });
}

/** Deleting a permission takes it from every role that carries it: only one who holds it does. */
export async function checkPermissionRemoval(db: Queryable, callerId: number | null, name: string) {
  const caller = await holdingsOf(db, callerId);
  if (caller.superAdmin || caller.permissions.has(name)) return;
  throw refusal('access.permissionNotHeld', 'name', { permission: name });
}
