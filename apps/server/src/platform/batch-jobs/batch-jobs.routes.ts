import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../current-user.ts';
import { notFound, TranslatedError } from '../errors.ts';
import { route } from '../gateway.ts';
import type { Queryable } from '../resources/resource-store.ts';
import { type BatchJobRow, batchJobView, cancelBatchJob } from './batch-jobs.ts';

const params = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/** A job is visible to whoever started it, and to super administrators. */
async function visibleJob(db: Queryable, user: CurrentUser, id: string) {
  const result = await db.execute<BatchJobRow>(sql`select * from batch_jobs where id = ${Number(id)}`);
  const job = result.rows[0];
  if (!job || (job.created_by !== user.id && !user.roles.includes('AZ_SADMIN'))) throw notFound();
  return job;
}

/** Progress and cancellation of batch jobs (bulk updates); the jobs are started by their resource's route. */
export async function batchJobRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msloader',
    path: 'batch-jobs',
    guard: 'auth',
    summary: "The signed-in user's own latest batch jobs (20, newest first), e.g. the ones still running",
    query: z.strictObject({
      kind: z.string().max(100).optional(),
      unfinished: z.enum(['true', 'false']).optional(),
    }),
    handler: async ({ query, app: ctx, user, t }) => {
      const rows = await ctx.db.execute<BatchJobRow>(sql`select * from batch_jobs
        where created_by = ${user!.id}
          ${query.kind ? sql`and kind = ${query.kind}` : sql``}
          ${query.unfinished === 'true' ? sql`and status in ('queued', 'running')` : sql``}
        order by id desc limit 20`);
      return { batch_jobs: rows.rows.map((job) => batchJobView(job, t)) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msloader',
    path: 'batch-jobs/:id',
    guard: 'auth',
    summary: 'Progress of a batch job (bulk update) started by the signed-in user',
    params,
    handler: async ({ params, app: ctx, user, t }) => ({
      batch_job: batchJobView(await visibleJob(ctx.db, user!, params.id), t),
    }),
  });

  route(app, {
    method: 'POST',
    service: 'msloader',
    path: 'batch-jobs/:id/cancel',
    guard: 'auth',
    summary: 'Cancels a batch job that has not finished (batches already done stay done)',
    params,
    handler: async ({ params, app: ctx, user, t }) => {
      await visibleJob(ctx.db, user!, params.id);
      const cancelled = await cancelBatchJob(ctx.db, Number(params.id));
      if (!cancelled) throw new TranslatedError(409, 'errors.batchFinished');
      return { batch_job: batchJobView(cancelled, t) };
    },
  });
}
