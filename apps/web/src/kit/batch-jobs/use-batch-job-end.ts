import { type BatchJob, isBatchJobFinished } from '@proboard/domain';
import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` once when the followed job finishes, whether its progress is on screen or not
 * (the modal may be closed while the job runs).
 */
export function useBatchJobEnd(job: BatchJob | undefined, onEnd: (job: BatchJob) => void): void {
  const ended = useRef<number | null>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    if (!job || !isBatchJobFinished(job.status) || ended.current === job.id) return;
    ended.current = job.id;
    latest.current(job);
  }, [job]);
}
