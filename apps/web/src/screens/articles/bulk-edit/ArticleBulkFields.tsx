import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { ARTICLE_LIFECYCLE } from '@proboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Market, useMarkets } from '../../../kit/api/lookups.ts';
import { BoundMultiSelect } from '../../../kit/form/fields/BoundMultiSelect.tsx';
import { BoundSelect } from '../../../kit/form/fields/BoundSelect.tsx';
import { availableChoices } from '../../../kit/markets/market-selection.ts';
import { valueLabel } from '../../../kit/text/translate.ts';
import { BULK_MARKET_FIELDS } from './article-bulk-form.ts';
import { bulkFieldLabel } from './article-bulk-labels.ts';
import { BoundTriState } from './BoundTriState.tsx';

const marketOption = (market: Market) => ({ value: market.id, label: market.name });

/** Markets added to offer only those the market list makes available; any may be removed. */
const ADDS: ReadonlySet<string> = new Set(['markets_available_add', 'markets_active_add']);

const HINTS: Partial<Record<(typeof BULK_MARKET_FIELDS)[number], 'removeAvailable' | 'addActive'>> = {
  markets_available_remove: 'removeAvailable',
  markets_active_add: 'addActive',
};

/** The changes a bulk edit of articles may make; every field starts as "leave as is". */
export function ArticleBulkFields() {
  const { t } = useTranslation();
  const markets = useMarkets();
  const statuses = useMemo(
    () =>
      ARTICLE_LIFECYCLE.map((value) => ({
        value,
        label: valueLabel(t, 'articles', 'altra_status_iso', value),
      })),
    [t],
  );
  const all = markets.data ?? [];
  const addable = availableChoices(all, []).map(marketOption);
  const removable = all.map(marketOption);

  return (
    <Stack gap="md">
      <BoundSelect
        name="altra_status_iso"
        label={bulkFieldLabel(t, 'altra_status_iso')}
        description={t('resources.articles.bulk.leaveEmpty')}
        options={statuses}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BoundTriState name="active" label={bulkFieldLabel(t, 'active')} />
        <BoundTriState name="blocked" label={bulkFieldLabel(t, 'blocked')} />
      </SimpleGrid>
      {markets.isPending ? (
        <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {BULK_MARKET_FIELDS.map((key) => {
            const hint = HINTS[key];
            return (
              <BoundMultiSelect
                key={key}
                name={key}
                label={bulkFieldLabel(t, key)}
                description={hint ? t(`resources.articles.bulk.hints.${hint}`) : undefined}
                options={ADDS.has(key) ? addable : removable}
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
