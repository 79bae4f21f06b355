import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { NOTE_MAX, type ResourceDefinition } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { resourceKeys } from '../api/resource-queries.ts';
import { validationText } from '../text/translate.ts';
import { postMessage } from './workflow-api.ts';

/** A new comment on the record: internal (staff only) unless unticked. An empty one is refused. */
export function WorkflowComments({
  definition,
  recordId,
}: {
  definition: ResourceDefinition;
  recordId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    if (!body.trim()) {
      setError(validationText(t, 'validations.required'));
      return;
    }
    setSending(true);
    const response = await postMessage(definition, recordId, { body, internal });
    setSending(false);
    if (response.ok) {
      setBody('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
      showSuccessToast(t('workflow.sent'));
      return;
    }
    reportFailure(response, { fallbackMessage: t('workflow.sendError') });
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={t('workflow.newComment')}
        value={body}
        maxLength={NOTE_MAX}
        autosize
        minRows={2}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          if (error) setError(null);
        }}
      />
      <Group justify="space-between">
        <Checkbox
          label={t('workflow.internalComment')}
          checked={internal}
          onChange={(event) => setInternal(event.currentTarget.checked)}
        />
        <Button onClick={send} loading={sending}>
          {t('workflow.send')}
        </Button>
      </Group>
    </Stack>
  );
}
