import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/database.ts';

export const AUDIT_RETENTION_QUEUE = 'audits.retention';
/** Nightly, off hours (the server's clock): the prune reads the oldest rows, never the hot ones. */
const RETENTION_SCHEDULE = '17 3 * * *';
/** Rows deleted per statement: short transactions, so writers and the bench's lists never wait. */
export const AUDIT_PRUNE_BATCH = 5_000;

/**
 * Deletes the audit rows older than `days`, `batch` rows per statement (found through the created_at
 * index), until none is left or `maxBatches` ran. Returns the rows deleted.
 */
export async function pruneAudits(
  db: Db,
  days: number,
  options: { batch?: number; maxBatches?: number; now?: Date } = {},
): Promise<number> {
  if (days <= 0) return 0;
  const batch = options.batch ?? AUDIT_PRUNE_BATCH;
  const cutoff = new Date((options.now ?? new Date()).getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (let n = 0; n < (options.maxBatches ?? 2_000); n++) {
    const result = await db.execute(sql`
      delete from audits where id in (
        select id from audits where created_at < ${cutoff}::timestamptz limit ${batch})`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batch) break;
  }
  return deleted;
}

/** The nightly prune of audits older than AUDIT_RETENTION_DAYS. */
export async function auditRetentionJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(AUDIT_RETENTION_QUEUE, {
    name: AUDIT_RETENTION_QUEUE,
    retryLimit: 0,
    policy: 'singleton',
  });
  await ctx.jobs.schedule(AUDIT_RETENTION_QUEUE, RETENTION_SCHEDULE);
  await ctx.jobs.work(AUDIT_RETENTION_QUEUE, async () => {
    const deleted = await pruneAudits(ctx.db, ctx.config.AUDIT_RETENTION_DAYS);
    if (deleted > 0) ctx.log.info({ deleted }, 'audits older than the retention pruned');
  });
}
