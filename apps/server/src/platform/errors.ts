import type { FieldErrors, ServerMessageKey } from '@proboard/domain';

/** An error the client may see as it is: status, message and optional per-field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/**
 * Same as HttpError, but the message is a key translated into the request's locale. With `field`,
 * the translated message is also that field's error.
 */
export class TranslatedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ServerMessageKey,
    readonly errors?: FieldErrors,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(key);
  }
}

/** A refusal about one field, e.g. `file`: its message is the field's error. */
export const fieldRefusal = (
  status: number,
  field: string,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
) => new TranslatedError(status, key, undefined, params, field);

export const TOKEN_EXPIRED_MESSAGE = 'Your token not exists or has been expired';
export const INVALID_APIKEY_MESSAGE = 'Invalid apikey';

export const unauthorized = () => new HttpError(401, TOKEN_EXPIRED_MESSAGE);
export const forbidden = () => new TranslatedError(403, 'errors.forbidden');
export const notFound = () => new TranslatedError(404, 'errors.notFound');
export const conflict = () => new TranslatedError(409, 'errors.conflict');
export const invalid = (errors: FieldErrors) => new TranslatedError(422, 'errors.invalidForm', errors);
