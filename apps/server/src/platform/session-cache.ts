import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
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
  let listener: PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const forget = () => entries.clear();

  const listen = async () => {
    if (closed || ttlSeconds === 0) return;
    try {
      const client = await db.$client.connect();
      client.on('notification', forget);
      client.on('error', (error) => {
        log.warn({ err: error }, 'session cache: notification channel lost; not caching until it is back');
        drop(client, error);
      });
      await client.query(`listen ${AUTH_CHANNEL}`);
      listener = client;
      if (closed) drop(client);
    } catch (error) {
      log.warn({ err: error }, 'session cache: cannot listen for changes; not caching');
      scheduleRetry();
    }
  };

  const drop = (client: PoolClient, error?: Error) => {
    forget();
    if (listener === client) listener = null;
    client.release(error ?? true);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, 5000);
    retry.unref();
  };

  return {
    listen,
    forget,
    async find(token: string): Promise<CurrentUser | null> {
      const key = hashToken(token);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now && listener) return hit.user;
      const user = await findUserByToken(db, token);
      if (user && listener) {
        if (entries.size >= MAX_ENTRIES) forget();
        entries.set(key, { user, until: Math.min(now + ttlSeconds * 1000, user.tokenExpiresAt) });
      }
      return user;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      forget();
      if (listener) {
        const client = listener;
        listener = null;
        client.removeAllListeners('notification');
        client.release(true);
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
