import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { GatewayError } from '../api/gateway-error.ts';

/** Shown when a screen cannot load: no server, a 5xx, or a chunk gone after a deploy. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const offline = error instanceof GatewayError && error.status === 0;
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h3">
          {t('errors.unexpected')}
        </Title>
        <Text c="gray.7">{offline ? t('errors.network') : t('errors.routeFailed')}</Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
