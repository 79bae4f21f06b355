import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { ServerMessageKey } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { AuditActor } from '../audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable, Row, Tx } from '../resources/resource-store.ts';
import { isoTimestamp } from '../resources/serialize.ts';

/**
 * Batch jobs: long writes (bulk updates, imports) that survive restarts and crashes.
 *
 * The job row is the truth: every batch commits its changes, their audit rows and the job's new
 * checkpoint in one transaction, so a batch is either done and counted or not done at all. A process
 * runs a job only while it holds the job's lease, renewed by every batch; a process that dies stops
 * renewing it and, once it expires, any process (or the next start) takes the job up from its
 * checkpoint. A batch whose lease was lost meanwhile rolls back instead of being counted twice.
 * pg-boss is not used here: it has no heartbeat, so a job outliving its expiry would run twice and a
 * dead worker's job would wait for the expiry (decisions.md).
 */
export interface BatchKind<P = unknown> {
  kind: string;
  /** Rows the job will go through, counted when it first starts. */
  count(db: Queryable, params: P): Promise<number>;
  /** The next rows of the selection after id `after`, in id order, locked for the batch. */
  nextBatch(tx: Tx, params: P, after: number, size: number): Promise<(Row & { id: number })[]>;
  /** Applies the job to the rows (with their audit rows); returns how many actually changed. */
  apply(tx: Tx, params: P, rows: (Row & { id: number })[], actor: AuditActor): Promise<number>;
}

const kinds = new Map<string, BatchKind<never>>();

/** Makes a kind of job runnable; modules call it when they load. */
export function defineBatchKind<P>(kind: BatchKind<P>): BatchKind<P> {
  kinds.set(kind.kind, kind as BatchKind<never>);
  return kind;
}

export type BatchJobRow = {
  id: number;
  kind: string;
  params: unknown;
  status: string;
  total: number | null;
  processed: number;
  changed: number;
  checkpoint: number;
  attempts: number;
  error: { key: ServerMessageKey; params?: Record<string, string | number> } | null;
  created_by: number | null;
  created_by_email: string | null;
  request_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
};

/** Queues a job; a runner of any process picks it up within BATCH_POLL_MS. */
export async function enqueueBatchJob(
  db: Queryable,
  kind: BatchKind<never> | BatchKind<unknown>,
  params: unknown,
  actor: AuditActor,
): Promise<BatchJobRow> {
  const result = await db.execute<BatchJobRow>(sql`
    insert into batch_jobs (kind, params, created_by, created_by_email, request_id)
    values (${kind.kind}, ${JSON.stringify(params)}::jsonb, ${actor.userId}, ${actor.email}, ${actor.requestId})
    returning *`);
  return result.rows[0]!;
}

/** Cancels a job that has not finished; the running batch rolls back. Null when it had finished. */
export async function cancelBatchJob(db: Queryable, id: number): Promise<BatchJobRow | null> {
  const result = await db.execute<BatchJobRow>(sql`
    update batch_jobs set status = 'cancelled', finished_at = now(), updated_at = now(),
      lease_owner = null, lease_expires_at = null
    where id = ${id} and status in ('queued', 'running') returning *`);
  return result.rows[0] ?? null;
}

class LeaseLost extends Error {}

export interface BatchRunnerOptions {
  size: number;
  leaseSeconds: number;
  pollMs: number;
  pauseMs: number;
  maxAttempts: number;
}

export const batchRunnerOptions = (config: AppContext['config']): BatchRunnerOptions => ({
  size: config.BATCH_SIZE,
  leaseSeconds: config.BATCH_LEASE_SECONDS,
  pollMs: config.BATCH_POLL_MS,
  pauseMs: config.BATCH_PAUSE_MS,
  maxAttempts: config.BATCH_MAX_ATTEMPTS,
});

/**
 * Runs batch jobs in this process until `stop()`: polls for a queued job or one whose lease expired,
 * one job at a time. `stop()` lets the current batch commit, then hands the job back to the queue.
 */
