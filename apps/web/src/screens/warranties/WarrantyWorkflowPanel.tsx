import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { type WorkflowDef, warranties, warrantyWorkflow } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { WorkflowActions } from '../../kit/workflow/WorkflowActions.tsx';
import { WorkflowComments } from '../../kit/workflow/WorkflowComments.tsx';
import { WorkflowTimeline } from '../../kit/workflow/WorkflowTimeline.tsx';

const workflow = warrantyWorkflow as unknown as WorkflowDef;

/** Below a warranty's details: its state and transitions, the chat and the action log. */
export function WarrantyWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const record = useResourceRecord(warranties, recordId).data as Record<string, unknown> | undefined;
  if (!record) return null;
  const state = String(record.status ?? '');
  const open = !workflow.final.includes(state as never);
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{t('workflow.currentState')}</Text>
          <StatusBadge status={state} />
        </Group>
        <WorkflowActions definition={warranties} workflow={workflow} record={record} recordId={recordId} />
        <Divider />
        {open ? <WorkflowComments definition={warranties} recordId={recordId} /> : null}
        <WorkflowTimeline definition={warranties} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
