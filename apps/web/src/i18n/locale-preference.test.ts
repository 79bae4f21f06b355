import { describe, expect, it } from 'vitest';
import { readLocalePreference } from './locale-preference.ts';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('locale preference', () => {
  it('prefers the cookie, then local storage, then es', () => {
    expect(readLocalePreference('currentLocale=it', storageWith('pt'))).toBe('it');
    expect(readLocalePreference('', storageWith('pt'))).toBe('pt');
    expect(readLocalePreference('currentLocale=de', storageWith('xx'))).toBe('es');
    expect(readLocalePreference('', storageWith(null))).toBe('es');
  });
});
