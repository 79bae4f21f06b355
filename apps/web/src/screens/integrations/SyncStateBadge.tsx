import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SYNC_STATUS_COLORS, type SyncState } from './sync-state.ts';

/** "Pending sync" / "Synced" / "Sync failed", with the last error on hover. */
export function SyncStateBadge({ state }: { state: SyncState | null }) {
  const { t } = useTranslation();
  if (!state)
    return (
      <Badge color="gray" variant="light">
        {t('integrations.neverSynced')}
      </Badge>
    );
  const badge = (
    <Badge color={SYNC_STATUS_COLORS[state.status]} variant="light">
      {t(`integrations.status.${state.status}`)}
      {state.remote_id && state.status === 'synced' ? ` · ${state.remote_id}` : ''}
    </Badge>
  );
  return state.last_error ? (
    <Tooltip label={state.last_error} multiline maw={360}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
