import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ResourceDefinition, WorkflowDef } from '@proboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../api/resource-queries.ts';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { WorkflowActions } from './WorkflowActions.tsx';
import { WorkflowComments } from './WorkflowComments.tsx';
import { WorkflowTimeline } from './WorkflowTimeline.tsx';

type RecordValues = Record<string, unknown>;

interface WorkflowPanelProps {
  definition: ResourceDefinition;
  workflow: WorkflowDef;
  recordId: string;
  /** The comment box: always, only while the record is not in a final state, or none. */
  comments?: 'always' | 'while-open' | 'none';
  /** A heading above the comment box and timeline (a ticket's "thread"). */
  threadTitle?: string;
  /** An action beside the state (a return's "create ticket"). */
  headerAction?: (record: RecordValues) => ReactNode;
  /** What the record shows between its actions and its thread (a return's lines). */
  children?: (record: RecordValues) => ReactNode;
}

/**
 * Below a workflow record's details: its state and the actions its state and the user's permissions
 * allow, its own parts, the comment box and the timeline (history, messages and edits).
 */
export function WorkflowPanel({
  definition,
  workflow,
  recordId,
  comments = 'always',
  threadTitle,
  headerAction,
  children,
}: WorkflowPanelProps) {
  const { t } = useTranslation();
  const record = useResourceRecord(definition, recordId).data as RecordValues | undefined;
  if (!record) return null;
  const state = String(record[workflow.stateKey] ?? '');
  const open = !workflow.final.includes(state as never);
  const withComments = comments === 'always' || (comments === 'while-open' && open);
  return (
    <Paper withBorder p="md" mt="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text fw={600}>{t('workflow.currentState')}</Text>
            <StatusBadge status={state} resource={definition.name} field={workflow.stateKey} />
          </Group>
          {headerAction?.(record)}
        </Group>
        <WorkflowActions definition={definition} workflow={workflow} record={record} recordId={recordId} />
        {children ? (
          <>
            <Divider />
            {children(record)}
          </>
        ) : null}
        <Divider />
        {threadTitle ? (
          <Title order={2} size="h4">
            {threadTitle}
          </Title>
        ) : null}
        {withComments ? <WorkflowComments definition={definition} recordId={recordId} /> : null}
        <WorkflowTimeline definition={definition} recordId={recordId} />
      </Stack>
    </Paper>
  );
}
