import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { i18n } from '../i18n/i18n.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Client rules carry a message key ('validations.isEmail'); errors from a 422 already arrive
 * translated by the server. Both end up as the text under the field.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return i18n.exists(message) ? t(message as MessageKey) : message;
}
