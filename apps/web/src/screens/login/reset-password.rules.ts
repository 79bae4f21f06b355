import type { RuleResult } from './form-rules.ts';

export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}

/** Strength rules live on the server, which answers 422 with its own messages per field. */
export function validateResetPassword(values: ResetPasswordValues): RuleResult<ResetPasswordValues> {
  const errors: RuleResult<ResetPasswordValues>['errors'] = {};
  if (values.password === '') errors.password = 'validations.required';
  if (values.password_confirmation === '') errors.password_confirmation = 'validations.required';
  else if (values.password !== values.password_confirmation) {
    errors.password_confirmation = 'validations.passwordsMismatch';
  }
  return { values, errors };
}
