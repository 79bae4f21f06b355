import type { TokenPair } from './token-pair.ts';

/**
 * The token hand-off of the login service (docs/sso.md): it redirects to
 * `/callback#access_token=…&refresh_token=…&expires_in=…&token_type=Bearer`. A fragment never
 * reaches a server, so the tokens stay out of access logs and Referer headers.
 */
export type SsoHandoff = Pick<TokenPair, 'access_token' | 'refresh_token'> & { expires_in: number | null };

const TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;

export function parseSsoHandoff(fragment: string): SsoHandoff | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  if (params.has('error')) return null;
  const accessToken = params.get('access_token') ?? '';
  const refreshToken = params.get('refresh_token') ?? '';
  if (!TOKEN.test(accessToken) || !TOKEN.test(refreshToken)) return null;
  const tokenType = params.get('token_type');
  if (tokenType !== null && tokenType.toLowerCase() !== 'bearer') return null;
  const expiresText = params.get('expires_in');
  if (expiresText === null)
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: null };
  const expiresIn = Number(expiresText);
  // An access token already expired on arrival: the hand-off is stale.
  if (!Number.isInteger(expiresIn) || expiresIn <= 0) return null;
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn };
}

let pending: SsoHandoff | null = null;

/**
 * Run once at start-up, before the router reads the URL: on /callback, takes the hand-off out of the
 * fragment and removes the fragment from the address bar and the history.
 */
export function receiveSsoHandoff(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState'>,
): void {
  if (location.pathname !== '/callback') return;
  pending = parseSsoHandoff(location.hash);
  if (location.hash) history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** The hand-off received at start-up, once. */
export function takeSsoHandoff(): SsoHandoff | null {
  const handoff = pending;
  pending = null;
  return handoff;
}
