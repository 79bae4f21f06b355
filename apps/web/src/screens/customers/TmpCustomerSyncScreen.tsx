import { Stack, Text, Title } from '@mantine/core';
import { tmpCustomers } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResourceRow } from '../../kit/api/resource-endpoints.ts';
import { fetchListPage, fetchRecord } from '../../kit/api/resource-queries.ts';
import type { SourceOption } from '../../kit/api/sources.ts';
import { AsyncSelect } from '../../kit/fields/AsyncSelect.tsx';
import { TmpCustomerActions } from './TmpCustomerActions.tsx';

/** The URL keeps the registration chosen, so the screen can be reloaded and shared. */
const CHOSEN = 'registration';

const option = (row: ResourceRow): SourceOption => ({
  value: String(row.id),
  label: `${String(row.name)} · ${String(row.vat)}`,
});

/**
 * `/tmpcustomers/sync`: choose a registration waiting for review (searched by name, VAT or e-mail) and
 * find it in the CRM by VAT, move it to another CRM client or convert it, with the same actions as its
 * details screen.
 */
export function TmpCustomerSyncScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get(CHOSEN);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('tmpCustomerActions.syncTitle')}
      </Title>
      <Text size="sm">{t('tmpCustomerActions.syncHint')}</Text>
      <AsyncSelect
        queryKey="tmpcustomers-pending"
        label={t('tmpCustomerActions.registration')}
        placeholder={t('tmpCustomerActions.registrationPlaceholder')}
        maw={560}
        value={chosen}
        onChange={(value) => setSearch(value === null ? {} : { [CHOSEN]: String(value) }, { replace: true })}
        load={async (text, signal) => {
          const page = await fetchListPage(
            tmpCustomers,
            { currentPage: 1, perPage: 15, filter: { search: text, status: 'pending' } },
            signal,
          );
          return page.data.map(option);
        }}
        resolve={async (value, signal) => option(await fetchRecord(tmpCustomers, String(value), signal))}
      />
      {chosen ? <TmpCustomerActions key={chosen} recordId={chosen} /> : null}
    </Stack>
  );
}
