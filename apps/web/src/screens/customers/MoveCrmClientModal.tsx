import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { validationText } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { answerMessage, tmpCustomerAction } from './tmp-customer-actions.ts';

interface MoveCrmClientModalProps {
  recordId: string;
  /** The CRM client the registration belongs to now, shown as the starting value. */
  current: string | null;
  onClose(): void;
  onMoved(): Promise<void>;
}

const FIELD = 'crm_client_id';

/**
 * "Move to another CRM client" (spec section 8, with its confirmation): the CRM client's id, checked
 * by the server against the CRM; an unknown client is marked on the field ("client not found").
 */
export function MoveCrmClientModal({ recordId, current, onClose, onMoved }: MoveCrmClientModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function move() {
    const client = value.trim();
    if (!client) {
      setError(validationText(t, 'validations.required'));
      return;
    }
    setSending(true);
    const response = await tmpCustomerAction(recordId, 'move', { [FIELD]: client });
    setSending(false);
    if (!response.ok) {
      reportFailure<{ crm_client_id: string }>(response, {
        fallbackMessage: t('tmpCustomerActions.moveError'),
        form: { setError: (_name, failure) => setError(failure.message ?? null), visibleKeys: [FIELD] },
      });
      return;
    }
    showSuccessToast(answerMessage(response, t('tmpCustomerActions.moved')));
    await onMoved();
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tmpCustomerActions.move')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('tmpCustomerActions.moveConfirm')}</Text>
        <TextInput
          label={t('tmpCustomerActions.moveField')}
          description={t('tmpCustomerActions.moveHint')}
          withAsterisk
          aria-required
          maxLength={60}
          value={value}
          error={error}
          data-autofocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void move();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void move()} loading={sending}>
            {t('tmpCustomerActions.moveAccept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
