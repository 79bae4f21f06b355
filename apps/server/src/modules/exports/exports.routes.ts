import { type ExportBody, exportSchema, guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { requestTimeZone, route } from '../../platform/gateway.ts';
import { filterValues } from '../../platform/resources/list-engine/list-conditions.ts';
import { readContext } from '../../platform/resources/list-engine/list-context.ts';
import { recordFilesKeeper } from '../../platform/resources/private-record-files.ts';
import { checkVersion } from '../../platform/resources/required-version.ts';
import { resourceAnswers } from '../../platform/resources/resource-answers.ts';
import { listAnswer, readRecord } from '../../platform/resources/resource-routes.ts';
import type { Row } from '../../platform/resources/resource-store.ts';
import {
  alreadyRunning,
  checkExportBody,
  checkMayExport,
  exportableScope,
  isSecondRunning,
  queueExport,
  runningExportOf,
} from './exports.service.ts';
import { exportStore } from './exports.store.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({ context: z.string().max(10_000).optional() });
/** What an export's answer carries that nobody writes: accepted and ignored when a read record is sent back. */
const READ_ONLY = new Set([
  'id',
  'created_at',
  'az_label',
  'requester',
  'requested_by',
  'market',
  'time_zone',
  'status',
  'progress',
  'rows',
  'file_url',
  'size',
  'error',
  'started_at',
  'finished_at',
]);
const readOnlyKeys = async () => READ_ONLY;
const guard = (action: 'list' | 'details' | 'create' | 'edit' | 'delete') =>
  guardForAction('exports', action);

/** Columns an update puts back to "not written yet": the export is queued again with its new options. */
const RESET = sql`status = 'pending', progress = 0, rows = null, file_url = null, size = null, error = null,
  started_at = null, finished_at = null`;

/**
 * `msloader` exports (spec section 7). Built on the resource kit's list and reads, with what is
 * special written here: every answer is limited to the entries of the export config the caller may
 * export, a create or update is a job queued in its transaction, and a user has one export on its
 * way at a time (409 naming it).
 */
export async function exportsRoutes(app: FastifyInstance) {
  const answers = resourceAnswers(exportStore);
  // The written file is private: answers give it as a signed link to whoever may read the export.
  recordFilesKeeper(exportStore);

  route(app, {
    method: 'GET',
    service: 'msloader',
    path: 'exports',
    guard: guard('list'),
    summary:
      'Exports the caller may see (context: page, filters such as family and entity); 403 for an entry of the export config they may not export',
    query: listQuery,
    response: answers.list,
    handler: async ({ query, user, app: ctx, req }) => {
      const { context } = readContext(exportStore, query.context, requestTimeZone(req));
      const [family] = filterValues(context.filter.family ?? '');
      const [entity] = filterValues(context.filter.entity ?? '');
      // The screen of one entity (`/exports/:family/:entity`): refused outright without its permission.
      if (family && entity) checkMayExport(user, family.toLowerCase(), entity.toLowerCase());
      const scoped = { ...exportStore, hooks: { listScope: () => exportableScope(user) } };
      // Not the shared list memory: the scope differs from one caller to the next.
      return listAnswer(ctx.db, scoped, query.context, req);
    },
  });

  const readable = async (
    db: Parameters<typeof readRecord>[0],
    id: string,
    user: Parameters<typeof checkMayExport>[0],
    lock = false,
  ) => {
    const record = await readRecord(db, exportStore, id, lock);
    if (!record) throw notFound();
    checkMayExport(user, record.family as string, record.entity as string);
    return record;
  };

  route(app, {
    method: 'GET',
    service: 'msloader',
    path: 'exports/:id',
    guard: guard('details'),
    summary: 'One export: what it holds, its state and progress, and its file as a signed link once written',
    params: idParams,
    response: answers.read,
    handler: async ({ params, user, app: ctx }) => ({ export: await readable(ctx.db, params.id, user) }),
  });

  route(app, {
    method: 'POST',
    service: 'msloader',
    path: 'exports',
    guard: guard('create'),
    summary:
      'Ask for an export: written by a job and e-mailed to the caller; 422 without a market, 409 while another of theirs is on its way',
    body: exportSchema,
    readOnlyKeys,
    status: 201,
    response: answers.created,
    handler: async ({ body, user, app: ctx, actor, req, locale, t }) => {
      const values = body as ExportBody;
      checkMayExport(user, values.family, values.entity);
      const timeZone = requestTimeZone(req);
      try {
        const record = await ctx.db.transaction(async (tx) => {
          const running = await runningExportOf(tx, user!.id);
          if (running) throw alreadyRunning(running, locale);
          await checkExportBody(tx, values, timeZone, t);
          const inserted = await tx.execute<{ id: number }>(sql`insert into exports
            (family, entity, market_id, languages, parts, format, locale, time_zone, filters, requested_by)
            values (${values.family}, ${values.entity}, ${values.market_id}, ${sql.param(values.languages)}::text[],
              ${sql.param(values.parts)}::text[], ${values.format}, ${values.locale ?? locale}, ${timeZone},
              ${JSON.stringify(values.filters)}::jsonb, ${user!.id})
            returning id`);
          const id = inserted.rows[0]!.id;
          await queueExport(tx, ctx.jobs, id);
          const created = (await readRecord(tx, exportStore, String(id)))!;
          await recordAudit(tx, actor, { event: 'created', type: 'exports', id, after: created });
          return created;
        });
        return { export: record };
      } catch (error) {
        // Two requests at the same instant: the database lets one through, the other is told which.
        if (!isSecondRunning(error)) throw error;
        const running = await runningExportOf(ctx.db, user!.id);
        throw running ? alreadyRunning(running, locale) : new TranslatedError(409, 'errors.conflict');
      }
    },
  });

  route(app, {
    method: 'PUT',
    service: 'msloader',
    path: 'exports/:id',
    guard: guard('edit'),
    summary:
      'Change an export and write it again (queued as a new request of the caller); updated_at as read is required (409 when stale)',
    params: idParams,
    body: exportSchema,
    readOnlyKeys,
    response: answers.updated,
    handler: async ({ params, body, user, app: ctx, actor, req, locale, t }) => {
      const values = body as ExportBody;
      checkMayExport(user, values.family, values.entity);
      const timeZone = requestTimeZone(req);
      try {
        const record = await ctx.db.transaction(async (tx) => {
          const existing = await readable(tx, params.id, user, true);
          const id = existing.id as number;
          if (existing.status === 'processing') {
            throw new TranslatedError(409, 'exports.busy', undefined, { id });
          }
          checkVersion(values.updated_at, existing.updated_at);
          const running = await runningExportOf(tx, user!.id, id);
          if (running) throw alreadyRunning(running, locale);
          await checkExportBody(tx, values, timeZone, t);
          await tx.execute(sql`update exports set family = ${values.family}, entity = ${values.entity},
              market_id = ${values.market_id}, languages = ${sql.param(values.languages)}::text[],
              parts = ${sql.param(values.parts)}::text[], format = ${values.format},
              locale = ${values.locale ?? locale}, time_zone = ${timeZone},
              filters = ${JSON.stringify(values.filters)}::jsonb, requested_by = ${user!.id}, ${RESET},
              updated_at = greatest(now(), ${existing.updated_at as string}::timestamptz + interval '1 millisecond')
            where id = ${id}`);
          await queueExport(tx, ctx.jobs, id);
          const updated = (await readRecord(tx, exportStore, String(id)))!;
          await recordAudit(tx, actor, {
            event: 'updated',
            type: 'exports',
            id,
            before: existing,
            after: updated,
          });
          return updated;
        });
        return { export: record };
      } catch (error) {
        if (!isSecondRunning(error)) throw error;
        const running = await runningExportOf(ctx.db, user!.id);
        throw running ? alreadyRunning(running, locale) : new TranslatedError(409, 'errors.conflict');
      }
    },
  });

  route(app, {
    method: 'DELETE',
    service: 'msloader',
    path: 'exports/:id',
    guard: guard('delete'),
    summary: 'Delete an export (its file goes with the stored-files clean-up); 409 while it is being written',
    params: idParams,
    response: answers.deleted,
    handler: async ({ params, user, app: ctx, actor }) => {
      await ctx.db.transaction(async (tx) => {
        const existing: Row = await readable(tx, params.id, user, true);
        if (existing.status === 'processing') {
          throw new TranslatedError(409, 'exports.busy', undefined, { id: existing.id as number });
        }
        await tx.execute(sql`delete from exports where id = ${existing.id as number}`);
        await recordAudit(tx, actor, {
          event: 'deleted',
          type: 'exports',
          id: existing.id as number,
          before: existing,
        });
      });
      return { message: 'ok' };
    },
  });
}
