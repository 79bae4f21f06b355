import { Button, Stack, Text, Title } from '@mantine/core';
import { entityPermission, oauthClients } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../access/Can.tsx';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { revealNewSecret } from './OneTimeSecret.tsx';

/**
 * Below an OAuth client's form: whether it has a secret, and "generate a new secret" for a
 * confidential one (the old secret stops working at once; the new one is shown once).
 */
export function OauthClientSecretPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = useResourceRecord(oauthClients, recordId);
  const [busy, setBusy] = useState(false);
  const client = record.data as { client_type?: string; has_secret?: boolean } | undefined;
  if (!client) return null;

  const rotate = async () => {
    if (!(await confirm({ message: t('oauthClientSecret.rotateConfirm'), danger: true }))) return;
    setBusy(true);
    const answer = await gateway.post(
      `mslogin.v1/${oauthClients.apiPath}/${encodeURIComponent(recordId)}/rotate-secret`,
    );
    setBusy(false);
    if (!answer.ok) {
      showErrorToast(t('oauthClientSecret.rotateError'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(oauthClients.name) });
    await revealNewSecret(answer.content);
  };

  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby="oauth-secret-title">
      <Title order={2} size="h4" id="oauth-secret-title">
        {t('oauthClientSecret.panelTitle')}
      </Title>
      {client.client_type === 'confidential' ? (
        <>
          <Text size="sm">{t('oauthClientSecret.hasSecret')}</Text>
          <Can permissions={entityPermission('oauthclients', 'update')}>
            <Button variant="light" color="red" w="fit-content" loading={busy} onClick={() => void rotate()}>
              {t('oauthClientSecret.rotate')}
            </Button>
          </Can>
        </>
      ) : (
        <Text size="sm">{t('oauthClientSecret.noSecret')}</Text>
      )}
    </Stack>
  );
}
