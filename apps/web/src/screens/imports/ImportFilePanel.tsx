import { Alert, Button, FileButton, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { importFiles } from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import {
  downloadImportFile,
  type ImportFileRecord,
  type ImportPreviewAnswer,
  importsEndpoint,
} from './import-api.ts';

const POLL_MS = 2000;

/**
 * An import file's state and what its check found: the counts (to create, update, unchanged, in
 * error), its row errors and the error file; and what may be done with it now (send it anyway,
 * replace or discard it, cancel it while it waits, undo it once applied).
 */
export function ImportFilePanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const record = useQuery({
    queryKey: ['imports', 'file', recordId],
    queryFn: async () => {
      const response = await gateway.get<{ import_file: ImportFileRecord }>(importsEndpoint(recordId));
      if (!response.ok) throw response;
      return response.content.import_file;
    },
    refetchInterval: (query) =>
      ['pending', 'processing'].includes(query.state.data?.status ?? '') && query.state.data?.queued_at
        ? POLL_MS
        : false,
  });
  const file = record.data;
  const preview = useQuery({
    queryKey: ['imports', 'preview', recordId, file?.updated_at],
    enabled: Boolean(file),
    queryFn: async () => {
      const response = await gateway.get<{ preview: ImportPreviewAnswer }>(
        importsEndpoint(recordId, 'preview'),
      );
      if (!response.ok) throw response;
      return response.content.preview;
    },
  });
  if (!file) return record.isError ? <Text c="red">{t('importScreen.loadError')}</Text> : null;
  const waiting = file.status === 'pending' && !file.queued_at;

  async function act(call: () => ReturnType<typeof gateway.post>, done?: string) {
    setBusy(true);
    const response = await call();
    setBusy(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('importScreen.actionError') });
      return false;
    }
    if (done) showSuccessToast(done);
    await client.invalidateQueries({ queryKey: ['imports'] });
    await client.invalidateQueries({ queryKey: resourceKeys.all(importFiles.name) });
    return true;
  }

  async function replace(chosen: File | null) {
    if (!chosen) return;
    const form = new FormData();
    form.append('file', chosen);
    await act(() => gateway.postMultipart(importsEndpoint(recordId, 'file'), form));
  }

  async function undo() {
    const accepted = await confirm({
      message: t('importScreen.undoConfirm', { created: file!.rows_created, updated: file!.rows_updated }),
      acceptLabel: t('importScreen.undo'),
      cancelLabel: t('kit.actions.cancel'),
      danger: true,
    });
    if (accepted) await act(() => gateway.post(importsEndpoint(recordId, 'undo')), t('importScreen.undone'));
  }

  async function discard() {
    if (await act(() => gateway.del(importsEndpoint(recordId)))) void navigate('/imports');
  }

  const counts = preview.data?.counts;
  return (
    <Stack gap="md" data-testid="import-file-panel">
      <Group>
        <StatusBadge status={file.status} resource="imports" field="status" />
        {file.reverted_at ? <Text size="sm">{t('importScreen.reverted')}</Text> : null}
        {waiting ? <Text size="sm">{t('importScreen.notQueued')}</Text> : null}
      </Group>
      {file.status === 'processing' ? <ImportProgress file={file} /> : null}
      {file.error_summary ? <Alert color="red">{file.error_summary}</Alert> : null}
      {counts ? (
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {(['rows', 'created', 'updated', 'unchanged', 'errors'] as const).map((key) => (
            <Stack key={key} gap={0} data-testid={`import-count-${key}`}>
              <Text size="xs" c="dimmed">
                {t(`importScreen.count.${key}`)}
              </Text>
              <Text fw={700}>{counts[key]}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      <Group>
        {file.errors_count > 0 ? (
          <Button
            variant="default"
            onClick={() =>
              void downloadImportFile(
                [recordId, 'errors-file'],
                `${file.file_name.replace(/\.[^.]+$/, '')}-errors${file.file_name.slice(file.file_name.lastIndexOf('.'))}`,
              )
            }
          >
            {t('importScreen.errorFile')}
          </Button>
        ) : null}
        {waiting && file.errors_count > 0 ? (
          <Button
            loading={busy}
            color="orange"
            onClick={() =>
              void act(() => gateway.post(importsEndpoint(recordId, 'queue'), { skip_errors: true }))
            }
          >
            {t('importScreen.sendAnyway', { count: file.errors_count })}
          </Button>
        ) : null}
        {waiting ? (
          <FileButton onChange={(chosen) => void replace(chosen)} accept=".xlsx,.csv">
            {(props) => (
              <Button {...props} variant="default" loading={busy}>
                {t('importScreen.replace')}
              </Button>
            )}
          </FileButton>
        ) : null}
        {waiting || file.status === 'skipped' ? (
          <Button variant="subtle" color="red" loading={busy} onClick={() => void discard()}>
            {t('importScreen.discard')}
          </Button>
        ) : null}
        {file.status === 'pending' && file.queued_at ? (
          <Button
            variant="default"
            loading={busy}
            onClick={() => void act(() => gateway.post(importsEndpoint(recordId, 'cancel')))}
          >
            {t('importScreen.cancel')}
          </Button>
        ) : null}
        {file.status === 'success' && !file.reverted_at ? (
          <Button variant="default" color="red" loading={busy} onClick={() => void undo()}>
            {t('importScreen.undo')}
          </Button>
        ) : null}
      </Group>
      {preview.data?.errors.length ? (
        <Stack gap="xs">
          <Title order={4}>{t('importScreen.errors')}</Title>
          <Table striped withTableBorder data-testid="import-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('importScreen.row')}</Table.Th>
                <Table.Th>{t('importScreen.column')}</Table.Th>
                <Table.Th>{t('importScreen.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.data.errors.map((error) => (
                <Table.Tr key={`${error.row}-${error.column}-${error.message}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.column ?? ''}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
