import type { AppContext } from '../../platform/context.ts';
import { sweepExpiredPayloads } from './oidc-adapter.ts';

export const OIDC_SWEEP_QUEUE = 'oidc.sweep';
/** Hourly: expired rows are never answered (oidc-adapter.ts); the sweep only keeps the table small. */
const SWEEP_SCHEDULE = '17 * * * *';

export async function oidcSweepJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(OIDC_SWEEP_QUEUE, {
    name: OIDC_SWEEP_QUEUE,
    retryLimit: 0,
    policy: 'singleton',
  });
  await ctx.jobs.schedule(OIDC_SWEEP_QUEUE, SWEEP_SCHEDULE);
  await ctx.jobs.work(OIDC_SWEEP_QUEUE, async () => {
    await sweepExpiredPayloads(ctx.db);
  });
}
