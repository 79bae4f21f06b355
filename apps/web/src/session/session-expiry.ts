import { navigateTo } from '../app/navigation.ts';
import { queryClient } from '../app/query-client.ts';
import { i18n } from '../i18n/i18n.ts';
import { showErrorToast } from '../notifications/toast.tsx';
import { clearSession } from './session-storage.ts';

/** The 401 flow of spec sections 4 and 8: clear the session, say why, go to sign in. */
export function expireSession(): void {
  clearSession();
  // One toast even when several calls fail together.
  showErrorToast(i18n.t('errors.tokenExpired'), { id: 'session-expired' });
  // The cache is dropped after leaving the screens that observe it, so they don't refetch into another 401.
  void navigateTo('/login').then(() => queryClient.clear());
}
