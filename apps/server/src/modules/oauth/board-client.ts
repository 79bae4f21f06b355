import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';

/** The back-office's own client: the SPA signs in through the provider with it (docs/sso.md). */
export const BOARD_CLIENT_ID = 'proboard-board';

/** The board's redirect URI: its `/callback` on the public address. */
export const boardRedirectUri = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/callback`;

/**
 * Registers the board as a public client (PKCE, no secret) when it is missing, and keeps its
 * redirect URI on the server's public address, so moving the board to another address needs no
 * edit here. An administrator may still deactivate it (single sign-on then stops).
 */
export async function ensureBoardClient(db: Db, publicUrl: string): Promise<void> {
  const redirect = boardRedirectUri(publicUrl);
  await db.execute(sql`
    insert into oauth_clients (client_id, name, redirect_uris, grant_types, client_type)
    values (${BOARD_CLIENT_ID}, 'PRO board', array[${redirect}]::text[],
      array['authorization_code']::text[], 'public')
    on conflict (client_id) do update set redirect_uris = excluded.redirect_uris, updated_at = now()
    where oauth_clients.redirect_uris <> excluded.redirect_uris`);
}
