import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GatewayError } from '../api/gateway-error.ts';
import { applyFieldErrors } from '../forms/apply-field-errors.ts';
import { i18n } from '../i18n/i18n.ts';
import { showErrorToast } from '../notifications/toast.tsx';
import { exceptionText } from './exception.ts';
import { type Failure, failureFeedback } from './failure-feedback.ts';
import { showError } from './show-error.tsx';

export interface ReportFailureOptions<T extends FieldValues> {
  /** What failed, for an answer without a message ('No se ha podido guardar'). */
  fallbackMessage: string;
  /** The form whose fields the answer may name, and the keys it shows an editor for. */
  form?: { setError: UseFormSetError<T>; visibleKeys: Iterable<string> };
}

/** A failed gateway answer (`{ ok: false }`) or a thrown GatewayError; null for anything else thrown. */
function asFailure(failure: unknown): Failure | null {
  if (failure instanceof GatewayError) return { status: failure.status, body: failure.body };
  const answer = failure as { ok?: unknown; status?: unknown; content?: Failure['body'] } | null;
  if (answer && typeof answer === 'object' && answer.ok === false && typeof answer.status === 'number') {
    return { status: answer.status, body: answer.content ?? null };
  }
  return null;
}

/**
 * Tells the user about a failed save or action, the one way of `failure-feedback.ts`: field marks
 * and a toast, or the error modal. For signed-in screens (the modals live in their layout).
 *
 *   if (!response.ok) reportFailure(response, { fallbackMessage: t('kit.form.deleteError') });
 */
export function reportFailure<T extends FieldValues>(
  failure: unknown,
  options: ReportFailureOptions<T>,
): void {
  const call = asFailure(failure);
  if (!call) {
    void showError(exceptionText(failure, options.fallbackMessage));
    return;
  }
  const fallback = call.status === 0 ? i18n.t('errors.network') : options.fallbackMessage;
  const feedback = failureFeedback(call, options.form?.visibleKeys ?? [], fallback);
  if (feedback.show === 'nothing') return;
  if (options.form) {
    applyFieldErrors(options.form.setError, feedback.fields, Object.keys(feedback.fields) as Path<T>[]);
  }
  if (feedback.show === 'fields') showErrorToast(i18n.t('errors.invalidForm'));
  else void showError(feedback.exception);
}
