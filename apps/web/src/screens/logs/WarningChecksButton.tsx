import { Button } from '@mantine/core';
import { WARNING_CHECKS_PATH } from '@proboard/domain';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { reportFailure, showSuccessToast } from '../../feedback/index.ts';
import type { ResourceListToolbarProps } from '../../kit/resource/resource-list-extension.ts';

/** In the warnings list: run every check now (the server runs them every hour anyway). */
export function WarningChecksButton({ onChanged }: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    const answer = await gateway.post<{ message: string }>(`msdashboard.v1/${WARNING_CHECKS_PATH}`);
    setBusy(false);
    if (!answer.ok) {
      reportFailure(answer, { fallbackMessage: t('logScreens.runChecksError') });
      return;
    }
    showSuccessToast(answer.content.message);
    onChanged();
  }

  return (
    <Button
      variant="light"
      leftSection={<IconListCheck size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {t('logScreens.runChecks')}
    </Button>
  );
}
