import { describe, expect, it } from 'vitest';
import { CREATE_PREFIX, keywordOptions } from './keyword-options.ts';

const create = (text: string) => `Crear «${text}»`;

describe('keywords select options', () => {
  it('lists chosen keywords by name, or by id when unknown, then the results', () => {
    const known = new Map([[1, 'split']]);
    expect(keywordOptions([1, 9], known, [{ id: 2, keyword: 'ducto' }], '', create)).toEqual([
      { value: '1', label: 'split' },
      { value: '9', label: '#9' },
      { value: '2', label: 'ducto' },
    ]);
  });

  it('offers to create a keyword the search does not find', () => {
    const options = keywordOptions([], new Map(), [{ id: 2, keyword: 'ducto' }], ' zonas ', create);
    expect(options.at(-1)).toEqual({ value: `${CREATE_PREFIX}zonas`, label: 'Crear «zonas»' });
    const exact = keywordOptions([], new Map(), [{ id: 2, keyword: 'Ducto' }], 'ducto', create);
    expect(exact.some((o) => o.value.startsWith(CREATE_PREFIX))).toBe(false);
  });
});
