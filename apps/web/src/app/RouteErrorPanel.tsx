import { Button, Center, type CenterProps, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { GatewayError } from '../api/gateway-error.ts';
import { shouldReloadForChunk } from './chunk-reload.ts';

/** What a screen that cannot load says: no server, a 5xx, or a chunk gone after a deploy. */
export function RouteErrorPanel(props: CenterProps) {
  const { t } = useTranslation();
  const error = useRouteError();
  const offline = error instanceof GatewayError && error.status === 0;
  useEffect(() => {
    if (shouldReloadForChunk(error, sessionStorage, Date.now())) window.location.reload();
  }, [error]);
  return (
    <Center p="md" {...props}>
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
