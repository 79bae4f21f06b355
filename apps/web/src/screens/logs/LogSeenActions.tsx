import { Button, Group, Text } from '@mantine/core';
import { logs, momentText } from '@proboard/domain';
import { IconEyeCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { markLogSeen } from './logs-api.ts';

interface LogRecord {
  seen: boolean;
  seen_by_email: string | null;
  seen_at: string | null;
}

/**
 * Above a log's details: "mark as seen" with the spec's confirmation (section 8), for whoever may
 * edit logs; once seen, who saw it and when.
 */
export function LogSeenActions({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const record = useResourceRecord(logs, recordId);
  const [busy, setBusy] = useState(false);
  const log = record.data as LogRecord | undefined;
  if (!log) return null;

  if (log.seen) {
    const when = momentText(log.seen_at, i18n.language) ?? '';
    return (
      <Group gap="xs">
        <IconEyeCheck size={18} aria-hidden />
        <Text size="sm">
          {log.seen_by_email
            ? t('logScreens.seenBy', { who: log.seen_by_email, when })
            : t('logScreens.seenByNobody', { when })}
        </Text>
      </Group>
    );
  }
  if (!mayDo(logs, 'edit', user)) return null;

  async function markSeen() {
    const accepted = await confirm({
      title: t('logScreens.markSeenTitle'),
      message: t('logScreens.markSeenConfirm'),
      acceptLabel: t('logScreens.markSeen'),
    });
    if (!accepted) return;
    setBusy(true);
    const answer = await markLogSeen(recordId);
    setBusy(false);
    if (!answer.ok) {
      reportFailure(answer, { fallbackMessage: t('logScreens.markSeenError') });
      return;
    }
    showSuccessToast(answer.content.message);
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(logs.name) });
  }

  return (
    <Button
      variant="light"
      leftSection={<IconEyeCheck size={16} aria-hidden />}
      loading={busy}
      onClick={() => void markSeen()}
    >
      {t('logScreens.markSeen')}
    </Button>
  );
}
