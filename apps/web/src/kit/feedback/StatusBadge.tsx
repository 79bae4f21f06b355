import { Badge } from '@mantine/core';
import { toBadgeStatus } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../text/translate.ts';
import { STATUS_BADGE_VARIANT, STATUS_COLORS, UNKNOWN_STATUS_COLOR } from './status-colors.ts';

/** A status of spec section 4 in its colour; an unknown status shows as it is, in grey. */
export function StatusBadge({
  status,
  resource,
  field,
}: {
  status: string;
  /** The resource whose words name its states, so they agree with its noun ("Cancelada"). */
  resource?: string | undefined;
  /** The state's field in that resource (`status`, an article's `altra_status_iso`). */
  field?: string | undefined;
}) {
  const { t } = useTranslation();
  const known = toBadgeStatus(status);
  return (
    <Badge
      color={known ? STATUS_COLORS[known] : UNKNOWN_STATUS_COLOR}
      variant={STATUS_BADGE_VARIANT}
      radius="sm"
      // Never cut to "RECOGIDA SO…": a narrow column wraps its other cells, not the state.
      miw="max-content"
    >
      {known ? statusLabel(t, known, resource, field) : status}
    </Badge>
  );
}
