import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { createKeyword, type Keyword, searchKeywords } from '../api/lookups.ts';
import {
  ASYNC_SELECT_DEBOUNCE_MS,
  ASYNC_SELECT_MIN_CHARACTERS,
  asyncSearchTerm,
} from '../fields/async-search-term.ts';
import { CREATE_PREFIX, keywordOptions } from './keyword-options.ts';

interface KeywordsSelectProps {
  label: string;
  value: readonly number[];
  onChange(value: number[]): void;
  disabled?: boolean;
  error?: string;
}

/** Names of keywords met so far, shared by every keywords select of the page. */
const knownKeywords = new Map<number, string>();
const remember = (keywords: readonly Keyword[]) => {
  for (const keyword of keywords) knownKeywords.set(keyword.id, keyword.keyword);
  return keywords;
};

/** Keywords of one language: pick existing ones, create new ones on the fly (spec section 2, item 8). */
export function KeywordsSelect({ label, value, onChange, disabled, error }: KeywordsSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  // A keyword of any length may be created; the server is searched from the minimum on.
  const { term, tooShort } = asyncSearchTerm(search);
  const [debounced] = useDebouncedValue(term, ASYNC_SELECT_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['keywords', debounced],
    queryFn: async ({ signal }) => remember(await searchKeywords(debounced, signal)),
    enabled: !disabled || value.length > 0,
  });
  const data = keywordOptions(value, knownKeywords, tooShort ? [] : (results.data ?? []), search, (keyword) =>
    t('kit.keywords.create', { keyword }),
  );

  async function change(next: string[]) {
    const toCreate = next.find((item) => item.startsWith(CREATE_PREFIX));
    const ids = next.filter((item) => !item.startsWith(CREATE_PREFIX)).map(Number);
    if (!toCreate) {
      onChange(ids);
      return;
    }
    setCreating(true);
    try {
      const [created] = remember([await createKeyword(toCreate.slice(CREATE_PREFIX.length))]);
      if (created) onChange([...ids.filter((id) => id !== created.id), created.id]);
      setSearch('');
    } catch (error) {
      reportFailure(error, { fallbackMessage: t('kit.keywords.createError') });
    } finally {
      setCreating(false);
    }
  }

  return (
    <MultiSelect
      label={label}
      placeholder={disabled ? undefined : t('kit.keywords.placeholder')}
      data={data}
      value={value.map(String)}
      onChange={(next) => void change(next)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        tooShort
          ? t('kit.select.typeMore', { count: ASYNC_SELECT_MIN_CHARACTERS })
          : debounced === ''
            ? t('kit.select.empty')
            : t('kit.select.noResults')
      }
      disabled={disabled}
      error={error}
      rightSection={results.isFetching || creating ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={160}
      hidePickedOptions
    />
  );
}
