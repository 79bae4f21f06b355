import { tickets, ticketWorkflow, type WorkflowDef } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';

/**
 * Below a ticket's details: its state and actions (answer, close, reopen), the message box (internal
 * notes for the staff, or messages e-mailed to the recipient) and the thread merged with the history.
 */
export function TicketWorkflowPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  return (
    <WorkflowPanel
      definition={tickets}
      workflow={ticketWorkflow as unknown as WorkflowDef}
      recordId={recordId}
      threadTitle={t('ticketScreen.thread')}
    />
  );
}
