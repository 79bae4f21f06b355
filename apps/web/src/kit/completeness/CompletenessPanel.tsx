import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type MarketCompleteness, missingLabel, toLocale } from '@proboard/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMarkets } from '../api/lookups.ts';

/** A market's completeness as the record read answers it (`completeness_markets`). */
type MarketRow = MarketCompleteness & { attribute_names?: Record<string, string> };

/**
 * The "Completeness" tab of the product and article forms: per market, the percentage, each
 * content language's share and what is missing. It shows the saved record: the form is reset from
 * the server's answer after each save, so it follows every save.
 */
export function CompletenessPanel({ name, label }: { name: string; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const markets = useMarkets();
  const value = useWatch({ name }) as MarketRow[] | '' | undefined;
  const rows = Array.isArray(value) ? value : [];
  const marketName = (id: number | null) =>
    id === null
      ? t('completenessPanel.noMarket')
      : (markets.data?.find((m) => m.id === id)?.name ?? `#${id}`);
  return (
    <Stack gap="sm" aria-label={label} role="region">
      <Title order={3} size="h5">
        {t('completenessPanel.title')}
      </Title>
      {rows.length === 0 && <Text c="dimmed">{t('completenessPanel.notSaved')}</Text>}
      {rows.map((row) => {
        const title = marketName(row.market_id);
        const names = Object.fromEntries(
          Object.entries(row.attribute_names ?? {}).map(([id, text]) => [Number(id), text]),
        );
        return (
          <Paper key={row.market_id ?? 0} withBorder p="sm" data-testid="completeness-market">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{title}</Text>
              <Text fw={600} data-testid="completeness-percent">
                {row.percent}%
              </Text>
            </Group>
            <Progress
              value={row.percent}
              color={row.percent === 100 ? 'teal' : 'orange'}
              mt={4}
              aria-label={`${title}: ${row.percent}%`}
            />
            <Group gap={6} mt="xs">
              {Object.entries(row.languages).map(([language, percent]) => (
                <Badge key={language} variant="light" color={percent === 100 ? 'teal' : 'orange'}>
                  {language.toUpperCase()} {percent}%
                </Badge>
              ))}
            </Group>
            {row.missing.length === 0 ? (
              <Text size="sm" c="teal.9" mt="xs">
                {t('completenessPanel.complete')}
              </Text>
            ) : (
              <>
                <Text size="sm" mt="xs">
                  {t('completenessPanel.missing')}:
                </Text>
                <List size="sm">
                  {row.missing.map((item) => (
                    <List.Item key={item.key}>{missingLabel(item, locale, names)}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
