import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from './use-debounced-text.ts';

interface GlobalSearchInputProps {
  value: string;
  onCommit(value: string): void;
  debounceMs: number;
}

/** The table's search box: applied after a pause in typing, or at once with Enter. */
export function GlobalSearchInput({ value, onCommit, debounceMs }: GlobalSearchInputProps) {
  const { t } = useTranslation();
  const { draft, setDraft, flush } = useDebouncedText(value, onCommit, debounceMs);
  return (
    <TextInput
      type="search"
      aria-label={t('kit.table.search')}
      placeholder={t('kit.table.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
