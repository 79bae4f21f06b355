import { guardForAction, recordIdParam, roles } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { profileStore, rankStore } from './configuration.stores.ts';
import { corporateApplicationStore } from './corporate-applications.store.ts';
import { permissionStore, roleGroupStore, roleStore } from './roles.stores.ts';

const roleId = z.object({ id: recordIdParam() });

/**
 * Roles, permissions, role groups, corporate applications, configuration profiles and ranks: the
 * kit's list, Excel, read, create, update and delete of each, plus who holds a role.
 */
export async function accessConfigRoutes(app: FastifyInstance) {
  for (const store of [
    roleStore,
    permissionStore,
    roleGroupStore,
    corporateApplicationStore,
    profileStore,
    rankStore,
  ]) {
    resourceRoutes(app, store);
  }

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: `${roles.apiPath}/:id/users`,
    guard: guardForAction(roles.name, 'details'),
    summary: 'The users who hold a role, through their role group or as an extra role',
    params: roleId,
    handler: async ({ app: ctx, params }) => {
      const found = await ctx.db.execute(sql`select 1 from roles where id = ${params.id}`);
      if (found.rows.length === 0) throw notFound();
      const holders = await ctx.db.execute(sql`
        select u.id, u.email, u.name, u.surname, u.status, u.type,
          g.name as role_group,
          exists (select 1 from role_group_roles gr where gr.role_group_id = u.role_group_id
            and gr.role_id = ${params.id}) as through_group,
          exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = ${params.id}) as extra_role
        from users u left join role_groups g on g.id = u.role_group_id
        where u.role_group_id in (select role_group_id from role_group_roles where role_id = ${params.id})
          or u.id in (select user_id from user_roles where role_id = ${params.id})
        order by u.name, u.surname, u.id`);
      return { users: serializeRows(holders) };
    },
  });
}
