import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.schema.ts';
import { resetPasswordSchema } from './reset-password.schema.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login form rules', () => {
  it('wants a valid e-mail and a password', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'validations.isEmail',
      password: 'validations.required',
    });
  });

  it('trims the e-mail', () => {
    expect(loginSchema.parse({ email: '  admin@proboard.local ', password: 'x' }).email).toBe(
      'admin@proboard.local',
    );
  });
});

describe('reset password form rules', () => {
  it('wants the confirmation to match', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'abc', password_confirmation: 'abd' })),
    ).toEqual({
      password_confirmation: 'validations.passwordsMismatch',
    });
  });
});
