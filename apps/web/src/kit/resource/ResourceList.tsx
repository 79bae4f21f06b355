import { Button, Stack, Title } from '@mantine/core';
import {
  columnEnum,
  type ResourceDefinition,
  searchableColumns,
  sortableColumns,
  workflowFor,
} from '@proboard/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { GatewayError } from '../../api/gateway-error.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import {
  contextQuery,
  exportEndpoint,
  exportFileName,
  type ResourceRow,
  recordRouteId,
} from '../api/resource-endpoints.ts';
import { resourceKeys, useResourceList } from '../api/resource-queries.ts';
import { CellValue } from '../table/CellValue.tsx';
import { DataTable } from '../table/DataTable.tsx';
import type { DataTableColumn } from '../table/data-table.types.ts';
import { saveFile } from '../table/save-file.ts';
import { isEmptyPageBeyondFirst, toListContext, withPage } from '../table/table-state.ts';
import { useTableUrlState } from '../table/use-table-url-state.ts';
import { fieldLabel, resourceTitle, translateKey, valueNames } from '../text/translate.ts';
import { type ListSelection, selectedIn, selectionScope } from './list-selection.ts';
import { RowActions } from './RowActions.tsx';
import type { ResourceListExtension } from './resource-list-extension.ts';
import { mayDo, resourcePaths } from './resource-paths.ts';
import { useDeleteRecord } from './use-delete-record.ts';

/** The create/edit modal of a resource edited over its list (`modalForms`), loaded when first opened. */
const ResourceFormModal = lazy(async () => ({
  default: (await import('./ResourceFormModal.tsx')).ResourceFormModal,
}));

interface ResourceListProps {
  definition: ResourceDefinition;
  /** The resource's own additions (row selection, toolbar actions), if it has any. */
  extension?: ResourceListExtension;
}

/**
 * The cell and the filter options of a column whose values the resource names, or of another
 * enumerated column (its values as they are); none otherwise.
 */
function namedValues(
  t: TFunction,
  definition: ResourceDefinition,
  column: ResourceDefinition['columns'][number],
): Pick<DataTableColumn<ResourceRow>, 'cell' | 'options'> {
  if (column.values) return {};
  const enumerated = columnEnum(definition, column.key);
  const names =
    valueNames(t, definition.name, column.key) ??
    (enumerated ? Object.fromEntries(enumerated.map((value) => [value, value])) : null);
  if (!names) return {};
  return {
    options: Object.entries(names).map(([value, label]) => ({ value, label })),
    cell: (row) => {
      const value = row[column.key];
      return (
        <CellValue type={column.type} value={typeof value === 'string' ? (names[value] ?? value) : value} />
      );
    },
  };
}

