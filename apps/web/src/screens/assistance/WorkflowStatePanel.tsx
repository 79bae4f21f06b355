import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { ResourceDefinition, WorkflowDef } from '@proboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { WorkflowActions } from '../../kit/workflow/WorkflowActions.tsx';
import { WorkflowTimeline } from '../../kit/workflow/WorkflowTimeline.tsx';

interface WorkflowStatePanelProps {
  definition: ResourceDefinition;
  workflow: WorkflowDef;
  recordId: string;
  /** What the record shows between its actions and its timeline. */
  children?: (record: Record<string, unknown>) => ReactNode;
}

/** Below a record's details: its state and allowed actions, its own parts, and its timeline. */
export function WorkflowStatePanel({ definition, workflow, recordId, children }: WorkflowStatePanelProps) {
  const { t } = useTranslation();
  const record = useResourceRecord(definition, recordId).data as Record<string, unknown> | undefined;
  if (!record) return null;
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{t('workflow.currentState')}</Text>
          <StatusBadge status={String(record[workflow.stateKey] ?? '')} />
        </Group>
        <WorkflowActions definition={definition} workflow={workflow} record={record} recordId={recordId} />
        {children ? (
          <>
            <Divider />
            {children(record)}
          </>
        ) : null}
        <Divider />
        <WorkflowTimeline definition={definition} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
