import { guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { requestTimeZone, route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import {
  assignmentsStore,
  assignmentWorkflowStore,
  assistanceWorkflowStore,
  technicalAssistancesStore,
  worksStore,
  workWorkflowStore,
} from './assistance.stores.ts';
import { assistanceOf } from './assistance-effects.ts';
import { assistanceReportMail, REPORTABLE_STATES } from './assistance-report.ts';
import { SIGNERS, signatureColumn, signaturePng, storeSignature } from './signatures.ts';
import { surveyRoutes } from './survey.routes.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
/** A PNG data URL of at most 256 kB once decoded (base64 is 4/3 of it, plus its prefix). */
const signatureBody = z.strictObject({
  signer: z.enum(SIGNERS),
  image: z.string().max(360_000),
});

const touch = (table: string, id: number, updatedAt: unknown) =>
  sql`update ${sql.raw(table)} set updated_at = greatest(now(),
    ${updatedAt as string}::timestamptz + interval '1 millisecond') where id = ${id}`;

/** Technical assistance (msservices): assistances, assignments and works with their workflows. */
export async function assistanceRoutes(app: FastifyInstance) {
  resourceRoutes(app, technicalAssistancesStore);
  resourceRoutes(app, assignmentsStore);
  resourceRoutes(app, worksStore);
  workflowRoutes(app, assistanceWorkflowStore);
  workflowRoutes(app, assignmentWorkflowStore);
  workflowRoutes(app, workWorkflowStore);
  surveyRoutes(app);
  const editAssignment = guardForAction('assignments', 'edit');

  route(app, {
    method: 'POST',
    service: 'msservices',
    path: 'admin/assignments/:id/signatures',
    guard: editAssignment,
    summary: "Sign an assignment's report: a PNG drawn on screen, by the technician or the customer",
    params: idParams,
    body: signatureBody,
    handler: async ({ params, body, app: ctx, actor }) => {
      const bytes = await signaturePng(body.image);
      const record = await ctx.db.transaction(async (tx) => {
        const before = await readRecord(tx, assignmentsStore, params.id, true);
        if (!before) throw notFound();
        if (['closed', 'cancelled', 'rejected'].includes(before.status as string)) {
          throw new TranslatedError(409, 'assistance.closed');
        }
        const url = await storeSignature(tx, ctx, actor, before.id as number, body.signer, bytes);
        const column = signatureColumn(body.signer);
        await tx.execute(
          sql`update assignments set ${sql.raw(column)} = ${url} where id = ${before.id as number}`,
        );
        await tx.execute(touch('assignments', before.id as number, before.updated_at));
        const after = (await readRecord(tx, assignmentsStore, params.id))!;
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'assignments',
          id: before.id as number,
          before: { [column]: before[column] },
          after: { [column]: url },
        });
        return after;
      });
      return { assignment: record };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msservices',
    path: 'admin/assignments/:id/report',
    guard: editAssignment,
    summary: "E-mail the report of a finished assignment to the assistance's requester",
    params: idParams,
    handler: async ({ params, app: ctx, actor, locale, req }) => {
      const { record, mail } = await ctx.db.transaction(async (tx) => {
        const before = await readRecord(tx, assignmentsStore, params.id, true);
        if (!before) throw notFound();
        if (!REPORTABLE_STATES.includes(before.status as string)) {
          throw new TranslatedError(409, 'assistance.reportNotDone');
        }
        const assistance = await assistanceOf(tx, before.id as number);
        if (!assistance.requester_email) throw new TranslatedError(409, 'assistance.noCustomerEmail');
        await tx.execute(
          sql`update assignments set report_sent_at = now() where id = ${before.id as number}`,
        );
        await tx.execute(touch('assignments', before.id as number, before.updated_at));
        const after = (await readRecord(tx, assignmentsStore, params.id))!;
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'assignments',
          id: before.id as number,
          before: { report_sent_at: before.report_sent_at },
          after: { report_sent_at: after.report_sent_at },
        });
        return {
          record: after,
          mail: assistanceReportMail(before, assistance, locale, requestTimeZone(req)),
        };
      });
      // Sent once the report's date is saved; the notification row says whether it left.
      const sent = await ctx.mail.send(mail);
      return { assignment: record, notification: sent };
    },
  });
}
