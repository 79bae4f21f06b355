import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/database.ts';
import { quoteIdent } from '../../platform/resources/list-engine/columns-sql.ts';
import { FILE_REFERENCES, type FileReference } from './file-references.ts';

/**
 * How long a stored file stays after the clean-up first finds no record referring to it. An
 * upload waits for its form to be saved, and a form opened before someone replaced the file
 * (or a duplicate of a record that lost it) may still save it: a day covers both.
 */
export const STORED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;
export const STORED_FILES_SWEEP_QUEUE = 'files.sweep';
/** Every 15 minutes: a file goes between 24 h and 24 h 15 min after it stopped being used. */
const SWEEP_SCHEDULE = '*/15 * * * *';

/** The key of a stored file inside any text: `/files/<uuid>.<extension>` (files.routes.ts). */
const FILE_KEY_IN_TEXT = '/files/([0-9a-f-]{36}\\.[a-z0-9]{2,5})';

export interface SweepResult {
  /** Files found unreferenced for the first time (their grace starts now). */
  marked: number;
  /** Files referenced again within their grace. */
  revived: number;
  /** Keys deleted (row and bytes). */
  deleted: string[];
}

/** Registered columns that exist: a column that does not exist refers to nothing. */
async function existingReferences(db: Db): Promise<FileReference[]> {
  const found = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns where table_schema = current_schema()`);
  const columns = new Set(found.rows.map((row) => `${row.table_name}.${row.column_name}`));
  return FILE_REFERENCES.filter((ref) => columns.has(`${ref.table}.${ref.column}`));
}

/** Every key that a registered column refers to, whatever the shape of the column. */
function referencedKeys(references: readonly FileReference[]): SQL {
  const selects = references.map((ref) => {
    const column = `t.${quoteIdent(ref.column)}`;
    return sql.raw(`select (regexp_matches(${column}::text, '${FILE_KEY_IN_TEXT}', 'g'))[1] as storage_key
      from ${quoteIdent(ref.table)} t where ${column}::text like '%/files/%'`);
  });
  return selects.length ? sql.join(selects, sql` union `) : sql`select null::text as storage_key where false`;
}

/**
 * One pass of the clean-up: files no registered column refers to get `unreferenced_since`; those
 * referenced again lose it; those unreferenced for longer than the grace are deleted, their row in
 * the same transaction as the last look at the references, their bytes after it commits (a crash
 * in between leaves bytes nobody can reach, never a row without bytes that a record shows).
 */
export async function sweepStoredFiles(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  options: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const now = (options.now ?? new Date()).toISOString();
  const cutoff = new Date(Date.parse(now) - (options.graceMs ?? STORED_FILE_GRACE_MS)).toISOString();
  const references = await existingReferences(ctx.db);
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table referenced_files on commit drop as ${referencedKeys(references)}`,
    );
    await tx.execute(sql`create index on referenced_files (storage_key)`);
    const revived = await tx.execute(sql`update stored_files f set unreferenced_since = null
      where f.unreferenced_since is not null
        and exists (select 1 from referenced_files r where r.storage_key = f.storage_key)`);
    const marked = await tx.execute(sql`update stored_files f set unreferenced_since = ${now}::timestamptz
      where f.unreferenced_since is null
        and not exists (select 1 from referenced_files r where r.storage_key = f.storage_key)`);
    const deleted = await tx.execute<{ storage_key: string }>(sql`delete from stored_files f
      where f.unreferenced_since <= ${cutoff}::timestamptz
        and not exists (select 1 from referenced_files r where r.storage_key = f.storage_key)
      returning f.storage_key`);
    return {
      marked: marked.rowCount ?? 0,
      revived: revived.rowCount ?? 0,
      deleted: deleted.rows.map((row) => row.storage_key),
    };
  });
  for (const key of outcome.deleted) {
    await ctx.storage.remove(key).catch((error: unknown) => {
      ctx.log.error({ err: error, key }, 'stored file row deleted but its bytes could not be removed');
    });
  }
  if (outcome.deleted.length)
    ctx.log.info({ deleted: outcome.deleted.length }, 'unreferenced stored files deleted');
  return outcome;
}

/** The clean-up as a pg-boss job on a schedule: one process of the server runs each pass. */
export async function storedFilesSweepJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(STORED_FILES_SWEEP_QUEUE, {
    name: STORED_FILES_SWEEP_QUEUE,
    // A pass that fails deletes nothing; the next scheduled one tries again.
    retryLimit: 0,
    // One pass at a time, whoever asks.
    policy: 'singleton',
  });
  await ctx.jobs.schedule(STORED_FILES_SWEEP_QUEUE, SWEEP_SCHEDULE);
  await ctx.jobs.work(STORED_FILES_SWEEP_QUEUE, async () => {
    await sweepStoredFiles(ctx);
  });
}
