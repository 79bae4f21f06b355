import type { BatchJob } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { batchJobOutcome, batchJobProgress, batchJobProgressText } from './batch-job-progress.ts';

const job = (changes: Partial<BatchJob>): BatchJob => ({
  id: 1,
  kind: 'articles.bulk-update',
  status: 'running',
  total: 200,
  processed: 50,
  changed: 40,
  attempts: 1,
  error: null,
  created_by: 1,
  created_at: '2026-05-01T10:00:00Z',
  started_at: '2026-05-01T10:00:01Z',
  finished_at: null,
  ...changes,
});

const texts = {
  done: (n: number) => `${n} updated`,
  cancelled: (n: number) => `cancelled, ${n} updated`,
  failed: 'failed',
};

describe('batch job progress', () => {
  it('is the share of rows gone through, unknown until they are counted', () => {
    expect(batchJobProgress(job({}))).toEqual({ percent: 25, finished: false });
    expect(batchJobProgress(job({ status: 'queued', total: null, processed: 0 }))).toEqual({
      percent: null,
      finished: false,
    });
    expect(batchJobProgress(job({ processed: 1, total: 3 })).percent).toBe(33);
    expect(batchJobProgress(job({ processed: 250 })).percent).toBe(100);
  });

  it('is full when done, even with no rows, and stays where it stopped otherwise', () => {
    expect(batchJobProgress(job({ status: 'done', total: 0, processed: 0 }))).toEqual({
      percent: 100,
      finished: true,
    });
    expect(batchJobProgress(job({ status: 'running', total: 0, processed: 0 })).percent).toBe(0);
    expect(batchJobProgress(job({ status: 'cancelled' }))).toEqual({ percent: 25, finished: true });
  });

  it('says processed of total and changed, or that it waits to start', () => {
    expect(batchJobProgressText(job({}))).toEqual({
      key: 'kit.batchJob.progress',
      params: { processed: 50, total: 200, changed: 40 },
    });
    expect(batchJobProgressText(job({ status: 'queued', total: null }))).toEqual({
      key: 'kit.batchJob.waiting',
      params: {},
    });
  });

  it('tells how a job ended: changed rows, or the job’s own reason', () => {
    expect(batchJobOutcome(job({}), texts)).toBeNull();
    expect(batchJobOutcome(job({ status: 'done', changed: 7 }), texts)).toEqual({
      tone: 'success',
      message: '7 updated',
    });
    expect(batchJobOutcome(job({ status: 'cancelled', changed: 3 }), texts)?.message).toBe(
      'cancelled, 3 updated',
    );
    expect(batchJobOutcome(job({ status: 'failed', error: 'Detenido tras 5 de 9: x' }), texts)).toEqual({
      tone: 'error',
      message: 'Detenido tras 5 de 9: x',
    });
    expect(batchJobOutcome(job({ status: 'failed', error: ' ' }), texts)?.message).toBe('failed');
  });
});
