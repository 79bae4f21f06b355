import { Select, TextInput } from '@mantine/core';
import type { ColumnType } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { statusLabel } from '../text/translate.ts';
import { useDebouncedText } from './use-debounced-text.ts';

interface ColumnFilterInputProps {
  label: string;
  type: ColumnType;
  /** A status column's values: a select whose options are their badges. */
  statuses?: readonly string[] | undefined;
  /** An enumerated column's values with their names: a select of the names. */
  options?: readonly { value: string; label: string }[] | undefined;
  /** The resource and column whose words name the statuses (StatusBadge). */
  resource?: string | undefined;
  field: string;
  value: string;
  onCommit(value: string): void;
  debounceMs: number;
}

/** Keeps only what a number filter can hold, so the server never receives letters for a number column. */
const numeric = (text: string) => text.replace(/[^\d.-]/g, '');

/** One box of the search row: yes/no for booleans, names for named values, text (digits for numbers) for the rest. */
export function ColumnFilterInput({
  label,
  type,
  statuses,
  options,
  resource,
  field,
  value,
  onCommit,
  debounceMs,
}: ColumnFilterInputProps) {
  const { t } = useTranslation();
  const { draft, setDraft, flush } = useDebouncedText(value, onCommit, debounceMs);
  const name = t('kit.table.columnSearch', { column: label });
  if (statuses) {
    return (
      <Select
        size="xs"
        aria-label={name}
        data={statuses.map((status) => ({ value: status, label: statusLabel(t, status, resource, field) }))}
        renderOption={({ option }) => <StatusBadge status={option.value} resource={resource} field={field} />}
        placeholder={t('kit.table.any')}
        clearable
        value={value || null}
        onChange={(next) => onCommit(next ?? '')}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={160}
      />
    );
  }
  if (type === 'boolean' || options) {
    return (
      <Select
        size="xs"
        aria-label={name}
        data={
          options ?? [
            { value: 'true', label: t('kit.table.yes') },
            { value: 'false', label: t('kit.table.no') },
          ]
        }
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
        // A code filter matches whole codes, which are kept in capitals.
        setDraft(type === 'number' ? numeric(text) : type === 'code' ? text.toUpperCase() : text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}
