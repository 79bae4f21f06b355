import { guardForAction, logs, markLogsSeenSchema, WARNING_CHECKS_PATH, warnings } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { logStore, warningStore, warningStoreIn } from './logs.stores.ts';
import { runWarningChecks } from './warning-checks.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** Marks rows seen by `userId`; rows seen already keep who saw them first. Returns how many changed. */
export async function markLogsSeen(db: Queryable, ids: readonly number[], userId: number | null) {
  const changed = await db.execute(sql`update logs set seen = true, seen_by = ${userId}, seen_at = now(),
      updated_at = now()
    where id = any(${sql.param([...ids])}::bigint[]) and not seen`);
  return changed.rowCount ?? 0;
}

/**
 * The logs (`/logs`: listed and read; "mark as seen", one or the rows ticked, by whoever may edit
 * them: AZ_SADMIN, AZ_DASH_LOGS) and the API warnings (`/warnings`: the kit's routes, the message in
 * the caller's language; "run the checks now" for whoever may edit them: AZ_ADMIN).
 */
export async function logsRoutes(app: FastifyInstance) {
  const markGuard = guardForAction(logs.name, 'edit');

  route(app, {
    method: 'POST',
    service: 'msdashboard',
    path: `${logs.apiPath}/seen`,
    guard: markGuard,
    summary: 'Mark logs as seen (the rows ticked in the list); records who and when',
    body: markLogsSeenSchema,
    handler: async ({ body, app: ctx, user, t }) => {
      const count = await markLogsSeen(ctx.db, body.ids, user?.id ?? null);
      return { count, message: t('logs.markedSeen', { count }) };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msdashboard',
    path: `${logs.apiPath}/:id/seen`,
    guard: markGuard,
    summary: 'Mark one log as seen; records who and when (a log seen already keeps who saw it)',
    params: idParams,
    handler: async ({ params, app: ctx, user, t }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id)) throw notFound();
      const count = await markLogsSeen(ctx.db, [id], user?.id ?? null);
      const record = await readRecord(ctx.db, logStore, params.id);
      if (!record) throw notFound();
      return { [logs.singular]: record, count, message: t('logs.markedSeen', { count }) };
    },
  });

  resourceRoutes(app, logStore, { writes: false });

  route(app, {
    method: 'POST',
    service: 'msdashboard',
    path: WARNING_CHECKS_PATH,
    guard: guardForAction(warnings.name, 'edit'),
    summary:
      'Run every warning check now (a job runs them every hour): new warnings raised, gone ones resolved',
    handler: async ({ app: ctx, t }) => {
      const { raised, resolved } = await runWarningChecks(ctx.db);
      return { raised, resolved, message: t('warnings.checked', { raised, resolved }) };
    },
  });

  resourceRoutes(app, warningStore, { inLocale: warningStoreIn });
}
