import { Avatar, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CorporateApplication } from './corporate-applications.query.ts';
import { safeExternalUrl } from './external-url.ts';

export function CorporateApplicationCard({ application }: { application: CorporateApplication }) {
  const { t } = useTranslation();
  const url = safeExternalUrl(application.url);
  const image = safeExternalUrl(application.image_url);
  return (
    <Card withBorder radius="md" padding="md" data-testid="corporate-application">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {image ? (
            <Image src={image} alt="" w={40} h={40} radius="sm" fit="contain" />
          ) : (
            <Avatar color="blue" radius="sm" size={40} aria-hidden>
              {application.name.slice(0, 2).toUpperCase()}
            </Avatar>
          )}
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5">
              {application.name}
            </Title>
            {application.managers_only && (
              <Badge size="xs" variant="outline" color="gray.7" radius="sm">
                {t('home.managersOnly')}
              </Badge>
            )}
          </Stack>
        </Group>
        {application.description && (
          <Text size="sm" c="gray.7" flex={1}>
            {application.description}
          </Text>
        )}
        {url && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={t('home.openApplication', { name: application.name })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('home.open')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
