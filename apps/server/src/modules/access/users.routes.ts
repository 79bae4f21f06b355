import { guardForAction, recordIdParam } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { checkAdministersUser } from './grant-limits.ts';
import { signInHistory } from './sign-in-history.ts';
import { effectiveAccess } from './user-access.ts';
import { queueInvitation } from './user-invitations.ts';
import { endAllSessions } from './user-sessions.ts';
import { userStores } from './users.store.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const idList = z
  .string()
  .max(2000)
  .regex(/^(\d{1,9})(,\d{1,9})*$/)
  .transform((text) => text.split(',').map(Number));

/**
 * Internal, partner and external users (`mslogin`), and what the staff screens need beyond the kit:
 * the effective access of a group and extra roles, the invitation resent, every session ended, and
 * the sign-in history.
 */
export async function usersRoutes(app: FastifyInstance) {
  const stores = userStores(app.appContext);
  for (const store of Object.values(stores)) resourceRoutes(app, store);

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'admin/effective-access',
    guard: 'auth|permission:azc-internalusers-read,azc-partnerusers-read',
    summary: 'The roles and permissions a role group plus extra roles give (what the user form shows)',
    query: z.object({
      role_group_id: recordIdParam().optional(),
      role_ids: idList.optional(),
    }),
    handler: async ({ query, app: ctx }) => ({
      effective_access: await effectiveAccess(ctx.db, query.role_group_id, query.role_ids ?? []),
    }),
  });

  for (const store of [stores.internal, stores.partner]) staffActionRoutes(app, store);
}

/** The actions on one staff user, each guarded like the resource's own edit or details. */
function staffActionRoutes(app: FastifyInstance, store: ResourceStore) {
  const def = store.definition;
  const guard = (action: 'details' | 'edit') => guardForAction(def.access ?? def.name, action);
  const userOf = async (db: Parameters<typeof readRecord>[0], id: string) => {
    const user = await readRecord(db, store, id);
    if (!user) throw notFound();
    return user as { id: number; email: string; invitation_pending: boolean; status: string };
  };

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${def.apiPath}/:id/invitation`,
    guard: guard('edit'),
    summary: 'Mail a new invitation link (the previous one stops working)',
    params: idParams,
    handler: async ({ params, app: ctx, actor, locale, t }) => {
      await ctx.db.transaction(async (tx) => {
        const user = await userOf(tx, params.id);
        await checkAdministersUser(tx, actor.userId, user.id);
        if (!user.invitation_pending)
          throw new TranslatedError(422, 'users.invitationAccepted', { _: [t('users.invitationAccepted')] });
        await queueInvitation(ctx.jobs, tx, { userId: user.id, locale });
        await recordAudit(tx, actor, {
          event: 'updated',
          type: def.name,
          id: user.id,
          before: { invitation_sent: false },
          after: { invitation_sent: true },
        });
      });
      return { message: t('users.invitationSent') };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${def.apiPath}/:id/sessions/end`,
    guard: guard('edit'),
    summary: 'Sign the user out everywhere (every token stops working), without deactivating them',
    params: idParams,
    handler: async ({ params, app: ctx, actor, t }) => {
      const ended = await ctx.db.transaction(async (tx) => {
        const user = await userOf(tx, params.id);
        // One's own sessions end by signing out; ending them here would cut this very request's.
        if (user.id === actor.userId)
          throw new TranslatedError(422, 'users.selfSessions', { _: [t('users.selfSessions')] });
        // Signing out someone who holds more than the caller is administering them: the same limit.
        await checkAdministersUser(tx, actor.userId, user.id);
        const count = await endAllSessions(tx, user.id);
        await recordAudit(tx, actor, {
          event: 'updated',
          type: def.name,
          id: user.id,
          before: { sessions_ended: 0 },
          after: { sessions_ended: count },
        });
        return count;
      });
      // This process forgets its remembered sessions now; the others on the tokens' notification.
      app.sessions.forget();
      return { message: t('users.sessionsEnded'), ended };
    },
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: `${def.apiPath}/:id/sign-ins`,
    guard: guard('details'),
    summary: 'Recent sign-ins and failed attempts (newest first, at most 50)',
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      const user = await userOf(ctx.db, params.id);
      return { sign_ins: await signInHistory(ctx.db, user.id, user.email) };
    },
  });
}
