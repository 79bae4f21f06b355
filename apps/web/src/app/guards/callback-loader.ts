import { redirect } from 'react-router';
import { GatewayError } from '../../api/gateway-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { takeCallbackResourcePath } from '../../session/callback-resource.ts';
import { currentUserQuery } from '../../session/current-user.query.ts';
import type { CurrentUser } from '../../session/current-user.ts';
import { clearSession, storeTokens, takeRememberedRoute } from '../../session/session-storage.ts';
import { takeSsoCallback } from '../../session/sso-callback.ts';
import { queryClient } from '../query-client.ts';

function backToSignIn(message: string): Response {
  clearSession();
  showErrorToast(message, { id: 'session-expired' });
  return redirect('/login');
}

/**
 * `/callback` (docs/sso.md). Opened without an answer of the provider, it starts the single sign-on
 * (a link such as `/callback?resourceId=42` signs in and opens that resource). With the provider's
 * answer, it checks the state this tab sent, exchanges the code with its PKCE verifier, stores our
 * session pair exactly like a sign-in and continues to the media resource of a `resourceId` link,
 * the remembered route or /. Anything else (a forged or replayed link, an error) goes to /login.
 */
export async function callbackLoader(): Promise<never> {
  const sso = await import('../../session/sso-sign-in.ts');
  const callback = takeSsoCallback();
  if (!callback) {
    try {
      await sso.startSsoSignIn();
    } catch {
      throw backToSignIn(i18n.t('errors.network'));
    }
    // The browser is leaving for the provider.
    return new Promise<never>(() => {});
  }

  const outcome = await sso.finishSsoSignIn(callback);
  if (!outcome.ok) {
    throw backToSignIn(i18n.t(outcome.reason === 'network' ? 'errors.network' : 'errors.tokenExpired'));
  }
  queryClient.clear();
  storeTokens(outcome.pair);
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
