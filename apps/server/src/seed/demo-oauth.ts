import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';
import { hashToken, newToken } from '../platform/tokens.ts';

/**
 * The demo's OAuth clients besides the board's own (`proboard-board`, registered by the server on
 * every start): a phone app of the installers (public: PKCE only, a loopback redirect as native
 * apps use) and the partners' portal (confidential). The portal's secret is random and only its hash
 * is kept, so nobody knows it: to try the portal's flow, generate a new secret on its details screen
 * ("Generar un secreto nuevo"), which is shown once.
 */
export async function seedDemoOauthClients(tx: Tx) {
  await tx.execute(sql`
    insert into oauth_clients (client_id, name, redirect_uris, grant_types, client_type, secret_hash)
    values
      ('airzone-instaladores-app', 'App Instaladores (móvil)', array['http://127.0.0.1:53682/callback']::text[],
        array['authorization_code', 'refresh_token']::text[], 'public', null),
      ('portal-socios', 'Portal de Socios Climatización Ibérica',
        array['https://socios.climatizacion-iberica.example.com/oauth/callback']::text[],
        array['authorization_code', 'refresh_token']::text[], 'confidential', ${hashToken(newToken())})
    on conflict (client_id) do nothing`);
}
