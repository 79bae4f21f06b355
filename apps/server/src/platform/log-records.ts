import { createHash } from 'node:crypto';
import os from 'node:os';
import type { LogLevel, LogType } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { DEMO_API_KEY } from '../config.ts';
import { MASK, maskSecrets } from './adapters/masking.ts';
import type { Queryable } from './resources/resource-store.ts';

/**
 * The rows of `/logs` (platform.tables.ts `logs`): what the server logged at warning level and above
 * (through the logger's sink, `createLogSink`) and every failed call to an outside system (written
 * by the adapters themselves, `recordLog`). Secrets never reach a row: known secret values, tokens,
 * passwords and keys in texts are blanked, and so is any context key that names a credential.
 */

export interface LogEntry {
  type: LogType;
  level: LogLevel;
  /** The route (`GET /api/...`), the outside system's operation (`crm.upsertClient`), the job's queue. */
  origin: string | null;
  message: string;
  context?: Record<string, unknown> | null;
  requestId?: string | null;
  userId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The apikey's name (`apikeyName`), never the key. */
  apikey?: string | null;
  locale?: string | null;
  market?: string | null;
  /** When it happened (default: now). */
  at?: Date;
}

/** The facts of the request a log line was written in, found by its id while it runs. */
export type RequestFacts = Pick<
  LogEntry,
  'origin' | 'userId' | 'ip' | 'userAgent' | 'apikey' | 'locale' | 'market' | 'requestId'
>;

const MESSAGE_MAX = 2000;
const ORIGIN_MAX = 500;
/** A context kept whole up to this many characters of JSON; beyond, its text cut. */
const CONTEXT_MAX = 8000;
/** Users a grouped row remembers. */
const USER_IDS_MAX = 20;
const HOST = os.hostname().slice(0, 200);

/** What a secret looks like inside a free text: a bearer token, `password=…`, a URL's credentials. */
const SECRET_TEXTS: readonly [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w.~+/=-]{6,}/gi, `$1 ${MASK}`],
  [
    /\b(password|passwd|pwd|secret|token|access_token|refresh_token|api[-_]?key|authorization|signature|client_secret)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    `$1$2${MASK}`,
  ],
  [/(\w+:\/\/)[^\s/:@]+:[^\s/@]+@/g, `$1${MASK}@`],
];

/** A text with secret-looking parts and the given secret values blanked. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(MASK);
  for (const [pattern, replacement] of SECRET_TEXTS) out = out.replace(pattern, replacement);
  return out;
}

/** A context as a row keeps it: secret keys masked at any depth, secret values blanked in its texts. */
export function scrubContext(
  value: Record<string, unknown> | null | undefined,
  secrets: readonly string[] = [],
): Record<string, unknown> | null {
  if (!value || Object.keys(value).length === 0) return null;
  const masked = maskSecrets(value) as Record<string, unknown>;
  const text = scrubText(JSON.stringify(masked), secrets);
  if (text.length <= CONTEXT_MAX) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      // A replacement landed inside JSON syntax: keep the text.
    }
  }
  return { text: text.slice(0, CONTEXT_MAX) };
}

/**
 * An apikey as a row names it: the web app's demo key by name, any other by a short fingerprint
 * (the first 8 hex digits of its SHA-256), which tells keys apart and gives nothing away.
 */
