import { Anchor, Button, Stack, Text } from '@mantine/core';
import {
  SHIPMENT_SERVES_ROUTES,
  type ShipmentServes,
  shipments,
  shipmentWorkflow,
  type WorkflowDef,
} from '@proboard/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { ShipmentDocuments } from './ShipmentDocuments.tsx';

const workflow = shipmentWorkflow as unknown as WorkflowDef;

/**
 * Below a shipment's details: its state and actions (manual, delivered, cancelled, relaunch), the
 * record it serves and the shipments it relaunches or was relaunched as (links), comments and timeline.
 */
export function ShipmentWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const relaunch = (record: Record<string, unknown>) =>
    !workflow.final.includes(String(record.status ?? '') as never) && mayDo(shipments, 'relaunch', user) ? (
      <Button
        component={Link}
        to={`/shipments/${recordId}/relaunch`}
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
      >
        {t('shipmentScreen.relaunch')}
      </Button>
    ) : null;
  return (
    <WorkflowPanel definition={shipments} workflow={workflow} recordId={recordId} headerAction={relaunch}>
      {(record) => {
        const serves = record.serves as ShipmentServes | null;
        const servesPath =
          serves && record.serves_id ? `${SHIPMENT_SERVES_ROUTES[serves]}/${record.serves_id}` : null;
        return (
          <>
            <ShipmentDocuments recordId={recordId} record={record} mayEdit={mayDo(shipments, 'edit', user)} />
            <Stack gap={4}>
              {servesPath ? (
                <LinkLine
                  label={t(`shipmentScreen.serves.${serves as ShipmentServes}`)}
                  to={servesPath}
                  text={String(record.serves_reference ?? record.serves_id)}
                />
              ) : null}
              {record.relaunched_from_id ? (
                <LinkLine
                  label={t('shipmentScreen.relaunchedFrom')}
                  to={`/shipments/${record.relaunched_from_id}`}
                  text={String(record.relaunched_from_identifier)}
                />
              ) : null}
              {record.relaunched_as_id ? (
                <LinkLine
                  label={t('shipmentScreen.relaunchedAs')}
                  to={`/shipments/${record.relaunched_as_id}`}
                  text={String(record.relaunched_as_identifier)}
                />
              ) : null}
            </Stack>
          </>
        );
      }}
    </WorkflowPanel>
  );
}

/** A line naming a related record, with a link to it ("Relanzado como ENV-0000123"). */
function LinkLine({ label, to, text }: { label: string; to: string; text: string }) {
  return (
    <Text size="sm">
      {label}{' '}
      <Anchor component={Link} to={to}>
        {text}
      </Anchor>
    </Text>
  );
}
