import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../api/sources.ts';
import {
  ASYNC_SELECT_DEBOUNCE_MS,
  ASYNC_SELECT_MIN_CHARACTERS,
  asyncSearchTerm,
} from './async-search-term.ts';

interface AsyncSelectProps
  extends Omit<SelectProps<string | number>, 'data' | 'value' | 'onChange' | 'searchable' | 'filter'> {
  /** Cache key of this select's searches. */
  queryKey: string;
  value: string | number | null;
  onChange(value: string | number | null): void;
  /** Options matching a search ('' for the first page). */
  load(search: string, signal: AbortSignal): Promise<SourceOption[]>;
  /** The option of a value that is not among the loaded ones (an existing record's choice). */
  resolve?(value: string | number, signal: AbortSignal): Promise<SourceOption | null>;
}

/** A select that searches the server as the user types (spec section 2, item 3). */
export function AsyncSelect({ queryKey, value, onChange, load, resolve, ...props }: AsyncSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<SourceOption | null>(null);
  const current = useQuery({
    queryKey: ['async-select', queryKey, 'value', value],
    queryFn: ({ signal }) => (resolve && value !== null ? resolve(value, signal) : null),
    enabled: value !== null && Boolean(resolve) && chosen?.value !== value,
  });
  const currentOption = chosen?.value === value ? chosen : (current.data ?? null);
  // The box shows the chosen option's label: that is not a search.
  const typed = search === currentOption?.label ? '' : search;
  const { term, tooShort } = asyncSearchTerm(typed);
  const [debounced] = useDebouncedValue(term, ASYNC_SELECT_DEBOUNCE_MS);

  const results = useQuery({
    queryKey: ['async-select', queryKey, debounced],
    queryFn: ({ signal }) => load(debounced, signal),
  });
  // Under the minimum a search waits: no options but the chosen one, and a message saying why.
  const loaded = tooShort ? [] : (results.data ?? []);
  const data =
    currentOption && !loaded.some((option) => option.value === currentOption.value)
      ? [currentOption, ...loaded]
      : loaded;

  return (
    <Select<string | number>
      {...props}
      searchable
      clearable
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        tooShort
          ? t('kit.select.typeMore', { count: ASYNC_SELECT_MIN_CHARACTERS })
          : debounced === '' && loaded.length === 0
            ? t('kit.select.empty')
            : t('kit.select.noResults')
      }
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={160}
    />
  );
}
