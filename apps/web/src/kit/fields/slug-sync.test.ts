import { describe, expect, it } from 'vitest';
import { derivedSlug, followsSource } from './slug-sync.ts';

describe('slug input', () => {
  it('follows its source until edited by hand', () => {
    expect(derivedSlug('', 'Aire & Agua', false)).toBe('aire-and-agua');
    expect(derivedSlug('mi-slug', 'Aire & Agua', true)).toBe('mi-slug');
  });

  it('knows whether a saved slug was derived or typed', () => {
    expect(followsSource('', 'Daikin')).toBe(true);
    expect(followsSource('daikin', 'Daikin')).toBe(true);
    expect(followsSource('daikin-eu', 'Daikin')).toBe(false);
  });
});
