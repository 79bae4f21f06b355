import { redirect } from 'react-router';
import { storedToken } from '../../session/session-storage.ts';

/** The `guest` guard of spec section 6: a signed-in user has nothing to do on /login. */
export function guestGuard(): null {
  if (storedToken()) throw redirect('/');
  return null;
}
