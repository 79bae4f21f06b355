import { Button, Divider, Group, Text } from '@mantine/core';
import { assignments, assignmentWorkflow, type WorkflowDef, works } from '@proboard/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { fieldLabel } from '../../kit/text/translate.ts';
import { WorkflowPanel } from '../../kit/workflow/WorkflowPanel.tsx';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { AssignmentSignatures } from './AssignmentSignatures.tsx';
import { AssignmentSurvey } from './AssignmentSurvey.tsx';
import { RelatedRecords } from './RelatedRecords.tsx';

/** The states whose report may be e-mailed (the server checks again: assistance-report.ts). */
const REPORTABLE = ['done', 'pending_payment', 'closed'];
const SIGNABLE_UNTIL = ['closed', 'cancelled', 'rejected'];

type Related = Parameters<typeof RelatedRecords>[0]['rows'];

function ReportButton({ recordId, record }: { recordId: string; record: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const sentAt = record.report_sent_at as string | null;
  async function send() {
    setSending(true);
    const response = await gateway.post(resourceEndpoint(assignments, recordId, 'report'), {});
    setSending(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('assistance.reportError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(assignments.name) });
    showSuccessToast(t('assistance.reportSent'));
  }
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={!REPORTABLE.includes(String(record.status))}
        loading={sending}
        onClick={send}
      >
        {t('assistance.sendReport')}
      </Button>
      {sentAt ? (
        <Text size="sm" c="dimmed" data-testid="report-sent-at">
          {fieldLabel(t, 'assignments', 'report_sent_at')}: {new Date(sentAt).toLocaleString(i18n.language)}
        </Text>
      ) : null}
    </Group>
  );
}

/** An assignment's state and actions, signatures, report e-mail, survey, works and timeline. */
export function AssignmentPanel({ recordId }: { recordId: string }) {
  const user = useCurrentUser();
  const mayEdit = mayDo(assignments, 'edit', user);
  return (
    <WorkflowPanel
      comments="none"
      definition={assignments}
      workflow={assignmentWorkflow as unknown as WorkflowDef}
      recordId={recordId}
    >
      {(record) => (
        <>
          <AssignmentSignatures
            recordId={recordId}
            record={record}
            editable={mayEdit && !SIGNABLE_UNTIL.includes(String(record.status))}
          />
          {mayEdit ? <ReportButton recordId={recordId} record={record} /> : null}
          <Divider />
          <AssignmentSurvey survey={record.survey as Parameters<typeof AssignmentSurvey>[0]['survey']} />
          <Divider />
          <RelatedRecords
            definition={works}
            rows={(record.works as Related | undefined) ?? []}
            labelKey="title"
          />
        </>
      )}
    </WorkflowPanel>
  );
}