export function startBatchRunner(ctx: Pick<AppContext, 'db' | 'log'>, options: BatchRunnerOptions) {
  const { db, log } = ctx;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lease = sql`now() + make_interval(secs => ${options.leaseSeconds})`;
  let stopping = false;
  let running: Promise<void> | null = null;

  const claim = async () => {
    const result = await db.execute<BatchJobRow>(sql`
      update batch_jobs b set status = 'running', attempts = b.attempts + 1, lease_owner = ${owner},
        lease_expires_at = ${lease}, started_at = coalesce(b.started_at, now()), updated_at = now()
      where b.id = (
        select id from batch_jobs
        where status = 'queued' or (status = 'running' and lease_expires_at < now())
        order by id limit 1 for update skip locked)
      returning b.*`);
    return result.rows[0] ?? null;
  };

  /** Updates the job only while this process holds it; false when the lease was lost or it was cancelled. */
  const whileHeld = async (q: Queryable, id: number, set: ReturnType<typeof sql>) => {
    const result = await q.execute(sql`
      update batch_jobs set ${set}, updated_at = now()
      where id = ${id} and lease_owner = ${owner} and status = 'running' returning id`);
    return result.rows.length > 0;
  };

  const fail = (job: BatchJobRow, error: BatchJobRow['error']) =>
    whileHeld(
      db,
      job.id,
      sql`status = 'failed', error = ${JSON.stringify(error)}::jsonb, finished_at = now(), lease_owner = null, lease_expires_at = null`,
    );

  const run = async (job: BatchJobRow) => {
    const kind = kinds.get(job.kind) as BatchKind<unknown> | undefined;
    const progress = () => ({ processed: job.processed, total: job.total ?? 0 });
    if (!kind) return void (await fail(job, { key: 'errors.internal' }));
    if (job.attempts > options.maxAttempts) {
      log.warn({ batchJob: job.id, attempts: job.attempts }, 'batch job interrupted too often: failed');
      return void (await fail(job, {
        key: 'errors.batchInterrupted',
        params: { attempts: job.attempts - 1, ...progress() },
      }));
    }
    const actor: AuditActor = {
      userId: job.created_by,
      email: job.created_by_email,
      url: `batch-jobs/${job.id}`,
      ip: null,
      userAgent: null,
      requestId: job.request_id,
    };
    try {
      if (job.total === null) {
        job.total = await kind.count(db, job.params);
        if (!(await whileHeld(db, job.id, sql`total = ${job.total}`))) return;
      }
      for (;;) {
        if (stopping) {
          // Handed back at once: the next start (or another process) need not wait for the lease.
          await whileHeld(db, job.id, sql`status = 'queued', lease_owner = null, lease_expires_at = null`);
          return;
        }
        const finished = await db.transaction(async (tx) => {
          const rows = await kind.nextBatch(tx, job.params, job.checkpoint, options.size);
          if (rows.length === 0) {
            const done = sql`status = 'done', finished_at = now(), lease_owner = null, lease_expires_at = null`;
            if (!(await whileHeld(tx, job.id, done))) throw new LeaseLost();
            return true;
          }
          const changed = await kind.apply(tx, job.params, rows, actor);
          const checkpoint = rows.at(-1)!.id;
          const advanced = await whileHeld(
            tx,
            job.id,
            sql`checkpoint = ${checkpoint}, processed = processed + ${rows.length}, changed = changed + ${changed}, lease_expires_at = ${lease}`,
          );
          if (!advanced) throw new LeaseLost();
          job.checkpoint = checkpoint;
          job.processed += rows.length;
          return false;
        });
        if (finished) return;
        if (options.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.info({ batchJob: job.id }, 'batch job cancelled or taken over: batch rolled back');
        return;
      }
      log.error({ err: error, batchJob: job.id }, 'batch job failed');
      await fail(job, {
        key: 'errors.batchFailed',
        params: { ...progress(), reason: 'errors.internal' },
      }).catch((failure: unknown) =>
        log.error({ err: failure, batchJob: job.id }, 'could not record the failure'),
      );
    }
  };

  const drain = async () => {
    while (!stopping) {
      const job = await claim();
      if (!job) return;
      log.info({ batchJob: job.id, kind: job.kind, attempt: job.attempts }, 'batch job started');
      await run(job);
    }
  };

  const poll = () => {
    if (running || stopping) return;
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'batch runner could not poll'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(poll, options.pollMs);
  poll();

  return {
    /** Lets the running batch finish and hands its job back; resolves when nothing runs. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type BatchRunner = ReturnType<typeof startBatchRunner>;

/** The job as the API shows it: the error translated. */
export function batchJobView(
  job: BatchJobRow,
  t: (key: ServerMessageKey, params?: Record<string, string | number>) => string,
) {
  const error = job.error;
  const params = error?.params
    ? Object.fromEntries(
        Object.entries(error.params).map(([k, v]) => [
          k,
          typeof v === 'string' && v.startsWith('errors.') ? t(v as ServerMessageKey) : v,
        ]),
      )
    : undefined;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    processed: job.processed,
    changed: job.changed,
    attempts: job.attempts,
    error: error ? t(error.key, params) : null,
    created_by: job.created_by,
    created_at: isoTime(job.created_at),
    started_at: isoTime(job.started_at),
    finished_at: isoTime(job.finished_at),
  };
}

const isoTime = (value: string | Date | null | undefined) => (value ? isoTimestamp(value) : null);
