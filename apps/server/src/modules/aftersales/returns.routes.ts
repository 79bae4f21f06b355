import { guardForAction, mayRun, NOTE_MAX, returnWorkflow, rules } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { applyTransition } from '../../platform/workflows/apply-transition.ts';
import { addMessage, workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import { createTicketFromReturn } from '../tickets/ticket-from-return.ts';
import { recomputeReturnTotal } from './return-totals.ts';
import { returnsStore, returnsWorkflowStore } from './returns.store.ts';

const lineParams = z.object({
  id: z.string().regex(/^\d{1,9}$/, 'validations.type'),
  lineId: z.string().regex(/^\d{1,9}$/, 'validations.type'),
});
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
const ticketBody = z.strictObject({ message: rules.requiredText(rules.max(NOTE_MAX)) });

const lineSummary = (record: { lines?: unknown; total?: unknown }) => ({
  lines: ((record.lines as { id: number }[] | undefined) ?? []).map((line) => line.id),
  total: record.total,
});

/** Returns: list, Excel and details (no create or edit), the workflow, line deletion and ticket requests. */
export async function returnsRoutes(app: FastifyInstance) {
  resourceRoutes(app, returnsStore, { writes: false });
  workflowRoutes(app, returnsWorkflowStore);
  const editGuard = guardForAction('returns', 'edit');

  route(app, {
    method: 'DELETE',
    service: 'mswarranties',
    path: 'admin/returns/:id/lines/:lineId',
    guard: editGuard,
    summary:
      'Delete a line of an open return; deleting the last one cancels the return (through its workflow)',
    params: lineParams,
    handler: async ({ params, user, app: ctx, actor, locale, t }) => {
      const record = await ctx.db.transaction(async (tx) => {
        const before = await readRecord(tx, returnsStore, params.id, true);
        if (!before) throw notFound();
        if (returnWorkflow.final.includes(before.status as never))
          throw new TranslatedError(409, 'returns.closed');
        const deleted = await tx.execute(sql`delete from return_lines where id = ${Number(params.lineId)}
          and return_id = ${before.id as number} returning id`);
        if (deleted.rows.length === 0) throw notFound();
        await recomputeReturnTotal(tx, before.id as number);
        await tx.execute(sql`update returns set updated_at = greatest(now(),
          ${before.updated_at as string}::timestamptz + interval '1 millisecond') where id = ${before.id as number}`);
        const after = (await readRecord(tx, returnsStore, params.id))!;
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'returns',
          id: before.id as number,
          before: lineSummary(before),
          after: lineSummary(after),
        });
        if ((after.lines as unknown[]).length > 0) return after;
        // The last line gone, nothing is left to return: cancelled as an agent would, with a history row.
        return applyTransition(
          tx,
          returnsWorkflowStore,
          params.id,
          { to: 'cancelled', fields: { cancel_reason: t('returns.lastLineDeleted') }, note: null },
          { actor, locale, app: ctx, mayRun: (transition) => mayRun(transition, user) },
        );
      });
      return { return: record };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mswarranties',
    path: 'admin/returns/:id/ticket',
    guard: editGuard,
    summary:
      "Create a ticket about a return (to its customer, linked to it; the message is the ticket's first note, and the return's thread names the ticket)",
    params: idParams,
    body: ticketBody,
    status: 201,
    handler: async ({ params, body, app: ctx, actor, locale }) =>
      ctx.db.transaction(async (tx) => {
        const record = await readRecord(tx, returnsStore, params.id);
        if (!record) throw notFound();
        const ticket = await createTicketFromReturn(tx, record, body.message, { actor, locale });
        const message = await addMessage(
          tx,
          'returns',
          record.id as number,
          { kind: 'ticket', body: `${ticket.code}: ${body.message}`, internal: true },
          actor,
        );
        return { message, ticket };
      }),
  });
}
