import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userDisplayName } from '../../session/current-user.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';

/** Home '/': the corporate applications list will live here (spec section 2). */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('home.welcome', { name: user ? userDisplayName(user) : '' })}
      </Title>
    </Stack>
  );
}
