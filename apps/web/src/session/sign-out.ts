import { gateway } from '../api/gateway.ts';
import { navigateTo } from '../app/navigation.ts';
import { queryClient } from '../app/query-client.ts';
import { clearSession } from './session-storage.ts';

/** Revokes the token on the server, then forgets the session whatever the answer was. */
export async function signOut(): Promise<void> {
  await gateway.getStatus('mslogin.v1/auth/logout', { expireOnUnauthorized: false });
  clearSession();
  await navigateTo('/login');
  queryClient.clear();
}
