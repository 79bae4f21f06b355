import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMarkets } from '../api/lookups.ts';
import { MarketChecklist } from './MarketChecklist.tsx';
import {
  activeChoices,
  availableChoices,
  type MarketSelection,
  setActive,
  setAvailable,
} from './market-selection.ts';

interface MarketSelectorsProps {
  disabled: boolean;
  /** markets_available of the saved record: marked with an asterisk. */
  saved: readonly number[];
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** Available and active markets of a catalogue record; active ones only among the available. */
export function MarketSelectors({ disabled, saved }: MarketSelectorsProps) {
  const { t } = useTranslation();
  const markets = useMarkets();
  const available = useController({ name: 'markets_available' });
  const active = useController({ name: 'markets_active' });
  if (markets.isPending) return <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />;

  const all = markets.data ?? [];
  const order = all.map((market) => market.id);
  const selection: MarketSelection = {
    available: ids(available.field.value),
    active: ids(active.field.value),
  };
  const apply = (next: MarketSelection) => {
    available.field.onChange([...next.available]);
    active.field.onChange([...next.active]);
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MarketChecklist
          legend={t('kit.markets.available')}
          markets={availableChoices(all, saved)}
          chosen={selection.available}
          marked={saved}
          emptyText={t('kit.markets.noMarkets')}
          disabled={disabled}
          error={available.fieldState.error?.message}
          onToggle={(changed, checked) => apply(setAvailable(selection, changed, checked, order))}
        />
        <MarketChecklist
          legend={t('kit.markets.active')}
          markets={activeChoices(all, selection)}
          chosen={selection.active}
          emptyText={t('kit.markets.chooseAvailableFirst')}
          disabled={disabled}
          error={active.fieldState.error?.message}
          onToggle={(changed, checked) => apply(setActive(selection, changed, checked, order))}
        />
      </SimpleGrid>
      {saved.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('kit.markets.savedHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
