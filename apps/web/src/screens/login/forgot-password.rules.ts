import type { RuleResult } from './form-rules.ts';
import { emailError } from './login.rules.ts';

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(input: ForgotPasswordValues): RuleResult<ForgotPasswordValues> {
  const values = { email: input.email.trim() };
  const email = emailError(values.email);
  return { values, errors: email ? { email } : {} };
}
