import type { TFunction } from 'i18next';

/**
 * The message for a failed sign-in (spec section 8; API.md lists the statuses). 401 and 403 are the
 * contract's two fixed texts: the screen shows its own translation of them, which reads the same as
 * the bundled server's answer in that locale and stays translated behind a gateway that answers them
 * in English only. Any other refusal shows the server's message (in the app-locale sent), or the
 * screen's own text when none came (network failure, an answer that is not JSON).
 */
export function signInErrorMessage(t: TFunction, status: number, serverMessage: string | undefined): string {
  switch (status) {
    case 0:
      return t('errors.network');
    case 401:
      return t('errors.loginFailed');
    case 403:
      return t('errors.invalidProfile');
    case 429:
      return serverMessage ?? t('errors.tooManyAttempts');
    default:
      return serverMessage ?? t('errors.unexpected');
  }
}
