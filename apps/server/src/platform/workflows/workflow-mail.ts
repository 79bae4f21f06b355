import type { AppContext } from '../context.ts';
import { type Jobs, queueJobIn } from '../jobs.ts';
import type { OutgoingMail } from '../mail.ts';
import type { Tx } from '../resources/resource-store.ts';

/** Customer e-mails of workflow transitions (a return accepted...), sent by a job through the mail service. */
export const WORKFLOW_MAIL_QUEUE = 'mail.workflow';

export async function workflowMailJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(WORKFLOW_MAIL_QUEUE, {
    name: WORKFLOW_MAIL_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await ctx.jobs.work<OutgoingMail>(WORKFLOW_MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    await ctx.mail.send(job!.data);
  });
}

/** Queues a customer e-mail within the transition's transaction. */
export async function queueWorkflowMail(jobs: Jobs, tx: Tx, mail: OutgoingMail) {
  await queueJobIn(tx, jobs, WORKFLOW_MAIL_QUEUE, mail);
}
