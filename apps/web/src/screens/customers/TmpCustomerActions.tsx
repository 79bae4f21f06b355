import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { companies, tmpCustomers } from '@proboard/domain';
import { IconArrowsExchange, IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo, resourcePaths } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { MoveCrmClientModal } from './MoveCrmClientModal.tsx';
import { answerMessage, type TmpCustomerState, tmpCustomerAction } from './tmp-customer-actions.ts';

/**
 * The review of a registration (spec sections 2 and 8): find its client in the CRM by VAT ("client
 * not found" when absent), move it to another CRM client, and convert it into a real customer (the
 * company and its first user, invited). Shown below its details and on the sync screen; a converted
 * registration links its company instead.
 */
export function TmpCustomerActions({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useResourceRecord(tmpCustomers, recordId);
  const [busy, setBusy] = useState<'sync' | 'convert' | null>(null);
  const [moving, setMoving] = useState(false);
  const registration = record.data as TmpCustomerState | undefined;
  if (!registration) return null;
  const mayEdit = mayDo(tmpCustomers, 'edit', user);
  const maySync = mayDo(tmpCustomers, 'sync', user);
  const converted = registration.status === 'converted';
  const companyPath = registration.company_id
    ? resourcePaths(companies).details(String(registration.company_id))
    : null;

  // The registration changed (its CRM client, its state): its details and the list read it again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(tmpCustomers.name) });

  async function sync() {
    setBusy('sync');
    const response = await tmpCustomerAction(recordId, 'sync');
    setBusy(null);
    if (!response.ok) {
      // "Client not found" is a 404 with the server's translated message: the error modal says it.
      reportFailure(response, { fallbackMessage: t('tmpCustomerActions.syncError') });
      return;
    }
    showSuccessToast(answerMessage(response, t('tmpCustomerActions.synced')));
    await refresh();
  }

  async function convert() {
    const accepted = await confirm({
      title: t('tmpCustomerActions.convert'),
      message: t('tmpCustomerActions.convertConfirm'),
      acceptLabel: t('tmpCustomerActions.convert'),
      cancelLabel: t('common.cancel'),
    });
    if (!accepted) return;
    setBusy('convert');
    const response = await tmpCustomerAction(recordId, 'convert');
    setBusy(null);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('tmpCustomerActions.convertError') });
      return;
    }
    showSuccessToast(answerMessage(response, t('tmpCustomerActions.converted')));
    await Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all(companies.name) }),
    ]);
    const created = response.content.company?.id;
    const path = created ? resourcePaths(companies).details(String(created)) : null;
    if (path) void navigate(path);
  }

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="tmp-customer-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tmp-customer-actions-title">
          {t('tmpCustomerActions.title')}
        </Title>
        <Text size="sm" data-testid="tmp-customer-crm-client">
          {registration.crm_client_id
            ? t('tmpCustomerActions.crmClient', { client: registration.crm_client_id })
            : t('tmpCustomerActions.noCrmClient')}
        </Text>
        {converted ? (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('tmpCustomerActions.isConverted')}
            </Text>
            {companyPath ? (
              <Anchor component={Link} to={companyPath} size="sm">
                {t('tmpCustomerActions.openCompany')}
              </Anchor>
            ) : null}
          </Group>
        ) : (
          <Group>
            {maySync ? (
              <Button
                variant="light"
                leftSection={<IconSearch size={16} aria-hidden />}
                loading={busy === 'sync'}
                disabled={busy !== null}
                onClick={() => void sync()}
              >
                {t('tmpCustomerActions.sync')}
              </Button>
            ) : null}
            {mayEdit ? (
              <>
                <Button
                  variant="light"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                  disabled={busy !== null}
                  onClick={() => setMoving(true)}
                >
                  {t('tmpCustomerActions.move')}
                </Button>
                <Button
                  leftSection={<IconBuildingPlus size={16} aria-hidden />}
                  loading={busy === 'convert'}
                  disabled={busy !== null}
                  onClick={() => void convert()}
                >
                  {t('tmpCustomerActions.convert')}
                </Button>
              </>
            ) : null}
          </Group>
        )}
      </Stack>
      {/* Mounted while open, so it starts from the registration's current CRM client each time. */}
      {mayEdit && moving ? (
        <MoveCrmClientModal
          recordId={recordId}
          current={registration.crm_client_id ?? null}
          onClose={() => setMoving(false)}
          onMoved={refresh}
        />
      ) : null}
    </Paper>
  );
}
