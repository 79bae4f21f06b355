import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import {
  lastMonths,
  STATISTICS_EXPORT_PATH,
  STATISTICS_PATH,
  type StatisticsFigures,
  USER_KINDS,
  type UserKind,
} from '@proboard/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { GatewayError, unwrap } from '../../api/gateway-error.ts';
import { useMarkets } from '../../kit/api/lookups.ts';
import { saveFile } from '../../kit/table/save-file.ts';
import { fieldLabel, translateKey, valueLabel } from '../../kit/text/translate.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { ticketsLink, usersLink } from './statistics-links.ts';

const FIGURES = `msdashboard.v1/${STATISTICS_PATH}` as const;
const EXCEL = `msdashboard.v1/${STATISTICS_EXPORT_PATH}` as const;

const KIND_COLORS: Record<UserKind, string> = { internal: 'blue.6', partner: 'grape.6', external: 'teal.6' };

/** The filters kept in the address: `?market=ES&from=2025-12&to=2026-11`. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastMonths(new Date()), []);
  const filters = {
    market: params.get('market') || null,
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
  };
  const change = (next: Partial<typeof filters>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return { filters, change };
}

/** `2026-03` as the interface language writes a month: "mar 26". */
function monthLabel(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

function ChartPanel({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

type Entry = { payload?: { month?: string } };

/**
 * `/statistics` (AZ_ADMIN): tickets opened and resolved per month, registered users over time and
 * internal against external users, for a market and a range of months kept in the address. Each bar,
 * point or slice opens the list it counts, filtered (statistics-links.ts); the tables below the
 * charts give the same links to the keyboard. The figures download as Excel.
 */
export function StatisticsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markets = useMarkets();
  const { filters, change } = useFilters();
  const [downloading, setDownloading] = useState(false);
  const text = (key: string, params?: Record<string, string | number>) =>
    translateKey(t, `resources.statistics.screen.${key}`, params);
  const field = (key: string) => fieldLabel(t, 'statistics', key);
  const kindName = (kind: UserKind) => valueLabel(t, 'statistics', 'kind', kind);
  const query = { from: filters.from, to: filters.to, market: filters.market ?? undefined };

  const figures = useQuery({
    queryKey: ['statistics', query],
    queryFn: async ({ signal }) =>
      (
        unwrap(await gateway.get<{ statistics: StatisticsFigures }>(FIGURES, { query, signal })) as {
          statistics: StatisticsFigures;
        }
      ).statistics,
    retry: (count, error) => !(error instanceof GatewayError && error.isClientError) && count < 2,
  });

  const download = async () => {
    setDownloading(true);
    const response = await gateway.download(EXCEL, { query });
    setDownloading(false);
    if (!response.ok) {
      showErrorToast(text('downloadError'));
      return;
    }
    saveFile(
      response.content,
      `statistics-${filters.from}-${filters.to}${filters.market ? `-${filters.market}` : ''}.xlsx`,
    );
  };

  const data = figures.data;
  const locale = i18n.language;
  const tickets = (data?.tickets ?? []).map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const users = (data?.users ?? []).map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const kinds = USER_KINDS.map((kind) => ({
    kind,
    name: kindName(kind),
    value: data?.user_kinds[kind] ?? 0,
    color: KIND_COLORS[kind],
  }));
  const error = figures.error instanceof GatewayError ? figures.error : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('menu.statistics')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={text('market')}
          placeholder={text('allMarkets')}
          searchable
          clearable
          data={(markets.data ?? []).map((m) => ({ value: m.iso, label: `${m.iso} - ${m.name}` }))}
          value={filters.market}
          onChange={(market) => change({ market })}
          w={240}
        />
        <MonthPickerInput
          label={field('from')}
          locale={locale}
          value={`${filters.from}-01`}
          onChange={(value) => value && change({ from: String(value).slice(0, 7) })}
          w={180}
        />
        <MonthPickerInput
          label={field('to')}
          locale={locale}
          value={`${filters.to}-01`}
          minDate={`${filters.from}-01`}
          onChange={(value) => value && change({ to: String(value).slice(0, 7) })}
          w={180}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
          disabled={!data}
        >
          {text('download')}
        </Button>
      </Group>

      {figures.isError ? (
        <Alert color="red" title={text('loadError')}>
          {error?.message}
        </Alert>
      ) : null}

      {data ? (
        <>
          <ChartPanel title={text('tickets')} hint={text('ticketsHint')}>
            <BarChart
              h={280}
              data={tickets}
              dataKey="label"
              withLegend
              series={[
                { name: 'opened', label: field('opened'), color: 'blue.6' },
                { name: 'resolved', label: field('resolved'), color: 'teal.6' },
              ]}
              barProps={(series) => ({
                cursor: 'pointer',
                onClick: (entry: Entry) => {
                  const month = entry.payload?.month;
                  if (month)
                    void navigate(ticketsLink(month, series.name as 'opened' | 'resolved', data.market));
                },
              })}
            />
            <Table withTableBorder striped data-testid="statistics-tickets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{field('month')}</Table.Th>
                  <Table.Th>{field('opened')}</Table.Th>
                  <Table.Th>{field('resolved')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tickets.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{m.label}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={ticketsLink(m.month, 'opened', data.market)}>
                        {m.opened}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={ticketsLink(m.month, 'resolved', data.market)}>
                        {m.resolved}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ChartPanel>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartPanel title={text('users')} hint={text('usersHint')}>
              <LineChart
                h={260}
                data={users}
                dataKey="label"
                withLegend
                series={USER_KINDS.map((kind) => ({
                  name: kind,
                  label: kindName(kind),
                  color: KIND_COLORS[kind],
                }))}
                lineProps={(series) => {
                  const kind = series.name as UserKind;
                  const open = (entry: Entry) => {
                    const month = entry.payload?.month;
                    if (month) void navigate(usersLink(kind, month, data.market));
                  };
                  const point =
                    (r: number) => (props: { cx?: number; cy?: number; index?: number } & Entry) => (
                      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer's shortcut; the table below links every point for the keyboard
                      <circle
                        key={`${kind}-${props.index}`}
                        cx={props.cx}
                        cy={props.cy}
                        r={r}
                        fill={`var(--mantine-color-${KIND_COLORS[kind].replace('.', '-')})`}
                        style={{ cursor: 'pointer' }}
                        onClick={() => open(props)}
                      />
                    );
                  return { dot: point(3), activeDot: point(5) };
                }}
              />
              <Table withTableBorder striped data-testid="statistics-users">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{field('month')}</Table.Th>
                    {USER_KINDS.map((kind) => (
                      <Table.Th key={kind}>{kindName(kind)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{m.label}</Table.Td>
                      {USER_KINDS.map((kind) => (
                        <Table.Td key={kind}>
                          {m[kind]}{' '}
                          <Anchor
                            component={Link}
                            size="sm"
                            to={usersLink(kind, m.month, data.market)}
                            aria-label={`(+${m[`new_${kind}`]}) ${kindName(kind)} ${m.label}: ${text('newInMonth', { count: m[`new_${kind}`] })}`}
                          >
                            (+{m[`new_${kind}`]})
                          </Anchor>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ChartPanel>

            <ChartPanel title={text('kinds')} hint={text('kindsHint')}>
              <Group justify="center">
                <DonutChart
                  data={kinds.map(({ name, value, color }) => ({ name, value, color }))}
                  withLabels
                  withTooltip
                  size={180}
                  thickness={28}
                  pieProps={{
                    cursor: 'pointer',
                    onClick: (_entry: unknown, index: number) => {
                      const kind = kinds[index]?.kind;
                      if (kind) void navigate(usersLink(kind, null, data.market));
                    },
                  }}
                />
              </Group>
              <Group justify="center" gap="lg" data-testid="statistics-kinds">
                {kinds.map((k) => (
                  <Anchor key={k.kind} component={Link} to={usersLink(k.kind, null, data.market)}>
                    {k.name}: {k.value}
                  </Anchor>
                ))}
              </Group>
            </ChartPanel>
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
