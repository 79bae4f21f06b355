import type { CurrentUser } from './current-user.ts';
import type { TokenPair } from './token-pair.ts';

/** Local-storage keys of the session (spec section 3); `refreshToken` is ours, for silent renewal. */
export const SESSION_KEYS = {
  currentUser: 'currentUser',
  token: 'token',
  refreshToken: 'refreshToken',
  route: 'route',
} as const;

export const BEARER_PREFIX = 'Bearer ';

export function storedToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function hasBearerPrefix(token: string): boolean {
  return token.startsWith(BEARER_PREFIX) && token.length > BEARER_PREFIX.length;
}

export function removeToken(): void {
  localStorage.removeItem(SESSION_KEYS.token);
}

export function storeTokens(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): void {
  localStorage.setItem(SESSION_KEYS.token, `${BEARER_PREFIX}${pair.access_token}`);
  localStorage.setItem(SESSION_KEYS.refreshToken, pair.refresh_token);
}

export function storedRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refreshToken);
}

export function storedUser(): CurrentUser | null {
  const text = localStorage.getItem(SESSION_KEYS.currentUser);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as CurrentUser | null;
    return user && typeof user === 'object' && user.id ? user : null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser): void {
  localStorage.setItem(SESSION_KEYS.currentUser, JSON.stringify(user));
}

/** Keeps the first route visited before signing in (spec section 2), so later redirects don't replace it. */
export function rememberRoute(route: string): void {
  if (route.startsWith('/login')) return;
  if (localStorage.getItem(SESSION_KEYS.route) === null) localStorage.setItem(SESSION_KEYS.route, route);
}

export function takeRememberedRoute(): string | null {
  const route = localStorage.getItem(SESSION_KEYS.route);
  localStorage.removeItem(SESSION_KEYS.route);
  return route?.startsWith('/') && !route.startsWith('//') ? route : null;
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}
