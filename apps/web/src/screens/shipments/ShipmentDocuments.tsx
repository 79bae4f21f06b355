import { Button, FileButton, Group, Text } from '@mantine/core';
import { shipments } from '@proboard/domain';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { RetrievedFileLink } from '../../kit/fields/RetrievedFileLink.tsx';
import { fieldLabel } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

/** A shipment's files: the carrier's label and its document, as links; the document is uploaded here. */
export function ShipmentDocuments({
  recordId,
  record,
  mayEdit,
}: {
  recordId: string;
  record: Record<string, unknown>;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  async function send(file: File | null) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    const response = await gateway.postMultipart(resourceEndpoint(shipments, recordId, 'document'), form);
    setSending(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('shipmentScreen.saveFileError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(shipments.name) });
    showSuccessToast(t('shipmentScreen.documentSaved'));
  }

  const link = (key: 'label_url' | 'document_url') =>
    record[key] ? (
      <RetrievedFileLink href={String(record[key])} failedMessage={t('shipmentScreen.documentError')}>
        {fieldLabel(t, shipments.name, key)}
      </RetrievedFileLink>
    ) : (
      <Text size="sm" c="dimmed">
        {t('shipmentScreen.noFile', { name: fieldLabel(t, shipments.name, key) })}
      </Text>
    );

  return (
    <Group gap="md" align="center">
      {link('label_url')}
      {link('document_url')}
      {mayEdit ? (
        <FileButton onChange={(file) => void send(file)}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={sending}
              leftSection={<IconPaperclip size={14} aria-hidden />}
            >
              {t('shipmentScreen.uploadDocument')}
            </Button>
          )}
        </FileButton>
      ) : null}
    </Group>
  );
}
