import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A route whose resource has no definition yet. */
export function ScreenNotAvailable() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      {t('kit.form.unavailable')}
    </Alert>
  );
}
