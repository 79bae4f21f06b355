import {
  fieldErrors,
  type Locale,
  NOTE_MAX,
  rules,
  statusWordIn,
  type TransitionDef,
  transitionBetween,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AuditActor, recordAudit } from '../audit.ts';
import type { AppContext } from '../context.ts';
import { conflict, forbidden, notFound, TranslatedError } from '../errors.ts';
import { quoteIdent } from '../resources/list-engine/columns-sql.ts';
import { readRecord } from '../resources/resource-routes.ts';
import type { Row, Tx } from '../resources/resource-store.ts';
import type { WorkflowStore } from './workflow-store.ts';
import { workflowHistory } from './workflows.tables.ts';

export interface TransitionRequest {
  to: string;
  fields: Row;
  note: string | null;
  /** The `updated_at` the caller read (optimistic lock); absent: not checked. */
  updatedAt?: string;
}

export interface TransitionCaller {
  actor: AuditActor;
  locale: Locale;
  app: AppContext;
  /** Decides the transition's own permission; a refusal answers 403 (the route passed any of them). */
  mayRun: (transition: TransitionDef) => boolean;
}

/** The note of a transition: at most NOTE_MAX characters; required where the transition says so. */
const noteOf = (required: boolean) =>
  z.object({
    note: required ? rules.requiredText(rules.max(NOTE_MAX)) : rules.text(rules.max(NOTE_MAX)).nullish(),
  });

/**
 * Moves one record (locked) to `request.to` in the caller's transaction: 409 on a stale `updated_at` or
 * a pair the table does not hold (naming both states), 403 without the transition's permission, 422 per
 * field; then the new state, the side effects, one history row and the audit row. The caller's
 * transaction makes it all or nothing; the row lock makes two agents moving one record take turns (the
 * second finds the state changed: 409).
 */
export async function applyTransition(
  tx: Tx,
  target: WorkflowStore,
  id: string,
  request: TransitionRequest,
  caller: TransitionCaller,
): Promise<Row> {
  const { workflow, store } = target;
  const record = await readRecord(tx, store, id, true);
  if (!record) throw notFound();
  if (
    request.updatedAt !== undefined &&
    new Date(request.updatedAt).getTime() !== new Date(record.updated_at as string).getTime()
  ) {
    throw conflict();
  }
  const from = String(record[workflow.stateKey]);
  const transition = transitionBetween(workflow, from, request.to);
  if (!transition) {
    throw new TranslatedError(409, 'errors.transitionNotAllowed', undefined, {
      from: statusWordIn(caller.locale, workflow.name, workflow.stateKey, from),
      to: statusWordIn(caller.locale, workflow.name, workflow.stateKey, request.to),
    });
  }
  if (!caller.mayRun(transition)) throw forbidden();

  const parsed = transition.schema.safeParse(request.fields);
  const noted = noteOf(transition.noteRequired ?? false).safeParse({ note: request.note });
  const errors = {
    ...(parsed.success ? {} : fieldErrors(parsed.error, caller.locale, request.fields)),
    ...(noted.success ? {} : fieldErrors(noted.error, caller.locale, { note: request.note })),
  };
  if (Object.keys(errors).length > 0) throw new TranslatedError(422, 'errors.invalidForm', errors);
  const fields = (parsed.data ?? {}) as Row;

  await tx.execute(sql`update ${sql.raw(quoteIdent(store.table))}
    set ${sql.raw(quoteIdent(workflow.stateKey))} = ${transition.to},
      updated_at = greatest(now(), ${record.updated_at as string}::timestamptz + interval '1 millisecond')
    where id = ${record.id as number}`);
  const run = { record, from, to: transition.to, fields, note: request.note ?? null, ...caller };
  for (const name of transition.effects ?? []) {
    const effect = target.effects[name];
    if (!effect) throw new Error(`Workflow ${workflow.name}: side effect '${name}' is not registered`);
    await effect(tx, run);
  }
  await tx.insert(workflowHistory).values({
    workflow: workflow.name,
    record_id: record.id as number,
    from_state: from,
    to_state: transition.to,
    fields,
    note: request.note || null,
    user_id: caller.actor.userId,
    user_email: caller.actor.email,
    request_id: caller.actor.requestId,
  });
  const moved = (await readRecord(tx, store, String(record.id)))!;
  await recordAudit(tx, caller.actor, {
    event: 'updated',
    type: store.definition.name,
    id: record.id as number,
    before: record,
    after: moved,
  });
  return moved;
}
