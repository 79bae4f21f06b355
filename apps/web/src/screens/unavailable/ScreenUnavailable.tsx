import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTitle } from '../../app/routing/route-title.ts';
import { useCurrentRoute } from '../../app/routing/use-current-route.ts';

/** A route whose screen belongs to an area not built yet says so, rather than showing a fake screen. */
export function ScreenUnavailable() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = routeTitle(t, route);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md" maw={640} data-testid="screen-unavailable">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
            <IconTools size={20} />
          </ThemeIcon>
          <Text fw={600}>{t('unavailable.title')}</Text>
          <Text size="sm" c="gray.7">
            {t('unavailable.description', { screen: title })}
          </Text>
          <Button component={Link} to="/" variant="light" size="xs">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
