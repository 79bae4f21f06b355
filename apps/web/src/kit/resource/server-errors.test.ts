import { describe, expect, it } from 'vitest';
import { formErrorPaths } from './server-errors.ts';

describe('server errors on the form', () => {
  it('keeps the paths under the form’s keys', () => {
    const errors = { az_iso: ['x'], 'options.0.translations.de.value': ['y'], _: ['z'], context: ['w'] };
    expect(formErrorPaths(errors, ['az_iso', 'options'])).toEqual([
      'az_iso',
      'options.0.translations.de.value',
    ]);
    expect(formErrorPaths(undefined, ['az_iso'])).toEqual([]);
  });
});
