import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './apply-field-errors.ts';

type Reset = { password: string; password_confirmation: string };

describe('applyFieldErrors', () => {
  it('puts the first message on each known field and returns the rest', () => {
    const setError = vi.fn();
    const rest = applyFieldErrors<Reset>(
      setError,
      { password: ['Too short', 'Too simple'], token: ['Expired link'], password_confirmation: [] },
      ['password', 'password_confirmation'],
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Too short' },
      { shouldFocus: true },
    );
    expect(rest).toEqual(['Expired link']);
  });

  it('accepts a missing errors object', () => {
    expect(applyFieldErrors<Reset>(vi.fn(), undefined, ['password'])).toEqual([]);
  });
});
