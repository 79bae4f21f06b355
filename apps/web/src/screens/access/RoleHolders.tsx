import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleHoldersQuery } from './role-holders.query.ts';

/**
 * Who holds a role, read-only under the role's form: through their role group, as an extra role
 * given to them, or both. Lets an administrator see whom a change of the role's permissions reaches.
 */
export function RoleHolders({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const holders = useQuery(roleHoldersQuery(recordId));
  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby="role-holders-title">
      <Title order={2} size="h4" id="role-holders-title">
        {t('resources.roles.holders.title')}
      </Title>
      {holders.isPending ? (
        <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
      ) : holders.isError ? (
        <Alert color="red">{t('resources.roles.holders.error')}</Alert>
      ) : holders.data.length === 0 ? (
        <Text c="dimmed">{t('resources.roles.holders.empty')}</Text>
      ) : (
        <Table striped withTableBorder data-testid="role-holders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('resources.roles.holders.name')}</Table.Th>
              <Table.Th>{t('resources.roles.holders.email')}</Table.Th>
              <Table.Th>{t('resources.roles.holders.group')}</Table.Th>
              <Table.Th>{t('resources.roles.holders.how')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holders.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{[user.name, user.surname].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.role_group ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.through_group ? (
                      <Badge variant="light">{t('resources.roles.holders.throughGroup')}</Badge>
                    ) : null}
                    {user.extra_role ? (
                      <Badge variant="light" color="grape">
                        {t('resources.roles.holders.extraRole')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
