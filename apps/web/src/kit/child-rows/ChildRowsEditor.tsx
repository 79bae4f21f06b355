import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BoundTextInput } from '../form/fields/BoundTextInput.tsx';
import { type SimpleColumn, SimpleRowsTable } from '../table/SimpleRowsTable.tsx';
import { fieldLabel } from '../text/translate.ts';

type Row = Record<string, unknown> & { rowKey: string };

interface ChildRowsEditorProps {
  /** Resource whose labels name the columns: `resources.{resource}.fields.{name}_{column}`. */
  resource: string;
  /** Form path of the rows (`regions`); each row is saved with its parent. */
  name: string;
  /** The keys of one row that the user types (the row's `id` stays hidden and travels back). */
  columns: readonly string[];
  disabled: boolean;
  /** The editor of one cell (a number, a date, a select); a text box when it gives none. */
  cell?(column: string, name: string, label: string): ReactNode;
  /** A new row's value of a column (an empty text box by default). */
  emptyCell?(column: string): unknown;
}

/**
 * Child rows edited inside their parent (a country's regions): a table of text boxes, a remove
 * button per row and an add button. Rows keep their `id`, so the server updates them, creates the
 * rows without one and deletes the missing ones, all in the parent's save.
 */
export function ChildRowsEditor({
  resource,
  name,
  columns,
  disabled,
  cell,
  emptyCell,
}: ChildRowsEditorProps) {
  const { t } = useTranslation();
  // `id` is the row's own field: React keys go elsewhere.
  const { fields, append, remove } = useFieldArray({ name, keyName: 'rowKey' });
  const { errors } = useFormState({ name });
  const arrayError = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const title = fieldLabel(t, resource, name);
  const label = (column: string) => fieldLabel(t, resource, `${name}_${column}`);

  const tableColumns: SimpleColumn<Row>[] = columns.map((column) => ({
    key: column,
    header: label(column),
    cell: (_, i) =>
      cell?.(column, `${name}.${i}.${column}`, `${label(column)} ${i + 1}`) ?? (
        <BoundTextInput name={`${name}.${i}.${column}`} label={`${label(column)} ${i + 1}`} hideLabel />
      ),
  }));

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleRowsTable<Row>
        label={title}
        rows={fields as Row[]}
        columns={tableColumns}
        rowKey={(row) => row.rowKey}
        onRemove={disabled ? undefined : remove}
        minWidth={columns.length * 200}
      />
      {arrayError?.root?.message || arrayError?.message ? (
        <Text size="sm" c="red" role="alert">
          {arrayError.root?.message ?? arrayError.message}
        </Text>
      ) : null}
      {disabled ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              append(Object.fromEntries(columns.map((column) => [column, emptyCell?.(column) ?? ''])))
            }
          >
            {t('kit.rows.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
