import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The sign-in screens check their few fields by hand: a schema library would be shared with the
 * signed-in app's resource definitions and double the sign-in download (the /login budget).
 */
export interface RuleResult<T> {
  /** The values as submitted (e-mails trimmed). */
  values: T;
  /** One message key per failing field. */
  errors: Partial<Record<keyof T & string, MessageKey>>;
}

/** Close to what the server accepts; the server has the last word and answers 422 per field. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

export function rulesResolver<T extends FieldValues>(validate: (values: T) => RuleResult<T>): Resolver<T> {
  return async (input) => {
    const { values, errors } = validate(input);
    const entries = Object.entries(errors) as [string, MessageKey][];
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors: fieldErrors };
  };
}
