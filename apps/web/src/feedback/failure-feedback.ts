import type { ApiErrorBody } from '../api/api-response.ts';
import { type ServerFieldErrors, splitFieldErrors } from '../forms/server-field-errors.ts';
import { type ExceptionText, errorsText } from './exception.ts';

/** A failed call: its status (0: the server was not reached) and the error body, if any. */
export interface Failure {
  status: number;
  body: ApiErrorBody | null;
}

/**
 * How the signed-in app tells a failed save or action (docs/decisions.md, "Which failures open the
 * error modal"):
 * - `nothing`: a 401; the session flow has already said so and sent the user to sign in.
 * - `fields`: every error of the answer names a field of the form, whatever the status: each field
 *   is marked with its first message and a toast says to check the form.
 * - `modal`: anything else (403, 404, 409, 5xx, no answer, errors on no visible field): the error
 *   modal with the answer's message and the errors no field shows; fields named are marked too.
 */
export type FailureFeedback =
  | { show: 'nothing' }
  | { show: 'fields'; fields: ServerFieldErrors }
  | { show: 'modal'; fields: ServerFieldErrors; exception: ExceptionText };

const nonEmpty = (errors: ServerFieldErrors) => Object.keys(errors).length > 0;

export function failureFeedback(
  failure: Failure,
  visibleKeys: Iterable<string>,
  fallbackMessage: string,
): FailureFeedback {
  if (failure.status === 401) return { show: 'nothing' };
  const errors = failure.body?.errors as unknown;
  const { onForm, elsewhere } = splitFieldErrors(errors, visibleKeys);
  const unreadable = typeof errors === 'string' || Array.isArray(errors) ? errorsText(errors) : '';
  if (nonEmpty(onForm) && !nonEmpty(elsewhere) && !unreadable) return { show: 'fields', fields: onForm };
  const message = failure.body?.message;
  return {
    show: 'modal',
    fields: onForm,
    exception: {
      message: typeof message === 'string' && message.trim() !== '' ? message : fallbackMessage,
      errors: unreadable || errorsText(elsewhere),
    },
  };
}
