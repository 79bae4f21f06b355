import { ADMINISTRATIVE_ROLES, type EffectiveAccess } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;

/**
 * What a person with this group and these extra roles may do: the group's roles, the extra roles,
 * their union and every permission it carries (spec section 6: "internal users receive roles from
 * their group plus extra roles assigned manually"). The same rule as the signed-in user's lookup
 * (current-user.ts), so the form shows what the server will enforce.
 */
export async function effectiveAccess(
  db: Queryable,
  groupId: number | null | undefined,
  roleIds: readonly number[],
): Promise<EffectiveAccess> {
  const result = await db.execute<Record<string, string[]>>(sql`
    with g as (
      select rgr.role_id from role_group_roles rgr where rgr.role_group_id = ${groupId ?? null}::int
    ),
    e as (select id as role_id from roles where id = any(${sql.param([...roleIds])}::int[])),
    r as (select role_id from g union select role_id from e)
    select
      coalesce((select array_agg(ro.name order by ro.name) from roles ro where ro.id in (select role_id from g)), '{}') as group_roles,
      coalesce((select array_agg(ro.name order by ro.name) from roles ro where ro.id in (select role_id from e)), '{}') as extra_roles,
      coalesce((select array_agg(ro.name order by ro.name) from roles ro where ro.id in (select role_id from r)), '{}') as roles,
      coalesce((select array_agg(distinct p.name order by p.name) from permissions p
        join role_permissions rp on rp.permission_id = p.id where rp.role_id in (select role_id from r)), '{}') as permissions`);
  const row = result.rows[0]!;
  return {
    group_roles: row.group_roles ?? [],
    extra_roles: row.extra_roles ?? [],
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
  };
}

/** The extra roles (`user_roles`) of a user, by id. */
export async function extraRoleIds(db: Queryable, userId: number): Promise<number[]> {
  const result = await db.execute<{ role_id: number }>(
    sql`select role_id from user_roles where user_id = ${userId} order by role_id`,
  );
  return result.rows.map((r) => r.role_id);
}

const isAdministrator = (roles: readonly string[]) =>
  roles.some((role) => (ADMINISTRATIVE_ROLES as readonly string[]).includes(role));

/** Whether any active user other than `userId` holds AZ_SADMIN, through their group or an extra role. */
async function anotherActiveSuperAdmin(tx: Tx, userId: number): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from users u
      where u.id <> ${userId} and u.status = 'active' and (
        exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id and r.name = 'AZ_SADMIN')
        or exists (select 1 from role_group_roles rgr join roles r on r.id = rgr.role_id
          where rgr.role_group_id = u.role_group_id and r.name = 'AZ_SADMIN'))
    ) as found`);
  return result.rows[0]?.found === true;
}

/**
 * One change of super administrators at a time: two administrators removing each other's AZ_SADMIN
 * at the same moment would otherwise both see the other one still there.
 */
const lockSuperAdmins = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:super-admins'))`);

/**
 * The rules that keep the back-office administrable, checked on every change of a staff user:
 * nobody deactivates themselves or removes their own last administrative role, and the last active
 * AZ_SADMIN stays (each refusal names the field and says why).
 */
export async function administrationKeeperErrors(
  tx: Tx,
  existing: { id: number; status: string; role_group_id: number | null },
  next: { status: string; role_group_id: number | null; role_ids: readonly number[] } | null,
  callerId: number | null,
): Promise<Errors> {
  const errors: Errors = {};
  const self = existing.id === callerId;
  const roleField = 'role_group_id';
  if (self && !next) errors._ = ['users.selfDeletion'];
  if (self && next?.status === 'inactive') errors.status = ['users.selfDeactivation'];

  const before = await effectiveAccess(tx, existing.role_group_id, await extraRoleIds(tx, existing.id));
  const after = next ? await effectiveAccess(tx, next.role_group_id, next.role_ids) : null;
  if (self && after && isAdministrator(before.roles) && !isAdministrator(after.roles)) {
    errors[roleField] = ['users.ownAdminRole'];
  }

  const wasSuperAdmin = existing.status === 'active' && before.roles.includes('AZ_SADMIN');
  const staysSuperAdmin = next?.status === 'active' && after?.roles.includes('AZ_SADMIN') === true;
  if (wasSuperAdmin && !staysSuperAdmin) {
    await lockSuperAdmins(tx);
    if (!(await anotherActiveSuperAdmin(tx, existing.id))) {
      const field = !next ? '_' : next.status !== 'active' ? 'status' : roleField;
      errors[field] = [...(errors[field] ?? []), 'users.lastSuperAdmin'];
    }
  }
  return errors;
}
