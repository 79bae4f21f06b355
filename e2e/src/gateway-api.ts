import type { DemoAccount } from './demo-accounts.ts';

/** The bundled SPA's key (VITE_API_KEY's default), accepted by the demo server. */
const API_KEY = 'proboard-web';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface ApiUser {
  id: number;
  name: string;
  surname: string | null;
  roles: string[];
  permissions: string[];
}

async function call<T>(
  baseUrl: string,
  endpoint: string,
  init: RequestInit = {},
  token?: string,
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('apikey', API_KEY);
  headers.set('app-locale', 'es');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${baseUrl}/api/${endpoint}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${endpoint} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Signs in through the gateway, as the login service would before handing the tokens over. */
export function apiSignIn(baseUrl: string, account: DemoAccount): Promise<TokenPair> {
  return call<TokenPair>(baseUrl, 'msdashboard.v1-public/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
}

export async function apiGet<T>(baseUrl: string, token: string, endpoint: string): Promise<T> {
  return call<T>(baseUrl, endpoint, {}, token);
}

/** What the server says about an account: its user (roles, permissions) and the export config. */
export async function accountFacts(baseUrl: string, account: DemoAccount) {
  const { access_token: token } = await apiSignIn(baseUrl, account);
  const { user } = await apiGet<{ user: ApiUser }>(baseUrl, token, 'mslogin.v1/auth/user');
  const { config } = await apiGet<{ config: unknown }>(baseUrl, token, 'msloader.v1/exports/config');
  await apiGet(baseUrl, token, 'mslogin.v1/auth/logout').catch(() => undefined);
  return { user, config };
}
