import { Button } from '@mantine/core';
import { buildPath } from '@proboard/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** On the temporary customers' list: opens `/tmpcustomers/sync`, where registrations are reviewed. */
export function TmpCustomersSyncLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={buildPath('tmpcustomers-sync', {})}
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
    >
      {t('tmpCustomerActions.syncTitle')}
    </Button>
  );
}
