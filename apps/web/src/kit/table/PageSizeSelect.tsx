import { Select } from '@mantine/core';
import { PER_PAGE_OPTIONS, type PerPage } from '@proboard/domain';
import { useTranslation } from 'react-i18next';

/** Page sizes 4, 10, 15, 25, 50 (spec section 9), each offered as "show N results". */
export function PageSizeSelect({ value, onChange }: { value: PerPage; onChange(size: PerPage): void }) {
  const { t } = useTranslation();
  return (
    <Select<number>
      size="xs"
      w={200}
      aria-label={t('kit.pagination.pageSize')}
      data={PER_PAGE_OPTIONS.map((size) => ({
        value: size,
        label: t('kit.pagination.showResults', { count: size }),
      }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (next !== null) onChange(next as PerPage);
      }}
      maxDropdownHeight={160}
    />
  );
}
