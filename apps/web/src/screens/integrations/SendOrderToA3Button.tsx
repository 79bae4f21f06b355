import { orders } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { SyncActionButton } from './SyncActionButton.tsx';

/** "Send to A3" on an order's details: queues the job; A3's order number shows once it answers. */
export function SendOrderToA3Button({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SyncActionButton
      endpoint={resourceEndpoint(orders, recordId, 'send-a3')}
      mayRun={mayDo(orders, 'edit', user)}
      texts={{
        label: t('integrations.sendOrderToA3'),
        confirm: t('integrations.sendOrderToA3Confirm'),
        queued: t('integrations.sendQueued'),
        error: t('integrations.sendError'),
      }}
    />
  );
}
