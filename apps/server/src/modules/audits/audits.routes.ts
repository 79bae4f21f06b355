import { audits, guardForAction, revertAuditSchema } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../../platform/current-user.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { withReadScope } from '../../platform/resources/read-scope.ts';
import {
  readRecord,
  resourceRoutes,
  storeOfAuditableType,
} from '../../platform/resources/resource-routes.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { auditFieldChanges } from './audit-changes.ts';
import { type AuditRow, revertAudit, revertableFields } from './audit-revert.ts';
import { auditReadScope, auditStore } from './audits.stores.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** The audit row as `user` may read it (audits-read: of a resource they read), or 404. */
async function readableAudit(db: Queryable, id: string, user: CurrentUser | null) {
  const record = await readRecord(db, withReadScope(auditStore, auditReadScope, user), id);
  if (!record) throw notFound();
  return record as unknown as AuditRow & Record<string, unknown>;
}

/**
 * The audits (`/audits`, `/audits/:id`): the list of every change and one change, scoped to what the
 * caller may read; the changed fields side by side with their diff; and the revert.
 */
export async function auditsRoutes(app: FastifyInstance) {
  const details = guardForAction(audits.name, 'details');

  route(app, {
    method: 'GET',
    service: 'mstools',
    path: `${audits.apiPath}/:id/changes`,
    guard: details,
    summary: 'The fields one change touched, old beside new: named values, word diffs, which can be reverted',
    params: idParams,
    handler: async ({ params, app: ctx, user, locale }) => {
      const audit = await readableAudit(ctx.db, params.id, user);
      const writable =
        audit.event === 'deleted' ? null : revertableFields(storeOfAuditableType(audit.auditable_type));
      return { changes: auditFieldChanges(audit, locale, writable) };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mstools',
    path: `${audits.apiPath}/:id/revert`,
    guard: details,
    summary:
      'Put back the old values of a change (some fields or all) as a new audited change; the edit guard of the record applies, 409 when it changed since',
    params: idParams,
    body: revertAuditSchema,
    handler: async ({ params, body, app: ctx, user, actor, t, locale }) => {
      const audit = await readableAudit(ctx.db, params.id, user);
      const record = await revertAudit(ctx.db, audit, body.fields, user, { actor, t, locale });
      return { record };
    },
  });

  resourceRoutes(app, auditStore, { writes: false, readScope: auditReadScope });
}
