import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { QR_ERROR_LEVELS, qrRedirections } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { saveFile } from '../../kit/table/save-file.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { QrScansChart } from './QrScansChart.tsx';
import { qrImageEndpoint, qrScansQuery } from './qr-scans.query.ts';

const SIZES = ['256', '512', '1024', '2048'];

/**
 * Below a QR redirection's form: the address its printed code holds, the QR image to download (SVG
 * or PNG, size and error-correction level chosen) and its scans.
 */
export function QrRedirectionPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const scans = useQuery(qrScansQuery(qrRedirections, recordId));
  const [size, setSize] = useState('512');
  const [level, setLevel] = useState<string>('M');
  const [busy, setBusy] = useState(false);

  const download = async (format: 'svg' | 'png') => {
    setBusy(true);
    const answer = await gateway.download(qrImageEndpoint(recordId, format, Number(size), level));
    setBusy(false);
    if (!answer.ok) {
      showErrorToast(t('qrScreen.downloadError'));
      return;
    }
    saveFile(answer.content, `qr-${recordId}.${format}`);
  };

  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby="qr-image-title">
      <Title order={2} size="h4" id="qr-image-title">
        {t('qrScreen.imageTitle')}
      </Title>
      {scans.data?.public_url && (
        <Text size="sm">
          {t('qrScreen.publicUrl')}: <code data-testid="qr-public-url">{scans.data.public_url}</code>
        </Text>
      )}
      <Group align="flex-end">
        <Select
          label={t('qrScreen.size')}
          data={SIZES.map((s) => ({ value: s, label: `${s} px` }))}
          value={size}
          onChange={(v) => setSize(v ?? '512')}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t('qrScreen.level')}
          data={QR_ERROR_LEVELS.map((l) => ({ value: l, label: t(`qrScreen.levels.${l}`) }))}
          value={level}
          onChange={(v) => setLevel(v ?? 'M')}
          allowDeselect={false}
          w={200}
        />
        <Button variant="light" loading={busy} onClick={() => void download('png')}>
          {t('qrScreen.downloadPng')}
        </Button>
        <Button variant="light" loading={busy} onClick={() => void download('svg')}>
          {t('qrScreen.downloadSvg')}
        </Button>
      </Group>
      {scans.data && <QrScansChart scans={scans.data} />}
    </Stack>
  );
}
