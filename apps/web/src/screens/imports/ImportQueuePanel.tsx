import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { importFiles } from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { type ImportFileRecord, importsEndpoint } from './import-api.ts';

interface QueueState {
  running: ImportFileRecord | null;
  waiting: number;
  stopped_by: { id: number; description: string; error_summary: string | null } | null;
  resume_roles: string[];
}

/** While a file runs the screen asks again this often (live progress without reloading). */
const POLL_MS = 2000;

/**
 * The queue above the list of files: the file being applied with its progress, or the failed file
 * that stopped the queue (why, and who may resume it) with "resume".
 */
export function ImportQueuePanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [resuming, setResuming] = useState(false);
  const queue = useQuery({
    queryKey: ['imports', 'queue'],
    queryFn: async () => {
      const response = await gateway.get<{ queue: QueueState }>(importsEndpoint('queue'));
      if (!response.ok) throw response;
      return response.content.queue;
    },
    refetchInterval: POLL_MS,
  });
  // The list's statuses and counts follow the queue: asked again whenever the running file moves.
  const progress = `${queue.data?.running?.id ?? ''}:${queue.data?.running?.rows_done ?? ''}`;
  useEffect(() => {
    if (progress) void client.invalidateQueries({ queryKey: resourceKeys.all(importFiles.name) });
  }, [client, progress]);

  if (queue.isError) return <Text c="red">{t('importScreen.loadError')}</Text>;
  const state = queue.data;
  if (!state) return null;

  async function resume() {
    setResuming(true);
    const response = await gateway.post(importsEndpoint('resume'));
    setResuming(false);
    if (!response.ok) reportFailure(response, { fallbackMessage: t('importScreen.actionError') });
    await queue.refetch();
  }

  return (
    <Stack gap="xs" w="100%" data-testid="import-queue">
      {state.running ? (
        <Alert
          color="blue"
          title={t('importScreen.running', { id: state.running.id, description: state.running.description })}
        >
          <ImportProgress file={state.running} />
        </Alert>
      ) : null}
      {state.stopped_by ? (
        <Alert
          color="red"
          title={t('importScreen.stopped', {
            id: state.stopped_by.id,
            description: state.stopped_by.description,
          })}
        >
          <Stack gap="xs">
            <Text size="sm">{state.stopped_by.error_summary}</Text>
            <Text size="sm">
              {t('importScreen.whoResumes', { roles: state.resume_roles.join(', '), waiting: state.waiting })}
            </Text>
            <Group>
              <Button size="xs" loading={resuming} onClick={() => void resume()}>
                {t('importScreen.resume')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {!state.running && !state.stopped_by ? (
        <Text size="sm" c="dimmed">
          {t('importScreen.waiting', { count: state.waiting })}
        </Text>
      ) : null}
    </Stack>
  );
}
