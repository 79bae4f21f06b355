import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { effectiveAccessQuery } from './users.queries.ts';

const asIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
const asId = (value: unknown): number | null => {
  const id = Number(value);
  return value !== null && value !== '' && Number.isInteger(id) && id > 0 ? id : null;
};

function Names({ names, color }: { names: readonly string[]; color?: string }) {
  const { t } = useTranslation();
  if (names.length === 0) return <Text c="dimmed">{t('resources.users.access.none')}</Text>;
  return (
    <Group gap={4}>
      {names.map((name) => (
        <Badge key={name} variant="light" color={color} tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * What the person will be able to do, read-only and live while the group and extra roles are chosen:
 * the server computes it (the rule it enforces), so the form never guesses.
 */
export function EffectiveAccessPanel() {
  const { t } = useTranslation();
  const [group, roles] = useWatch({ name: ['role_group_id', 'role_ids'] });
  const access = useQuery({
    ...effectiveAccessQuery(asId(group), asIds(roles)),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="effective-access-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="effective-access-title">
            {t('resources.users.access.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('resources.users.access.hint')}
          </Text>
        </div>
        {access.isPending ? (
          <Loader role="status" size="sm" aria-label={t('resources.users.access.loading')} />
        ) : access.isError ? (
          <Alert color="red">{t('resources.users.access.error')}</Alert>
        ) : (
          <Stack gap="xs" data-testid="effective-access">
            <Text fw={500} size="sm">
              {t('resources.users.access.groupRoles')}
            </Text>
            <Names names={access.data.group_roles} />
            <Text fw={500} size="sm">
              {t('resources.users.access.extraRoles')}
            </Text>
            <Names names={access.data.extra_roles} color="grape" />
            <Text fw={500} size="sm">
              {t('resources.users.access.permissions', { count: access.data.permissions.length })}
            </Text>
            <Names names={access.data.permissions} color="gray" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
