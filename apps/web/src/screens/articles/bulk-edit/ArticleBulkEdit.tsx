import { Button, Center, Loader, Modal } from '@mantine/core';
import { type BatchJob, isBatchJobFinished } from '@proboard/domain';
import { IconPencilCog } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../../feedback/report-failure.ts';
import { BatchJobProgress } from '../../../kit/batch-jobs/BatchJobProgress.tsx';
import {
  batchJobKeys,
  cancelBatchJob,
  readBatchJob,
  useBatchJob,
} from '../../../kit/batch-jobs/batch-job-api.ts';
import { batchJobOutcome } from '../../../kit/batch-jobs/batch-job-progress.ts';
import { useBatchJobEnd } from '../../../kit/batch-jobs/use-batch-job-end.ts';
import { useFollowedJob } from '../../../kit/batch-jobs/use-followed-job.ts';
import type { ResourceListToolbarProps } from '../../../kit/resource/resource-list-extension.ts';
import { showErrorToast, showSuccessToast } from '../../../notifications/toast.tsx';
import { ArticleBulkForm } from './ArticleBulkForm.tsx';

/**
 * "Edición masiva" in the articles list: the form in a modal, then the job's progress. The job is
 * followed from here, not from the modal, so closing the modal neither stops nor forgets it; nor
 * does leaving the list (useFollowedJob): back on it, the job's end is still told.
 */
export function ArticleBulkEdit({
  definition,
  context,
  total,
  selected,
  onChanged,
}: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const { jobId, follow: setJobId, endTold } = useFollowedJob('articles-bulk-update');
  const [cancelling, setCancelling] = useState(false);
  const job = useBatchJob(jobId);
  const running = job.data !== undefined && !isBatchJobFinished(job.data.status);

  // A remembered job that cannot be read (another user's, gone): stop following it.
  const lost = job.isError && job.data === undefined;
  useEffect(() => {
    if (lost) setJobId(null);
  }, [lost, setJobId]);

  useBatchJobEnd(job.data, (ended) => {
    endTold();
    const outcome = batchJobOutcome(ended, {
      done: (count) => t('resources.articles.bulk.updated', { count }),
      cancelled: (count) => t('resources.articles.bulk.cancelled', { count }),
      failed: t('kit.batchJob.failed'),
    });
    if (outcome?.tone === 'success') showSuccessToast(outcome.message);
    else if (outcome) showErrorToast(outcome.message);
    onChanged();
  });

  function open() {
    // A job that ended while the modal was closed has been reported: start afresh.
    if (job.data && !running) setJobId(null);
    setOpened(true);
  }

  function close() {
    setOpened(false);
    if (!running) setJobId(null);
  }

  function started(created: BatchJob) {
    queryClient.setQueryData(batchJobKeys.job(created.id), created);
    setJobId(created.id);
  }

  async function cancel(id: number) {
    setCancelling(true);
    const response = await cancelBatchJob(id);
    setCancelling(false);
    if (response.ok) queryClient.setQueryData(batchJobKeys.job(id), readBatchJob(response.content));
    // 409: it had finished already; the next poll shows how.
    else if (response.status !== 409)
      reportFailure(response, { fallbackMessage: t('kit.batchJob.cancelError') });
    await queryClient.invalidateQueries({ queryKey: batchJobKeys.job(id) });
  }

  const nothingToChange = !running && selected.length === 0 && !total;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencilCog size={16} aria-hidden />}
        rightSection={running ? <Loader size={14} aria-hidden /> : undefined}
        disabled={nothingToChange}
        onClick={open}
      >
        {t('resources.articles.bulk.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('resources.articles.bulk.title')} size="lg" centered>
        {jobId === null ? (
          <ArticleBulkForm
            definition={definition}
            selected={selected}
            context={context}
            total={total}
            onStarted={started}
            onCancel={close}
          />
        ) : job.data ? (
          <BatchJobProgress
            job={job.data}
            stale={job.isError}
            cancelling={cancelling}
            onCancel={() => void cancel(jobId)}
            onClose={close}
          />
        ) : (
          <Center py="md">
            <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
          </Center>
        )}
      </Modal>
    </>
  );
}
