import type { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { formatMessage, type ServerMessageKey, serverMessages } from '../i18n/server-messages.ts';

export type FieldErrors = Record<string, string[]>;

/** A validation message as a key of spec section 5 (`validations.min`) and its parameters. */
export interface IssueKey {
  key: ServerMessageKey;
  params: Record<string, string | number>;
}

/**
 * The key and parameters of a zod issue, for the server (translated here) and the web (translated
 * by its own catalogue). Rules of spec section 5 carry their key as the message
 * ('validations.isAzIso'); zod's own checks are mapped by issue code.
 */
export function issueKey(issue: z.core.$ZodIssue, input?: unknown): IssueKey {
  const bounds = {
    ...('minimum' in issue ? { min: Number(issue.minimum) } : {}),
    ...('maximum' in issue ? { max: Number(issue.maximum) } : {}),
  };
  if (issue.message in serverMessages.es) {
    const params = 'params' in issue && issue.params ? (issue.params as Record<string, string | number>) : {};
    return { key: issue.message as ServerMessageKey, params: { ...params, ...bounds } };
  }
  const key = (name: ServerMessageKey, params: Record<string, string | number> = {}): IssueKey => ({
    key: name,
    params,
  });
  switch (issue.code) {
    case 'invalid_type':
      return key(valueAt(input, issue.path) == null ? 'validations.required' : 'validations.type');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? key('validations.required') : key('validations.min', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return key('validations.minArray', { min });
      return key('validations.minNumber', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return key('validations.max', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return key('validations.maxArray', { max });
      return key('validations.maxNumber', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return key('validations.isEmail');
      if (issue.format === 'url') return key('validations.isUrl');
      return key('validations.type');
    case 'unrecognized_keys':
      return key('validations.unknown');
    case 'invalid_value':
      return key('validations.in_array');
    default:
      return key('validations.type');
  }
}

/** A zod issue as a message in the locale. */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale, input?: unknown): string {
  const { key, params } = issueKey(issue, input);
  return formatMessage(locale, key, params);
}

/** The value a zod issue path points at in the parsed input (zod 4 leaves it out of the issue). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The 422 `errors` object of API.md: field path -> messages. Unknown keys are reported per key. */
export function fieldErrors(error: z.ZodError, locale: Locale, input?: unknown): FieldErrors {
  // A Map: field names come from the input, and `constructor` or `__proto__` must stay plain keys.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, issueMessage(issue, locale, input));
    } else {
      add(base || '_', issueMessage(issue, locale, input));
    }
  }
  return Object.fromEntries(errors);
}
