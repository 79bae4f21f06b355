import {
  guardForAction,
  mayRun,
  NOTE_MAX,
  rules,
  transitionsGuard,
  updatedAt,
  type WorkflowDef,
} from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit.ts';
import { notFound } from '../errors.ts';
import { route, type Service } from '../gateway.ts';
import { readRecord } from '../resources/resource-routes.ts';
import { applyTransition } from './apply-transition.ts';
import { readTimeline } from './timeline.ts';
import type { WorkflowStore } from './workflow-store.ts';
import { workflowMessages } from './workflows.tables.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });

/** A transition's field values: plain values only (the transition's own schema judges them). */
const fieldValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

/** `{ to, fields, note, updated_at }`: the target state, the fields it asks for, a note, the lock. */
export const transitionBody = (workflow: WorkflowDef) =>
  z.strictObject({
    to: z.enum(workflow.states as [string, ...string[]]),
    fields: z.record(z.string().max(100), fieldValue).default({}),
    note: rules.text(rules.max(NOTE_MAX)).nullish(),
    updated_at: updatedAt,
  });

/** A comment on the record: internal (staff only) unless said otherwise. */
export const messageBody = z.strictObject({
  body: rules.requiredText(rules.max(NOTE_MAX)),
  internal: z.boolean().default(true),
});

const registered = new Map<string, WorkflowStore>();

/** Every workflow whose endpoints a server registered (the transition-table test walks them all). */
export const registeredWorkflows = (): WorkflowStore[] => [...registered.values()];

/**
 * A workflow's endpoints beside its resource's: `POST {apiPath}/:id/transitions` (guarded by any of
 * its transitions' permissions; each transition checks its own), `GET {apiPath}/:id/timeline` (the
 * details guard) and `POST {apiPath}/:id/messages` (the edit guard).
 */
export function workflowRoutes(
  app: FastifyInstance,
  target: WorkflowStore,
  /** `messages: false`: the workflow's module serves its own messages route (tickets mail theirs). */
  options: { messages?: false } = {},
) {
  const { workflow, store } = target;
  registered.set(workflow.name, target);
  const def = store.definition;
  const service = def.service as Service;
  const access = def.access ?? def.name;

  route(app, {
    method: 'POST',
    service,
    path: `${def.apiPath}/:id/transitions`,
    guard: transitionsGuard(workflow),
    summary: `Move a ${def.singular} to another state of its workflow (409 when the table does not allow it)`,
    params: idParams,
    body: transitionBody(workflow),
    handler: async ({ params, body, user, app: ctx, actor, locale }) => {
      const record = await ctx.db.transaction((tx) =>
        applyTransition(
          tx,
          target,
          params.id,
          { to: body.to, fields: body.fields, note: body.note ?? null, updatedAt: body.updated_at },
          { actor, locale, app: ctx, mayRun: (transition) => mayRun(transition, user) },
        ),
      );
      return { [def.singular]: record };
    },
  });

  route(app, {
    method: 'GET',
    service,
    path: `${def.apiPath}/:id/timeline`,
    guard: guardForAction(access, 'details'),
    summary: `A ${def.singular}'s transitions, messages and edits, newest first`,
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      const record = await readRecord(ctx.db, store, params.id);
      if (!record) throw notFound();
      return {
        timeline: await readTimeline(ctx.db, workflow.name, def.name, workflow.stateKey, record.id as number),
      };
    },
  });

  if (options.messages === false) return;
  route(app, {
    method: 'POST',
    service,
    path: `${def.apiPath}/:id/messages`,
    guard: guardForAction(access, 'edit'),
    summary: `Add a comment to a ${def.singular} (internal unless said otherwise)`,
    params: idParams,
    body: messageBody,
    status: 201,
    handler: async ({ params, body, app: ctx, actor }) => {
      const message = await ctx.db.transaction(async (tx) => {
        const record = await readRecord(tx, store, params.id);
        if (!record) throw notFound();
        return addMessage(tx, workflow.name, record.id as number, { kind: 'comment', ...body }, actor);
      });
      return { message };
    },
  });
}

/** Writes one message of a record's thread, with its audit row. */
export async function addMessage(
  tx: Parameters<typeof recordAudit>[0],
  workflow: string,
  recordId: number,
  message: { kind: 'comment' | 'ticket'; body: string; internal: boolean },
  actor: Parameters<typeof recordAudit>[1],
) {
  const [row] = await tx
    .insert(workflowMessages)
    .values({
      workflow,
      record_id: recordId,
      ...message,
      user_id: actor.userId,
      user_email: actor.email,
      request_id: actor.requestId,
    })
    .returning();
  await recordAudit(tx, actor, { event: 'created', type: 'workflow_messages', id: row!.id, after: row! });
  return row!;
}
