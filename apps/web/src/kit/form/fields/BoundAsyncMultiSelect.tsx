import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../../api/sources.ts';
import {
  ASYNC_SELECT_DEBOUNCE_MS,
  ASYNC_SELECT_MIN_CHARACTERS,
  asyncSearchTerm,
} from '../../fields/async-search-term.ts';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

interface BoundAsyncMultiSelectProps extends BoundFieldProps {
  queryKey: string;
  /** Options matching a search ('' for the first page). */
  load(search: string, signal: AbortSignal): Promise<SourceOption[]>;
  /** The options of values that are not among the loaded ones (an existing record's choices). */
  resolve(values: readonly (string | number)[], signal: AbortSignal): Promise<SourceOption[]>;
}

/**
 * Several records of a list too large to load whole (related articles among 200,000): searched on
 * the server as the user types, the chosen ones kept with their labels.
 */
export function BoundAsyncMultiSelect({ queryKey, load, resolve, ...props }: BoundAsyncMultiSelectProps) {
  const { t } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  const value = Array.isArray(field.value) ? (field.value as (string | number)[]) : [];
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<SourceOption[]>([]);
  const { term, tooShort } = asyncSearchTerm(search);
  const [debounced] = useDebouncedValue(term, ASYNC_SELECT_DEBOUNCE_MS);
  const unknown = value.filter((v) => !known.some((option) => option.value === v));
  const resolved = useQuery({
    queryKey: ['async-multiselect', queryKey, 'values', unknown],
    queryFn: ({ signal }) => resolve(unknown, signal),
    enabled: unknown.length > 0,
  });
  const results = useQuery({
    queryKey: ['async-select', queryKey, debounced],
    queryFn: ({ signal }) => load(debounced, signal),
  });
  const byValue = new Map<string | number, SourceOption>();
  for (const option of [...(resolved.data ?? []), ...known, ...(tooShort ? [] : (results.data ?? []))]) {
    byValue.set(option.value, option);
  }
  // Mantine keys options by their text value.
  const data = [...byValue.values()].map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <MultiSelect
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      data={data}
      value={value.map(String)}
      onChange={(next) => {
        const chosen = next.map((text) => byValue.get(Number(text)) ?? byValue.get(text)).filter(Boolean);
        setKnown(chosen as SourceOption[]);
        field.onChange(chosen.map((option) => option!.value));
      }}
      onBlur={field.onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      placeholder={field.disabled ? undefined : t('kit.select.searchPlaceholder')}
      nothingFoundMessage={
        tooShort
          ? t('kit.select.typeMore', { count: ASYNC_SELECT_MIN_CHARACTERS })
          : results.isFetching
            ? undefined
            : t('kit.select.noResults')
      }
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      disabled={field.disabled}
      {...statusProps('left')}
      maxDropdownHeight={160}
    />
  );
}
