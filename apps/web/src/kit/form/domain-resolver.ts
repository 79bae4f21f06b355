import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type IssueKey, issueKey } from './issue-key.ts';

/** Turns a message key and its parameters into the text under a field. */
export type TranslateIssue = (issue: IssueKey) => string;

/**
 * The form's validation: the definition's zod schema (the server's own rules) run on the API body
 * the form would send. Unlike `zodResolver`, it keeps each rule's parameters (`min: 3`), so the
 * texts can say "at least 3 characters". A valid form hands the parsed body to the submit handler.
 */
export function domainResolver<T extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: T) => Record<string, unknown>,
  translate: TranslateIssue,
): Resolver<T, unknown, Record<string, unknown>> {
  return async (values, _context, options) => {
    const payload = toPayload(values);
    const result = await schema.safeParseAsync(payload);
    if (result.success) return { values: result.data as Record<string, unknown>, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      flat[path] ??= { type: issue.code, message: translate(issueKey(issue, payload)) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
