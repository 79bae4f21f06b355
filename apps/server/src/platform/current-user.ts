import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { hashToken } from './tokens.ts';

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  surname: string;
  username: string | null;
  status: string;
  type: string;
  market: string | null;
  profile_id: number;
  academy_id: number | null;
  client_id: number | null;
  client_iso: string | null;
  client_name: string | null;
  delivery_address_id: number | null;
  user_position_id: number | null;
  roles: string[];
  permissions: string[];
  tokenId: number;
  /** When the token expires (ms since the epoch): a cached session ends then at the latest. */
  tokenExpiresAt: number;
}

/**
 * One query: the token's user with the roles of the user's group plus the user's own roles and
 * the permissions of all of them. Revoked, expired tokens and inactive users find nothing.
 */
export async function findUserByToken(db: Db, token: string): Promise<CurrentUser | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with t as (
      select id, user_id, expires_at from access_tokens
      where token_hash = ${hashToken(token)} and revoked_at is null and expires_at > now()
    ),
    r as (
      select rgr.role_id from t join users u on u.id = t.user_id
        join role_group_roles rgr on rgr.role_group_id = u.role_group_id
      union
      select ur.role_id from t join user_roles ur on ur.user_id = t.user_id
    )
    select u.id, u.email, u.name, u.surname, u.username, u.status, u.type, u.market, u.profile_id,
      u.academy_id, u.client_id, u.client_iso, u.client_name, u.delivery_address_id, u.user_position_id,
      t.id as token_id, (extract(epoch from t.expires_at) * 1000)::float8 as token_expires_at,
      coalesce((select array_agg(ro.name order by ro.name) from roles ro where ro.id in (select role_id from r)), '{}') as roles,
      coalesce((select array_agg(distinct p.name) from permissions p
        join role_permissions rp on rp.permission_id = p.id where rp.role_id in (select role_id from r)), '{}') as permissions
    from t join users u on u.id = t.user_id
    join profiles pr on pr.id = u.profile_id
    where u.status = 'active' and pr.backoffice_access
  `);
  const row = result.rows[0] as
    | (Omit<CurrentUser, 'tokenId' | 'tokenExpiresAt'> & { token_id: number; token_expires_at: number })
    | undefined;
  if (!row) return null;
  const { token_id, token_expires_at, ...user } = row;
  return { ...user, tokenId: token_id, tokenExpiresAt: token_expires_at };
}
