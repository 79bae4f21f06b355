import * as oauth from 'oauth4webapi';
import { gateway } from '../api/gateway.ts';
import type { TokenPair } from './token-pair.ts';

/**
 * The board's single sign-on (docs/sso.md): an authorization code flow with PKCE against our login
 * service's provider, as the registered public client `proboard-board`. The state and the PKCE
 * verifier stay in this tab (sessionStorage) until the code comes back to /callback; a code that
 * arrives without them (a crafted link) signs nobody in.
 */
export const BOARD_CLIENT_ID = 'proboard-board';
const PENDING_KEY = 'sso-sign-in';
const client: oauth.Client = { client_id: BOARD_CLIENT_ID, token_endpoint_auth_method: 'none' };

interface PendingSignIn {
  state: string;
  verifier: string;
}

const issuer = () => new URL('/oidc', window.location.origin);
export const boardCallbackUrl = () => `${window.location.origin}/callback`;
/** Plain http only where the board itself runs on it (development, tests on 127.0.0.1). */
const requestOptions = () => ({ [oauth.allowInsecureRequests]: window.location.protocol === 'http:' });

async function authorizationServer(): Promise<oauth.AuthorizationServer> {
  const response = await oauth.discoveryRequest(issuer(), { algorithm: 'oidc', ...requestOptions() });
  return oauth.processDiscoveryResponse(issuer(), response);
}

/** Leaves for the provider's authorization endpoint; the code comes back to /callback. */
export async function startSsoSignIn(): Promise<void> {
  const as = await authorizationServer();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    verifier: oauth.generateRandomCodeVerifier(),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: BOARD_CLIENT_ID,
    redirect_uri: boardCallbackUrl(),
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.href);
}

/** The sign-in this tab started, once (a reload or a second visit finds nothing). */
function takePendingSignIn(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
    return pending && typeof pending.state === 'string' && typeof pending.verifier === 'string'
      ? pending
      : null;
  } catch {
    return null;
  }
}

export type SsoOutcome = { ok: true; pair: TokenPair } | { ok: false; reason: 'refused' | 'network' };

/**
 * Finishes the sign-in at /callback: checks the state against the one this tab sent, exchanges the
 * code with the verifier at the provider, and trades the provider's access token for our session
 * pair (`POST mslogin.v1-public/auth/token`), which the caller stores exactly like a sign-in.
 */
export async function finishSsoSignIn(callbackUrl: URL): Promise<SsoOutcome> {
  const pending = takePendingSignIn();
  if (!pending) return { ok: false, reason: 'refused' };
  let providerToken: string;
  try {
    const as = await authorizationServer();
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
    } catch {
      return { ok: false, reason: 'refused' };
    }
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      boardCallbackUrl(),
      pending.verifier,
      requestOptions(),
    );
    providerToken = (await oauth.processAuthorizationCodeResponse(as, client, response)).access_token;
  } catch (error) {
    return { ok: false, reason: error instanceof TypeError ? 'network' : 'refused' };
  }
  const answer = await gateway.post<TokenPair>('mslogin.v1-public/auth/token', {
    access_token: providerToken,
  });
  if (!answer.ok || !answer.content?.access_token) {
    return { ok: false, reason: answer.status === 0 ? 'network' : 'refused' };
  }
  return { ok: true, pair: answer.content };
}
