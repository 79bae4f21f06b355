import { Alert, Button, Checkbox, Group, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CellValue } from './CellValue.tsx';
import { ColumnFilterInput } from './ColumnFilterInput.tsx';
import { rowValues } from './cell-format.ts';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type {
  DataTableColumn,
  DataTablePage,
  DataTableSelection,
  TableStateUpdate,
} from './data-table.types.ts';
import { OrderingModal } from './OrderingModal.tsx';
import { PageSizeSelect } from './PageSizeSelect.tsx';
import { rowOpenIntent } from './row-open.ts';
import { SortableHeader } from './SortableHeader.tsx';
import { TablePagination } from './TablePagination.tsx';
import {
  columnSort,
  hasFilters,
  resetFilters,
  type TableState,
  toggleSort,
  withFilter,
  withPage,
  withPerPage,
  withSearch,
  withSort,
} from './table-state.ts';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-text.ts';

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  page: DataTablePage | null;
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A later load: the current rows stay under a spinner. */
  fetching?: boolean;
  error?: boolean;
  onRetry?: () => void;
  state: TableState;
  onStateChange: TableStateUpdate;
  getRowId(row: Row): string;
  debounceMs?: number;
  hideSearch?: boolean;
  /** Shows the ordering-filter button and its modal. */
  ordering?: boolean;
  onExcel?: () => Promise<void>;
  renderActions?: (row: Row) => ReactNode;
  selection?: DataTableSelection;
  /** Where a row opens (double click here, middle click in a new tab); null: it does not open. */
  rowHref?: (row: Row) => string | null;
  /** The resource listed: its words name the states of its status columns. */
  resource?: string;
  /** Extra toolbar buttons (create). */
  toolbar?: ReactNode;
}

const SELECT_COLUMN = '__select';
const ACTIONS_COLUMN = '__actions';

/** The data table of spec section 2, over TanStack Table with server-side paging, sort and filters. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [orderingOpen, setOrderingOpen] = useState(false);
  const { state, onStateChange, columns, selection, renderActions, resource } = props;
  const debounceMs = props.debounceMs ?? SEARCH_DEBOUNCE_MS;

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.key,
      header: () =>
        column.sortable === false ? (
          <Text fw={600} size="sm">
            {column.header}
          </Text>
        ) : (
          <SortableHeader
            label={column.header}
            sort={columnSort(state.sort, column.key)}
            multiple={state.sort.length > 1}
            onToggle={() => onStateChange((previous) => toggleSort(previous, column.key))}
          />
        ),
      cell: ({ row }) =>
        column.cell ? (
          column.cell(row.original)
        ) : (
          <CellValue
            type={column.type}
            values={rowValues(column, row.original)}
            value={(row.original as Record<string, unknown>)[column.key]}
            resource={resource}
            field={column.key}
          />
        ),
    }));
    if (selection) {
      defs.unshift({
        id: SELECT_COLUMN,
        header: ({ table }) => (
          <Checkbox
            aria-label={t('kit.table.selectAll')}
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('kit.table.selectRow')}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      });
    }
    if (renderActions) {
      defs.push({
        id: ACTIONS_COLUMN,
        header: () => (
          <Text fw={600} size="sm">
            {t('kit.table.actions')}
          </Text>
        ),
        cell: ({ row }) => renderActions(row.original),
      });
    }
    return defs;
  }, [columns, selection, renderActions, state.sort, onStateChange, t, resource]);

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? []).map((id) => [id, true])),
    [selection?.selected],
  );

  const table = useReactTable({
    data: props.rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => props.getRowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
  });

  function openRow(event: MouseEvent<HTMLTableRowElement>, row: Row) {
    const href = props.rowHref?.(row);
    const intent = href ? rowOpenIntent(event) : null;
    if (!href || !intent) return;
    event.preventDefault();
    if (intent === 'here') void navigate(href);
    else window.open(href, '_blank', 'noopener');
  }

  const columnByKey = new Map(columns.map((column) => [column.key, column]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const hasRows = rows.length > 0;

  return (
    <Stack gap="sm">
      <DataTableToolbar
        search={state.search}
        hideSearch={props.hideSearch ?? false}
        debounceMs={debounceMs}
        onSearch={(value) => onStateChange((previous) => withSearch(previous, value))}
        canReset={hasFilters(state)}
        onReset={() => onStateChange(resetFilters)}
        onOrdering={props.ordering ? () => setOrderingOpen(true) : undefined}
        onExcel={props.onExcel}
      >
        {props.toolbar}
      </DataTableToolbar>

      {props.error ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Group justify="space-between">
            <Text size="sm">{t('kit.table.error')}</Text>
            {props.onRetry ? (
              <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
                {t('kit.table.retry')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Table.ScrollContainer minWidth={640} pos="relative">
        <LoadingOverlay visible={props.loading || Boolean(props.fetching)} loaderProps={{ size: 'sm' }} />
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label={props.label}
          aria-busy={props.loading}
        >
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => {
                const sort = columnSort(state.sort, header.id);
                const sortable = columnByKey.get(header.id)?.sortable !== false && columnByKey.has(header.id);
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={
                      sortable ? (sort ? (sort.desc ? 'descending' : 'ascending') : 'none') : undefined
                    }
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                );
              })}
            </Table.Tr>
            {/* Data cells: the search boxes are named by their own labels, and an empty header cell
                (checkbox and actions columns) would be a header that names nothing. */}
            <Table.Tr>
              {headers.map((header) => {
                const column = columnByKey.get(header.id);
                return (
                  <Table.Td key={header.id}>
                    {column && column.searchable !== false ? (
                      <ColumnFilterInput
                        label={column.header}
                        type={column.type ?? 'text'}
                        statuses={column.statuses}
                        options={column.options}
                        resource={resource}
                        field={column.key}
                        value={state.filters[column.key] ?? ''}
                        debounceMs={debounceMs}
                        onCommit={(value) =>
                          onStateChange((previous) => withFilter(previous, column.key, value))
                        }
                      />
                    ) : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hasRows ? (
              rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-row-id={row.id}
                  data-selected={row.getIsSelected() || undefined}
                  style={props.rowHref ? { cursor: 'pointer' } : undefined}
                  onDoubleClick={(event) => openRow(event, row.original)}
                  onAuxClick={(event) => openRow(event, row.original)}
                  onMouseDown={(event) => {
                    // The middle button would start auto-scrolling instead of opening the row.
                    if (event.button === 1 && props.rowHref) event.preventDefault();
                  }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : (
              <Table.Tr>
                <Table.Td colSpan={Math.max(headers.length, 1)}>
                  <Text c="dimmed" ta="center" py="md" size="sm">
                    {props.loading ? t('kit.table.loading') : t('kit.table.notFound')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {hasRows && props.page ? (
        <Group justify="space-between" wrap="wrap">
          <TablePagination
            page={props.page.currentPage}
            lastPage={props.page.lastPage}
            onPage={(page) => onStateChange((previous) => withPage(previous, page))}
          />
          <PageSizeSelect
            value={state.perPage}
            onChange={(size) => onStateChange((previous) => withPerPage(previous, size))}
          />
        </Group>
      ) : null}

      {props.ordering ? (
        <OrderingModal
          opened={orderingOpen}
          onClose={() => setOrderingOpen(false)}
          fields={columns.filter((c) => c.sortable !== false).map((c) => ({ value: c.key, label: c.header }))}
          current={state.sort}
          onConfirm={(sort) => onStateChange((previous) => withSort(previous, sort))}
        />
      ) : null}
    </Stack>
  );
}
