import { Select, TextInput } from '@mantine/core';
import type { ColumnType } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from './use-debounced-text.ts';

interface ColumnFilterInputProps {
  label: string;
  type: ColumnType;
  value: string;
  onCommit(value: string): void;
  debounceMs: number;
}

/** Keeps only what a number filter can hold, so the server never receives letters for a number column. */
const numeric = (text: string) => text.replace(/[^\d.-]/g, '');

/** One box of the search row: yes/no for booleans, text (digits for numbers) for the rest. */
export function ColumnFilterInput({ label, type, value, onCommit, debounceMs }: ColumnFilterInputProps) {
  const { t } = useTranslation();
  const { draft, setDraft, flush } = useDebouncedText(value, onCommit, debounceMs);
  const name = t('kit.table.columnSearch', { column: label });
  if (type === 'boolean') {
    return (
      <Select
        size="xs"
        aria-label={name}
        data={[
          { value: 'true', label: t('kit.table.yes') },
          { value: 'false', label: t('kit.table.no') },
        ]}
        placeholder={t('kit.table.any')}
        clearable
        value={value || null}
        onChange={(next) => onCommit(next ?? '')}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={160}
      />
    );
  }
  return (
    <TextInput
      size="xs"
      aria-label={name}
      inputMode={type === 'number' ? 'numeric' : undefined}
      placeholder={type === 'date' ? t('kit.table.datePlaceholder') : undefined}
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(type === 'number' ? numeric(text) : text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}
