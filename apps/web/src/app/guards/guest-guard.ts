import { redirect } from 'react-router';
import { continueLoginInteraction } from '../../session/oauth-interaction.ts';
import { storedToken } from '../../session/session-storage.ts';

/**
 * The `guest` guard of spec section 6: a signed-in user has nothing to do on /login. Sent here by
 * the login service (`?interaction=`), a signed-in user is not asked again: the sign-in continues
 * to the application that asked.
 */
export async function guestGuard({ request }: { request: Request }): Promise<null> {
  if (!storedToken()) return null;
  if (await continueLoginInteraction(new URL(request.url).search)) {
    // The browser is leaving for the login service.
    return new Promise<null>(() => {});
  }
  throw redirect('/');
}
