import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-error.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('sign-in error message', () => {
  it('uses our texts for wrong credentials and a refused profile', () => {
    expect(signInErrorMessage(t, 401, 'server text')).toBe('t:errors.loginFailed');
    expect(signInErrorMessage(t, 403, 'server text')).toBe('t:errors.invalidProfile');
  });

  it("shows the server's text when rate limited, else a fallback", () => {
    expect(signInErrorMessage(t, 429, 'Wait 5 minutes')).toBe('Wait 5 minutes');
    expect(signInErrorMessage(t, 429, undefined)).toBe('t:errors.tooManyAttempts');
    expect(signInErrorMessage(t, 0, undefined)).toBe('t:errors.network');
    expect(signInErrorMessage(t, 500, undefined)).toBe('t:errors.unexpected');
  });
});
