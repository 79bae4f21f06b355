import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Market } from '../api/lookups.ts';
import { groupMarkets } from './market-groups.ts';
import { selectAllState } from './market-selection.ts';

interface MarketChecklistProps {
  legend: string;
  markets: readonly Market[];
  chosen: readonly number[];
  /** Markets marked with an asterisk: available on the saved record. */
  marked?: readonly number[];
  emptyText: string;
  disabled: boolean;
  error?: string;
  onToggle(ids: number[], checked: boolean): void;
}

/** Markets grouped by company with a select-all checkbox (spec section 2, item 9). */
export function MarketChecklist(props: MarketChecklistProps) {
  const { t } = useTranslation();
  const ids = props.markets.map((market) => market.id);
  const all = selectAllState(ids, props.chosen);
  return (
    <Fieldset legend={props.legend} disabled={props.disabled}>
      {props.markets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      ) : (
        <Stack gap="sm">
          <Checkbox
            label={t('kit.markets.selectAll')}
            checked={all === 'all'}
            indeterminate={all === 'some'}
            disabled={props.disabled}
            onChange={(event) => props.onToggle(ids, event.currentTarget.checked)}
          />
          {groupMarkets(props.markets).map((group) => (
            <Stack
              key={group.company ?? '-'}
              gap={4}
              role="group"
              aria-label={group.label ?? t('kit.markets.noCompany')}
            >
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {group.label ?? t('kit.markets.noCompany')}
              </Text>
              <Group gap="md">
                {group.markets.map((market) => (
                  <Checkbox
                    key={market.id}
                    label={`${market.name}${props.marked?.includes(market.id) ? ' *' : ''}`}
                    checked={props.chosen.includes(market.id)}
                    disabled={props.disabled}
                    onChange={(event) => props.onToggle([market.id], event.currentTarget.checked)}
                  />
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      {props.error ? (
        <Text size="xs" c="red" mt="xs" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
