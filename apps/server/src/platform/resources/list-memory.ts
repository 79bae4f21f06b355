import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createChangeListener } from '../change-listener.ts';
import type { Db } from '../database.ts';

/** The channel the triggers of migration 0009 notify when a table that lists read changes. */
const LIST_CHANNEL = 'proboard_lists';
/** What an entry costs besides its ids (its key, the map), roughly. */
const ENTRY_OVERHEAD_BYTES = 200;
/** A notification this process sends itself to know that every earlier one has arrived. */
const CATCH_UP_PREFIX = 'caught-up:';
/** Past this wait for its own notification, a writer forgets everything rather than wait longer. */
const CATCH_UP_TIMEOUT_MS = 2000;

/**
 * What a list's selection and order read, from its SQL (the ids statement: FROM, WHERE and ORDER BY
 * only): every table named after FROM or JOIN, and the columns of its own table (alias `t`). Its own
 * table read again under another alias counts as reading every column. Reading more than it does is
 * safe (it is forgotten more often); less is not, hence the conservative parse.
 */
export function listReads(statement: string) {
  const tables = [...statement.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1]!);
  const main = tables[0] ?? '';
  const ownTwice = tables.filter((name) => name === main).length > 1;
  const columns = [...statement.matchAll(/\bt\.("?)([a-z_][a-z0-9_]*)\1/g)].map((m) => m[2]!);
  return { main, tables: new Set(tables), columns: ownTwice ? null : new Set(columns) };
}

type ListReads = ReturnType<typeof listReads>;

/** Whether a change (a notification's payload: `table` or `table|column,column`) can alter a list. */
export function changeAffects(reads: ListReads, payload: string): boolean {
  const [table = '', changed] = payload.split('|');
  if (!table) return true;
  if (!reads.tables.has(table)) return false;
  if (table !== reads.main || changed === undefined || reads.columns === null) return true;
  return changed.split(',').some((column) => reads.columns!.has(column));
}

export interface RememberedList {
  /** How many rows match. */
  total: number;
  /** Every matching id in list order, once the list was asked for again (null until then). */
  ids: Int32Array | null;
  /** A search's words, as its total named them (`searchWordsTotal`). */
  words?: string;
  /** A partition filter's values, as its total found them (`partitionFilterTotal`). */
  values?: string;
}

/**
 * What lists cost to work out, remembered per process until a write could change them: the total
 * of a filtered list (an exact count of a broad search costs more than its page), and a list's ids in
 * order (so a deep page or page N of a search is a slice, not a walk over every row before it).
 *
 * Every insert, update or delete of a listed table, by any process or by hand, makes PostgreSQL
 * notify every process (migrations 0009 and 0024): an insert or delete names the table, an update
 * the table and the columns it changed. An entry is forgotten when the change can alter what it
 * keeps, which is only its rows' selection and order: a write to a table its WHERE or ORDER BY reads,
 * except an update of its own table that changed none of the columns those read (editing an
 * article's description keeps the order of the articles by date). Row contents are never kept, so
 * a change to a shown column needs nothing forgotten. A write through this process waits until its
 * own notifications have arrived (`catchUp`), so its very next list sees it. `generation` guards the
 * race where a list read before a change is kept after it: what was read under an older generation
 * is not kept. While the channel is down nothing is remembered; `LIST_MEMORY_SECONDS` bounds an
 * entry's life in any case (0 turns it off) and `LIST_MEMORY_MB` the memory (least recently used
 * first out).
 */
export function createListMemory(options: { db: Db; log: Logger; ttlSeconds: number; maxMegabytes: number }) {
  const { db, log, ttlSeconds } = options;
  const maxBytes = options.maxMegabytes * 1024 * 1024;
  const entries = new Map<string, RememberedList & { until: number; bytes: number; reads: ListReads }>();
  const waiting = new Map<string, () => void>();
  let bytes = 0;
  let generation = 0;

  const forget = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  const changed = (payload: string) => {
    if (payload.startsWith(CATCH_UP_PREFIX)) {
      waiting.get(payload)?.();
      return;
    }
    generation++;
    for (const [key, entry] of entries) if (changeAffects(entry.reads, payload)) remove(key);
  };
  const changes = createChangeListener({
    db,
    log,
    channel: LIST_CHANNEL,
    name: 'list memory',
    onChange: changed,
  });
  const enabled = () => ttlSeconds > 0 && maxBytes > 0 && changes.listening();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    async listen() {
      if (ttlSeconds > 0) await changes.listen();
    },
    forget,
    /** The current generation: pass it to `keep` with what was read after this call. */
    generation: () => generation,
    read(key: string): RememberedList | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= Date.now() || !enabled()) {
        remove(key);
        return null;
      }
      // Most recently used last: the first key is the one to drop when memory runs out.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    keep(key: string, since: number, list: RememberedList) {
      if (!enabled() || since !== generation) return;
      const size =
        ENTRY_OVERHEAD_BYTES + (key.length + (list.values?.length ?? 0)) * 2 + (list.ids?.byteLength ?? 0);
      if (size > maxBytes) return;
      remove(key);
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      const reads = listReads(key.split('\u0000')[0]!);
      entries.set(key, { ...list, until: Date.now() + ttlSeconds * 1000, bytes: size, reads });
      bytes += size;
    },
    /**
     * Resolves once every notification committed before this call has arrived (they arrive in
     * commit order, and this one is sent after them): a write through this process then lists
     * what it wrote, with only the lists it could change forgotten.
     */
    async catchUp() {
      if (!enabled()) return;
      const payload = `${CATCH_UP_PREFIX}${randomUUID()}`;
      const arrived = new Promise<boolean>((resolve) => waiting.set(payload, () => resolve(true)));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
      });
      try {
        await db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${payload})`);
        if (!(await Promise.race([arrived, late]))) forget();
      } catch {
        forget();
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
    /** Bytes held now (for tests and the bench). */
    size: () => bytes,
    close() {
      changes.close();
      forget();
    },
  };
}

export type ListMemory = ReturnType<typeof createListMemory>;
