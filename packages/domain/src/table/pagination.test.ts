import { describe, expect, it } from 'vitest';
import { normalizePerPage, paginationWindow } from './pagination.ts';

const E = 'ellipsis';

describe('paginationWindow', () => {
  it('shows every page up to 7', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five and the last while the current page is 4 or lower', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
  });

  it('shows the first and the last five within 3 of the end', () => {
    expect(paginationWindow(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationWindow(5, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
  });

  it('shows the current page and its neighbours in between', () => {
    expect(paginationWindow(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
    expect(paginationWindow(16, 20)).toEqual([1, E, 15, 16, 17, E, 20]);
  });

  it('clamps the current page and has nothing for no pages', () => {
    expect(paginationWindow(0, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationWindow(99, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('normalizePerPage', () => {
  it('keeps the offered sizes and falls back to 10', () => {
    for (const n of [4, 10, 15, 25, 50]) expect(normalizePerPage(n)).toBe(n);
    expect(normalizePerPage('25')).toBe(25);
    for (const n of [0, 5, 100, -1, 15.5, '', 'abc', null, undefined]) expect(normalizePerPage(n)).toBe(10);
  });
});
