import { Button, Group, Text } from '@mantine/core';
import {
  allowedTransitions,
  type ResourceDefinition,
  type TransitionDef,
  type WorkflowDef,
} from '@proboard/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { fieldLabel, statusLabel } from '../text/translate.ts';
import { TransitionModal } from './TransitionModal.tsx';

interface WorkflowActionsProps {
  definition: ResourceDefinition;
  workflow: WorkflowDef;
  record: Record<string, unknown>;
  recordId: string;
}

/** Only the transitions the record's state and the user's permissions allow (the server checks again). */
export function WorkflowActions({ definition, workflow, record, recordId }: WorkflowActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState<TransitionDef | null>(null);
  const state = String(record[workflow.stateKey] ?? '');
  const actions = allowedTransitions(workflow, state, user ?? null);
  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('workflow.noActions')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" aria-label={t('workflow.actions')} role="group">
        {actions.map((transition) => (
          <Button
            key={transition.to}
            variant={transition.confirm ? 'light' : 'filled'}
            color={transition.to === 'cancelled' ? 'red' : undefined}
            leftSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => setOpen(transition)}
          >
            {t('workflow.moveTo', {
              state: statusLabel(t, transition.to, definition.name, workflow.stateKey),
            })}
          </Button>
        ))}
      </Group>
      {open ? (
        <TransitionModal
          definition={definition}
          transition={open}
          recordId={recordId}
          updatedAt={record.updated_at as string | undefined}
          noteLabel={workflow.noteField ? fieldLabel(t, definition.name, workflow.noteField) : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
