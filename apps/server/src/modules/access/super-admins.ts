import { SUPER_ADMIN_ROLE } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/resources/resource-store.ts';

/**
 * Whether an active user with back-office access would still hold AZ_SADMIN if a role group lost
 * the role (`withoutGroup`) or a profile lost back-office access (`withoutProfile`). Without one,
 * nobody could give the role back: such a change is refused.
 *
 * Checks of this kind take one transaction-scoped lock, so two administrators removing the last two
 * super administrators at the same moment are decided one after the other, not both allowed.
 */
export async function superAdminRemains(
  tx: Tx,
  change: { withoutGroup?: number; withoutProfile?: number },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('proboard:super-admins'))`);
  const group = change.withoutGroup ?? null;
  const profile = change.withoutProfile ?? null;
  const result = await tx.execute<{ remains: boolean }>(sql`
    select exists (
      select 1 from users u join profiles p on p.id = u.profile_id
      where u.status = 'active' and p.backoffice_access
        and (${profile}::int is null or u.profile_id <> ${profile}::int)
        and (
          exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
            where ur.user_id = u.id and r.name = ${SUPER_ADMIN_ROLE})
          or exists (select 1 from role_group_roles gr join roles r on r.id = gr.role_id
            where gr.role_group_id = u.role_group_id and r.name = ${SUPER_ADMIN_ROLE}
              and (${group}::int is null or gr.role_group_id <> ${group}::int))
        )
    ) as remains`);
  return result.rows[0]?.remains ?? false;
}

/** The id of the AZ_SADMIN role. */
export async function superAdminRoleId(tx: Tx): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`select id from roles where name = ${SUPER_ADMIN_ROLE}`);
  return result.rows[0]?.id ?? null;
}
