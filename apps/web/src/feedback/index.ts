/** The feedback API of the signed-in screens: toasts, the error modal and confirmations (spec sections 2 and 8). */
export { showErrorToast, showSuccessToast, TOAST_DURATION_MS } from '../notifications/toast.tsx';
export { type ConfirmOptions, confirm, inform } from './confirm.tsx';
export { type ExceptionText, exceptionText } from './exception.ts';
export { type ReportFailureOptions, reportFailure } from './report-failure.ts';
export { showError } from './show-error.tsx';
