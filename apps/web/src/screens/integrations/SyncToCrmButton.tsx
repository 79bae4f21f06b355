import { companies } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { SyncActionButton } from './SyncActionButton.tsx';

/** "Sync to CRM" on a company's details: queues the job and shows the company's sync state. */
export function SyncToCrmButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SyncActionButton
      endpoint={resourceEndpoint(companies, recordId, 'sync-crm')}
      mayRun={mayDo(companies, 'edit', user)}
      texts={{
        label: t('integrations.syncToCrm'),
        confirm: t('integrations.syncToCrmConfirm'),
        queued: t('integrations.syncQueued'),
        error: t('integrations.syncError'),
      }}
    />
  );
}
