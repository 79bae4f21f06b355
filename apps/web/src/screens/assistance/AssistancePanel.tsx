import { assignments, assistanceWorkflow, technicalAssistances, type WorkflowDef } from '@proboard/domain';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';
import { RelatedRecords } from './RelatedRecords.tsx';

type Related = Parameters<typeof RelatedRecords>[0]['rows'];

/** A technical assistance's state, actions (assign STA...), assignments and timeline. */
export function AssistancePanel({ recordId }: { recordId: string }) {
  return (
    <WorkflowPanel
      comments="none"
      definition={technicalAssistances}
      workflow={assistanceWorkflow as unknown as WorkflowDef}
      recordId={recordId}
    >
      {(record) => (
        <RelatedRecords
          definition={assignments}
          rows={(record.assignments as Related | undefined) ?? []}
          labelKey="sta_name"
        />
      )}
    </WorkflowPanel>
  );
}
