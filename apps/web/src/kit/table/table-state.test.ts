import { describe, expect, it } from 'vitest';
import {
  columnSort,
  hasFilters,
  INITIAL_TABLE_STATE,
  isEmptyPageBeyondFirst,
  readTableState,
  resetFilters,
  type TableState,
  toggleSort,
  toListContext,
  withFilter,
  withPage,
  withPerPage,
  withSearch,
  withSort,
  writeTableState,
} from './table-state.ts';

const state = (overrides: Partial<TableState> = {}): TableState => ({ ...INITIAL_TABLE_STATE, ...overrides });

describe('table state in the URL', () => {
  it('reads the defaults from an empty query string and writes nothing for them', () => {
    expect(readTableState(new URLSearchParams())).toEqual(INITIAL_TABLE_STATE);
    expect(writeTableState(INITIAL_TABLE_STATE).toString()).toBe('');
  });

  it('round-trips search, column filters, sort, page and page size', () => {
    const full = state({
      page: 3,
      perPage: 25,
      search: 'dai kin',
      filters: { brand_1: 'DAI', name: 'Ñandú & co' },
      sort: [
        { key: 'created_at', desc: true },
        { key: 'name', desc: false },
      ],
    });
    const params = writeTableState(full);
    expect(params.get('sort')).toBe('-created_at,name');
    expect(params.get('f.brand_1')).toBe('DAI');
    expect(readTableState(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('keeps parameters that are not the table’s and replaces its own', () => {
    const base = new URLSearchParams('resourceId=9&page=4&f.old=x');
    const params = writeTableState(state({ filters: { name: 'a' } }), base);
    expect(params.toString()).toBe('resourceId=9&f.name=a');
  });

  it('falls back to defaults for malformed values and refuses unknown columns', () => {
    const params = new URLSearchParams('page=-2&perPage=7&sort=name;drop&f.secret=1&f.name=%20');
    expect(readTableState(params, { filterable: ['name'], sortable: ['name'] })).toEqual(INITIAL_TABLE_STATE);
    expect(readTableState(new URLSearchParams('page=abc&perPage=50')).perPage).toBe(50);
    expect(readTableState(new URLSearchParams('sort=password'), { sortable: ['name'] }).sort).toEqual([]);
  });
});

describe('table state transitions', () => {
  const onPage4 = state({ page: 4 });

  it('goes back to page 1 when the search, a filter, the sort or the page size changes', () => {
    expect(withSearch(onPage4, 'x').page).toBe(1);
    expect(withFilter(onPage4, 'name', 'x')).toMatchObject({ page: 1, filters: { name: 'x' } });
    expect(withSort(onPage4, [{ key: 'name', desc: true }]).page).toBe(1);
    expect(withPerPage(onPage4, 50)).toMatchObject({ page: 1, perPage: 50 });
  });

  it('keeps the page when nothing changed', () => {
    expect(withSearch(onPage4, '')).toBe(onPage4);
    expect(withFilter(onPage4, 'name', '')).toBe(onPage4);
    expect(withPerPage(onPage4, 10)).toBe(onPage4);
    expect(withPage(onPage4, 7).page).toBe(7);
    expect(withPage(onPage4, 0).page).toBe(1);
  });

  it('drops a cleared filter', () => {
    expect(withFilter(state({ filters: { name: 'a', az_iso: 'b' } }), 'name', ' ').filters).toEqual({
      az_iso: 'b',
    });
  });

  it('cycles a header click through ascending, descending and the default order', () => {
    const asc = toggleSort(onPage4, 'name');
    expect(asc).toMatchObject({ page: 1, sort: [{ key: 'name', desc: false }] });
    const desc = toggleSort(asc, 'name');
    expect(desc.sort).toEqual([{ key: 'name', desc: true }]);
    expect(toggleSort(desc, 'name').sort).toEqual([]);
    expect(toggleSort(desc, 'az_iso').sort).toEqual([{ key: 'az_iso', desc: false }]);
    const twoKeys = state({
      sort: [
        { key: 'name', desc: false },
        { key: 'id', desc: false },
      ],
    });
    expect(toggleSort(twoKeys, 'name').sort).toEqual([{ key: 'name', desc: false }]);
  });

  it('resets search, filters and order but keeps the page size', () => {
    const busy = state({
      page: 3,
      perPage: 50,
      search: 'x',
      filters: { a: 'b' },
      sort: [{ key: 'a', desc: true }],
    });
    expect(hasFilters(busy)).toBe(true);
    const reset = resetFilters(busy);
    expect(reset).toEqual({ ...INITIAL_TABLE_STATE, perPage: 50 });
    expect(hasFilters(reset)).toBe(false);
  });

  it('tells where a column sits in the order', () => {
    const sort = [
      { key: 'created_at', desc: true },
      { key: 'name', desc: false },
    ];
    expect(columnSort(sort, 'created_at')).toEqual({ desc: true, position: 0 });
    expect(columnSort(sort, 'name')).toEqual({ desc: false, position: 1 });
    expect(columnSort(sort, 'id')).toBeNull();
  });

  it('sends an empty page above the first back to page 1', () => {
    expect(isEmptyPageBeyondFirst(onPage4, 0)).toBe(true);
    expect(isEmptyPageBeyondFirst(onPage4, 3)).toBe(false);
    expect(isEmptyPageBeyondFirst(state(), 0)).toBe(false);
  });
});

describe('list context', () => {
  it('sends filters, the trimmed search and the explicit or default order', () => {
    expect(
      toListContext(state({ page: 2, perPage: 4, search: ' dai ', filters: { name: 'x ' } }), '-created_at'),
    ).toEqual({
      currentPage: 2,
      perPage: 4,
      filter: { name: 'x', search: 'dai' },
      sortBy: '-created_at',
      sortDesc: false,
    });
    expect(toListContext(state({ sort: [{ key: 'name', desc: true }] }), 'sort_key').sortBy).toBe('-name');
  });
});
