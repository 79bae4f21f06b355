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

/** A correct password whose second factor is due: answer a code, or enrol first (the group requires it). */
export interface SecondFactorStep {
  second_factor: 'verify' | 'enrol';
  challenge: string;
  expires_in: number;
}

export type SignInOutcome =
  | { ok: true; user: CurrentUser }
  | { ok: false; step: SecondFactorStep }
  | { ok: false; status: number; message: string | undefined };

/**
 * Sign-in of spec section 7: the token pair first, then the user it belongs to. A user with two-step
 * verification gets a step to answer instead of the pair (screens/second-factor).
 */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  const login = await gateway.post<TokenPair | SecondFactorStep>(
    'msdashboard.v1-public/auth/login',
    credentials,
  );
  if (!login.ok) return { ok: false, status: login.status, message: errorMessage(login) };
  if (login.content && 'challenge' in login.content) return { ok: false, step: login.content };
  return startSession(login.status, login.content);
}

/** Keeps a token pair the server issued (after the password, or after its second step) and loads the user. */
export async function startSession(status: number, pair: TokenPair | undefined): Promise<SignInOutcome> {
  if (!pair?.access_token) return { ok: false, status, message: undefined };

  queryClient.clear();
  storeTokens(pair);
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
