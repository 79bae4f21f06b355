import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A record that does not exist (its read answered 404), with a way back to its list. */
export function NotFoundAlert({ listPath }: { listPath?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="gray"
      variant="light"
      title={t('kit.form.notFoundTitle')}
      icon={<IconFileUnknown size={20} aria-hidden />}
    >
      <Stack gap="xs">
        <Text size="sm">{t('kit.form.notFoundMessage')}</Text>
        {listPath ? (
          <Anchor component={Link} to={listPath} size="sm">
            {t('kit.actions.backToList')}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
