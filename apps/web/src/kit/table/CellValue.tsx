import { Text, ThemeIcon } from '@mantine/core';
import type { ColumnType } from '@proboard/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { cellText, isStatusColumn } from './cell-format.ts';

/** A list value by its column: `active` and statuses as badges, other booleans as yes/no icons. */
export function CellValue({ column, type, value }: { column: string; type?: ColumnType; value: unknown }) {
  const { t, i18n } = useTranslation();
  if (type === 'boolean' || typeof value === 'boolean') {
    if (column === 'active') return <StatusBadge status={value ? 'active' : 'inactive'} />;
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
  if (isStatusColumn(column) && typeof value === 'string' && value) return <StatusBadge status={value} />;
  return (
    <Text size="sm" span>
      {cellText(value, type, i18n.language)}
    </Text>
  );
}
