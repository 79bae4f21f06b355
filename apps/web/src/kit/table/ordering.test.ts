import { describe, expect, it } from 'vitest';
import { filterOrderingFields, initialOrdering, orderingToSort } from './ordering.ts';

describe('ordering modal', () => {
  it('opens with created_at then sort_key ascending when the list has no explicit order', () => {
    expect(initialOrdering([], ['sort_key', 'az_iso', 'created_at'])).toEqual({
      first: { key: 'created_at', desc: false },
      second: { key: 'sort_key', desc: false },
    });
  });

  it('skips default keys the list cannot sort by', () => {
    expect(initialOrdering([], ['id', 'name', 'created_at'])).toEqual({
      first: { key: 'created_at', desc: false },
      second: null,
    });
  });

  it('opens with the current explicit order', () => {
    expect(initialOrdering([{ key: 'name', desc: true }], ['name', 'created_at'])).toEqual({
      first: { key: 'name', desc: true },
      second: null,
    });
  });

  it('turns the choice into sort keys without empties or repeats', () => {
    expect(orderingToSort({ first: null, second: { key: 'name', desc: true } })).toEqual([
      { key: 'name', desc: true },
    ]);
    expect(
      orderingToSort({ first: { key: 'name', desc: false }, second: { key: 'name', desc: true } }),
    ).toEqual([{ key: 'name', desc: false }]);
  });

  it('filters the fields only from 3 characters, ignoring case and accents', () => {
    const fields = [
      { value: 'created_at', label: 'Fecha de creación' },
      { value: 'name', label: 'Nombre' },
      { value: 'az_iso', label: 'Código' },
    ];
    expect(filterOrderingFields(fields, 'no')).toHaveLength(3);
    expect(filterOrderingFields(fields, 'NOM').map((f) => f.value)).toEqual(['name']);
    expect(filterOrderingFields(fields, 'codi').map((f) => f.value)).toEqual(['az_iso']);
    expect(filterOrderingFields(fields, 'creacion').map((f) => f.value)).toEqual(['created_at']);
    expect(filterOrderingFields(fields, 'az_i').map((f) => f.value)).toEqual(['az_iso']);
  });
});
