import { renewalPlans, renewalWorkflow, type WorkflowDef } from '@proboard/domain';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';

/** Below a renewal plan's details: its state and actions (closing asks for the A3 numbers), comments and status history. */
export function RenewalWorkflowPanel({ recordId }: { recordId: string }) {
  return (
    <WorkflowPanel
      definition={renewalPlans}
      workflow={renewalWorkflow as unknown as WorkflowDef}
      recordId={recordId}
    />
  );
}
