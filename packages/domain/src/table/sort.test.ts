import { describe, expect, it } from 'vitest';
import { buildSortBy, parseSortBy, SortError } from './sort.ts';

describe('sortBy', () => {
  it('prefixes descending keys with a minus and joins with commas', () => {
    expect(
      buildSortBy([
        { key: 'created_at', desc: true },
        { key: 'sort_key', desc: false },
      ]),
    ).toBe('-created_at,sort_key');
    expect(buildSortBy([])).toBe('');
  });

  it('parses back what it builds', () => {
    expect(parseSortBy('-created_at, sort_key')).toEqual([
      { key: 'created_at', desc: true },
      { key: 'sort_key', desc: false },
    ]);
    expect(parseSortBy('')).toEqual([]);
  });

  it('rejects keys outside the allowed list, malformed and repeated keys', () => {
    const allowed = ['created_at', 'sort_key'];
    expect(parseSortBy('-sort_key', allowed)).toEqual([{ key: 'sort_key', desc: true }]);
    expect(() => parseSortBy('password_hash', allowed)).toThrow(SortError);
    expect(() => parseSortBy('name;drop table', undefined)).toThrow(/Invalid sort key/);
    expect(() => parseSortBy('sort_key,', allowed)).toThrow(SortError);
    expect(() => parseSortBy('--sort_key', allowed)).toThrow(SortError);
    expect(() => parseSortBy('sort_key,-sort_key', allowed)).toThrow(/twice/);
  });
});
