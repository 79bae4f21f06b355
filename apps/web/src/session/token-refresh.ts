import type { GatewayClient } from '../api/gateway-client.ts';
import { storedRefreshToken, storeTokens } from './session-storage.ts';
import type { TokenPair } from './token-pair.ts';

/** Trades the stored refresh token for a new pair; the caller decides what a failure means. */
export async function refreshSession(client: Pick<GatewayClient, 'post'>): Promise<boolean> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) return false;
  const response = await client.post<TokenPair>('mslogin.v1-public/auth/refresh', {
    refresh_token: refreshToken,
  });
  if (!response.ok || !response.content?.access_token || !response.content.refresh_token) return false;
  storeTokens(response.content);
  return true;
}
