import { Button, Stack, Text, Title } from '@mantine/core';
import { entityPermission, QR_LEGACY_PUBLIC_PATH, qrRedirectionsLegacy } from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../access/Can.tsx';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { QrScansChart } from './QrScansChart.tsx';
import { qrScansQuery } from './qr-scans.query.ts';

/**
 * Below a legacy code's details: its printed address, its scans and "convert into a new
 * redirection" (confirmed first), after which the printed address answers through the new one.
 */
export function QrLegacyPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useResourceRecord(qrRedirectionsLegacy, recordId);
  const scans = useQuery(qrScansQuery(qrRedirectionsLegacy, recordId));
  const [busy, setBusy] = useState(false);
  const legacy = record.data as { code?: string; redirection_id?: number | null } | undefined;
  if (!legacy?.code) return null;

  const convert = async () => {
    if (!(await confirm({ message: t('qrScreen.convertConfirm', { code: legacy.code }) }))) return;
    setBusy(true);
    const answer = await gateway.post<{ qrredirection: { id: number } }>(
      `mstools.v1/${qrRedirectionsLegacy.apiPath}/${encodeURIComponent(recordId)}/convert`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      showErrorToast(t('qrScreen.convertError'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(qrRedirectionsLegacy.name) });
    await navigate(`/qrredirections/${answer.content.qrredirection.id}`);
  };

  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby="qr-legacy-title">
      <Title order={2} size="h4" id="qr-legacy-title">
        {t('qrScreen.legacyTitle')}
      </Title>
      <Text size="sm">
        {t('qrScreen.printedAddress')}:{' '}
        <code>
          {window.location.origin}
          {QR_LEGACY_PUBLIC_PATH}?id={legacy.code}
        </code>
      </Text>
      {legacy.redirection_id == null ? (
        <Can permissions={entityPermission('qrredirections', 'create')}>
          <Button variant="light" w="fit-content" loading={busy} onClick={() => void convert()}>
            {t('qrScreen.convert')}
          </Button>
        </Can>
      ) : (
        <Text size="sm">{t('qrScreen.converted')}</Text>
      )}
      {scans.data && <QrScansChart scans={scans.data} />}
    </Stack>
  );
}
