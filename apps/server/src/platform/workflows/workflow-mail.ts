import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Jobs } from '../jobs.ts';
import type { OutgoingMail } from '../mail.ts';
import type { Queryable } from '../resources/resource-store.ts';

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

/**
 * pg-boss writes the job with the transition's own statements: a transition that rolls back (a 409, a
 * failed side effect) mails nobody, and a slow mail server holds no request.
 */
function inTransaction(db: Queryable) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await db.execute(sql.join(chunks, sql``));
      return { rows: result.rows };
    },
  };
}

/** Queues a customer e-mail within the transition's transaction. */
export async function queueWorkflowMail(jobs: Jobs, db: Queryable, mail: OutgoingMail) {
  await jobs.send(WORKFLOW_MAIL_QUEUE, mail, { db: inTransaction(db) });
}
