import { Alert, Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { audits, momentText, type ResourceDefinition } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo, resourcePaths } from '../../kit/resource/resource-paths.ts';
import { fieldLabel } from '../../kit/text/translate.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { recordHistoryQuery } from './audits.query.ts';

/**
 * The History panel of every resource's details screen: the record's latest changes (who, when,
 * the event, the fields), each opening its details in /audits, where it is compared and reverted.
 * Shown to holders of audits-read or audits-read-all; the server scopes what they see.
 */
export function RecordHistory({
  definition,
  recordId,
}: {
  definition: ResourceDefinition;
  recordId: string;
}) {
  const user = useCurrentUser();
  if (!mayDo(audits, 'list', user) || definition.name === audits.name) return null;
  return <HistoryTable definition={definition} recordId={recordId} />;
}

function HistoryTable({ definition, recordId }: { definition: ResourceDefinition; recordId: string }) {
  const { t, i18n } = useTranslation();
  // The route may name the record by its code (az_iso): the trail is kept under its id.
  const record = useResourceRecord(definition, recordId);
  const id = record.data?.id === undefined ? null : String(record.data.id);
  const history = useQuery({ ...recordHistoryQuery(definition.name, id ?? ''), enabled: id !== null });
  const details = resourcePaths(audits).details;
  const label = (key: string) => fieldLabel(t, definition.name, key);
  return (
    <Stack
      gap="xs"
      mt="lg"
      component="section"
      aria-labelledby="record-history-title"
      data-testid="record-history"
    >
      <Title order={2} size="h4" id="record-history-title">
        {t('auditScreens.history')}
      </Title>
      {history.isPending ? (
        <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
      ) : history.isError ? (
        <Alert color="red">{t('auditScreens.historyError')}</Alert>
      ) : history.data.rows.length === 0 ? (
        <Text c="dimmed">{t('auditScreens.noHistory')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditScreens.when')}</Table.Th>
              <Table.Th>{t('auditScreens.event')}</Table.Th>
              <Table.Th>{t('auditScreens.who')}</Table.Th>
              <Table.Th>{t('auditScreens.fields')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.rows.map((row) => {
              const path = details(String(row.id));
              const when = momentText(row.created_at, i18n.language) ?? row.created_at;
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {path ? (
                      <Anchor
                        component={Link}
                        to={path}
                        // The name starts with the date it shows (axe: label-content-name-mismatch).
                        aria-label={`${when}: ${t('auditScreens.open', { id: row.id })}`}
                      >
                        {when}
                      </Anchor>
                    ) : (
                      when
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`resources.audits.values.event.${row.event}`, { defaultValue: row.event })}
                  </Table.Td>
                  <Table.Td>{row.user_email ?? ''}</Table.Td>
                  <Table.Td>{(row.fields ?? '').split(', ').filter(Boolean).map(label).join(', ')}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
