import { Alert, Stack } from '@mantine/core';
import { shipments } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { ResourceForm } from '../../kit/resource/ResourceForm.tsx';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';
import { RecordNotFound } from '../not-found/RecordNotFound.tsx';

/**
 * Relaunch (`/shipments/{id}/relaunch`, SPEC-RULINGS): the shipment's own form, editable, whose save
 * cancels the old pickup and asks the carrier for a new one from the form's values (one transaction
 * on the server); the new shipment's details open after it.
 */
const RELAUNCH_PARTS: ResourceFormParts = {
  save: (recordId, payload) => gateway.post(resourceEndpoint(shipments, recordId ?? '', 'relaunch'), payload),
  title: (t) => t('shipmentScreen.relaunchTitle'),
  withoutRecordActions: true,
};

export function ShipmentRelaunchScreen() {
  const { t } = useTranslation();
  const id = useParams().id ?? null;
  return (
    <Stack gap="md">
      <Alert color="yellow" title={t('shipmentScreen.relaunch')}>
        {t('shipmentScreen.relaunchHint')}
      </Alert>
      <ResourceForm
        definition={shipments}
        mode="edit"
        id={id}
        sourceId={null}
        parts={RELAUNCH_PARTS}
        notFound={<RecordNotFound backTo="/shipments" backLabel={t('kit.actions.backToList')} />}
      />
    </Stack>
  );
}
