import { Alert, Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { TPV_DAILY_TOTALS_PATH, type TpvDailyTotal, tpvOperations } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import type { ResourceListToolbarProps } from '../../kit/resource/resource-list-extension.ts';
import { INITIAL_TABLE_STATE, writeTableState } from '../../kit/table/table-state.ts';

const ENDPOINT: Endpoint = `mstools.v1/${tpvOperations.apiPath}/${TPV_DAILY_TOTALS_PATH}`;
const RANGES = ['7', '14', '30', '90'] as const;
type Range = (typeof RANGES)[number];
const DAY_MS = 86_400_000;

/** Today in the user's own zone, as `YYYY-MM-DD` (the server reads days in it too). */
const today = () => new Intl.DateTimeFormat('en-CA').format(new Date());
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The list of one terminal's operations of one day: what a totals line sums. */
export const dayListPath = (line: Pick<TpvDailyTotal, 'day' | 'merchant_code' | 'terminal'>) =>
  `/${tpvOperations.name}?${writeTableState({
    ...INITIAL_TABLE_STATE,
    filters: { merchant_code: line.merchant_code, terminal: line.terminal, operation_at: line.day },
  })}`;

/**
 * Above the operations list: each day's totals per terminal and currency of the operations the list
 * shows (its search and filters), for the last days chosen. A line's count opens the list of those
 * operations, whose amounts add up to it.
 */
export function TpvDailyTotals({ context }: ResourceListToolbarProps) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<Range>('14');
  const to = today();
  const from = daysBefore(to, Number(range) - 1);
  const scope = JSON.stringify(context.filter ?? {});
  const totals = useQuery({
    queryKey: ['tpvoperations', 'daily-totals', scope, from, to],
    queryFn: async ({ signal }) => {
      const answer = await gateway.get<{ daily_totals: TpvDailyTotal[] }>(ENDPOINT, {
        query: { context: JSON.stringify({ filter: context.filter ?? {} }), from, to },
        signal,
      });
      if (!answer.ok) throw answer;
      return answer.content.daily_totals;
    },
  });
  const amount = (value: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(value);
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  return (
    <Paper withBorder p="sm" w="100%" data-testid="tpv-daily-totals">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('tpvScreen.totalsTitle')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('tpvScreen.range')}
            value={range}
            onChange={(value) => setRange(value as Range)}
            data={RANGES.map((value) => ({ value, label: t(`tpvScreen.ranges.${value}`) }))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('tpvScreen.totalsHint', { from: dayText(from), to: dayText(to) })}
        </Text>
        {totals.isError ? (
          <Alert color="red">{t('tpvScreen.loadError')}</Alert>
        ) : totals.data && totals.data.length === 0 ? (
          <Text size="sm">{t('tpvScreen.empty')}</Text>
        ) : totals.data ? (
          <Table.ScrollContainer minWidth={640} mah={320}>
            <Table striped highlightOnHover stickyHeader fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tpvScreen.day')}</Table.Th>
                  <Table.Th>{t('tpvScreen.terminal')}</Table.Th>
                  <Table.Th>{t('tpvScreen.currency')}</Table.Th>
                  <Table.Th ta="right">{t('tpvScreen.operations')}</Table.Th>
                  <Table.Th ta="right">{t('tpvScreen.approved')}</Table.Th>
                  <Table.Th ta="right">{t('tpvScreen.charged')}</Table.Th>
                  <Table.Th ta="right">{t('tpvScreen.refunded')}</Table.Th>
                  <Table.Th ta="right">{t('tpvScreen.net')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.data.map((line) => {
                  const terminal = `${line.merchant_code}/${line.terminal}`;
                  return (
                    <Table.Tr key={`${line.day}-${terminal}-${line.currency}`}>
                      <Table.Td>{dayText(line.day)}</Table.Td>
                      <Table.Td>{terminal}</Table.Td>
                      <Table.Td>{line.currency}</Table.Td>
                      <Table.Td ta="right">
                        <Anchor
                          component={Link}
                          to={dayListPath(line)}
                          aria-label={t('tpvScreen.openList', {
                            count: line.operations,
                            terminal,
                            day: dayText(line.day),
                          })}
                        >
                          {line.operations}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{line.approved}</Table.Td>
                      <Table.Td ta="right">{amount(line.charged, line.currency)}</Table.Td>
                      <Table.Td ta="right">{amount(line.refunded, line.currency)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {amount(line.net, line.currency)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
