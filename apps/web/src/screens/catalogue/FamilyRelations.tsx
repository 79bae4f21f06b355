import { Alert, Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { families } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { fieldLabel } from '../../kit/text/translate.ts';
import { familyAuditsQuery } from './family-audits.query.ts';

interface Related {
  id: number;
  az_iso: string;
  name: string;
  active?: boolean;
}

const relatedOf = (value: unknown): Related[] => (Array.isArray(value) ? (value as Related[]) : []);

/**
 * What a family's form shows read-only (spec section 3): the ranges its systems belong to, its
 * products (each a link to the product) and its audit trail.
 */
export function FamilyRelations({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const record = useResourceRecord(families, recordId);
  const audits = useQuery(familyAuditsQuery(recordId));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const label = (key: string) => fieldLabel(t, families.name, key);
  const ranges = relatedOf(record.data?.ranges);
  const products = relatedOf(record.data?.products);

  return (
    <Stack gap="lg" mt="lg">
      <Stack gap="xs" component="section" aria-labelledby="family-ranges-title">
        <Title order={2} size="h4" id="family-ranges-title">
          {label('ranges')}
        </Title>
        {ranges.length === 0 ? (
          <Text c="dimmed">{t('resources.families.relations.noRanges')}</Text>
        ) : (
          <Group gap="xs" data-testid="family-ranges">
            {ranges.map((range) => (
              <Anchor key={range.id} component={Link} to={`/ranges/${encodeURIComponent(range.az_iso)}`}>
                {range.az_iso} - {range.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="family-products-title">
        <Title order={2} size="h4" id="family-products-title">
          {label('products')} ({products.length})
        </Title>
        {products.length === 0 ? (
          <Text c="dimmed">{t('resources.families.relations.noProducts')}</Text>
        ) : (
          <Table striped withTableBorder data-testid="family-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{fieldLabel(t, 'products', 'az_iso')}</Table.Th>
                <Table.Th>{fieldLabel(t, 'products', 'name')}</Table.Th>
                <Table.Th>{fieldLabel(t, 'products', 'active')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/products/${encodeURIComponent(product.az_iso)}`}>
                      {product.az_iso}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={product.active ? 'active' : 'inactive'} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="family-audits-title">
        <Title order={2} size="h4" id="family-audits-title">
          {label('audits')}
        </Title>
        {audits.isPending ? (
          <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
        ) : audits.isError ? (
          <Alert color="red">{t('resources.families.relations.auditsError')}</Alert>
        ) : audits.data.length === 0 ? (
          <Text c="dimmed">{t('resources.families.relations.noAudits')}</Text>
        ) : (
          <Table striped withTableBorder data-testid="family-audits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('resources.families.relations.when')}</Table.Th>
                <Table.Th>{t('resources.families.relations.event')}</Table.Th>
                <Table.Th>{t('resources.families.relations.who')}</Table.Th>
                <Table.Th>{t('resources.families.relations.fields')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.data.map((audit) => (
                <Table.Tr key={audit.id}>
                  <Table.Td>{when.format(new Date(audit.created_at))}</Table.Td>
                  <Table.Td>{t(`resources.families.relations.events.${audit.event}`)}</Table.Td>
                  <Table.Td>{audit.user_email ?? ''}</Table.Td>
                  <Table.Td>{audit.fields.map(label).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
