import { type BatchJob, isBatchJobFinished } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../api/api-response.ts';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** How often a running job is asked for its progress. */
export const BATCH_JOB_POLL_MS = 1000;

export const batchJobKeys = {
  job: (id: number) => ['batch-job', id] as const,
};

const jobEndpoint = (id: number, ...below: string[]): Endpoint =>
  `msloader.v1/batch-jobs/${[id, ...below].join('/')}`;

/** Reads `{ batch_job: {...} }`. */
export function readBatchJob(content: unknown): BatchJob {
  const job = (content as { batch_job?: unknown } | null)?.batch_job;
  if (!job || typeof job !== 'object') throw new Error('No batch_job in the answer');
  return job as BatchJob;
}

export async function fetchBatchJob(id: number, signal?: AbortSignal): Promise<BatchJob> {
  return readBatchJob(unwrap(await gateway.get(jobEndpoint(id), { signal })));
}

/** Asks the server to stop the job; 409 when it has already finished. */
export function cancelBatchJob(id: number): Promise<ApiResponse<unknown>> {
  return gateway.post(jobEndpoint(id, 'cancel'));
}

/** A job's state, asked every second until it has finished; `id` null waits. */
export function useBatchJob(id: number | null) {
  return useQuery({
    queryKey: batchJobKeys.job(id ?? 0),
    queryFn: ({ signal }) => fetchBatchJob(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && isBatchJobFinished(job.status) ? false : BATCH_JOB_POLL_MS;
    },
    // The job goes on in another tab's background too; its end must still reload the list.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
}
