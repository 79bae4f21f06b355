import { describe, expect, it } from 'vitest';
import { readCookie, readLocalePreference } from './locale-preference.ts';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('locale preference', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; currentLocale=fr; b=2', 'currentLocale')).toBe('fr');
    expect(readCookie('a=1', 'currentLocale')).toBeNull();
  });

  it('prefers the cookie, then local storage, then es', () => {
    expect(readLocalePreference('currentLocale=it', storageWith('pt'))).toBe('it');
    expect(readLocalePreference('', storageWith('pt'))).toBe('pt');
    expect(readLocalePreference('currentLocale=de', storageWith('xx'))).toBe('es');
    expect(readLocalePreference('', storageWith(null))).toBe('es');
  });
});
