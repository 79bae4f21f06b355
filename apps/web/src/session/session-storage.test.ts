import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '../api/gateway-client.ts';
import { MemoryStorage } from './memory-storage.test-helper.ts';
import {
  clearSession,
  hasBearerPrefix,
  rememberRoute,
  storedRefreshToken,
  storedToken,
  storedUser,
  storeTokens,
  takeRememberedRoute,
} from './session-storage.ts';
import { refreshSession } from './token-refresh.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

describe('session storage', () => {
  it('stores the access token with its Bearer prefix, and the refresh token', () => {
    storeTokens({ access_token: 'abc', refresh_token: 'r1' });
    expect(storedToken()).toBe('Bearer abc');
    expect(storedRefreshToken()).toBe('r1');
    expect(hasBearerPrefix('Bearer abc')).toBe(true);
    expect(hasBearerPrefix('abc')).toBe(false);
    expect(hasBearerPrefix('Bearer ')).toBe(false);
  });

  it('remembers only the first route, never a login route, and hands it over once', () => {
    rememberRoute('/login/password/forgot');
    rememberRoute('/companies/5?tab=users');
    rememberRoute('/ranges');
    expect(takeRememberedRoute()).toBe('/companies/5?tab=users');
    expect(takeRememberedRoute()).toBeNull();
  });

  it('refuses a remembered route that leaves the site', () => {
    localStorage.setItem('route', '//evil.example.com');
    expect(takeRememberedRoute()).toBeNull();
  });

  it('ignores a stored user that is not valid JSON or has no id', () => {
    localStorage.setItem('currentUser', '{oops');
    expect(storedUser()).toBeNull();
    localStorage.setItem('currentUser', '{"name":"Ana"}');
    expect(storedUser()).toBeNull();
  });

  it('clears user, tokens and route but keeps the locale', () => {
    storeTokens({ access_token: 'abc', refresh_token: 'r1' });
    localStorage.setItem('currentUser', '{"id":1}');
    localStorage.setItem('route', '/ranges');
    localStorage.setItem('currentLocale', 'fr');
    clearSession();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('currentLocale')).toBe('fr');
  });
});

describe('token refresh', () => {
  it('trades the refresh token for a new pair', async () => {
    storeTokens({ access_token: 'old', refresh_token: 'r1' });
    const post = vi.fn(async () => ({
      ok: true,
      status: 200,
      content: { access_token: 'new', refresh_token: 'r2', expires_in: 60, token_type: 'Bearer' },
    })) as unknown as GatewayClient['post'];
    expect(await refreshSession({ post })).toBe(true);
    expect(post).toHaveBeenCalledWith('mslogin.v1-public/auth/refresh', { refresh_token: 'r1' });
    expect(storedToken()).toBe('Bearer new');
    expect(storedRefreshToken()).toBe('r2');
  });

  it('fails without a refresh token or when the server refuses it', async () => {
    const refused = vi.fn(async () => ({
      ok: false,
      status: 401,
      content: null,
    })) as unknown as GatewayClient['post'];
    expect(await refreshSession({ post: refused })).toBe(false);
    expect(refused).not.toHaveBeenCalled();
    storeTokens({ access_token: 'old', refresh_token: 'r1' });
    expect(await refreshSession({ post: refused })).toBe(false);
    expect(storedToken()).toBe('Bearer old');
  });
});
