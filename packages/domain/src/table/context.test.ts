import { describe, expect, it } from 'vitest';
import { type ListContext, type ListContextOptions, parseListContext } from './context.ts';

function ok(raw: unknown, options?: ListContextOptions): ListContext {
  const result = parseListContext(raw, options);
  if (!result.ok) throw new Error(result.error);
  return result.context;
}

function error(raw: unknown, options?: ListContextOptions): string {
  const result = parseListContext(raw, options);
  if (result.ok) throw new Error('expected an error');
  expect(result.messageKey).toBe('errors.invalidContext');
  return result.error;
}

describe('parseListContext', () => {
  it('defaults an absent context to page 1 of 10 by sort_key', () => {
    for (const raw of [undefined, null, '', '{}']) {
      expect(ok(raw)).toEqual({
        currentPage: 1,
        all: false,
        perPage: 10,
        filter: {},
        sort: [{ key: 'sort_key', desc: false }],
        sortBy: 'sort_key',
        sortDesc: false,
      });
    }
  });

  it('reads the API.md example', () => {
    const context = ok(
      JSON.stringify({
        currentPage: 3,
        perPage: 25,
        filter: { name: ' Aire ', search: '  split  ', 'status.az_iso': 'ACTIVE', empty: '', none: null },
        sortBy: '-created_at,sort_key',
        sortDesc: false,
      }),
    );
    expect(context).toMatchObject({ currentPage: 3, perPage: 25, search: 'split' });
    expect(context.filter).toEqual({ name: 'Aire', search: 'split', altra_status_iso: 'ACTIVE' });
    expect(context.sort).toEqual([
      { key: 'created_at', desc: true },
      { key: 'sort_key', desc: false },
    ]);
  });

  it('accepts -1 for every row and normalises the page size', () => {
    expect(ok({ currentPage: -1, perPage: 7 })).toMatchObject({ currentPage: -1, all: true, perPage: 10 });
    expect(ok({ currentPage: '2', perPage: '50' })).toMatchObject({ currentPage: 2, perPage: 50 });
  });

  it('makes the first key descending with sortDesc and uses the default when sortBy is empty', () => {
    expect(ok({ sortBy: 'name', sortDesc: true }).sort).toEqual([{ key: 'name', desc: true }]);
    const context = ok({ sortDesc: true }, { defaultSort: [{ key: 'created_at', desc: true }] });
    expect(context.sortBy).toBe('-created_at');
    expect(context.sortDesc).toBe(true);
  });

  it('round-trips through JSON', () => {
    const first = ok({
      currentPage: 2,
      perPage: 15,
      filter: { search: 'x', 'status.az_iso': 'A' },
      sortBy: 'name',
      sortDesc: true,
    });
    expect(ok(JSON.stringify(first))).toEqual(first);
  });

  it('explains malformed input', () => {
    expect(error('{"currentPage": 1')).toMatch(/not valid JSON/);
    expect(error('[1,2]')).toMatch(/JSON object/);
    expect(error('42')).toMatch(/JSON object/);
    expect(error({ currentPage: 0 })).toMatch(/currentPage/);
    expect(error({ currentPage: -2 })).toMatch(/currentPage/);
    expect(error({ currentPage: 1.5 })).toMatch(/currentPage/);
    expect(error({ filter: 'name' })).toMatch(/filter/);
    expect(error({ filter: { name: { $gt: 1 } } })).toMatch(/filter\.name/);
    expect(error({ filter: { 'a b': 'x' } })).toMatch(/invalid filter key/);
    expect(error({ filter: { search: ['a'] } })).toMatch(/search/);
    expect(error({ sortDesc: 'yes' })).toMatch(/sortDesc/);
    expect(error({ sortBy: 'name,' })).toMatch(/sortBy/);
  });

  it('refuses columns the list does not offer', () => {
    const options = { sortable: ['name', 'sort_key'], filterable: ['name', 'altra_status_iso'] };
    expect(ok({ filter: { 'status.az_iso': 'A' } }, options).filter).toEqual({ altra_status_iso: 'A' });
    expect(error({ sortBy: 'password_hash' }, options)).toMatch(/Cannot sort by 'password_hash'/);
    expect(error({ filter: { email: 'x' } }, options)).toMatch(/cannot filter by 'email'/);
    expect(ok({ filter: { email: '' } }, options).filter).toEqual({});
  });
});
