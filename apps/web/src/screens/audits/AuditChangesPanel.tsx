import { Alert, Anchor, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type AuditFieldChange, audits, RESOURCE_DEFINITIONS } from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { resourceTitle } from '../../kit/text/translate.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { auditChangesQuery } from './audits.query.ts';

type Diff = NonNullable<AuditFieldChange['diff']>;

/** Removed words struck through in red, added ones underlined in green: what changed, at a glance. */
function WordDiff({ parts }: { parts: Diff }) {
  // Each part keyed by where it starts in the two texts read together: stable, and unique.
  let offset = 0;
  const keyed = parts.map((part) => {
    const key = `${offset}${part.added ? '+' : part.removed ? '-' : '='}`;
    offset += part.value.length;
    return { ...part, key };
  });
  return (
    <Text span size="sm" data-testid="word-diff">
      {keyed.map((part) =>
        part.removed ? (
          <Box component="del" key={part.key} c="red.8" bg="red.0">
            {part.value}
          </Box>
        ) : part.added ? (
          <Box component="ins" key={part.key} c="green.9" bg="green.0">
            {part.value}
          </Box>
        ) : (
          <span key={part.key}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

/** A value as the change keeps it: its name where it has one, text as it is, anything else as JSON. */
function shown(value: unknown, label: string | null, empty: string): string {
  if (label) return label;
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Below a change's details (`/audits/:id`): the record it is about, its fields side by side, old
 * and new, with a word diff of texts (translations per language), and the revert of one field or of
 * the whole change (the server checks the record's edit guard and answers 409 if it moved on).
 */
export function AuditChangesPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const audit = useResourceRecord(audits, recordId);
  const changes = useQuery(auditChangesQuery(recordId));
  const [busy, setBusy] = useState(false);
  const row = audit.data as { auditable_type?: string; auditable_id?: string } | undefined;
  const type = row?.auditable_type ?? '';
  const definition = RESOURCE_DEFINITIONS[type];
  const recordPath =
    definition && row?.auditable_id ? resourcePaths(definition).details(row.auditable_id) : null;
  const empty = t('auditScreens.empty');

  const revert = async (fields: AuditFieldChange[]) => {
    const accepted = await confirm({
      title: t('auditScreens.revertAll'),
      message: t('auditScreens.revertConfirm', { fields: fields.map((f) => f.label).join(', ') }),
    });
    if (!accepted) return;
    setBusy(true);
    const answer = await gateway.post<{ record: unknown }>(
      `mstools.v1/${audits.apiPath}/${encodeURIComponent(recordId)}/revert`,
      { fields: fields.map((f) => f.field) },
    );
    setBusy(false);
    if (!answer.ok) {
      showErrorToast(errorMessage(answer) ?? t('auditScreens.revertError'));
      return;
    }
    showSuccessToast(t('auditScreens.reverted'));
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(audits.name) });
    if (type) await queryClient.invalidateQueries({ queryKey: resourceKeys.all(type) });
  };

  const revertable = (changes.data ?? []).filter((change) => change.revertable);
  return (
    <Stack gap="md" mt="lg" component="section" aria-labelledby="audit-changes-title">
      {row?.auditable_type ? (
        <Text size="sm">
          <strong>{t('auditScreens.record')}:</strong>{' '}
          {recordPath ? (
            <Anchor component={Link} to={recordPath}>
              {t('auditScreens.openRecord', { type: resourceTitle(t, type), id: row.auditable_id })}
            </Anchor>
          ) : (
            `${type} #${row.auditable_id}`
          )}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Title order={2} size="h4" id="audit-changes-title">
          {t('auditScreens.changes')}
        </Title>
        {revertable.length > 0 && (
          <Button variant="light" color="orange" loading={busy} onClick={() => void revert(revertable)}>
            {t('auditScreens.revertAll')}
          </Button>
        )}
      </Group>
      {changes.isPending ? (
        <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
      ) : changes.isError ? (
        <Alert color="red">{t('auditScreens.changesError')}</Alert>
      ) : changes.data.length === 0 ? (
        <Text c="dimmed">{t('auditScreens.noChanges')}</Text>
      ) : (
        <Table withTableBorder data-testid="audit-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditScreens.field')}</Table.Th>
              <Table.Th>{t('auditScreens.before')}</Table.Th>
              <Table.Th>{t('auditScreens.after')}</Table.Th>
              <Table.Th>{t('auditScreens.diff')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.data.map((change) => (
              <Table.Tr key={change.field} data-field={change.field}>
                <Table.Td>{change.label}</Table.Td>
                <Table.Td>{shown(change.old, change.old_label, empty)}</Table.Td>
                <Table.Td>{shown(change.new, change.new_label, empty)}</Table.Td>
                <Table.Td>
                  {change.diff ? <WordDiff parts={change.diff} /> : null}
                  {Object.entries(change.translations_diff ?? {}).flatMap(([language, texts]) =>
                    Object.entries(texts).map(([key, parts]) => (
                      <Text key={`${language}.${key}`} size="sm">
                        <strong>
                          {language.toUpperCase()} · {key}:
                        </strong>{' '}
                        {parts ? <WordDiff parts={parts} /> : null}
                      </Text>
                    )),
                  )}
                </Table.Td>
                <Table.Td>
                  {change.revertable && (
                    <Button size="xs" variant="subtle" disabled={busy} onClick={() => void revert([change])}>
                      {t('auditScreens.revertField')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
