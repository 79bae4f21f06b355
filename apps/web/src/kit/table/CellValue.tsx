import { Group, Progress, Text, ThemeIcon } from '@mantine/core';
import type { ColumnType, ColumnValues } from '@proboard/domain';
import { calendarMonthText } from '@proboard/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { euroText } from '../text/money.ts';
import { cellText, percentageText } from './cell-format.ts';

/** A list value by its column's label set: statuses and activity as badges, other booleans as yes/no icons. */
export function CellValue({
  type,
  values,
  value,
  resource,
  field,
}: {
  type?: ColumnType;
  values?: ColumnValues;
  value: unknown;
  /** The resource and column whose words name a state (StatusBadge). */
  resource?: string | undefined;
  field?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (type === 'boolean' || typeof value === 'boolean') {
    if (values === 'activity') return <StatusBadge status={value ? 'active' : 'inactive'} />;
    const label = t(value ? 'kit.table.yes' : 'kit.table.no');
    return (
      <ThemeIcon
        size="sm"
        variant="light"
        color={value ? 'teal' : 'gray'}
        role="img"
        aria-label={label}
        title={label}
      >
        {value ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
      </ThemeIcon>
    );
  }
  if (values === 'status' && typeof value === 'string' && value) {
    return <StatusBadge status={value} resource={resource} field={field} />;
  }
  if (values === 'money' && typeof value === 'number') {
    return (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {euroText(value, i18n.language)}
      </Text>
    );
  }
  if (values === 'percentage' && typeof value === 'number') {
    return (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {percentageText(value, i18n.language)}
      </Text>
    );
  }
  if (values === 'month') {
    return (
      <Text size="sm" span>
        {calendarMonthText(value, i18n.language) ?? cellText(value, type, i18n.language)}
      </Text>
    );
  }
  if (values === 'percent' && typeof value === 'number') {
    return (
      <Group gap={6} wrap="nowrap">
        <Progress value={value} color={value === 100 ? 'teal' : 'orange'} w={48} size="sm" aria-hidden />
        <Text size="sm" span>
          {value}%
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" span>
      {cellText(value, type, i18n.language)}
    </Text>
  );
}
