import { Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const SecondFactorSettings = lazy(async () => ({
  default: (await import('./SecondFactorSettings.tsx')).SecondFactorSettings,
}));

/** The user menu's "Two-step verification" dialog; its content loads when it first opens. */
export function SecondFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('secondFactor.menu')}
      closeButtonProps={{ 'aria-label': t('secondFactor.close') }}
      centered
    >
      {opened ? (
        <Suspense fallback={<Loader role="status" size="sm" aria-label={t('kit.table.loading')} />}>
          <SecondFactorSettings onClose={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
