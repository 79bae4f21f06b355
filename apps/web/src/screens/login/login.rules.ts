import { isEmailAddress, type RuleResult } from './form-rules.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export function emailError(email: string) {
  return isEmailAddress(email) ? undefined : ('validations.isEmail' as const);
}

export function validateLogin(input: LoginValues): RuleResult<LoginValues> {
  const values = { ...input, email: input.email.trim() };
  const errors: RuleResult<LoginValues>['errors'] = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'validations.required';
  return { values, errors };
}
