import type { ColumnType, ColumnValues, ColumnValuesBy } from '@proboard/domain';
import type { ReactNode } from 'react';
import type { TableState } from './table-state.ts';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  type?: ColumnType;
  /** The words of an enumerated column's values (its definition's label set). */
  values?: ColumnValues;
  /** The label set chosen by another value of the row, before `values`. */
  valuesBy?: ColumnValuesBy | undefined;
  /** The statuses a status column may hold (a workflow's states): filtered by a select of badges. */
  statuses?: readonly string[];
  /** The values an enumerated column may hold, with their names: filtered by a select of the names. */
  options?: readonly { value: string; label: string }[];
  /** Click-to-sort (default true). */
  sortable?: boolean;
  /** A box in the search row (default true). */
  searchable?: boolean;
  /** The cell; the value formatted by its type when omitted. */
  cell?: (row: Row) => ReactNode;
}

/** Where the rows sit among all the list's rows (API.md pagination). */
export interface DataTablePage {
  currentPage: number;
  lastPage: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** Changes go through an updater, so two quick changes never overwrite each other. */
export type TableStateUpdate = (update: (previous: TableState) => TableState) => void;

export interface DataTableSelection {
  selected: readonly string[];
  onChange(ids: string[]): void;
}
