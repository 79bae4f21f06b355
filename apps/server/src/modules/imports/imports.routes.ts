import { randomUUID } from 'node:crypto';
import {
  guardForAction,
  IMPORT_COLUMNS,
  IMPORT_DESCRIPTION_MAX,
  IMPORT_MAX_BYTES,
  IMPORT_TYPES,
  type ImportType,
  importFileSchema,
  isImportType,
  type Locale,
  parseGuard,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldRefusal, notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { checkUpload } from '../../platform/storage.ts';
import { type CheckResult, checkFile, columnHeader, errorMessage, IMPORT_KINDS } from './import-check.ts';
import { sendErrorFile, sendTemplate } from './import-files.ts';
import type { RowError } from './import-kind.ts';
import { IMPORT_LOCK, kickQueue, readStored, stoppingFile } from './import-queue.ts';
import type { SheetFormat } from './import-sheet.ts';
import { importFileStore } from './imports.store.ts';

const SERVICE = 'msloader';
const guard = (action: 'list' | 'details' | 'create' | 'edit' | 'delete') =>
  guardForAction('imports', action);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const formats = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** The roles that may resume a stopped queue (the edit guard's), for the screen's "who can resume". */
const resumeRoles = parseGuard(guard('edit')).flatMap((g) => (g.name === 'role' ? g.params : []));

type Upload = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/** The multipart form (`type`, `description`, `file`); a file over the limit is a 413 naming it. */
async function readForm(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw new TranslatedError(415, 'errors.unsupportedMediaType');
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') upload.file = { name: part.filename, bytes: await part.toBuffer() };
      else upload.fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldRefusal(413, 'file', 'uploads.tooLarge', { size: '20 MB' });
    throw new TranslatedError(400, 'errors.badRequest');
  }
  return upload;
}

/** The file as a spreadsheet: XLSX or CSV by its content (a PNG called .csv is neither), then checked. */
async function checkedUpload(ctx: AppContext, upload: Upload, type: ImportType, locale: Locale) {
  if (!upload.file) throw fieldRefusal(422, 'file', 'validations.required');
  const { name, bytes } = upload.file;
  let extension: string;
  try {
    extension = (await checkUpload(name, bytes, { maxBytes: IMPORT_MAX_BYTES })).extension;
  } catch (error) {
    if (
      error instanceof TranslatedError &&
      ['uploads.typeNotAllowed', 'uploads.contentMismatch'].includes(error.key)
    )
      throw fieldRefusal(422, 'file', 'imports.notSpreadsheet');
    throw error;
  }
  if (!['xlsx', 'csv', 'txt'].includes(extension)) throw fieldRefusal(422, 'file', 'imports.notSpreadsheet');
  const format: SheetFormat = extension === 'xlsx' ? 'xlsx' : 'csv';
  const result = await checkFile(ctx.db, { bytes, format, type, locale });
  const key = `imports/${randomUUID()}.${format}`;
  await ctx.storage.put(key, bytes, format === 'xlsx' ? 'application/octet-stream' : 'text/csv');
  const errorsKey = `imports/${randomUUID()}.errors.json`;
  await ctx.storage.put(errorsKey, Buffer.from(JSON.stringify(result.errors)), 'application/json');
  return { key, errorsKey, format, name, size: bytes.length, result };
}

/** The columns a check writes on the file (the same on upload and on replace). */
const checkColumns = (checked: Awaited<ReturnType<typeof checkedUpload>>) => {
  const { counts, samples } = checked.result;
  return sql`file_key = ${checked.key}, file_name = ${checked.name}, file_format = ${checked.format},
    file_size = ${checked.size}, errors_key = ${checked.errorsKey}, rows_total = ${counts.rows},
    rows_created = ${counts.created}, rows_updated = ${counts.updated}, rows_unchanged = ${counts.unchanged},
    errors_count = ${counts.errors}, rows_done = 0,
    preview = ${JSON.stringify({ counts, samples })}::jsonb,
    queued_at = case when ${counts.errors} = 0 then now() end, skip_errors = false`;
};

async function fileRow(db: AppContext['db'] | Tx, id: number, lock = false) {
  const found = await db.execute<Row>(
    sql`select * from import_files where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  return row;
}

const answer = async (db: AppContext['db'], id: number) => ({
  import_file: await readRecord(db, importFileStore, String(id)),
});

async function storedErrors(ctx: AppContext, row: Row): Promise<RowError[]> {
  if (!row.errors_key) return [];
  return JSON.parse((await readStored(ctx.storage, row.errors_key as string)).toString('utf8')) as RowError[];
}

/** A file still waiting for its uploader (checked, with errors, not in the queue): it may change. */
function mustBeWaiting(row: Row) {
  if (row.status !== 'pending' || row.queued_at !== null)
    throw new TranslatedError(409, 'imports.notWaiting');
}

const audit = (tx: Tx, actor: AuditActor, id: number, before: Row | null, after: Row | null) =>
  recordAudit(tx, actor, {
    event: before ? (after ? 'updated' : 'deleted') : 'created',
    type: 'imports',
    id,
    before,
    after,
  });

/**
 * The import queue (spec sections 2-4 and 9): the kit's list, Excel and details; the upload with its
 * check and preview; the template and error files; the queue's actions (send, cancel, resume, undo).
 */
export async function importsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'imports/types',
    guard: guard('list'),
    summary: 'The import types and the columns each documents (headers in the caller language)',
    handler: async ({ locale, t }) => ({
      import_types: IMPORT_TYPES.map((type) => ({
        type,
        label: t(`imports.type.${type}` as never),
        columns: IMPORT_COLUMNS[type].map((c) => ({
          key: c.key,
          header: columnHeader(locale, c.key),
          required: c.required,
          help: t(`imports.help.${c.key}` as never),
          example: c.example,
        })),
      })),
    }),
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'imports/templates/:type',
    guard: guard('list'),
    summary:
      'The template of an import type (XLSX or CSV), headed in the caller language, with an example row',
    params: z.object({ type: z.enum(IMPORT_TYPES) }),
    query: formats,
    handler: async ({ params, query, reply, locale }) =>
      sendTemplate(reply, params.type, query.format, locale),
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'imports/queue',
    guard: guard('list'),
    summary:
      'The queue: the file running (progress, rate, time left) and the failed file stopping it, if any',
    handler: async ({ app: ctx }) => {
      const running = await ctx.db.execute<{ id: number }>(
        sql`select id from import_files where status = 'processing' order by id limit 1`,
      );
      const waiting = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from import_files where status = 'pending' and queued_at is not null`,
      );
      const runningId = running.rows[0]?.id;
      return {
        queue: {
          running: runningId ? (await answer(ctx.db, runningId)).import_file : null,
          waiting: waiting.rows[0]!.n,
          stopped_by: await stoppingFile(ctx.db),
          resume_roles: resumeRoles,
        },
      };
    },
  });

  resourceRoutes(app, importFileStore, { writes: false });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports',
    guard: guard('create'),
    summary:
      'Upload an import file (multipart: type, description, file): checked whole; a clean file joins the queue',
    upload: 'file',
    status: 201,
    handler: async ({ req, app: ctx, actor, locale, t }) => {
      const upload = await readForm(req);
      const type = upload.fields.type;
      const description = (upload.fields.description ?? '').trim();
      const errors: Record<string, string[]> = {};
      if (!isImportType(type)) errors.type = [t(type ? 'validations.in_array' : 'validations.required')];
      const parsed = importFileSchema.safeParse({ description });
      if (!parsed.success)
        errors.description = [
          t(description ? 'validations.max' : 'validations.required', { max: IMPORT_DESCRIPTION_MAX }),
        ];
      if (Object.keys(errors).length) throw new TranslatedError(422, 'errors.invalidForm', errors);
      const checked = await checkedUpload(ctx, upload, type as ImportType, locale);
      const id = await ctx.db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: number }>(sql`insert into import_files
            (description, type, locale, created_by, created_by_email, file_key, file_name, file_format)
          values (${description}, ${type}, ${locale}, ${actor.userId}, ${actor.email}, '', '', '')
          returning id`);
        const newId = inserted.rows[0]!.id;
        await tx.execute(sql`update import_files set ${checkColumns(checked)} where id = ${newId}`);
        if (checked.result.counts.errors === 0) await kickQueue(tx, ctx);
        await audit(tx, actor, newId, null, {
          description,
          type,
          file: checked.name,
          ...checked.result.counts,
        });
        return newId;
      });
      return answer(ctx.db, id);
    },
  });

  route(app, {
    method: 'PUT',
    service: SERVICE,
    path: 'imports/:id',
    guard: guard('edit'),
    summary: 'Change the description of an import file',
    params: idParams,
    body: importFileSchema,
    readOnlyKeys: async () =>
      new Set([
        ...importFileStore.listColumns!,
        'file_key',
        'file_format',
        'file_size',
        'errors_key',
        'preview',
        'locale',
        'created_by',
        'az_label',
        'rows_per_second',
        'seconds_left',
      ]),
    handler: async ({ params, body, app: ctx, actor }) => {
      await ctx.db.transaction(async (tx) => {
        const row = await fileRow(tx, params.id, true);
        await tx.execute(sql`update import_files set description = ${body.description.trim()}, updated_at = now()
          where id = ${params.id}`);
        await audit(
          tx,
          actor,
          params.id,
          { description: row.description },
          { description: body.description.trim() },
        );
      });
      return answer(ctx.db, params.id);
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports/:id/file',
    guard: guard('edit'),
    summary: 'Replace the file of an import that has not joined the queue (multipart: file); checked again',
    params: idParams,
    upload: 'file',
    handler: async ({ req, params, app: ctx, actor, locale }) => {
      const row = await fileRow(ctx.db, params.id);
      mustBeWaiting(row);
      const checked = await checkedUpload(ctx, await readForm(req), row.type as ImportType, locale);
      await ctx.db.transaction(async (tx) => {
        mustBeWaiting(await fileRow(tx, params.id, true));
        await tx.execute(
          sql`update import_files set ${checkColumns(checked)}, updated_at = now() where id = ${params.id}`,
        );
        if (checked.result.counts.errors === 0) await kickQueue(tx, ctx);
        await audit(
          tx,
          actor,
          params.id,
          { file: row.file_name },
          { file: checked.name, ...checked.result.counts },
        );
      });
      await removeStored(ctx, row);
      return answer(ctx.db, params.id);
    },
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'imports/:id/preview',
    guard: guard('details'),
    summary:
      'What the check found: rows to create, update, unchanged and in error (errors in the caller language)',
    params: idParams,
    handler: async ({ params, app: ctx, locale }) => {
      const row = await fileRow(ctx.db, params.id);
      const errors = (await storedErrors(ctx, row)).slice(0, 200).map((e) => errorMessage(locale, e));
      return { preview: { ...(row.preview as CheckResult), errors } };
    },
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'imports/:id/errors-file',
    guard: guard('details'),
    summary: 'The uploaded file with an error column (row, column and reason in the caller language)',
    params: idParams,
    handler: async ({ params, app: ctx, reply, locale }) => {
      const row = await fileRow(ctx.db, params.id);
      const bytes = await readStored(ctx.storage, row.file_key as string);
      const file = { bytes, format: row.file_format as SheetFormat, name: row.file_name as string };
      return sendErrorFile(reply, file, await storedErrors(ctx, row), locale);
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports/:id/queue',
    guard: guard('edit'),
    summary: 'Send a checked file to the queue; one with errors only with skip_errors (its bad rows skipped)',
    params: idParams,
    body: z.strictObject({ skip_errors: z.boolean().default(false) }),
    handler: async ({ params, body, app: ctx, actor, t }) => {
      await ctx.db.transaction(async (tx) => {
        const row = await fileRow(tx, params.id, true);
        mustBeWaiting(row);
        if ((row.errors_count as number) > 0 && !body.skip_errors)
          throw new TranslatedError(422, 'errors.invalidForm', { skip_errors: [t('validations.required')] });
        await tx.execute(sql`update import_files set queued_at = now(), skip_errors = ${body.skip_errors},
          updated_at = now() where id = ${params.id}`);
        await kickQueue(tx, ctx);
        await audit(tx, actor, params.id, { queued: false }, { queued: true, skip_errors: body.skip_errors });
      });
      return answer(ctx.db, params.id);
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports/:id/cancel',
    guard: guard('edit'),
    summary: 'Cancel a pending file: it is skipped and the queue goes on without it',
    params: idParams,
    handler: async ({ params, app: ctx, actor }) => {
      await ctx.db.transaction(async (tx) => {
        const row = await fileRow(tx, params.id, true);
        if (row.status !== 'pending') throw new TranslatedError(409, 'imports.notPending');
        await tx.execute(sql`update import_files set status = 'skipped', finished_at = now(), updated_at = now()
          where id = ${params.id}`);
        await audit(tx, actor, params.id, { status: 'pending' }, { status: 'skipped' });
      });
      return answer(ctx.db, params.id);
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports/resume',
    guard: guard('edit'),
    summary: 'Resume the queue a failed file stopped: the next file runs (the failed one stays as it is)',
    handler: async ({ app: ctx, actor }) => {
      await ctx.db.transaction(async (tx) => {
        const resumed = await tx.execute<{ id: number }>(sql`update import_files set resumed_at = now(),
            resumed_by_email = ${actor.email}, updated_at = now()
          where status = 'error' and resumed_at is null returning id`);
        for (const { id } of resumed.rows) await audit(tx, actor, id, { resumed: false }, { resumed: true });
        // Nothing stopped and nothing waiting: no job to queue (a resume clicked twice costs nothing).
        const waiting = await tx.execute(sql`select 1 from import_files
          where status in ('pending', 'processing') and queued_at is not null limit 1`);
        if (resumed.rows.length || waiting.rows.length) await kickQueue(tx, ctx);
      });
      return { message: 'ok' };
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: 'imports/:id/undo',
    guard: guard('edit'),
    summary: 'Undo a finished import as a unit: what it created is deleted, what it updated is put back',
    params: idParams,
    handler: async ({ params, app: ctx, actor }) => {
      await ctx.db.transaction(async (tx) => {
        const row = await fileRow(tx, params.id, true);
        if (row.status !== 'success') throw new TranslatedError(409, 'imports.notUndoable');
        if (row.reverted_at) throw new TranslatedError(409, 'imports.alreadyReverted');
        const locked = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as locked`,
        );
        if (!locked.rows[0]!.locked) throw new TranslatedError(409, 'imports.busy');
        const later = await tx.execute<{ id: number }>(sql`
          select l2.import_file_id as id from import_changes l
          join import_changes l2 on l2.target = l.target and l2.record_id = l.record_id and l2.import_file_id > l.import_file_id
          join import_files f on f.id = l2.import_file_id and f.reverted_at is null
          where l.import_file_id = ${params.id} order by l2.import_file_id limit 1`);
        if (later.rows[0])
          throw new TranslatedError(409, 'imports.undoAfterLater', undefined, { id: later.rows[0].id });
        await IMPORT_KINDS[row.type as ImportType].undo(tx, params.id);
        await tx.execute(sql`update import_files set reverted_at = now(), reverted_by_email = ${actor.email},
          updated_at = now() where id = ${params.id}`);
        await audit(tx, actor, params.id, { reverted: false }, { reverted: true });
      });
      return answer(ctx.db, params.id);
    },
  });

  route(app, {
    method: 'DELETE',
    service: SERVICE,
    path: 'imports/:id',
    guard: guard('delete'),
    summary: 'Discard a file that has not joined the queue, or a skipped one (its stored file goes too)',
    params: idParams,
    handler: async ({ params, app: ctx, actor }) => {
      const row = await ctx.db.transaction(async (tx) => {
        const found = await fileRow(tx, params.id, true);
        if (found.status !== 'skipped') mustBeWaiting(found);
        await tx.execute(sql`delete from import_files where id = ${params.id}`);
        await audit(tx, actor, params.id, { description: found.description, status: found.status }, null);
        return found;
      });
      await removeStored(ctx, row);
      return { message: 'ok' };
    },
  });
}

/** The stored file and errors of a record that no longer names them (the record's change is committed). */
async function removeStored(ctx: AppContext, row: Row) {
  for (const key of [row.file_key, row.errors_key]) {
    if (typeof key === 'string' && key) await ctx.storage.remove(key).catch(() => {});
  }
}
