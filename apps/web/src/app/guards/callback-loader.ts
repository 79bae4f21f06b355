import { redirect } from 'react-router';
import { GatewayError } from '../../api/gateway-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { takeCallbackResourcePath } from '../../session/callback-resource.ts';
import { currentUserQuery } from '../../session/current-user.query.ts';
import type { CurrentUser } from '../../session/current-user.ts';
import { clearSession, storeTokens, takeRememberedRoute } from '../../session/session-storage.ts';
import { takeSsoHandoff } from '../../session/sso-handoff.ts';
import { queryClient } from '../query-client.ts';

function backToSignIn(message: string): Response {
  clearSession();
  showErrorToast(message, { id: 'session-expired' });
  return redirect('/login');
}

/**
 * `/callback` (docs/sso.md): stores the tokens handed over by the login service, fetches their user
 * and continues like a sign-in: the media resource of a `resourceId` link, the remembered route or /.
 */
export async function callbackLoader(): Promise<never> {
  const handoff = takeSsoHandoff();
  if (!handoff) throw backToSignIn(i18n.t('errors.tokenExpired'));

  queryClient.clear();
  storeTokens(handoff);
  let user: CurrentUser | undefined;
  try {
    user = await queryClient.fetchQuery({ ...currentUserQuery, retry: false });
  } catch (error) {
    const refused = error instanceof GatewayError && error.isClientError;
    throw backToSignIn(i18n.t(refused ? 'errors.tokenExpired' : 'errors.network'));
  }
  if (!user?.id) throw backToSignIn(i18n.t('errors.tokenExpired'));
  throw redirect(takeCallbackResourcePath() ?? takeRememberedRoute() ?? '/');
}
