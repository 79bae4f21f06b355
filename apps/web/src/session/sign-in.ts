import { errorMessage } from '../api/api-response.ts';
import { gateway } from '../api/gateway.ts';
import { queryClient } from '../app/query-client.ts';
import { currentUserQuery } from './current-user.query.ts';
import type { CurrentUser } from './current-user.ts';
import { clearSession, storeTokens, storeUser } from './session-storage.ts';
import type { TokenPair } from './token-pair.ts';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInOutcome =
  | { ok: true; user: CurrentUser }
  | { ok: false; status: number; message: string | undefined };

/** Sign-in of spec section 7: the token pair first, then the user it belongs to. */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  const login = await gateway.post<TokenPair>('msdashboard.v1-public/auth/login', credentials);
  if (!login.ok) return { ok: false, status: login.status, message: errorMessage(login) };
  if (!login.content?.access_token) return { ok: false, status: login.status, message: undefined };

  queryClient.clear();
  storeTokens(login.content);
  const answer = await gateway.get<{ user: CurrentUser }>('mslogin.v1/auth/user');
  const user = answer.ok ? answer.content?.user : undefined;
  if (!user?.id) {
    clearSession();
    return { ok: false, status: answer.status, message: errorMessage(answer) };
  }
  storeUser(user);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return { ok: true, user };
}
