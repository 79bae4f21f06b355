import { EXPORT_CONFIG } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/gateway.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';

/** Roles that see the corporate applications flagged managers-only. */
export const MANAGER_ROLES = ['AZ_SADMIN', 'AZ_ADMIN'];

/** What the shell needs around the screens: footer facts, the export menu, the home applications. */
export async function appConfigRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msdashboard',
    path: 'app-config',
    guard: 'auth',
    summary: 'Environment label, company line and contact mailbox of the footer',
    handler: async ({ app: ctx }) => ({
      environment: ctx.config.ENVIRONMENT_LABEL,
      company: ctx.config.COMPANY_NAME,
      contact_email: ctx.config.CONTACT_EMAIL,
    }),
  });

  route(app, {
    method: 'GET',
    service: 'msloader',
    path: 'exports/config',
    guard: 'auth',
    summary: 'Export configuration: family > entity > { ms, permission } (feeds the export menu)',
    handler: async () => ({ config: EXPORT_CONFIG }),
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'auth/applications',
    guard: 'auth',
    summary:
      'The corporate applications the signed-in user may open: active ones of their role group or of no group in particular (managers-only ones for managers)',
    handler: async ({ app: ctx, user }) => {
      const manager = user!.roles.some((role) => MANAGER_ROLES.includes(role));
      // An application restricted to role groups shows only to their members; none listed: everybody.
      const rows =
        await ctx.db.execute(sql`select a.id, a.name, a.description, a.url, a.image_url, a.managers_only, a.sort_key
        from corporate_applications a where a.active ${manager ? sql`` : sql`and not a.managers_only`}
          and (not exists (select 1 from corporate_application_role_groups g where g.corporate_application_id = a.id)
            or exists (select 1 from corporate_application_role_groups g join users u on u.role_group_id = g.role_group_id
              where g.corporate_application_id = a.id and u.id = ${user!.id}))
        order by a.sort_key, a.name`);
      return { corporate_applications: serializeRows(rows) };
    },
  });
}
