import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Jobs, queueJobIn, startJobs } from './jobs.ts';

let t: TestApp;
let jobs: Jobs;
beforeAll(async () => {
  t = await createTestApp();
  jobs = t.ctx.jobs;
});
afterAll(() => t.close());

/** Polls until the job reaches a final state (pg-boss 10: created, retry, active, completed, failed...). */
async function finalState(boss: Jobs, queue: string, id: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById(queue, id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs (pg-boss 10 on the application database)', () => {
  it('processes a job sent to a queue and keeps its output', async () => {
    await jobs.createQueue('test.echo');
    const seen: unknown[] = [];
    await jobs.work<{ hello: string }>('test.echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data);
      return { echoed: job!.data.hello };
    });
    const id = await jobs.send('test.echo', { hello: 'world' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await finalState(jobs, 'test.echo', id!);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ echoed: 'world' });
    expect(seen).toEqual([{ hello: 'world' }]);
  });

  it('retries a failing job and records the error once retries run out', async () => {
    await jobs.createQueue('test.failing', { name: 'test.failing', retryLimit: 1, retryDelay: 0 });
    let attempts = 0;
    await jobs.work('test.failing', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts++;
      throw new Error('ERP unreachable');
    });
    const id = await jobs.send('test.failing', {});
    const job = await finalState(jobs, 'test.failing', id!);
    expect(job.state).toBe('failed');
    expect(attempts).toBe(2);
    expect(JSON.stringify(job.output)).toContain('ERP unreachable');
  });

  it('keeps a job in PostgreSQL until another process works it (no in-memory queue)', async () => {
    await jobs.createQueue('test.handover');
    const id = await jobs.send('test.handover', { order: 7 });
    const other = await startJobs(t.databaseUrl, () => {});
    try {
      const done = new Promise<unknown>((resolve) => {
        void other.work('test.handover', { pollingIntervalSeconds: 0.5 }, async ([job]) =>
          resolve(job!.data),
        );
      });
      expect(await done).toEqual({ order: 7 });
      expect((await finalState(other, 'test.handover', id!)).state).toBe('completed');
    } finally {
      await other.stop({ graceful: false, wait: true });
    }
  });

  it('lets a running job finish on a graceful stop', async () => {
    const other = await startJobs(t.databaseUrl, () => {});
    await other.createQueue('test.slow');
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await other.work('test.slow', { pollingIntervalSeconds: 0.5 }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { finished: true };
    });
    const id = await other.send('test.slow', {});
    await running;
    await other.stop({ graceful: true, wait: true, timeout: 10_000 });
    const job = await jobs.getJobById('test.slow', id!);
    expect(job).toMatchObject({ state: 'completed', output: { finished: true } });
  });

  it('refuses to send to a queue that was never created (pg-boss 10 alone would drop the job)', async () => {
    await expect(jobs.send('test.never-created', {})).rejects.toThrow(/"test.never-created" does not exist/);
    await expect(jobs.send({ name: 'test.never-created', data: {} })).rejects.toThrow(/does not exist/);
    await expect(jobs.sendAfter('test.never-created', {}, {}, 60)).rejects.toThrow(/does not exist/);
  });

  it('still answers null, without error, for a throttled duplicate on an existing queue', async () => {
    await jobs.createQueue('test.throttled');
    const first = await jobs.sendThrottled('test.throttled', {}, {}, 60, 'same-key');
    const second = await jobs.sendThrottled('test.throttled', {}, {}, 60, 'same-key');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();
  });
});

describe("queueJobIn (a job written in the caller's transaction)", () => {
  /** Jobs of `queue` carrying `marker`, read on another connection than the transaction's. */
  const jobsMarked = async (queue: string, marker: string) =>
    (
      await t.db.execute<{ id: string }>(
        sql`select id from pgboss.job where name = ${queue} and data->>'marker' = ${marker}`,
      )
    ).rows;

  it('leaves no job when the transaction rolls back', async () => {
    await jobs.createQueue('test.in-tx.rolled-back');
    const marker = randomUUID();
    const rolledBack = new Error('the write failed after queuing');
    await expect(
      t.db.transaction(async (tx) => {
        expect(await queueJobIn(tx, jobs, 'test.in-tx.rolled-back', { marker })).toMatch(/^[0-9a-f-]{36}$/);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await jobsMarked('test.in-tx.rolled-back', marker)).toEqual([]);
  });

  it('is invisible until the transaction commits, then a worker runs it with its data and options', async () => {
    await jobs.createQueue('test.in-tx.committed');
    const seen: unknown[] = [];
    await jobs.work<{ marker: string }>(
      'test.in-tx.committed',
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        seen.push(job!.data);
      },
    );
    const marker = randomUUID();
    const id = await t.db.transaction(async (tx) => {
      const queued = await queueJobIn(tx, jobs, 'test.in-tx.committed', { marker }, { retryLimit: 7 });
      // Another connection (a worker's) does not see it yet.
      expect(await jobsMarked('test.in-tx.committed', marker)).toEqual([]);
      return queued;
    });
    const job = await finalState(jobs, 'test.in-tx.committed', id!);
    expect(job).toMatchObject({ state: 'completed', retryLimit: 7 });
    expect(seen).toEqual([{ marker }]);
  });

  it('answers null for a duplicate a stately queue absorbs, and refuses a queue never created', async () => {
    await jobs.createQueue('test.in-tx.stately', { name: 'test.in-tx.stately', policy: 'stately' });
    const marker = randomUUID();
    const [first, second] = await t.db.transaction(async (tx) => [
      await queueJobIn(tx, jobs, 'test.in-tx.stately', { marker }, { singletonKey: marker }),
      await queueJobIn(tx, jobs, 'test.in-tx.stately', { marker }, { singletonKey: marker }),
    ]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();
    expect(await jobsMarked('test.in-tx.stately', marker)).toHaveLength(1);
    await expect(
      t.db.transaction((tx) => queueJobIn(tx, jobs, 'test.in-tx.never-created', { marker })),
    ).rejects.toThrow(/does not exist/);
  });
});
