import { buffer } from 'node:stream/consumers';
import { formatMessage, type ImportType, type Locale, toLocale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { queueJobIn } from '../../platform/jobs.ts';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import type { Storage } from '../../platform/storage.ts';
import { checkFile, errorMessage, IMPORT_KINDS } from './import-check.ts';
import type { SheetFormat } from './import-sheet.ts';

export const IMPORT_QUEUE = 'imports.run';
/**
 * The advisory lock a file's transaction holds while it is applied: with several server processes
 * (or a job retried while the first still runs) only one file is ever applied at a time.
 */
export const IMPORT_LOCK = 32_032_032;

export type ImportFileRow = {
  id: number;
  description: string;
  type: ImportType;
  status: string;
  file_key: string;
  file_format: SheetFormat;
  locale: string;
  skip_errors: boolean;
  created_by: number | null;
  created_by_email: string | null;
};

/** Thrown inside the file's transaction: rolls it back and becomes the file's failure summary. */
class ImportFailure extends Error {
  constructor(readonly summary: string) {
    super(summary);
  }
}

/** A failed file not resumed yet: the queue stops there (spec section 4). */
export async function stoppingFile(db: Queryable) {
  const found = await db.execute<Row>(sql`select id, description, error_summary, finished_at from import_files
    where status = 'error' and resumed_at is null order by id limit 1`);
  return found.rows[0] ?? null;
}

/** The next file of the queue in upload order, unless a failed file stops it. */
async function nextFile(db: Queryable): Promise<ImportFileRow | null> {
  const found = await db.execute<ImportFileRow>(sql`
    select id, description, type, status, file_key, file_format, locale, skip_errors, created_by, created_by_email
    from import_files f
    where status in ('pending', 'processing') and queued_at is not null
      and not exists (select 1 from import_files e where e.status = 'error' and e.resumed_at is null)
    order by id limit 1`);
  return found.rows[0] ?? null;
}

export const readStored = async (storage: Storage, key: string) => buffer(await storage.get(key));

/** Asks a worker of any process to go through the queue (after the caller's writes commit). */
export const kickQueue = (tx: Tx, ctx: AppContext) => queueJobIn(tx, ctx.jobs, IMPORT_QUEUE, {});

/**
 * Applies one file in one transaction: its rows are checked again (the data may have changed since
 * the upload) and upserted batch by batch with their change log; rows now in error fail the file
 * unless its uploader sent it skipping them. Progress is written beside the transaction (the screen
 * polls it). False when another process holds the queue's lock.
 */
async function runFile(ctx: AppContext, file: ImportFileRow): Promise<boolean> {
  const locale: Locale = toLocale(file.locale);
  try {
    const bytes = await readStored(ctx.storage, file.file_key);
    return await ctx.db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as locked`,
      );
      if (!locked.rows[0]!.locked) return false;
      const current = await tx.execute<{ status: string }>(
        sql`select status from import_files where id = ${file.id}`,
      );
      if (!['pending', 'processing'].includes(current.rows[0]?.status ?? '')) return true;
      await ctx.db.execute(sql`update import_files set status = 'processing', started_at = now(), rows_done = 0,
        finished_at = null, error_summary = null, updated_at = now() where id = ${file.id}`);
      const kind = IMPORT_KINDS[file.type];
      const counts = { created: 0, updated: 0, done: 0 };
      const result = await checkFile(
        tx,
        { bytes, format: file.file_format, type: file.type, locale },
        async (checked) => {
          const bad = checked.filter((row) => row.errors.length);
          if (bad.length && !file.skip_errors) {
            const first = errorMessage(locale, bad[0]!.errors[0]!);
            throw new ImportFailure(
              formatMessage(locale, 'imports.rowsNowInError', {
                count: bad.length,
                row: first.row,
                message: first.message,
              }),
            );
          }
          const bodies = checked
            .filter((row) => row.body && row.action !== 'unchanged')
            .map((row) => row.body!);
          if (bodies.length) {
            const written = await kind.apply(tx, file.id, bodies);
            counts.created += written.created;
            counts.updated += written.updated;
          }
          counts.done += checked.length;
          await ctx.db.execute(sql`update import_files set rows_done = ${counts.done} where id = ${file.id}`);
        },
      );
      await tx.execute(sql`update import_files set status = 'success', finished_at = now(), updated_at = now(),
          rows_total = ${result.counts.rows}, rows_done = ${result.counts.rows}, rows_created = ${counts.created},
          rows_updated = ${counts.updated},
          rows_unchanged = ${result.counts.rows - result.counts.errors - counts.created - counts.updated},
          errors_count = ${result.counts.errors}
        where id = ${file.id}`);
      await recordAudit(tx, uploader(file), {
        event: 'updated',
        type: 'imports',
        id: file.id,
        before: { status: 'pending' },
        after: { status: 'success', created: counts.created, updated: counts.updated },
      });
      return true;
    });
  } catch (error) {
    const summary =
      error instanceof ImportFailure
        ? error.summary
        : formatMessage(locale, 'imports.failed', {
            reason:
              error instanceof TranslatedError
                ? formatMessage(locale, error.key, error.params)
                : (error as Error).message.slice(0, 300),
          });
    ctx.log.warn({ importFile: file.id, err: error }, 'import file failed');
    await ctx.db.execute(sql`update import_files set status = 'error', error_summary = ${summary},
      finished_at = now(), updated_at = now() where id = ${file.id}`);
    return true;
  }
}

const uploader = (file: ImportFileRow) => ({
  userId: file.created_by,
  email: file.created_by_email,
  url: null,
  ip: null,
  userAgent: 'import queue',
  requestId: null,
});

/** Goes through the queue one file at a time until it is empty, stopped, or another process has it. */
export async function runQueue(ctx: AppContext) {
  for (;;) {
    const file = await nextFile(ctx.db);
    if (!file) return;
    if (!(await runFile(ctx, file))) return;
  }
}

export async function importJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(IMPORT_QUEUE, {
    name: IMPORT_QUEUE,
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 60 * 60,
  });
  await ctx.jobs.work(IMPORT_QUEUE, async () => {
    await runQueue(ctx);
  });
  // After a restart: a file whose process stopped (its transaction rolled back) and those behind it.
  await ctx.jobs.send(IMPORT_QUEUE, {});
}
