import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { validationText } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { changeShipping, type OrderShippingState } from './order-shipping.ts';

const RichTextEditor = lazy(() => import('../../kit/fields/RichTextEditor.tsx'));

interface OrderShippingModalProps {
  order: OrderShippingState;
  onClose(): void;
  onChanged(): Promise<void>;
}

/**
 * The order modal (spec section 2): the shipping cost, prefilled from the order (0 when it has
 * none), and a rich-text message for the customer. Confirm: the server recomputes the totals and
 * mails the customer the new total; the toast says to whom.
 */
export function OrderShippingModal({ order, onClose, onChanged }: OrderShippingModalProps) {
  const { t } = useTranslation();
  const [cost, setCost] = useState<number | string>(order.shipping_cost ?? 0);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function confirm() {
    const value = typeof cost === 'number' ? cost : Number(cost);
    if (cost === '' || !Number.isFinite(value) || value < 0) {
      setError(validationText(t, 'validations.number'));
      return;
    }
    setSending(true);
    const response = await changeShipping(order, value, message);
    setSending(false);
    if (!response.ok) {
      reportFailure<{ shipping_cost: string }>(response, {
        fallbackMessage: t('orderShipping.error'),
        form: {
          setError: (_name, failure) => setError(failure.message ?? null),
          visibleKeys: ['shipping_cost'],
        },
      });
      return;
    }
    showSuccessToast(response.content.message || t('orderShipping.saved'));
    await onChanged();
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orderShipping.title', { reference: order.order_reference })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('orderShipping.intro')}</Text>
        <NumberInput
          label={t('orderShipping.cost')}
          withAsterisk
          aria-required
          min={0}
          decimalScale={2}
          decimalSeparator=","
          suffix=" €"
          value={cost}
          error={error}
          data-autofocus
          onChange={(value) => {
            setCost(value);
            if (error) setError(null);
          }}
        />
        <Suspense fallback={null}>
          <RichTextEditor
            id="order-shipping-message"
            label={t('orderShipping.message')}
            value={message}
            onChange={setMessage}
            onBlur={() => undefined}
          />
        </Suspense>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={sending} onClick={() => void confirm()}>
            {t('orderShipping.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
