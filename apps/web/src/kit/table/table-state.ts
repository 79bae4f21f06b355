import {
  buildSortBy,
  DEFAULT_PER_PAGE,
  normalizePerPage,
  type PerPage,
  parseSortBy,
  type RawListContext,
  SortError,
  type SortKey,
} from '@proboard/domain';

/**
 * What a list shows: page, page size, global search, column filters and order. It lives in the URL's
 * query string (STYLE.md 6), so a list can be shared, reloaded and navigated back to.
 */
export interface TableState {
  readonly page: number;
  readonly perPage: PerPage;
  readonly search: string;
  readonly filters: Readonly<Record<string, string>>;
  /** An explicit order; empty means the list's default order. */
  readonly sort: readonly SortKey[];
}

export const INITIAL_TABLE_STATE: TableState = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  search: '',
  filters: {},
  sort: [],
};

/** Query-string keys: `?search=dai&f.brand_1=DAI&sort=-name&page=2&perPage=25`. */
export const TABLE_PARAMS = { page: 'page', perPage: 'perPage', search: 'search', sort: 'sort' } as const;
const FILTER_PREFIX = 'f.';

export interface TableColumnsAllowed {
  /** Column keys that may be filtered; any key when omitted. */
  readonly filterable?: readonly string[];
  /** Column keys that may be sorted; any well-formed key when omitted. */
  readonly sortable?: readonly string[];
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function readSort(value: string | null, sortable?: readonly string[]): SortKey[] {
  try {
    return parseSortBy(value ?? '', sortable);
  } catch (error) {
    if (error instanceof SortError) return [];
    throw error;
  }
}

/** Reads the table state from a query string; anything malformed falls back to its default. */
export function readTableState(params: URLSearchParams, allowed: TableColumnsAllowed = {}): TableState {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX) || value.trim() === '') continue;
    const column = key.slice(FILTER_PREFIX.length);
    if (allowed.filterable && !allowed.filterable.includes(column)) continue;
    filters[column] = value;
  }
  return {
    page: readPage(params.get(TABLE_PARAMS.page)),
    perPage: normalizePerPage(params.get(TABLE_PARAMS.perPage)),
    search: params.get(TABLE_PARAMS.search) ?? '',
    filters,
    sort: readSort(params.get(TABLE_PARAMS.sort), allowed.sortable),
  };
}

/** Writes the state into a copy of `base`, leaving other parameters alone and defaults out. */
export function writeTableState(state: TableState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()]) {
    if (key.startsWith(FILTER_PREFIX) || Object.values(TABLE_PARAMS).includes(key as never)) {
      params.delete(key);
    }
  }
  if (state.search.trim() !== '') params.set(TABLE_PARAMS.search, state.search);
  for (const [column, value] of Object.entries(state.filters)) {
    if (value.trim() !== '') params.set(`${FILTER_PREFIX}${column}`, value);
  }
  if (state.sort.length > 0) params.set(TABLE_PARAMS.sort, buildSortBy(state.sort));
  if (state.page > 1) params.set(TABLE_PARAMS.page, String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set(TABLE_PARAMS.perPage, String(state.perPage));
  return params;
}

// ---- transitions (spec section 4: filter, sort or page size changes go back to page 1) ----------

export function withSearch(state: TableState, search: string): TableState {
  return search === state.search ? state : { ...state, search, page: 1 };
}

export function withFilter(state: TableState, column: string, value: string): TableState {
  if ((state.filters[column] ?? '') === value) return state;
  const filters = { ...state.filters };
  if (value.trim() === '') delete filters[column];
  else filters[column] = value;
  return { ...state, filters, page: 1 };
}

export function withSort(state: TableState, sort: readonly SortKey[]): TableState {
  return { ...state, sort: [...sort], page: 1 };
}

/** A header click: ascending, then descending, then back to the list's default order. */
export function toggleSort(state: TableState, column: string): TableState {
  const first = state.sort[0];
  if (first?.key === column && state.sort.length === 1) {
    return withSort(state, first.desc ? [] : [{ key: column, desc: true }]);
  }
  return withSort(state, [{ key: column, desc: false }]);
}

export function withPerPage(state: TableState, perPage: PerPage): TableState {
  return perPage === state.perPage ? state : { ...state, perPage, page: 1 };
}

export function withPage(state: TableState, page: number): TableState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Reset filters: no search, no column filter, default order, page 1; the page size stays. */
export function resetFilters(state: TableState): TableState {
  return { ...INITIAL_TABLE_STATE, perPage: state.perPage };
}

export function hasFilters(state: TableState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0 || state.sort.length > 0;
}

/** The sort shown for a column: its direction and position among the sort keys, if sorted. */
export function columnSort(
  sort: readonly SortKey[],
  column: string,
): { desc: boolean; position: number } | null {
  const position = sort.findIndex((key) => key.key === column);
  const key = sort[position];
  return key ? { desc: key.desc, position } : null;
}

/** An empty page above the first goes back to page 1 (spec section 4). */
export function isEmptyPageBeyondFirst(state: TableState, rowCount: number): boolean {
  return state.page > 1 && rowCount === 0;
}

/** The list `context` of API.md for this state. */
export function toListContext(state: TableState, defaultSort: string): RawListContext {
  const filter: Record<string, string> = {};
  for (const [column, value] of Object.entries(state.filters)) {
    if (value.trim() !== '') filter[column] = value.trim();
  }
  if (state.search.trim() !== '') filter.search = state.search.trim();
  return {
    currentPage: state.page,
    perPage: state.perPage,
    filter,
    sortBy: state.sort.length > 0 ? buildSortBy(state.sort) : defaultSort,
    sortDesc: false,
  };
}
