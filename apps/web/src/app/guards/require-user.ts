import { redirect } from 'react-router';
import { GatewayError } from '../../api/gateway-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { currentUserQuery } from '../../session/current-user.query.ts';
import type { CurrentUser } from '../../session/current-user.ts';
import {
  clearSession,
  hasBearerPrefix,
  rememberRoute,
  removeToken,
  storedToken,
  storedUser,
} from '../../session/session-storage.ts';
import { queryClient } from '../query-client.ts';

/**
 * The `auth` guard of spec section 6, run by every protected route's loader. A stored user lets the
 * screen open at once (the layout revalidates it); without one the user is fetched first. Loaders of
 * one navigation run together: the cache shares a single fetch between them.
 */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const token = storedToken();
  if (!token) {
    const url = new URL(request.url);
    rememberRoute(`${url.pathname}${url.search}`);
    throw redirect('/login');
  }
  if (!hasBearerPrefix(token)) {
    removeToken();
    showErrorToast(i18n.t('errors.tokenExpired'), { id: 'session-expired' });
    throw redirect('/login');
  }

  const cached = queryClient.getQueryData(currentUserQuery.queryKey);
  if (cached) return cached;
  const stored = storedUser();
  if (stored) {
    // updatedAt 0 marks it stale, so the layout asks the server again as soon as it mounts.
    queryClient.setQueryData(currentUserQuery.queryKey, stored, { updatedAt: 0 });
    return stored;
  }
  let user: CurrentUser | undefined;
  try {
    // No retries here: the screen waits on this call. A 401 has already run the expiry flow.
    user = await queryClient.fetchQuery({ ...currentUserQuery, retry: false });
  } catch (error) {
    // Without a server or with a 5xx the error screen offers a reload; a refused session means sign in again.
    if (!(error instanceof GatewayError) || !error.isClientError) throw error;
  }
  if (user?.id) return user;
  clearSession();
  throw redirect('/login');
}
