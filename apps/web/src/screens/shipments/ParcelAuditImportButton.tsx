import { Button, FileButton } from '@mantine/core';
import { parcelAudit } from '@proboard/domain';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

/** The parcel audit's "import the carrier's invoice" (CSV): every line or none; the list then shows it. */
export function ParcelAuditImportButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  async function send(file: File | null) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setSending(true);
    const response = await gateway.postMultipart(resourceEndpoint(parcelAudit, 'import'), form);
    setSending(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('shipmentScreen.importError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(parcelAudit.name) });
    showSuccessToast(
      t('shipmentScreen.imported', { count: (response.content as { imported: number }).imported }),
    );
  }

  return (
    <FileButton onChange={(file) => void send(file)} accept=".csv,text/csv,text/plain">
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={sending}
          leftSection={<IconFileImport size={16} aria-hidden />}
        >
          {t('shipmentScreen.importInvoice')}
        </Button>
      )}
    </FileButton>
  );
}
