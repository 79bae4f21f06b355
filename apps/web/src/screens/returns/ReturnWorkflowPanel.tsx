import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { returns, returnWorkflow, type WorkflowDef } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { WorkflowActions } from '../../kit/workflow/WorkflowActions.tsx';
import { WorkflowComments } from '../../kit/workflow/WorkflowComments.tsx';
import { WorkflowTimeline } from '../../kit/workflow/WorkflowTimeline.tsx';
import { CreateTicketButton } from './CreateTicketButton.tsx';
import { type ReturnLine, ReturnLinesTable } from './ReturnLinesTable.tsx';

const workflow = returnWorkflow as unknown as WorkflowDef;

/** Below a return's details: its state and actions, lines, ticket request, comments and timeline. */
export function ReturnWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const record = useResourceRecord(returns, recordId).data as Record<string, unknown> | undefined;
  if (!record) return null;
  const state = String(record.status ?? '');
  const open = !workflow.final.includes(state as never);
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text fw={600}>{t('workflow.currentState')}</Text>
            <StatusBadge status={state} />
          </Group>
          <CreateTicketButton recordId={recordId} />
        </Group>
        <WorkflowActions definition={returns} workflow={workflow} record={record} recordId={recordId} />
        <Divider />
        <ReturnLinesTable
          recordId={recordId}
          lines={(record.lines as ReturnLine[] | undefined) ?? []}
          editable={open}
        />
        <Divider />
        <WorkflowComments definition={returns} recordId={recordId} />
        <WorkflowTimeline definition={returns} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
