import { describe, expect, it } from 'vitest';
import { lookupWords, modelKey } from './model-key.ts';

describe('model keys', () => {
  it('drops spaces, dashes, dots and slashes and raises the case', () => {
    expect(modelKey('fxsq-50 a')).toBe('FXSQ50A');
    expect(modelKey('RPI-2.0FSN4E')).toBe('RPI20FSN4E');
    expect(modelKey('GUD35PS/A-T')).toBe('GUD35PSAT');
  });

  it('splits a look-up into keyed words, dropping the empty ones', () => {
    expect(lookupWords('  Daikin  fxsq-50 - ')).toEqual(['DAIKIN', 'FXSQ50']);
  });
});
