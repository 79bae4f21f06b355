import { List, Text } from '@mantine/core';
import type { ArticleBulkChanges } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useMarkets } from '../../../kit/api/lookups.ts';
import { valueLabel } from '../../../kit/text/translate.ts';
import { bulkFieldLabel } from './article-bulk-labels.ts';
import { bulkSummary } from './article-bulk-summary.ts';

/** The changes about to be applied, one per line, for the confirmation. */
export function BulkChangesSummary({ changes }: { changes: ArticleBulkChanges }) {
  const { t } = useTranslation();
  const markets = useMarkets();
  const names = new Map((markets.data ?? []).map((market) => [market.id, market.name]));
  const lines = bulkSummary(changes, {
    field: (key) => bulkFieldLabel(t, key),
    status: (value) => valueLabel(t, 'articles', 'altra_status_iso', value),
    market: (id) => names.get(id) ?? String(id),
    yes: t('kit.table.yes'),
    no: t('kit.table.no'),
  });
  return (
    <List size="sm" spacing={4} aria-label={t('resources.articles.bulk.changes')}>
      {lines.map((line) => (
        <List.Item key={line.key}>
          <Text span size="sm" fw={600}>
            {line.label}:
          </Text>{' '}
          {line.value}
        </List.Item>
      ))}
    </List>
  );
}
