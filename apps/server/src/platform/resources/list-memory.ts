import type { Logger } from 'pino';
import { createChangeListener } from '../change-listener.ts';
import type { Db } from '../database.ts';

/** The channel the triggers of migration 0009 notify when a table that lists read changes. */
const LIST_CHANNEL = 'proboard_lists';
/** What an entry costs besides its ids (its key, the map), roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

export interface RememberedList {
  /** How many rows match. */
  total: number;
  /** Every matching id in list order, once the list was asked for again (null until then). */
  ids: Int32Array | null;
}

/**
 * What lists cost to work out, remembered per process until a table they read changes: the total
 * of a filtered list (an exact count of a broad search costs more than its page), and a list's ids in
 * order (so a deep page or page N of a search is a slice, not a walk over every row before it).
 *
 * Any insert, update or delete of a listed table, by any process or by hand, makes PostgreSQL notify
 * every process, which forgets everything (migration 0009); a write through this process does too
 * (app.ts), so its own next list sees it. `generation` guards the race where a list read before a
 * change is kept after it: what was read under an older generation is not kept. While the channel
 * is down nothing is remembered; `LIST_MEMORY_SECONDS` bounds an entry's life in any case (0 turns
 * it off) and `LIST_MEMORY_MB` the memory (least recently used first out).
 */
export function createListMemory(options: { db: Db; log: Logger; ttlSeconds: number; maxMegabytes: number }) {
  const { db, log, ttlSeconds } = options;
  const maxBytes = options.maxMegabytes * 1024 * 1024;
  const entries = new Map<string, RememberedList & { until: number; bytes: number }>();
  let bytes = 0;
  let generation = 0;

  const forget = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  const changes = createChangeListener({
    db,
    log,
    channel: LIST_CHANNEL,
    name: 'list memory',
    onChange: forget,
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
      const size = ENTRY_OVERHEAD_BYTES + key.length * 2 + (list.ids?.byteLength ?? 0);
      if (size > maxBytes) return;
      remove(key);
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { ...list, until: Date.now() + ttlSeconds * 1000, bytes: size });
      bytes += size;
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
