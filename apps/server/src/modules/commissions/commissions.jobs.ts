import type { AppContext } from '../../platform/context.ts';
import { recomputeCommissions } from './commission-computation.ts';

export const COMMISSIONS_RECOMPUTE_QUEUE = 'commissions.recompute';
/** Every hour: orders invoiced (or changed) since are counted without waiting for a configuration change. */
const RECOMPUTE_SCHEDULE = '23 * * * *';

/** The commissions recomputed on a schedule by one process (configuration writes recompute them at once). */
export async function commissionJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(COMMISSIONS_RECOMPUTE_QUEUE, {
    name: COMMISSIONS_RECOMPUTE_QUEUE,
    retryLimit: 0,
    policy: 'singleton',
  });
  await ctx.jobs.schedule(COMMISSIONS_RECOMPUTE_QUEUE, RECOMPUTE_SCHEDULE);
  await ctx.jobs.work(COMMISSIONS_RECOMPUTE_QUEUE, async () => {
    await ctx.db.transaction((tx) => recomputeCommissions(tx));
  });
}
