import { formatMessage, LOCALES } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { shellCatalogues } from '../../i18n/catalogues.ts';
import { signInErrorMessage } from './sign-in-error.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('sign-in error message', () => {
  it('uses our texts for wrong credentials and a refused profile', () => {
    expect(signInErrorMessage(t, 401, 'server text')).toBe('t:errors.loginFailed');
    expect(signInErrorMessage(t, 403, 'server text')).toBe('t:errors.invalidProfile');
  });

  it('words them as the server does in every locale, so the screen reads the same either way', async () => {
    for (const locale of LOCALES) {
      const { errors } = await shellCatalogues[locale]();
      expect(errors.loginFailed, locale).toBe(formatMessage(locale, 'errors.loginFailed'));
      expect(errors.invalidProfile, locale).toBe(formatMessage(locale, 'errors.invalidProfile'));
    }
  });

  it("shows the server's text when rate limited, else a fallback", () => {
    expect(signInErrorMessage(t, 429, 'Wait 5 minutes')).toBe('Wait 5 minutes');
    expect(signInErrorMessage(t, 429, undefined)).toBe('t:errors.tooManyAttempts');
    expect(signInErrorMessage(t, 0, undefined)).toBe('t:errors.network');
    expect(signInErrorMessage(t, 500, undefined)).toBe('t:errors.unexpected');
  });
});
