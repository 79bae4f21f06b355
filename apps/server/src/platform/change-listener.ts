import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { Db } from './database.ts';

const RETRY_MS = 5000;

/**
 * Holds one connection LISTENing on a channel that database triggers notify, and calls `onChange`
 * for every notification. When the connection is lost (or cannot be had) it calls `onChange` too,
 * retries every few seconds, and `listening()` is false meanwhile: a cache built on it must not
 * remember anything while changes could go unheard.
 */
export function createChangeListener(options: {
  db: Db;
  log: Logger;
  channel: string;
  /** What the log lines call the cache. */
  name: string;
  onChange: (payload: string) => void;
}) {
  const { db, log, channel, name, onChange } = options;
  let listener: PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const notified = (message: { payload?: string }) => onChange(message.payload ?? '');

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, RETRY_MS);
    retry.unref();
  };

  const drop = (client: PoolClient, error?: Error) => {
    onChange('');
    if (listener === client) listener = null;
    client.removeListener('notification', notified);
    client.release(error ?? true);
    scheduleRetry();
  };

  async function listen() {
    if (closed) return;
    try {
      const client = await db.$client.connect();
      client.on('notification', notified);
      client.on('error', (error) => {
        log.warn({ err: error }, `${name}: notification channel lost; not caching until it is back`);
        drop(client, error);
      });
      await client.query(`listen ${channel}`);
      listener = client;
      if (closed) drop(client);
    } catch (error) {
      log.warn({ err: error }, `${name}: cannot listen for changes; not caching`);
      scheduleRetry();
    }
  }

  return {
    listen,
    listening: () => listener !== null,
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (listener) {
        const client = listener;
        listener = null;
        client.removeListener('notification', notified);
        client.release(true);
      }
    },
  };
}
