import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { SortKey } from '@proboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterOrderingFields, initialOrdering, type Ordering, orderingToSort } from './ordering.ts';

interface OrderingModalProps {
  opened: boolean;
  onClose(): void;
  /** Sortable columns: key and label. */
  fields: readonly { value: string; label: string }[];
  current: readonly SortKey[];
  onConfirm(sort: SortKey[]): void;
}

function SortKeyRow({
  label,
  value,
  fields,
  clearable,
  onChange,
}: {
  label: string;
  value: SortKey | null;
  fields: readonly { value: string; label: string }[];
  clearable: boolean;
  onChange(next: SortKey | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label={label}
        placeholder={t('kit.ordering.field')}
        description={t('kit.ordering.searchHint')}
        searchable
        clearable={clearable}
        data={[...fields]}
        filter={({ options, search }) =>
          filterOrderingFields(options as { value: string; label: string }[], search)
        }
        nothingFoundMessage={t('kit.select.noResults')}
        value={value?.key ?? null}
        onChange={(key) => onChange(key ? { key, desc: value?.desc ?? false } : null)}
        maxDropdownHeight={160}
        style={{ flex: 1 }}
      />
      <SegmentedControl
        aria-label={`${label}: ${t('kit.ordering.direction')}`}
        disabled={!value}
        value={value?.desc ? 'desc' : 'asc'}
        onChange={(direction) => value && onChange({ ...value, desc: direction === 'desc' })}
        data={[
          { value: 'asc', label: t('kit.ordering.ascending') },
          { value: 'desc', label: t('kit.ordering.descending') },
        ]}
      />
    </Group>
  );
}

function OrderingForm({ fields, current, onConfirm, onClose }: Omit<OrderingModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [ordering, setOrdering] = useState<Ordering>(() =>
    initialOrdering(
      current,
      fields.map((field) => field.value),
    ),
  );
  return (
    <Stack>
      <SortKeyRow
        label={t('kit.ordering.first')}
        value={ordering.first}
        fields={fields}
        clearable={false}
        onChange={(first) => setOrdering((previous) => ({ ...previous, first }))}
      />
      <SortKeyRow
        label={t('kit.ordering.second')}
        value={ordering.second}
        fields={fields}
        clearable
        onChange={(second) => setOrdering((previous) => ({ ...previous, second }))}
      />
      {fields.length === 0 ? <Text c="dimmed">{t('kit.select.empty')}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('kit.ordering.cancel')}
        </Button>
        <Button
          onClick={() => {
            onConfirm(orderingToSort(ordering));
            onClose();
          }}
        >
          {t('kit.ordering.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The ordering modal of spec section 2: two sort keys from the sortable columns, each asc or desc. */
export function OrderingModal({ opened, onClose, ...form }: OrderingModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('kit.ordering.title')} size="lg">
      {opened ? <OrderingForm {...form} onClose={onClose} /> : null}
    </Modal>
  );
}
