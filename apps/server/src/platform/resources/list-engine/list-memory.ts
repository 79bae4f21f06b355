import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../resource-store.ts';

/** A list with more matches is walked every time (4 bytes an id: a million ids are 4 MB). */
export const MAX_REMEMBERED_IDS = 1_000_000;

/** What an entry costs besides its ids (its key, the map), roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

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

/**
 * The version of what a list reads now (migration 0053's change counts): its own table's rows ('')
 * and the columns its selection and order read, and any change ('*') to every other table it reads.
 * An update of its own table that changed none of those columns (an article's description under a
 * list of articles by date) leaves it as it was.
 */
export function versionQuery(reads: ListReads): SQL {
  const whole = [...reads.tables].filter((table) => table !== reads.main || reads.columns === null);
  const parts = reads.columns === null ? [] : ['', ...reads.columns];
  return sql`select coalesce(sum(delta), 0)::text as version from change_versions
    where (table_name = ${reads.main} and column_name = any(${sql.param(parts)}))
      or (column_name = '*' and table_name = any(${sql.param(whole)}))`;
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

/** The version a list was read at: what `read` answers and `keep` takes. */
export type ListVersion = string | null;

/**
 * What lists cost to work out, remembered per process: the total of a filtered list (an exact count
 * of a broad search costs more than its page), and a list's ids in order (so a deep page or page N of
 * a search is a slice, not a walk over every row before it). Row contents are never kept.
 *
 * Several processes may share the database, and a list read right after a save (through any of them)
 * must show it. So freshness is checked in the read itself, never by timing: every insert, update or
 * delete of a listed table counts, in its own transaction, a change of the table's rows or of the
 * columns it changed (migration 0053). `read` reads, in one indexed statement, the version of what a
 * list reads, and answers what is remembered only if it was worked out at that very version; the
 * version is read before the list is, so a change committed in between makes the kept answer stale
 * at once (worked out again next time), never the reverse. `LIST_MEMORY_SECONDS` bounds an entry's
 * life in any case (0 turns memory off) and `LIST_MEMORY_MB` the memory (least recently used first
 * out).
 */
export function createListMemory(options: { db: Queryable; ttlSeconds: number; maxMegabytes: number }) {
  const { db, ttlSeconds } = options;
  const maxBytes = options.maxMegabytes * 1024 * 1024;
  const entries = new Map<
    string,
    RememberedList & { until: number; bytes: number; reads: ListReads; version: string }
  >();
  let bytes = 0;
  let served = 0;
  const enabled = ttlSeconds > 0 && maxBytes > 0;

  const forget = () => {
    entries.clear();
    bytes = 0;
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const readsOf = (key: string) => entries.get(key)?.reads ?? listReads(key.split('\u0000')[0]!);

  return {
    forget,
    /**
     * What is remembered of the list `key` (its ids statement and parameters) if nothing it reads
     * changed since, and the version now: pass it to `keep` with what is read after this call.
     */
    async read(key: string): Promise<{ remembered: RememberedList | null; version: ListVersion }> {
      if (!enabled) return { remembered: null, version: null };
      const reads = readsOf(key);
      const found = await db.execute<{ version: string }>(versionQuery(reads));
      const version = found.rows[0]!.version;
      const entry = entries.get(key);
      if (!entry) return { remembered: null, version };
      if (entry.version !== version || entry.until <= Date.now()) {
        remove(key);
        return { remembered: null, version };
      }
      // Most recently used last: the first key is the one to drop when memory runs out.
      entries.delete(key);
      entries.set(key, entry);
      served++;
      return { remembered: entry, version };
    },
    keep(key: string, version: ListVersion, list: RememberedList) {
      if (!enabled || version === null) return;
      const size =
        ENTRY_OVERHEAD_BYTES + (key.length + (list.values?.length ?? 0)) * 2 + (list.ids?.byteLength ?? 0);
      if (size > maxBytes) return;
      const reads = readsOf(key);
      remove(key);
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { ...list, until: Date.now() + ttlSeconds * 1000, bytes: size, reads, version });
      bytes += size;
    },
    /** Bytes held now (for tests and the bench). */
    size: () => bytes,
    /** How many answers came from memory so far (for tests and the bench). */
    served: () => served,
    close: forget,
  };
}

export type ListMemory = ReturnType<typeof createListMemory>;
