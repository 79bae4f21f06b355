import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userDisplayName } from '../../session/current-user.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { CorporateApplicationList } from './CorporateApplicationList.tsx';

/** Home '/': the corporate applications the user may open (spec section 2). */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('home.welcome', { name: user ? userDisplayName(user) : '' })}
      </Title>
      <Stack gap="sm" component="section" aria-labelledby="corporate-applications-title">
        <div>
          <Title order={2} size="h4" id="corporate-applications-title">
            {t('home.applications')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('home.applicationsHint')}
          </Text>
        </div>
        <CorporateApplicationList />
      </Stack>
    </Stack>
  );
}
