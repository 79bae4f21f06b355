import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortableHeaderProps {
  label: string;
  /** The column's place in the order, if it is sorted. */
  sort: { desc: boolean; position: number } | null;
  /** Whether the order has more than one key (then positions are shown). */
  multiple: boolean;
  onToggle(): void;
}

/** A header that sorts on click, with an ascending/descending indicator (its cell carries aria-sort). */
export function SortableHeader({ label, sort, multiple, onToggle }: SortableHeaderProps) {
  const { t } = useTranslation();
  const Icon = sort ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  return (
    <UnstyledButton onClick={onToggle} title={t('kit.table.sortBy', { column: label })}>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Icon size={14} aria-hidden opacity={sort ? 1 : 0.4} />
        {sort && multiple ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {sort.position + 1}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
