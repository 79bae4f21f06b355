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
    summary: 'The corporate applications the signed-in user may open (managers-only ones for managers)',
    handler: async ({ app: ctx, user }) => {
      const manager = user!.roles.some((role) => MANAGER_ROLES.includes(role));
      const rows =
        await ctx.db.execute(sql`select id, name, description, url, image_url, managers_only, sort_key
        from corporate_applications where active ${manager ? sql`` : sql`and not managers_only`}
        order by sort_key, name`);
      return { corporate_applications: serializeRows(rows) };
    },
  });
}
