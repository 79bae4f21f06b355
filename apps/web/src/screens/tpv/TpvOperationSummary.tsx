import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { buildPath, tpvOperations } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { valueNames } from '../../kit/text/translate.ts';

/**
 * Above an operation's details: its amount in its currency, its status and the bank's answer read as
 * its reason, the card (brand and last digits only) and the order it paid, linked.
 */
export function TpvOperationSummary({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const record = useResourceRecord(tpvOperations, recordId).data;
  if (!record) return null;
  const reasons = valueNames(t, tpvOperations.name, 'response_reason') ?? {};
  const brands = valueNames(t, tpvOperations.name, 'card_brand') ?? {};
  const types = valueNames(t, tpvOperations.name, 'operation_type') ?? {};
  const code = String(record.response_code ?? '');
  const reason = reasons[String(record.response_reason)] ?? '';
  const amount = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: String(record.currency ?? 'EUR'),
  }).format(Number(record.amount ?? 0));
  const orderId = record.order_id as number | null;
  const orderCompany = record.order_company as string | null;
  const reference = record.order_reference as string | null;

  return (
    <Paper withBorder p="md" mt="md" data-testid="tpv-operation-summary">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tpvScreen.summaryTitle')}
        </Title>
        <Group gap="sm">
          <Text fw={700} size="lg">
            {amount}
          </Text>
          <Text size="sm">{types[String(record.operation_type)] ?? String(record.operation_type)}</Text>
          <StatusBadge status={String(record.status)} resource={tpvOperations.name} field="status" />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('tpvScreen.reason')}:
          </Text>{' '}
          <span data-testid="tpv-reason">
            {code} · {reason}
          </span>
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('tpvScreen.card')}:
          </Text>{' '}
          {record.card_last4
            ? `${brands[String(record.card_brand)] ?? String(record.card_brand ?? '')} ···· ${String(record.card_last4)}`
            : t('tpvScreen.noCard')}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('tpvScreen.order')}:
          </Text>{' '}
          {orderId && orderCompany ? (
            <Anchor
              component={Link}
              to={buildPath('orders-details', { id: orderId, company: orderCompany })}
              data-testid="tpv-order-link"
            >
              {reference ?? `#${orderId}`}
            </Anchor>
          ) : reference ? (
            `${reference} — ${t('tpvScreen.noOrder')}`
          ) : (
            t('tpvScreen.noReference')
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
