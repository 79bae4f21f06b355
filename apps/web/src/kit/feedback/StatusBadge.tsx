import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../text/translate.ts';
import { STATUS_COLORS, toBadgeStatus } from './status-colors.ts';

/** A status of spec section 4 in its colour; an unknown status shows as it is, in grey. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = toBadgeStatus(status);
  return (
    <Badge color={known ? STATUS_COLORS[known] : 'gray'} variant="light" radius="sm">
      {known ? translateKey(t, `kit.status.${known}`) : status}
    </Badge>
  );
}
