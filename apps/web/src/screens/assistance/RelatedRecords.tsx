import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { fieldLabel, resourceTitle } from '../../kit/text/translate.ts';

type Related = Record<string, unknown> & { id: number; status: string };

/** A record's related rows (an assistance's assignments, an assignment's works): each links to its details. */
export function RelatedRecords({
  definition,
  rows,
  labelKey,
}: {
  definition: ResourceDefinition;
  rows: readonly Related[];
  /** The column naming each row. */
  labelKey: string;
}) {
  const { t } = useTranslation();
  const paths = resourcePaths(definition);
  const title = resourceTitle(t, definition.name);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assistance.none')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{fieldLabel(t, definition.name, 'id')}</Table.Th>
              <Table.Th>{fieldLabel(t, definition.name, labelKey)}</Table.Th>
              <Table.Th>{fieldLabel(t, definition.name, 'status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const path = paths.details(String(row.id));
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {path ? (
                      <Anchor component={Link} to={path}>
                        {row.id}
                      </Anchor>
                    ) : (
                      row.id
                    )}
                  </Table.Td>
                  <Table.Td>{String(row[labelKey] ?? '')}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} resource={definition.name} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
