import { products } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { SyncActionButton } from './SyncActionButton.tsx';

/** "Send all to A3" on the products list: one job for every product, and how the last one went. */
export function SendAllProductsToA3Button() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SyncActionButton
      endpoint={resourceEndpoint(products, 'send-all-a3')}
      mayRun={mayDo(products, 'edit', user)}
      texts={{
        label: t('integrations.sendAllToA3'),
        confirm: t('integrations.sendAllToA3Confirm'),
        queued: t('integrations.sendQueued'),
        error: t('integrations.sendError'),
      }}
    />
  );
}
