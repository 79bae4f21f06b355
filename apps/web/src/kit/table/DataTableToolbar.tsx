import { Button, Group } from '@mantine/core';
import { IconArrowsSort, IconFileSpreadsheet, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { GlobalSearchInput } from './GlobalSearchInput.tsx';

interface DataTableToolbarProps {
  search: string;
  hideSearch: boolean;
  debounceMs: number;
  onSearch(value: string): void;
  canReset: boolean;
  onReset(): void;
  onOrdering?: () => void;
  onExcel?: () => Promise<void>;
  /** Screen-specific buttons (create). */
  children?: ReactNode;
}

/** Search box, reset filters, ordering (medium screens and up), Excel download. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { onExcel } = props;

  async function download(excel: () => Promise<void>) {
    setDownloading(true);
    try {
      await excel();
    } catch (error) {
      reportFailure(error, { fallbackMessage: t('kit.table.excelError') });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {props.hideSearch ? null : (
          <GlobalSearchInput value={props.search} onCommit={props.onSearch} debounceMs={props.debounceMs} />
        )}
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!props.canReset}
          onClick={props.onReset}
        >
          {t('kit.table.resetFilters')}
        </Button>
        {props.onOrdering ? (
          <Button
            variant="default"
            visibleFrom="md"
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            onClick={props.onOrdering}
          >
            {t('kit.table.ordering')}
          </Button>
        ) : null}
        {onExcel ? (
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void download(onExcel)}
          >
            {t('kit.table.excel')}
          </Button>
        ) : null}
      </Group>
      {props.children ? <Group gap="sm">{props.children}</Group> : null}
    </Group>
  );
}
