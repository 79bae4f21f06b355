import { type BatchJob, type BatchJobStatus, isBatchJobFinished } from '@proboard/domain';
import type { MessageKey } from '../../i18n/messages.ts';

/** Where a job stands, for its progress bar. */
export interface BatchJobProgress {
  /** 0–100; null while the job has not counted its rows yet. */
  percent: number | null;
  finished: boolean;
}

export function batchJobProgress(job: BatchJob): BatchJobProgress {
  const finished = isBatchJobFinished(job.status);
  if (job.status === 'done') return { percent: 100, finished };
  if (job.total === null) return { percent: null, finished };
  if (job.total === 0) return { percent: finished ? 100 : 0, finished };
  const percent = Math.round((Math.min(job.processed, job.total) / job.total) * 100);
  return { percent, finished };
}

/** A text key and its parameters, translated by the screen. */
export interface ProgressText {
  key: MessageKey;
  params: Record<string, number>;
}

/** "120 de 500 procesados · 80 cambiados", or "waiting to start" before the rows are counted. */
export function batchJobProgressText(job: BatchJob): ProgressText {
  if (job.total === null) return { key: 'kit.batchJob.waiting', params: {} };
  return {
    key: 'kit.batchJob.progress',
    params: { processed: job.processed, total: job.total, changed: job.changed },
  };
}

export const BATCH_JOB_STATUS_COLORS: Readonly<Record<BatchJobStatus, string>> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** What the user is told when a job ends: the screen says what "done" means for its rows. */
export interface BatchJobOutcome {
  tone: 'success' | 'error';
  message: string;
}

export interface BatchJobOutcomeTexts {
  done(changed: number): string;
  cancelled(changed: number): string;
  /** When the job carries no reason of its own. */
  failed: string;
}

/** The toast of a finished job; null while it runs. */
export function batchJobOutcome(job: BatchJob, texts: BatchJobOutcomeTexts): BatchJobOutcome | null {
  switch (job.status) {
    case 'done':
      return { tone: 'success', message: texts.done(job.changed) };
    case 'cancelled':
      return { tone: 'success', message: texts.cancelled(job.changed) };
    case 'failed':
      return { tone: 'error', message: job.error?.trim() || texts.failed };
    default:
      return null;
  }
}
