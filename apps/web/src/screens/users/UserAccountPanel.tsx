import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useResourceRoute } from '../resource/use-resource-route.ts';
import { StaffSecondFactor } from '../second-factor/StaffSecondFactor.tsx';
import { signInsQuery, userAction } from './users.queries.ts';

/**
 * Under a staff user's form: the account's actions (resend the invitation while no password is
 * chosen, end every session) and the recent sign-ins and failures.
 */
export function UserAccountPanel({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const resource = useResourceRoute();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const definition = resource?.definition;
  const record = useResourceRecord(definition!, recordId);
  const history = useQuery({ ...signInsQuery(definition!, recordId), enabled: Boolean(definition) });
  if (!definition) return null;
  const mayEdit = mayDo(definition, 'edit', user);
  const pending = record.data?.invitation_pending === true;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  async function run(action: 'invitation' | 'sessions/end') {
    const texts =
      action === 'invitation'
        ? {
            title: t('resources.users.actions.resend'),
            message: t('resources.users.actions.resendMessage'),
            done: t('resources.users.actions.resent'),
          }
        : {
            title: t('resources.users.actions.endSessions'),
            message: t('resources.users.actions.endSessionsMessage'),
            done: t('resources.users.actions.ended'),
          };
    const accepted = await confirm({
      title: texts.title,
      message: texts.message,
      acceptLabel: texts.title,
      cancelLabel: t('kit.actions.cancel'),
    });
    if (!accepted || !definition) return;
    const response = await userAction(definition, recordId, action);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('resources.users.actions.error') });
      return;
    }
    showSuccessToast(texts.done);
    await queryClient.invalidateQueries({ queryKey: signInsQuery(definition, recordId).queryKey });
  }

  return (
    <Stack gap="lg" mt="lg">
      {mayEdit ? (
        <Paper withBorder p="md" component="section" aria-labelledby="user-account-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="user-account-title">
              {t('resources.users.actions.title')}
            </Title>
            {pending ? (
              <Text size="sm" data-testid="invitation-pending">
                {t('resources.users.actions.pending')}
              </Text>
            ) : null}
            <Group>
              {pending ? (
                <Button variant="light" onClick={() => void run('invitation')}>
                  {t('resources.users.actions.resend')}
                </Button>
              ) : null}
              <Button variant="light" color="red" onClick={() => void run('sessions/end')}>
                {t('resources.users.actions.endSessions')}
              </Button>
            </Group>
            <StaffSecondFactor definition={definition} recordId={recordId} />
          </Stack>
        </Paper>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="sign-in-history-title">
        <Title order={2} size="h4" id="sign-in-history-title">
          {t('resources.users.history.title')}
        </Title>
        {history.isPending ? (
          <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
        ) : history.isError ? (
          <Alert color="red">{t('resources.users.history.error')}</Alert>
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t('resources.users.history.empty')}</Text>
        ) : (
          <Table striped withTableBorder data-testid="sign-in-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('resources.users.history.at')}</Table.Th>
                <Table.Th>{t('resources.users.history.outcome')}</Table.Th>
                <Table.Th>{t('resources.users.history.ip')}</Table.Th>
                <Table.Th>{t('resources.users.history.userAgent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((entry) => (
                <Table.Tr key={`${entry.at}-${entry.outcome}-${entry.ip ?? ''}`}>
                  <Table.Td>{when.format(new Date(entry.at))}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={entry.outcome === 'success' ? 'green' : 'red'}>
                      {entry.outcome === 'success'
                        ? t('resources.users.history.success')
                        : t('resources.users.history.failure')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{entry.ip ?? ''}</Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {entry.user_agent ?? ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