export function apikeyName(key: unknown): string | null {
  if (typeof key !== 'string' || key === '') return null;
  if (key === DEMO_API_KEY) return 'web (demo)';
  return `key ${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

interface Grouped {
  entry: LogEntry;
  count: number;
  first: Date;
  last: Date;
  userIds: Set<number>;
}

const groupKey = (e: LogEntry) => `${e.level}\u0001${e.origin ?? ''}\u0001${e.message}`;
const cut = (value: string | null | undefined, n: number) =>
  value === null || value === undefined ? null : value.slice(0, n);

/**
 * Writes entries as grouped rows in one statement: entries of one group are summed first (one
 * statement may not update a row twice), then each group adds to its unseen row or starts one.
 * The latest occurrence's facts and context replace the row's.
 */
export async function recordLogs(
  db: Queryable,
  entries: readonly LogEntry[],
  secrets: readonly string[] = [],
): Promise<void> {
  const groups = new Map<string, Grouped>();
  for (const raw of entries) {
    const entry: LogEntry = {
      ...raw,
      origin: cut(raw.origin && scrubText(raw.origin, secrets), ORIGIN_MAX),
      message: scrubText(raw.message, secrets).slice(0, MESSAGE_MAX) || '-',
    };
    const at = raw.at ?? new Date();
    const key = groupKey(entry);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        entry,
        count: 1,
        first: at,
        last: at,
        userIds: new Set(entry.userId ? [entry.userId] : []),
      });
      continue;
    }
    group.count++;
    if (at < group.first) group.first = at;
    if (at >= group.last) {
      group.last = at;
      group.entry = entry;
    }
    if (entry.userId && group.userIds.size < USER_IDS_MAX) group.userIds.add(entry.userId);
  }
  if (groups.size === 0) return;
  const rows = [...groups.values()].map(({ entry: e, count, first, last, userIds }) => {
    const context = scrubContext(e.context, secrets);
    return sql`(${HOST}, ${e.type}, ${e.level}, ${e.origin}, ${e.message},
      ${context === null ? null : JSON.stringify(context)}::jsonb, ${cut(e.requestId, 100)},
      ${e.userId ?? null}::int, ${sql.param([...userIds])}::int[], ${cut(e.ip, 100)},
      ${cut(e.userAgent, 500)}, ${cut(e.apikey, 100)}, ${cut(e.locale, 10)}, ${cut(e.market, 20)},
      ${count}::int, ${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz)`;
  });
  await db.execute(sql`
    insert into logs (host, type, level, origin, message, context, request_id, user_id, user_ids, ip,
      user_agent, apikey, locale, market, count, created_at, last_seen_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (group_key) where not seen do update set
      count = logs.count + excluded.count,
      last_seen_at = greatest(logs.last_seen_at, excluded.last_seen_at),
      created_at = least(logs.created_at, excluded.created_at),
      host = excluded.host, type = excluded.type, context = excluded.context,
      request_id = excluded.request_id, user_id = coalesce(excluded.user_id, logs.user_id),
      user_ids = array(select distinct u from unnest(logs.user_ids || excluded.user_ids) u
        order by u limit ${USER_IDS_MAX}),
      ip = excluded.ip, user_agent = excluded.user_agent, apikey = excluded.apikey,
      locale = excluded.locale, market = excluded.market, updated_at = now()`);
}

/** One entry, written at once (a failed outbound call, an unexpected error's 500). Never throws. */
export async function recordLog(db: Queryable, entry: LogEntry, secrets: readonly string[] = []) {
  try {
    await recordLogs(db, [entry], secrets);
  } catch (error) {
    writeStderr('a log row could not be written', error);
  }
}

/** The one place a failure of the log table itself is told: standard error, never the logger. */
function writeStderr(what: string, error: unknown) {
  try {
    process.stderr.write(`proboard: ${what}: ${(error as Error)?.message ?? String(error)}\n`);
  } catch {
    // Nowhere left to tell it.
  }
}

const LEVEL_NAMES: Readonly<Record<number, LogLevel>> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** pino's own keys of a line, and the ones a row has columns for: not repeated in the context. */
const LINE_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'recorded', 'origin']);

export interface LogSinkOptions {
  db: Queryable;
  /** Values never written (the configured apikeys). */
  secrets?: readonly string[];
  /** The facts of a request that is running, by its id (`reqId` of the line). */
  requestFacts?: (requestId: string) => RequestFacts | null;
  /** Longest wait before a batch is written. */
  flushMs?: number;
}

export interface LogSink {
  /** pino's stream: one serialised line per call. */
  stream: { write(line: string): void };
  /** Starts writing to the database (lines before this wait in the batch). */
  attach(options: LogSinkOptions): void;
  /** Writes what waits. Never throws. */
  flush(): Promise<void>;
  /** Flushes and stops writing (the app closes). */
  close(): Promise<void>;
}

/** Distinct groups and lines a batch holds at most; further lines are counted and told once. */
const BATCH_GROUPS_MAX = 500;
const BATCH_LINES_MAX = 10_000;

/**
 * The logger's destination for warning-and-above lines: each line becomes an entry (with the facts
 * of the request it was written in), batched and written in one statement every `flushMs`, never
 * while the line is logged: a request never waits for it and never fails by it. A failed write is
 * told on standard error, not logged (it would come back here), and its batch dropped.
 */
export function createLogSink(): LogSink {
  let options: LogSinkOptions | null = null;
  let closed = false;
  let batch: LogEntry[] = [];
  let groups = new Set<string>();
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (timer || !options) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, options.flushMs ?? 1000);
    timer.unref();
  };

  function entryOf(line: string): LogEntry | null {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return null;
    }
    // Written to the table by its author already (an unexpected error's 500, a failed outbound call).
    if (parsed.recorded === true) return null;
    const level = LEVEL_NAMES[parsed.level as number];
    if (!level) return null;
    const err = parsed.err as { message?: unknown; type?: unknown } | undefined;
    const msg = typeof parsed.msg === 'string' ? parsed.msg : '';
    const errMessage = typeof err?.message === 'string' ? err.message : '';
    const message = msg && errMessage ? `${msg}: ${errMessage}` : msg || errMessage || 'log';
    const context = Object.fromEntries(Object.entries(parsed).filter(([key]) => !LINE_KEYS.has(key)));
    const requestId = typeof parsed.reqId === 'string' ? parsed.reqId : null;
    const facts = requestId ? (options?.requestFacts?.(requestId) ?? null) : null;
    const origin =
      typeof parsed.origin === 'string'
        ? parsed.origin
        : (facts?.origin ?? (typeof parsed.queue === 'string' ? parsed.queue : 'server'));
    return {
      ...facts,
      type: facts ? 'api' : 'job',
      level,
      origin,
      message,
      context,
      requestId,
      at: typeof parsed.time === 'number' ? new Date(parsed.time) : new Date(),
    };
  }

  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const target = options;
    if (!target || batch.length === 0) return writing;
    const entries = batch;
    const lost = dropped;
    batch = [];
    groups = new Set();
    dropped = 0;
    if (lost > 0) {
      entries.push({
        type: 'job',
        level: 'warn',
        origin: 'logs',
        message: 'log lines not recorded: too many different ones at once',
        context: { lines: lost },
      });
    }
    const previous = writing;
    writing = (async () => {
      await previous;
      try {
        await recordLogs(target.db, entries, target.secrets ?? []);
      } catch (error) {
        writeStderr(`${entries.length} log rows could not be written`, error);
      }
    })();
    return writing;
  }

  return {
    stream: {
      write(line: string) {
        if (closed) return;
        try {
          const entry = entryOf(line);
          if (!entry) return;
          const key = groupKey(entry);
          if (batch.length >= BATCH_LINES_MAX || (!groups.has(key) && groups.size >= BATCH_GROUPS_MAX)) {
            dropped++;
            return;
          }
          groups.add(key);
          batch.push(entry);
          schedule();
        } catch (error) {
          writeStderr('a log line could not be kept', error);
        }
      },
    },
    attach(next) {
      options = next;
      closed = false;
      if (batch.length) schedule();
    },
    flush,
    async close() {
      await flush();
      closed = true;
      options = null;
    },
  };
}
