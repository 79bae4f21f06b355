import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { tickets, ticketWorkflow, type WorkflowDef } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { WorkflowActions } from '../../kit/workflow/WorkflowActions.tsx';
import { WorkflowComments } from '../../kit/workflow/WorkflowComments.tsx';
import { WorkflowTimeline } from '../../kit/workflow/WorkflowTimeline.tsx';

const workflow = ticketWorkflow as unknown as WorkflowDef;

/**
 * Below a ticket's details: its state and actions (answer, close, reopen), the message box (internal
 * notes for the staff, or messages e-mailed to the recipient) and the thread merged with the history.
 */
export function TicketWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const record = useResourceRecord(tickets, recordId).data as Record<string, unknown> | undefined;
  if (!record) return null;
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{t('workflow.currentState')}</Text>
          <StatusBadge status={String(record.status ?? '')} />
        </Group>
        <WorkflowActions definition={tickets} workflow={workflow} record={record} recordId={recordId} />
        <Divider />
        <Title order={2} size="h4">
          {t('ticketScreen.thread')}
        </Title>
        <WorkflowComments definition={tickets} recordId={recordId} />
        <WorkflowTimeline definition={tickets} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
