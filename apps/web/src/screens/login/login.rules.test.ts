import { describe, expect, it } from 'vitest';
import { validateForgotPassword } from './forgot-password.rules.ts';
import { isEmailAddress, rulesResolver } from './form-rules.ts';
import { validateLogin } from './login.rules.ts';
import { validateResetPassword } from './reset-password.rules.ts';

describe('login form rules', () => {
  it('wants a valid e-mail and a password', () => {
    expect(validateLogin({ email: 'nope', password: '' }).errors).toEqual({
      email: 'validations.isEmail',
      password: 'validations.required',
    });
  });

  it('trims the e-mail', () => {
    const result = validateLogin({ email: '  admin@proboard.local ', password: 'x' });
    expect(result).toEqual({ values: { email: 'admin@proboard.local', password: 'x' }, errors: {} });
  });

  it('tells e-mail addresses apart', () => {
    for (const good of ['a@b.co', 'ana.lopez+sat@altra.example.com']) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.co', '@b.co', 'a@.co', 'a@b..co'])
      expect(isEmailAddress(bad)).toBe(false);
  });
});

describe('forgotten password form rules', () => {
  it('wants a valid e-mail', () => {
    expect(validateForgotPassword({ email: ' x ' }).errors).toEqual({ email: 'validations.isEmail' });
    expect(validateForgotPassword({ email: ' a@b.co ' })).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
  });
});

describe('reset password form rules', () => {
  it('wants both passwords, the same', () => {
    expect(validateResetPassword({ password: 'abc', password_confirmation: 'abd' }).errors).toEqual({
      password_confirmation: 'validations.passwordsMismatch',
    });
    expect(validateResetPassword({ password: '', password_confirmation: '' }).errors).toEqual({
      password: 'validations.required',
      password_confirmation: 'validations.required',
    });
  });
});

describe('form resolver', () => {
  it('hands react-hook-form the values or the errors', async () => {
    const resolver = rulesResolver(validateLogin);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    expect(await resolver({ email: ' a@b.co', password: 'x' }, undefined, options)).toEqual({
      values: { email: 'a@b.co', password: 'x' },
      errors: {},
    });
    expect(await resolver({ email: 'a', password: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'validate', message: 'validations.isEmail' } },
    });
  });
});
