import { recordIdParam } from '@proboard/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { roleGroupRoles, roleGroups, roles } from './access.tables.ts';

/** Role and role-group lookups used by the user forms (spec section 7, login service). */
const lookupGuard =
  'auth|permission:azc-roles-read,azc-groups-read,azc-internalusers-read,azc-partnerusers-read,azc-externalusers-read';

export async function accessRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'admin/roles',
    guard: lookupGuard,
    summary: 'Every role',
    handler: async ({ app: ctx }) => ({
      roles: await ctx.db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.name)),
    }),
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'admin/roles_groups',
    guard: lookupGuard,
    summary: 'Role groups, optionally only public or only internal ones',
    query: z.object({ is_public: z.enum(['0', '1']).optional() }),
    handler: async ({ app: ctx, query }) => ({
      roles_groups: await ctx.db
        .select({
          id: roleGroups.id,
          name: roleGroups.name,
          description: roleGroups.description,
          is_public: roleGroups.is_public,
        })
        .from(roleGroups)
        .where(query.is_public === undefined ? undefined : eq(roleGroups.is_public, query.is_public === '1'))
        .orderBy(asc(roleGroups.name)),
    }),
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'admin/roles_groups/:id',
    guard: lookupGuard,
    summary: 'One role group with its roles',
    params: z.object({ id: recordIdParam() }),
    handler: async ({ app: ctx, params }) => {
      const [group] = await ctx.db.select().from(roleGroups).where(eq(roleGroups.id, params.id));
      if (!group) throw notFound();
      const links = await ctx.db
        .select({ role_id: roleGroupRoles.role_id })
        .from(roleGroupRoles)
        .where(eq(roleGroupRoles.role_group_id, group.id));
      const groupRoles = links.length
        ? await ctx.db
            .select({ id: roles.id, name: roles.name, description: roles.description })
            .from(roles)
            .where(
              inArray(
                roles.id,
                links.map((l) => l.role_id),
              ),
            )
            .orderBy(asc(roles.name))
        : [];
      return { roles_group: { ...group, roles: groupRoles } };
    },
  });
}
