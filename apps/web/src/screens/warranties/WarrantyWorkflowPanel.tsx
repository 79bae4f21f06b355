import { type WorkflowDef, warranties, warrantyWorkflow } from '@proboard/domain';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';

/** Below a warranty's details: its state and transitions, the chat (while it is open) and the action log. */
export function WarrantyWorkflowPanel({ recordId }: { recordId: string }) {
  return (
    <WorkflowPanel
      definition={warranties}
      workflow={warrantyWorkflow as unknown as WorkflowDef}
      recordId={recordId}
      comments="while-open"
    />
  );
}
