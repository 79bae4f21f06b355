import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from './app-config.query.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

/** Company line, rights with the current year, contact mailbox, environment label and language. */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = useQuery(appConfigQuery);
  const company = config?.company ?? '';
  return (
    <Box
      component="footer"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="app-footer"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {company}
          </Text>
          <Text size="xs" c="gray.7">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {config?.contact_email && (
            <Text size="xs" c="gray.7">
              {t('footer.contact')}:{' '}
              <Anchor href={`mailto:${config.contact_email}`} size="xs">
                {config.contact_email}
              </Anchor>
            </Text>
          )}
          {config?.environment && (
            <Badge variant="filled" color="red.9" radius="sm" title={t('footer.environment')}>
              {config.environment}
            </Badge>
          )}
          <LanguageSelect />
        </Group>
      </Group>
    </Box>
  );
}
