import type { Logger } from 'pino';
import { createChangeListener } from './change-listener.ts';
import type { CurrentUser } from './current-user.ts';
import { findUserByToken } from './current-user.ts';
import type { Db } from './database.ts';
import { hashToken } from './tokens.ts';

/** The channel the database triggers of migration 0008 notify when tokens, users or roles change. */
const AUTH_CHANNEL = 'proboard_auth';
const MAX_ENTRIES = 10_000;

/**
 * Who a bearer token belongs to, remembered for a few seconds: the token/roles lookup cost more
 * database time than a list page (bench). Any change to tokens, users, roles, role groups,
 * permissions or profiles, by any process or by hand, makes PostgreSQL notify every process, which
 * forgets everything it remembered (migration 0008); a write through this process does too, so its
 * own next request never sees a stale session. While the notification channel is down nothing is
 * remembered. `AUTH_CACHE_SECONDS` bounds how long an entry lives in any case (0 turns it off).
 */
export function createSessionCache(options: { db: Db; log: Logger; ttlSeconds: number }) {
  const { db, log, ttlSeconds } = options;
  const entries = new Map<string, { user: CurrentUser; until: number }>();
  const forget = () => entries.clear();
  const changes = createChangeListener({
    db,
    log,
    channel: AUTH_CHANNEL,
    name: 'session cache',
    onChange: forget,
  });

  return {
    async listen() {
      if (ttlSeconds > 0) await changes.listen();
    },
    forget,
    async find(token: string): Promise<CurrentUser | null> {
      const key = hashToken(token);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now && changes.listening()) return hit.user;
      const user = await findUserByToken(db, token);
      if (user && changes.listening()) {
        if (entries.size >= MAX_ENTRIES) forget();
        entries.set(key, { user, until: Math.min(now + ttlSeconds * 1000, user.tokenExpiresAt) });
      }
      return user;
    },
    close() {
      changes.close();
      forget();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
