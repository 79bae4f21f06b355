import { sql } from 'drizzle-orm';
import type { CurrentUser } from './current-user.ts';
import { findUserByToken } from './current-user.ts';
import type { Db } from './database.ts';
import { hashToken } from './tokens.ts';

const MAX_ENTRIES = 10_000;

/**
 * The sessions' version (migration 0053): any change to tokens, users, roles, role groups,
 * permissions or profiles, by any process or by hand, counts one in its own transaction (the
 * triggers of 0008).
 */
const SESSIONS_VERSION = sql`select coalesce(sum(delta), 0)::text as version from change_versions
  where table_name = 'sessions' and column_name = '*'`;

/**
 * Who a bearer token belongs to, remembered for a few seconds: the token/roles lookup cost more
 * database time than a list page (bench), the sessions' version is one indexed read of a few rows.
 * A remembered session is answered only while that version is the one it was looked up at, read on
 * every request: a logout, a revoked token, a deactivated user or a role taken away, through any
 * process, holds for the very next request through every other (a notification could arrive after
 * it). `AUTH_CACHE_SECONDS` bounds how long an entry lives in any case (0 turns it off).
 */
export function createSessionCache(options: { db: Db; ttlSeconds: number }) {
  const { db, ttlSeconds } = options;
  const entries = new Map<string, { user: CurrentUser; until: number; version: string }>();
  const forget = () => entries.clear();

  return {
    forget,
    async find(token: string): Promise<CurrentUser | null> {
      if (ttlSeconds === 0) return findUserByToken(db, token);
      const key = hashToken(token);
      // Read before the lookup: a change committed in between makes the entry stale, not the reverse.
      const version = (await db.execute<{ version: string }>(SESSIONS_VERSION)).rows[0]!.version;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now && hit.version === version) return hit.user;
      const user = await findUserByToken(db, token);
      if (user) {
        if (entries.size >= MAX_ENTRIES) forget();
        entries.set(key, { user, version, until: Math.min(now + ttlSeconds * 1000, user.tokenExpiresAt) });
      } else entries.delete(key);
      return user;
    },
    close: forget,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
