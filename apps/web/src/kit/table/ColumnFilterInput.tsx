import { Select, TextInput } from '@mantine/core';
import type { ColumnType } from '@proboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { dateFilterText, dateFilterValue } from '../fields/typed-day.ts';
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
  const name = t('kit.table.columnSearch', { column: label });
  if (type === 'date')
    return <DateFilterInput name={name} value={value} onCommit={onCommit} debounceMs={debounceMs} />;
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
    <TextFilterInput name={name} type={type} value={value} onCommit={onCommit} debounceMs={debounceMs} />
  );
}

function TextFilterInput({
  name,
  type,
  value,
  onCommit,
  debounceMs,
}: Pick<ColumnFilterInputProps, 'type' | 'value' | 'onCommit' | 'debounceMs'> & { name: string }) {
  const { draft, setDraft, flush } = useDebouncedText(value, onCommit, debounceMs);
  return (
    <TextInput
      size="xs"
      aria-label={name}
      inputMode={type === 'number' ? 'numeric' : undefined}
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

/**
 * A date column's box: a day typed in the interface language's order (`31/03/2027`), a month
 * (`03/2027`) or a year, sent as the ISO beginning the API matches and shown back in the language's
 * own form (`2/12/2026` reads back `02/12/2026`).
 */
function DateFilterInput({
  name,
  value,
  onCommit,
  debounceMs,
}: Pick<ColumnFilterInputProps, 'value' | 'onCommit' | 'debounceMs'> & { name: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const commit = useCallback((text: string) => onCommit(dateFilterValue(text, locale)), [onCommit, locale]);
  const readBack = useCallback(
    (text: string) => dateFilterText(dateFilterValue(text, locale), locale),
    [locale],
  );
  const { draft, setDraft, flush } = useDebouncedText(
    dateFilterText(value, locale),
    commit,
    debounceMs,
    readBack,
  );
  return (
    <TextInput
      size="xs"
      aria-label={name}
      placeholder={t('kit.form.date.placeholder')}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}
