import { Text } from '@mantine/core';
import { type WorkflowDef, works, workWorkflow } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../kit/text/translate.ts';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';

/** A work request's state, approve/reject (each with its comment) and timeline. */
export function WorkPanel({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  return (
    <WorkflowPanel
      comments="none"
      definition={works}
      workflow={workWorkflow as unknown as WorkflowDef}
      recordId={recordId}
    >
      {(record) =>
        record.review_comment ? (
          <Text size="sm" data-testid="work-review-comment">
            <strong>{fieldLabel(t, 'works', 'review_comment')}:</strong> {String(record.review_comment)}
          </Text>
        ) : null
      }
    </WorkflowPanel>
  );
}
