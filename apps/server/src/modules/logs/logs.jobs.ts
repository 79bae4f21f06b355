import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { runWarningChecks } from './warning-checks.ts';

export const LOG_RETENTION_QUEUE = 'logs.retention';
export const WARNING_CHECKS_QUEUE = 'warnings.checks';
/** Nightly, off hours (the server's clock), away from the audits' prune (03:17). */
const RETENTION_SCHEDULE = '41 3 * * *';
/** Every hour, off the hour. */
const CHECKS_SCHEDULE = '23 * * * *';
/** Rows deleted per statement: short transactions, so the sink's writes and the lists never wait. */
export const LOG_PRUNE_BATCH = 5_000;

/**
 * Deletes the log rows that last happened more than `days` ago, `batch` rows per statement (found
 * through the last-seen order index), until none is left or `maxBatches` ran. Returns the rows deleted.
 */
export async function pruneLogs(
  db: Queryable,
  days: number,
  options: { batch?: number; maxBatches?: number; now?: Date } = {},
): Promise<number> {
  if (days <= 0) return 0;
  const batch = options.batch ?? LOG_PRUNE_BATCH;
  const cutoff = new Date((options.now ?? new Date()).getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (let n = 0; n < (options.maxBatches ?? 2_000); n++) {
    const result = await db.execute(sql`
      delete from logs where id in (
        select id from logs where last_seen_at < ${cutoff}::timestamptz limit ${batch})`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batch) break;
  }
  return deleted;
}

/** The nightly prune of logs older than LOG_RETENTION_DAYS, and the hourly warning checks. */
export async function logsJobs(ctx: AppContext) {
  for (const queue of [LOG_RETENTION_QUEUE, WARNING_CHECKS_QUEUE]) {
    await ctx.jobs.createQueue(queue, { name: queue, retryLimit: 0, policy: 'singleton' });
  }
  await ctx.jobs.schedule(LOG_RETENTION_QUEUE, RETENTION_SCHEDULE);
  await ctx.jobs.schedule(WARNING_CHECKS_QUEUE, CHECKS_SCHEDULE);
  await ctx.jobs.work(LOG_RETENTION_QUEUE, async () => {
    const deleted = await pruneLogs(ctx.db, ctx.config.LOG_RETENTION_DAYS);
    if (deleted > 0) ctx.log.info({ deleted }, 'logs older than the retention pruned');
  });
  await ctx.jobs.work(WARNING_CHECKS_QUEUE, async () => {
    const counts = await runWarningChecks(ctx.db);
    if (counts.raised || counts.resolved) ctx.log.info(counts, 'warning checks run');
  });
}
