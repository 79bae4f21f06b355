import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTENT_LANGUAGES,
  EXPORT_ENTITY_PARTS,
  EXPORT_FORMATS,
  exportsDefinition,
  exportTarget,
  LOCALES,
} from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { GatewayError, unwrap } from '../../api/gateway-error.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { useMarkets } from '../../kit/api/lookups.ts';
import { contextQuery, listEndpoint, readListPage } from '../../kit/api/resource-endpoints.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';

type ExportRow = {
  id: number;
  created_at: string;
  requester: string | null;
  status: string;
  progress: number;
  size: number | null;
  file_url: string | null;
};

const label = (t: (key: string, options?: object) => string, key: string, options?: object) =>
  t(`resources.exports.${key}`, options);

/**
 * `/exports/:family/:entity` (route `exports-gart`): the earlier exports of one entry of the export
 * config (Id, 'Fecha de creación', who, state, size, download) and the form that asks for another,
 * confirmed first (spec section 8). The list follows the running export's progress until it is done.
 */
export function ExportsEntityScreen() {
  const { t: translate, i18n } = useTranslation();
  const t = translate as unknown as (key: string, options?: object) => string;
  const { family = '', entity = '' } = useParams();
  const queryClient = useQueryClient();
  const markets = useMarkets();
  const target = exportTarget(family, entity, EXPORT_ENTITY_PARTS[entity] ?? []);
  const offeredParts = family === 'gart' ? (EXPORT_ENTITY_PARTS[entity] ?? []) : [];
  const [marketId, setMarketId] = useState<string | null>(null);
  const [languages, setLanguages] = useState<string[]>([]);
  const [parts, setParts] = useState<string[]>([]);
  const [format, setFormat] = useState<string>('xlsx');
  const [locale, setLocale] = useState<string>(currentLocale());
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const context = { currentPage: 1, perPage: 25, filter: { family, entity }, sortBy: '-created_at' };
  const list = useQuery({
    queryKey: ['exports', family, entity],
    queryFn: async ({ signal }) =>
      readListPage(
        exportsDefinition,
        unwrap(await gateway.get(listEndpoint(exportsDefinition), { query: contextQuery(context), signal })),
      ),
    // While one is on its way, its progress and its download come without reloading.
    refetchInterval: (query) =>
      (query.state.data?.data as ExportRow[] | undefined)?.some((row) =>
        ['pending', 'processing'].includes(row.status),
      )
        ? 2000
        : false,
    retry: (count, error) => !(error instanceof GatewayError && error.isClientError) && count < 2,
  });
  const forbidden = list.error instanceof GatewayError && list.error.status === 403;
  const entityName = t(`exports.entities.${entity}`);

  async function start() {
    const accepted = await confirm({
      title: label(t, 'screen.confirmTitle'),
      message: label(t, 'screen.confirmBody'),
      acceptLabel: label(t, 'screen.confirm'),
      cancelLabel: label(t, 'screen.cancel'),
    });
    if (!accepted) return;
    setSending(true);
    setErrors({});
    const response = await gateway.post(listEndpoint(exportsDefinition), {
      family,
      entity,
      market_id: marketId ? Number(marketId) : null,
      languages,
      parts: family === 'gart' ? parts : [],
      format,
      locale,
      filters: search.trim() ? { search: search.trim() } : {},
    });
    setSending(false);
    if (response.ok) {
      showSuccessToast(label(t, 'screen.started'));
      await queryClient.invalidateQueries({ queryKey: ['exports', family, entity] });
      return;
    }
    const body = response.content as { message?: string; errors?: Record<string, string[]> } | null;
    // 422 (spec section 8): recorded on the form, each field with its first message.
    if (body?.errors)
      setErrors(Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v[0] ?? ''])));
    showErrorToast(body?.message ?? t('toast.errorTitle'));
  }

  if (forbidden) {
    return (
      <Alert color="red" title={label(t, 'title')}>
        {list.error instanceof GatewayError ? list.error.message : ''}
      </Alert>
    );
  }

  const rows = (list.data?.data ?? []) as ExportRow[];
  const languageNames = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <Stack gap="lg">
      <Title order={2}>{label(t, 'screen.heading', { entity: entityName })}</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {label(t, 'screen.newExport')}
          </Title>
          <Group grow align="flex-start">
            <Select
              label={label(t, 'fields.market_id')}
              required
              searchable
              data={(markets.data ?? []).map((m) => ({ value: String(m.id), label: `${m.iso} - ${m.name}` }))}
              value={marketId}
              onChange={setMarketId}
              error={errors.market_id}
            />
            <MultiSelect
              label={label(t, 'fields.languages')}
              data={CONTENT_LANGUAGES.map((l) => ({ value: l, label: `${l} - ${languageNames.of(l) ?? l}` }))}
              value={languages}
              onChange={setLanguages}
              error={errors.languages}
            />
          </Group>
          {offeredParts.length > 0 && (
            <Checkbox.Group
              label={label(t, 'fields.parts')}
              value={parts}
              onChange={setParts}
              error={errors.parts}
            >
              <Group mt="xs">
                {offeredParts.map((part) => (
                  <Checkbox key={part} value={part} label={label(t, `values.parts.${part}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <Group grow align="flex-start">
            <Select
              label={label(t, 'fields.format')}
              data={EXPORT_FORMATS.map((f) => ({ value: f, label: label(t, `values.format.${f}`) }))}
              value={format}
              onChange={(value) => setFormat(value ?? 'xlsx')}
              allowDeselect={false}
            />
            <Select
              label={label(t, 'fields.locale')}
              data={LOCALES.map((l) => ({ value: l, label: label(t, `values.locale.${l}`) }))}
              value={locale}
              onChange={(value) => setLocale(value ?? 'es')}
              allowDeselect={false}
            />
            <TextInput
              label={label(t, 'screen.filters')}
              placeholder={label(t, 'screen.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              error={errors.filters}
            />
          </Group>
          <Group justify="flex-end">
            <Button onClick={start} loading={sending} disabled={!target}>
              {label(t, 'screen.start')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {label(t, 'screen.earlier')}
        </Title>
        {list.isError ? (
          <Alert color="red">{label(t, 'screen.loadError')}</Alert>
        ) : rows.length === 0 && !list.isLoading ? (
          <Text c="dimmed">{label(t, 'screen.empty')}</Text>
        ) : (
          <Table striped withTableBorder aria-label={label(t, 'screen.earlier')}>
            <Table.Thead>
              <Table.Tr>
                {['id', 'created_at', 'requester', 'status', 'size', 'file_url'].map((key) => (
                  <Table.Th key={key}>{label(t, `fields.${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td>{row.requester ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <StatusBadge status={row.status} resource="exports" />
                      {row.status === 'processing' && <Text size="sm">{row.progress} %</Text>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {row.size == null ? '' : `${Math.max(1, Math.round(row.size / 1024))} kB`}
                  </Table.Td>
                  <Table.Td>
                    {row.file_url && (
                      <Anchor href={row.file_url} download>
                        {label(t, 'screen.download')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
