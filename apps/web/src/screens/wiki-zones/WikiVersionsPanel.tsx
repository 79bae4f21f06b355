import { Alert, Badge, Button, Group, Loader, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { buildPath, momentText, wikiDocuments } from '@proboard/domain';
import { IconHistory, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { SimpleRowsTable } from '../../kit/table/SimpleRowsTable.tsx';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { WikiVersionDiff } from './WikiVersionDiff.tsx';
import { WikiVersionView } from './WikiVersionView.tsx';
import { diffQuery, postRestore, versionsQuery } from './wiki-versions.query.ts';
import { defaultComparison, orderedPair, type VersionRow } from './wiki-versions.ts';

/**
 * Below a wiki document's details: its versions, newest first (number, note, author, date), each
 * to view; two compared word by word; an old one restored as a new version (confirmed first; the
 * server refuses it with 409 when the document got a version meanwhile); and "New version". Writing
 * needs the wikizones create guard (the server's own for versions and restores).
 */
export function WikiVersionsPanel({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const document = useResourceRecord(wikiDocuments, recordId);
  const versions = useQuery(versionsQuery(recordId));
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const mayWrite = mayDo(wikiDocuments, 'create', user);
  const rows = versions.data ?? [];
  const newest = rows[0]?.number ?? null;
  const when = (value: string) => momentText(value, i18n.language) ?? value;

  const reload = async () => {
    setStale(false);
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(wikiDocuments.name) });
  };

  const restore = async (row: VersionRow) => {
    if (newest === null) return;
    const accepted = await confirm({
      title: t('wikiZoneScreens.restoreTitle', { number: row.number }),
      message: t('wikiZoneScreens.restoreConfirm', { number: row.number, next: newest + 1 }),
      acceptLabel: t('wikiZoneScreens.restore'),
    });
    if (!accepted) return;
    setRestoring(row.number);
    const answer = await postRestore(recordId, row.number, newest);
    setRestoring(null);
    if (answer.status === 409) {
      setStale(true);
      return;
    }
    if (!answer.ok) {
      showErrorToast(errorMessage(answer) ?? t('wikiZoneScreens.restoreError'));
      return;
    }
    showSuccessToast(t('wikiZoneScreens.restored', { number: row.number, next: newest + 1 }));
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(wikiDocuments.name) });
  };

  const newVersion = `${buildPath('wikizones-version-create', {})}?document=${encodeURIComponent(recordId)}`;
  const title = String(document.data?.title ?? '');
  return (
    <Stack
      gap="sm"
      mt="lg"
      component="section"
      aria-labelledby="wiki-versions-title"
      data-testid="wiki-versions"
    >
      <Group justify="space-between">
        <Title order={2} size="h4" id="wiki-versions-title">
          {t('wikiZoneScreens.versions')}
        </Title>
        {mayWrite ? (
          <Button component={Link} to={newVersion} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('wikiZoneScreens.newVersion')}
          </Button>
        ) : null}
      </Group>
      {stale ? (
        <Alert role="alert" color="orange" variant="light" title={t('wikiZoneScreens.conflictTitle')}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm" maw={640}>
              {t('wikiZoneScreens.restoreConflict')}
            </Text>
            <Button
              size="xs"
              color="orange"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void reload()}
            >
              {t('kit.form.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {versions.isError ? (
        <Alert color="red">{t('wikiZoneScreens.versionsError')}</Alert>
      ) : (
        <SimpleRowsTable<VersionRow>
          label={t('wikiZoneScreens.versionsOf', { title })}
          loading={versions.isPending}
          emptyText={t('wikiZoneScreens.noVersions')}
          rows={rows}
          rowKey={(row) => String(row.number)}
          minWidth={640}
          columns={[
            {
              key: 'number',
              header: t('wikiZoneScreens.version'),
              width: 180,
              cell: (row) => (
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t('wikiZoneScreens.versionNumber', { number: row.number })}
                  </Text>
                  {row.number === newest ? (
                    <Badge size="sm" variant="light">
                      {t('wikiZoneScreens.current')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            {
              key: 'note',
              header: t('wikiZoneScreens.note'),
              cell: (row) => (
                <Stack gap={2}>
                  {row.note ? <Text size="sm">{row.note}</Text> : null}
                  {row.restored_from ? (
                    <Text size="xs" c="dimmed">
                      <IconHistory size={12} aria-hidden />{' '}
                      {t('wikiZoneScreens.restoredFrom', { number: row.restored_from })}
                    </Text>
                  ) : null}
                </Stack>
              ),
            },
            {
              key: 'author',
              header: t('wikiZoneScreens.author'),
              cell: (row) => row.author ?? t('wikiZoneScreens.unknownAuthor'),
            },
            { key: 'date', header: t('wikiZoneScreens.date'), cell: (row) => when(row.created_at) },
            {
              key: 'actions',
              header: t('wikiZoneScreens.actions'),
              cell: (row) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setViewing(row.number)}
                    aria-label={t('wikiZoneScreens.viewVersion', { number: row.number })}
                  >
                    {t('wikiZoneScreens.view')}
                  </Button>
                  {mayWrite && row.number !== newest ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="orange"
                      loading={restoring === row.number}
                      disabled={restoring !== null}
                      onClick={() => void restore(row)}
                      aria-label={t('wikiZoneScreens.restoreVersion', { number: row.number })}
                    >
                      {t('wikiZoneScreens.restore')}
                    </Button>
                  ) : null}
                </Group>
              ),
            },
          ]}
        />
      )}
      {rows.length > 1 ? (
        // A new version (a restore) compares it with the one before it again.
        <CompareVersions key={newest} documentId={recordId} versions={rows} />
      ) : null}
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing === null ? '' : t('wikiZoneScreens.versionTitle', { number: viewing, title })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {viewing !== null ? <WikiVersionView documentId={recordId} number={viewing} /> : null}
      </Modal>
    </Stack>
  );
}

