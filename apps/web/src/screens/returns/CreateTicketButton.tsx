import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { NOTE_MAX, returns } from '@proboard/domain';
import { IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { validationText } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

/**
 * "Create ticket" from a return (spec section 2): a non-empty message; the server creates a ticket to the
 * return's customer, linked to the return, with the message as its first note (the return's thread names it).
 */
export function CreateTicketButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function close() {
    setOpen(false);
    setMessage('');
    setError(null);
  }

  async function send() {
    if (!message.trim()) {
      setError(validationText(t, 'validations.required'));
      return;
    }
    setSending(true);
    const response = await gateway.post(resourceEndpoint(returns, recordId, 'ticket'), { message });
    setSending(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('returnScreen.ticketError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(returns.name) });
    showSuccessToast(t('returnScreen.ticketCreated'));
    close();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTicket size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('returnScreen.createTicket')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('returnScreen.createTicket')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('returnScreen.ticketMessage')}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxLength={NOTE_MAX}
            value={message}
            error={error}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('workflow.cancel')}
            </Button>
            <Button onClick={send} loading={sending}>
              {t('workflow.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
