import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { renewalPlans, renewalWorkflow, type WorkflowDef } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { WorkflowActions } from '../../kit/workflow/WorkflowActions.tsx';
import { WorkflowComments } from '../../kit/workflow/WorkflowComments.tsx';
import { WorkflowTimeline } from '../../kit/workflow/WorkflowTimeline.tsx';

const workflow = renewalWorkflow as unknown as WorkflowDef;

/** Below a renewal plan's details: its state and actions (closing asks for the A3 numbers), comments and status history. */
export function RenewalWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const record = useResourceRecord(renewalPlans, recordId).data as Record<string, unknown> | undefined;
  if (!record) return null;
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{t('workflow.currentState')}</Text>
          <StatusBadge status={String(record.status ?? '')} />
        </Group>
        <WorkflowActions definition={renewalPlans} workflow={workflow} record={record} recordId={recordId} />
        <Divider />
        <WorkflowComments definition={renewalPlans} recordId={recordId} />
        <WorkflowTimeline definition={renewalPlans} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
