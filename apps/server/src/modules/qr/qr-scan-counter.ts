import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/database.ts';
import type { Device } from './qr-request.ts';

export interface Scan {
  redirectionId: number | null;
  legacyId: number | null;
  device: Device;
  country: string;
  bot: boolean;
}

interface Pending extends Scan {
  day: string;
  scans: number;
}

/** How often counted scans are written, and how many distinct rows make a write at once. */
const FLUSH_MS = 2_000;
const MAX_PENDING = 5_000;

/**
 * Scans counted in memory and added to their per-day rows in one statement every couple of seconds
 * (and on close): the redirect itself never waits for the database. A row of a code deleted
 * meanwhile is dropped; a failed write is logged and dropped (these are statistics, not records).
 */
export function createScanCounter(options: { db: Db; log: Logger }) {
  const { db, log } = options;
  let pending = new Map<string, Pending>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Pending[]) {
    const column = <K extends keyof Pending>(key: K) => sql.param(batch.map((row) => row[key]));
    await db.execute(sql`insert into qr_scan_days (redirection_id, legacy_id, day, device, country, bot, scans)
      select u.r, u.l, u.d, u.dev, u.c, u.b, u.n
      from unnest(${column('redirectionId')}::int[], ${column('legacyId')}::int[], ${column('day')}::date[],
        ${column('device')}::text[], ${column('country')}::text[], ${column('bot')}::bool[], ${column('scans')}::int[])
        as u(r, l, d, dev, c, b, n)
      where (u.r is null or exists (select 1 from qr_redirections where id = u.r))
        and (u.l is null or exists (select 1 from qr_redirections_legacy where id = u.l))
      on conflict on constraint qr_scan_days_key do update set scans = qr_scan_days.scans + excluded.scans`);
  }

  /** Writes what was counted so far; resolves once it is in the database. */
  function flush(): Promise<void> {
    const batch = [...pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    pending = new Map();
    // One write at a time, in key order: two processes never lock the same rows in opposite orders.
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      await write(batch).catch((error) =>
        log.warn({ err: error, rows: batch.length }, 'QR scans not counted'),
      );
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    count(scan: Scan, at = new Date()) {
      const day = at.toISOString().slice(0, 10);
      const key = [scan.redirectionId, scan.legacyId, day, scan.device, scan.country, scan.bot].join('|');
      const row = pending.get(key);
      if (row) row.scans += 1;
      else pending.set(key, { ...scan, day, scans: 1 });
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ScanCounter = ReturnType<typeof createScanCounter>;
