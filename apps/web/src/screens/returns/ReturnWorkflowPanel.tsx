import { returns, returnWorkflow, type WorkflowDef } from '@proboard/domain';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';
import { CreateTicketButton } from './CreateTicketButton.tsx';
import { type ReturnLine, ReturnLinesTable } from './ReturnLinesTable.tsx';

const workflow = returnWorkflow as unknown as WorkflowDef;

/** Below a return's details: its state and actions, the ticket request, its lines, comments and timeline. */
export function ReturnWorkflowPanel({ recordId }: { recordId: string }) {
  return (
    <WorkflowPanel
      definition={returns}
      workflow={workflow}
      recordId={recordId}
      headerAction={() => <CreateTicketButton recordId={recordId} />}
    >
      {(record) => (
        <ReturnLinesTable
          recordId={recordId}
          lines={(record.lines as ReturnLine[] | undefined) ?? []}
          editable={!workflow.final.includes(String(record.status ?? '') as never)}
        />
      )}
    </WorkflowPanel>
  );
}