/** Two versions picked by number (the newest and the one before it first), compared by the server. */
function CompareVersions({ documentId, versions }: { documentId: string; versions: readonly VersionRow[] }) {
  const { t } = useTranslation();
  const initial = defaultComparison(versions);
  const [picked, setPicked] = useState<{ a: number; b: number } | null>(
    initial ? { a: initial.from, b: initial.to } : null,
  );
  const options = versions.map((row) => ({
    value: String(row.number),
    label: t('wikiZoneScreens.versionNumber', { number: row.number }),
  }));
  const pair = picked && picked.a !== picked.b ? orderedPair(picked.a, picked.b) : null;
  const diff = useQuery({ ...diffQuery(documentId, pair?.from ?? 0, pair?.to ?? 0), enabled: pair !== null });
  const pick = (side: 'a' | 'b') => (value: string | null) => {
    if (value === null || !picked) return;
    setPicked({ ...picked, [side]: Number(value) });
  };
  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby="wiki-compare-title">
      <Title order={3} size="h5" id="wiki-compare-title">
        {t('wikiZoneScreens.compare')}
      </Title>
      <Group gap="md" align="flex-end">
        <Select
          label={t('wikiZoneScreens.compareFrom')}
          data={options}
          value={picked ? String(picked.a) : null}
          onChange={pick('a')}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('wikiZoneScreens.compareTo')}
          data={options}
          value={picked ? String(picked.b) : null}
          onChange={pick('b')}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <div aria-live="polite" aria-busy={diff.isFetching || undefined}>
        {pair === null ? (
          <Text size="sm" c="dimmed">
            {t('wikiZoneScreens.pickTwo')}
          </Text>
        ) : diff.isPending ? (
          <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />
        ) : diff.isError ? (
          <Alert color="red">{t('wikiZoneScreens.diffError')}</Alert>
        ) : (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('wikiZoneScreens.comparing', { from: diff.data.from, to: diff.data.to })}
            </Text>
            <WikiVersionDiff diff={diff.data} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
