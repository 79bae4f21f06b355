import { describe, expect, it } from 'vitest';
import { selectedIn, selectionScope } from './list-selection.ts';

describe('list selection', () => {
  it('keeps the ticks under the same search and filters, in any order', () => {
    const scope = selectionScope({ search: 'azc', filters: { name: 'x', az_iso: 'AZ' } });
    expect(selectionScope({ search: ' azc ', filters: { az_iso: 'AZ', name: 'x', ean: '' } })).toBe(scope);
    expect(selectedIn({ scope, ids: ['1', '2'] }, scope)).toEqual(['1', '2']);
  });

  it('drops the ticks when the search or a filter changes', () => {
    const before = selectionScope({ search: '', filters: { az_iso: 'AZ' } });
    const after = selectionScope({ search: '', filters: { az_iso: 'AZ0' } });
    expect(after).not.toBe(before);
    expect(selectedIn({ scope: before, ids: ['1'] }, after)).toEqual([]);
    expect(selectionScope({ search: 'a', filters: {} })).not.toBe(
      selectionScope({ search: '', filters: {} }),
    );
  });
});
