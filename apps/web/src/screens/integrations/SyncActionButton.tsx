import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { SyncStateBadge } from './SyncStateBadge.tsx';
import { type SyncState, useSyncState } from './sync-state.ts';

/** The texts of one outbound action, translated. */
export interface SyncActionTexts {
  label: string;
  confirm: string;
  queued: string;
  error: string;
}

/**
 * An action that queues a call to an outside system (with the confirmation of spec section 8),
 * beside the record's sync state, which it follows while pending. `endpoint` answers the state on GET
 * and queues on POST (`{ sync_state }` both).
 */
export function SyncActionButton({
  endpoint,
  texts,
  mayRun = true,
}: {
  endpoint: Endpoint;
  texts: SyncActionTexts;
  /** False shows only the state (a user who may read but not write). */
  mayRun?: boolean;
}) {
  const { state, set } = useSyncState(endpoint);
  const [busy, setBusy] = useState(false);

  async function run() {
    const accepted = await confirm({
      title: texts.label,
      message: texts.confirm,
      acceptLabel: texts.label,
    });
    if (!accepted) return;
    setBusy(true);
    const answer = await gateway.post<{ sync_state: SyncState }>(endpoint);
    setBusy(false);
    if (!answer.ok) {
      reportFailure(answer, { fallbackMessage: texts.error });
      return;
    }
    set(answer.content.sync_state);
    showSuccessToast(texts.queued);
  }

  return (
    <Group gap="sm" aria-live="polite">
      {mayRun && (
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={busy}
          onClick={() => void run()}
        >
          {texts.label}
        </Button>
      )}
      <SyncStateBadge state={state} />
    </Group>
  );
}
