import { ActionIcon, Center, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SimpleColumn<Row> {
  key: string;
  header: ReactNode;
  cell(row: Row, index: number): ReactNode;
  width?: number | string;
}

interface SimpleRowsTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly SimpleColumn<Row>[];
  rowKey(row: Row, index: number): string;
  /** Shows a remove button per row where `canRemove` allows. */
  onRemove?: (index: number) => void;
  canRemove?: (row: Row, index: number) => boolean;
  removeLabel?: string;
  loading?: boolean;
  emptyText?: string;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

/** A plain table of rows with an optional remove button per row, and loading and empty states. */
export function SimpleRowsTable<Row>(props: SimpleRowsTableProps<Row>) {
  const { t } = useTranslation();
  const { onRemove } = props;
  const span = props.columns.length + (onRemove ? 1 : 0);
  let body: ReactNode;
  if (props.loading) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <Center py="sm">
            <Loader role="status" size="sm" aria-label={t('kit.rows.loading')} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (props.rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {props.emptyText ?? t('kit.rows.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = props.rows.map((row, index) => (
      <Table.Tr key={props.rowKey(row, index)}>
        {props.columns.map((column) => (
          <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
            {column.cell(row, index)}
          </Table.Td>
        ))}
        {onRemove ? (
          <Table.Td style={{ verticalAlign: 'top' }}>
            {(props.canRemove?.(row, index) ?? true) ? (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`${props.removeLabel ?? t('kit.rows.remove')} ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Table.Td>
        ) : null}
      </Table.Tr>
    ));
  }
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
      <Table aria-label={props.label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
            {onRemove ? (
              // Named for screen readers: an empty header is an accessibility finding.
              <Table.Th w={48}>
                <VisuallyHidden>{props.removeLabel ?? t('kit.rows.remove')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
