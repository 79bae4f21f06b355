/**
 * What the provider sent back to /callback (`?code=…&state=…&iss=…`, or `?error=…`), taken out of
 * the address bar at start-up, before the router reads it: the one-time code does not stay in the
 * history or reach a Referer. The `/callback` loader finishes the sign-in with it.
 */
let pending: URL | null = null;

const FLOW_PARAMS = ['code', 'state', 'error', 'error_description', 'iss', 'session_state'];

export function receiveSsoCallback(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>,
  history: Pick<History, 'replaceState'>,
): void {
  if (location.pathname !== '/callback') return;
  const params = new URLSearchParams(location.search);
  if (!FLOW_PARAMS.some((name) => params.has(name))) {
    pending = null;
    return;
  }
  pending = new URL(`/callback${location.search}`, location.origin);
  history.replaceState(null, '', '/callback');
}

/** The provider's answer received at start-up, once; null when /callback was opened without one. */
export function takeSsoCallback(): URL | null {
  const received = pending;
  pending = null;
  return received;
}
