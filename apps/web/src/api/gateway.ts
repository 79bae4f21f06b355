import { currentLocale } from '../i18n/i18n.ts';
import { expireSession } from '../session/session-expiry.ts';
import { storedToken } from '../session/session-storage.ts';
import { refreshSession } from '../session/token-refresh.ts';
import { createGatewayClient } from './gateway-client.ts';

/** The app's one gateway client (API.md). `VITE_GATEWAY_URL` points the SPA at another gateway. */
export const gateway = createGatewayClient({
  baseUrl: import.meta.env.VITE_GATEWAY_URL || '/api',
  apiKey: import.meta.env.VITE_API_KEY || 'proboard-web',
  locale: currentLocale,
  session: {
    token: storedToken,
    refresh: () => refreshSession(gateway),
    expire: expireSession,
  },
});
