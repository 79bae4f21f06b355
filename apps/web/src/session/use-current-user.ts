import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user.query.ts';
import type { CurrentUser } from './current-user.ts';

/** The signed-in user; the auth guard has put it in the cache before any protected screen renders. */
export function useCurrentUser(): CurrentUser | undefined {
  return useQuery(currentUserQuery).data;
}
