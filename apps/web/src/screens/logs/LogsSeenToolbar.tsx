import { Button } from '@mantine/core';
import { IconEyeCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import type { ResourceListToolbarProps } from '../../kit/resource/resource-list-extension.ts';
import { markLogsSeen } from './logs-api.ts';

/** In the logs list: mark the rows ticked as seen, after the spec's confirmation (section 8). */
export function LogsSeenToolbar({ selected, onChanged }: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = selected.length;

  async function markSeen() {
    const accepted = await confirm({
      title: t('logScreens.markSelectedTitle'),
      message: t('logScreens.markSelectedConfirm', { count }),
      acceptLabel: t('logScreens.markSeen'),
    });
    if (!accepted) return;
    setBusy(true);
    const answer = await markLogsSeen(selected.map(Number));
    setBusy(false);
    if (!answer.ok) {
      reportFailure(answer, { fallbackMessage: t('logScreens.markSeenError') });
      return;
    }
    showSuccessToast(answer.content.message);
    onChanged();
  }

  return (
    <Button
      variant="light"
      leftSection={<IconEyeCheck size={16} aria-hidden />}
      disabled={count === 0}
      loading={busy}
      onClick={() => void markSeen()}
    >
      {t('logScreens.markSelectedSeen', { count })}
    </Button>
  );
}
