import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthPageProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The frame of the public screens: sign in, forgotten and new password. */
export function AuthPage({ title, description, children }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={700} c="blue.8" size="sm" tt="uppercase">
              {t('app.name')}
            </Text>
            <Title order={1} size="h3">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
