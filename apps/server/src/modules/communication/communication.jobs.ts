import type { AppContext } from '../../platform/context.ts';
import { type Envelope, MAIL_RETRY_QUEUE } from '../../platform/mail.ts';

interface RetryJob {
  id: number;
  envelope: Envelope;
  attempt: number;
}

/**
 * The retries of deliveries that met a temporary failure (4xx, a server out of reach): each job is
 * one more attempt at its time (platform/mail.ts queues it with a growing delay); the last one
 * failing marks the notification rejected.
 */
export async function mailRetryJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(MAIL_RETRY_QUEUE, { name: MAIL_RETRY_QUEUE, retryLimit: 2, retryDelay: 60 });
  await ctx.jobs.work<RetryJob>(MAIL_RETRY_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    const { id, envelope, attempt } = job!.data;
    await ctx.mail.deliver(id, envelope, attempt);
  });
}
