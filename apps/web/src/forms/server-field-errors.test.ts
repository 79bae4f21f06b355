import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './server-field-errors.ts';

describe('server field errors', () => {
  it('keeps the paths under the form’s visible keys apart from the rest', () => {
    const errors = { az_iso: ['x'], 'options.0.translations.de.value': ['y'], _: ['z'], updated_at: ['w'] };
    expect(splitFieldErrors(errors, ['az_iso', 'options'])).toEqual({
      onForm: { az_iso: ['x'], 'options.0.translations.de.value': ['y'] },
      elsewhere: { _: ['z'], updated_at: ['w'] },
    });
  });

  it('reads a message given as text, and skips empty ones and bodies that are not a map', () => {
    expect(splitFieldErrors({ name: 'Too short', slug: [], code: [''] }, ['name', 'slug'])).toEqual({
      onForm: { name: ['Too short'] },
      elsewhere: {},
    });
    for (const errors of [undefined, null, 'Broken', ['a']]) {
      expect(splitFieldErrors(errors, ['name'])).toEqual({ onForm: {}, elsewhere: {} });
    }
  });
});
