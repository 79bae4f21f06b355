import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ORDER_RESOURCES, orders } from '@proboard/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { euroText } from '../../kit/text/money.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { OrderShippingModal } from './OrderShippingModal.tsx';
import type { OrderShippingState } from './order-shipping.ts';

const euros = (value: number | null | undefined, locale: string) => euroText(value ?? 0, locale);

/**
 * Below an order's details: its shipping cost and total, and the order modal that changes the
 * shipping cost and tells the customer (only for those who may edit orders; the server checks too).
 */
export function OrderShippingPanel({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mayEdit = mayDo(orders, 'edit', user);
  const record = useResourceRecord(orders, mayEdit ? recordId : null);
  const [open, setOpen] = useState(false);
  const order = record.data as OrderShippingState | undefined;
  if (!mayEdit || !order) return null;

  // Every list and record of orders shows the new totals.
  const refresh = () =>
    Promise.all(
      ORDER_RESOURCES.map((definition) =>
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) }),
      ),
    ).then(() => undefined);

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="order-shipping-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-shipping-title">
          {t('orderShipping.panelTitle')}
        </Title>
        <Group gap="xl">
          <Text size="sm" data-testid="order-shipping-cost">
            {t('orderShipping.cost')}: {euros(order.shipping_cost, i18n.language)}
          </Text>
          <Text size="sm" fw={600} data-testid="order-total">
            {t('orderShipping.total')}: {euros(order.total, i18n.language)}
          </Text>
        </Group>
        <Group>
          <Button
            variant="light"
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {t('orderShipping.open')}
          </Button>
        </Group>
      </Stack>
      {open ? <OrderShippingModal order={order} onClose={() => setOpen(false)} onChanged={refresh} /> : null}
    </Paper>
  );
}
