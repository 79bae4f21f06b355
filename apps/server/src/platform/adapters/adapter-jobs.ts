import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { queueJobIn } from '../jobs.ts';
import type { Tx } from '../resources/resource-store.ts';
import { AdapterCallError } from './outbound-call.ts';
import { markPending, readSyncState, recordAttempt, type SyncState, type SyncTarget } from './sync-states.ts';

/** What every outbound job carries: the record it syncs and the key the remote sees on every attempt. */
export interface AdapterJobData {
  target: SyncTarget;
  idempotencyKey: string;
}

/** A failure no retry can mend (the configuration or the record is gone): the job ends at once. */
export class GiveUp extends Error {}

export interface AdapterAttempt {
  /** 1 for the first try, 2 for the first retry... (written to the logs). */
  attempt: number;
}

/** The settings an adapter is configured by, and whether this process has them. */
export interface AdapterSettings {
  names: string[];
  configured: boolean;
}

/**
 * One outbound operation as a pg-boss queue: retried with exponential backoff, the record's sync
 * state kept (pending while it queues or retries, synced, failed once retries run out or the remote
 * refuses for good, a 4xx). The queue is `stately`: while a job of one record waits, asking again
 * queues nothing more. `run` returns the remote's id of the record, if any.
 *
 * Several processes may share the database and its queues without sharing their settings (the demo's
 * fake carrier lives in one process only). A process without the adapter's `settings` does not work
 * its queue: the jobs wait for a process that has them, instead of being taken and failed here.
 */
export async function defineAdapterQueue<D extends AdapterJobData>(
  ctx: AppContext,
  queue: string,
  run: (data: D, attempt: AdapterAttempt) => Promise<string | null>,
  settings?: AdapterSettings,
) {
  await ctx.jobs.createQueue(queue, { name: queue, policy: 'stately' });
  if (settings && !settings.configured) {
    ctx.log.warn(
      { queue },
      `${queue}: ${settings.names.join(' and ')} not set in this process; its jobs wait for a process that has them`,
    );
    return;
  }
  await ctx.jobs.work<D>(queue, { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
    const { data } = job!;
    const attempt = job!.retryCount + 1;
    try {
      const remoteId = await run(data, { attempt });
      await recordAttempt(ctx.db, data.target, data.idempotencyKey, { attempt, status: 'synced', remoteId });
    } catch (error) {
      const retryable = error instanceof AdapterCallError ? error.retryable : !(error instanceof GiveUp);
      const last = !retryable || job!.retryCount >= job!.retryLimit;
      await recordAttempt(ctx.db, data.target, data.idempotencyKey, {
        attempt,
        status: last ? 'failed' : 'pending',
        error: (error as Error).message,
      });
      const facts = { queue, target: data.target, attempt, err: (error as Error).message };
      // The failed call itself is in the logs already (outbound-call.ts); the end of its retries is an error.
      if (last) ctx.log.error(facts, 'outbound sync failed for good');
      else ctx.log.warn({ ...facts, recorded: error instanceof AdapterCallError }, 'outbound call failed');
      // A refusal for good ends the job here; anything else goes back to pg-boss for a retry.
      if (retryable) throw error;
    }
  });
}

/**
 * Queues one operation for a record and marks it pending. A fresh idempotency key per request: every
 * attempt of this job sends it, so the remote creates once; a second request while one waits is
 * absorbed by the stately queue and answers the state as it is.
 */
export async function queueAdapterJob<D extends AdapterJobData>(
  ctx: AppContext,
  queue: string,
  data: Omit<D, 'idempotencyKey'>,
): Promise<SyncState> {
  // The job and its pending state commit together: the worker never sees one without the other.
  return ctx.db.transaction((tx) => queueAdapterJobIn(tx, ctx, queue, data));
}

/**
 * `queueAdapterJob` inside the caller's transaction (a workflow's side effect booking a pickup): the
 * job, its pending state and the caller's writes commit or roll back together.
 */
export async function queueAdapterJobIn<D extends AdapterJobData>(
  tx: Tx,
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  queue: string,
  data: Omit<D, 'idempotencyKey'>,
): Promise<SyncState> {
  const { target } = data;
  const idempotencyKey = randomUUID();
  const id = await queueJobIn(
    tx,
    ctx.jobs,
    queue,
    { ...data, idempotencyKey },
    {
      singletonKey: `${target.system}:${target.entity}:${target.entityId}`,
      retryLimit: ctx.config.INTEGRATION_RETRY_LIMIT,
      retryDelay: ctx.config.INTEGRATION_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      // A call never outlives its timeout by much: a job running far longer than that was lost.
      expireInSeconds: Math.max(60, Math.ceil((ctx.config.INTEGRATION_TIMEOUT_MS * 3) / 1000)),
    },
  );
  const waiting = id === null ? await readSyncState(tx, target) : null;
  return waiting ?? markPending(tx, target, idempotencyKey);
}
