import type { ApiErrorBody } from '../api/api-response.ts';
import { GatewayError } from '../api/gateway-error.ts';

/** The error modal's content (spec section 3, Exception): a message and the text of its errors. */
export interface ExceptionText {
  message: string;
  errors: string;
}

type Errors = ApiErrorBody['errors'] | string | string[] | null | undefined;

/** `{ field: [messages] }` as lines `field: message; message`; a string or list as it is. */
export function errorsText(errors: Errors): string {
  if (!errors) return '';
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.join('\n');
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${(Array.isArray(messages) ? messages : [messages]).join('; ')}`)
    .join('\n');
}

/** Reads what went wrong from whatever was thrown: a gateway error, an error body, an Error or text. */
export function exceptionText(exception: unknown, fallbackMessage: string): ExceptionText {
  if (exception instanceof GatewayError) {
    return {
      message: exception.body?.message || fallbackMessage,
      errors: errorsText(exception.body?.errors),
    };
  }
  if (exception instanceof Error) return { message: exception.message || fallbackMessage, errors: '' };
  if (typeof exception === 'string') return { message: exception || fallbackMessage, errors: '' };
  if (exception && typeof exception === 'object') {
    const body = exception as { message?: unknown; errors?: Errors };
    const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage;
    return { message, errors: errorsText(body.errors) };
  }
  return { message: fallbackMessage, errors: '' };
}
