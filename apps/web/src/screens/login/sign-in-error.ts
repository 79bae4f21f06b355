import type { TFunction } from 'i18next';

/** The message for a failed sign-in (spec section 8; API.md lists the statuses). */
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
