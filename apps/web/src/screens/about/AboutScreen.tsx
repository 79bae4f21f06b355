import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../app/layout/app-config.query.ts';

/** /about (role TEST only): what this board is and which installation it is. */
export function AboutScreen() {
  const { t } = useTranslation();
  const { data: config } = useQuery(appConfigQuery);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('about.title')}
      </Title>
      <Text c="gray.7">{t('about.description')}</Text>
      <Paper withBorder radius="md" maw={520}>
        <Table striped={false} withRowBorders>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('about.company')}</Table.Th>
              <Table.Td>{config?.company}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('footer.environment')}</Table.Th>
              <Table.Td>{config?.environment}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('footer.contact')}</Table.Th>
              <Table.Td>{config?.contact_email}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
