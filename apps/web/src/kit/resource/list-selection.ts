import type { TableState } from '../table/table-state.ts';

/** Ticked rows, and the search and filters they were ticked under. */
export interface ListSelection {
  scope: string;
  ids: readonly string[];
}

/**
 * The search and filters rows are ticked under. Another search or filter drops the ticks (the rows
 * ticked may no longer be listed); another page or order keeps them.
 */
export function selectionScope(state: Pick<TableState, 'search' | 'filters'>): string {
  const filters = Object.entries(state.filters)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([state.search.trim(), filters]);
}

const NONE: readonly string[] = [];

/** The ids still ticked under the list's current search and filters. */
export function selectedIn(selection: ListSelection, scope: string): readonly string[] {
  return selection.scope === scope ? selection.ids : NONE;
}