/** The list screen of a resource: its definition's columns in the data table, state in the URL. */
export function ResourceList({ definition, extension }: ResourceListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const filterable = useMemo(() => searchableColumns(definition), [definition]);
  const sortable = useMemo(() => sortableColumns(definition), [definition]);
  const { state, update, replace } = useTableUrlState({ filterable, sortable });
  const context = useMemo(
    () => toListContext(state, definition.defaultSort),
    [state, definition.defaultSort],
  );
  const list = useResourceList(definition, context);
  const messages = modalMessages(extension, t);
  const deleteRecord = useDeleteRecord(definition, messages?.deleteError);
  const paths = useMemo(() => resourcePaths(definition), [definition]);
  const allowed = useMemo(
    () => ({
      create: mayDo(definition, 'create', user),
      details: mayDo(definition, 'details', user),
      edit: mayDo(definition, 'edit', user),
      duplicate: mayDo(definition, 'duplicate', user),
      delete: mayDo(definition, 'delete', user),
    }),
    [definition, user],
  );
  const extended = extension !== undefined && mayDo(definition, extension.requires, user);
  /** The modal's record: a row to edit, null for a new one; undefined while closed. */
  const [inModal, setInModal] = useState<ResourceRow | null | undefined>(undefined);

  const scope = selectionScope(state);
  const [ticked, setTicked] = useState<ListSelection>({ scope, ids: [] });
  const selected = selectedIn(ticked, scope);
  const selection = useMemo(
    () =>
      extended && extension.selectable
        ? { selected, onChange: (ids: string[]) => setTicked({ scope, ids }) }
        : undefined,
    [extended, extension, selected, scope],
  );
  const onChanged = useCallback(() => {
    setTicked((previous) => ({ ...previous, ids: [] }));
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
  }, [queryClient, definition.name]);

  const rows = list.data?.data;
  useEffect(() => {
    if (rows && !list.isPlaceholderData && isEmptyPageBeyondFirst(state, rows.length)) {
      replace((previous) => withPage(previous, 1));
    }
  }, [rows, list.isPlaceholderData, state, replace]);

  const columns = useMemo<DataTableColumn<ResourceRow>[]>(
    () =>
      definition.columns
        .filter((column) => column.visible !== false)
        .map((column) => ({
          key: column.key,
          header: fieldLabel(t, definition.name, column.key),
          type: column.type,
          values: column.values,
          valuesBy: column.valuesBy,
          // A status column (a workflow's states, or the values its definition or schema lists)
          // filters by one of them, shown as their badges.
          statuses:
            column.values === 'status' && column.key === workflowFor(definition.name)?.stateKey
              ? workflowFor(definition.name)?.states
              : column.values === 'status'
                ? (columnEnum(definition, column.key) ?? undefined)
                : // Values the resource names (a log's level) are chosen by their names, not as badges.
                  valueNames(t, definition.name, column.key)
                  ? undefined
                  : column.statuses,
          sortable: column.sortable,
          searchable: column.searchable,
          // An enumerated column whose resource names its values (a warranty's payment type) shows
          // the names, and is filtered by choosing one.
          ...namedValues(t, definition, column),
        })),
    [definition, t],
  );

  const exportExcel = useCallback(async () => {
    const response = await gateway.download(exportEndpoint(definition), { query: contextQuery(context) });
    if (!response.ok) throw new GatewayError(response.status, response.content);
    saveFile(response.content, exportFileName(definition));
  }, [definition, context]);

  const renderActions = useCallback(
    (row: ResourceRow) => (
      <RowActions
        definition={definition}
        row={row}
        paths={paths}
        allowed={allowed}
        onDelete={(id, label) => void deleteRecord(id, label)}
        onEdit={definition.modalForms ? () => setInModal(row) : undefined}
      />
    ),
    [definition, paths, allowed, deleteRecord],
  );

  const ExtensionToolbar = extended ? extension.Toolbar : null;
  const toolbar: ReactNode[] = [];
  if (ExtensionToolbar) {
    toolbar.push(
      <Suspense key="extension" fallback={null}>
        <ExtensionToolbar
          definition={definition}
          context={context}
          total={list.data && !list.isPlaceholderData ? list.data.total : null}
          selected={selected}
          onChanged={onChanged}
        />
      </Suspense>,
    );
  }
  if (allowed.create && definition.modalForms) {
    toolbar.push(
      <Button key="create" onClick={() => setInModal(null)} leftSection={<IconPlus size={16} aria-hidden />}>
        {t('kit.actions.create')}
      </Button>,
    );
  } else if (allowed.create && paths.create) {
    toolbar.push(
      <Button
        key="create"
        component={Link}
        to={paths.create}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t('kit.actions.create')}
      </Button>,
    );
  }

  const title = resourceTitle(t, definition.name);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <DataTable<ResourceRow>
        label={title}
        resource={definition.name}
        columns={columns}
        rows={rows ?? []}
        page={list.data ?? null}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        state={state}
        onStateChange={update}
        getRowId={(row) => String(row.id ?? recordRouteId(definition, row))}
        ordering
        onExcel={exportExcel}
        renderActions={renderActions}
        selection={selection}
        rowHref={(row) => (allowed.details ? paths.details(recordRouteId(definition, row), row) : null)}
        toolbar={toolbar.length > 0 ? toolbar : null}
      />
      {inModal !== undefined ? (
        <Suspense fallback={null}>
          <ResourceFormModal
            definition={definition}
            record={inModal}
            messages={messages}
            onClose={() => setInModal(undefined)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The modal's texts a list extension names (translated), else the kit's. */
function modalMessages(extension: ResourceListExtension | undefined, t: TFunction) {
  const keys = extension?.modalMessages;
  if (!keys) return undefined;
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, translateKey(t, key)]));
}
