import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../api/gateway.ts';
import { unwrap } from '../api/gateway-error.ts';
import type { CurrentUser } from './current-user.ts';
import { storeUser } from './session-storage.ts';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { user } = unwrap(await gateway.get<{ user: CurrentUser }>('mslogin.v1/auth/user', { signal }));
  storeUser(user);
  return user;
}

/** The user is rebuilt from the server on focus too, so a revoked session is noticed. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'current-user'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});
