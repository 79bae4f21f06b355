import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { BatchJob } from '@proboard/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../text/translate.ts';
import { BATCH_JOB_STATUS_COLORS, batchJobProgress, batchJobProgressText } from './batch-job-progress.ts';

interface BatchJobProgressProps {
  job: BatchJob;
  /** The last poll failed: the numbers may be behind. */
  stale: boolean;
  cancelling: boolean;
  onCancel(): void;
  onClose(): void;
}

/** A background job's progress: status, bar, counts, its error; cancel while it runs. */
export function BatchJobProgress({ job, stale, cancelling, onCancel, onClose }: BatchJobProgressProps) {
  const { t } = useTranslation();
  const { percent, finished } = batchJobProgress(job);
  const text = batchJobProgressText(job);
  const status = translateKey(t, `kit.batchJob.statuses.${job.status}`);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('kit.batchJob.status')}
        </Text>
        <Badge color={BATCH_JOB_STATUS_COLORS[job.status]} variant="light" radius="sm">
          {status}
        </Badge>
      </Group>
      <Progress
        value={percent ?? 0}
        animated={!finished}
        color={BATCH_JOB_STATUS_COLORS[job.status]}
        size="lg"
        aria-label={t('kit.batchJob.progressLabel')}
      />
      <Text size="sm" role="status">
        {translateKey(t, text.key, text.params)}
      </Text>
      {job.status === 'failed' && job.error ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {job.error}
        </Alert>
      ) : null}
      {stale ? (
        <Text size="sm" c="orange">
          {t('kit.batchJob.loadError')}
        </Text>
      ) : null}
      {finished ? null : (
        <Text size="sm" c="dimmed">
          {t('kit.batchJob.keepsRunning')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {finished ? null : (
          <Button variant="default" color="red" loading={cancelling} onClick={onCancel}>
            {t('kit.batchJob.cancel')}
          </Button>
        )}
        <Button onClick={onClose} data-autofocus>
          {t('kit.batchJob.close')}
        </Button>
      </Group>
    </Stack>
  );
}
