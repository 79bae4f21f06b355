import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Tx } from './resources/resource-store.ts';

export type Jobs = PgBoss;

/**
 * pg-boss on the application's own database (schema `pgboss`); several processes share its queue.
 * `timed: false` leaves the schedules unfired (tests: a drain starting on the minute would write
 * between a test's requests and its checks).
 */
export async function startJobs(
  url: string,
  onError: (error: Error) => void,
  options: { timed?: boolean } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 5,
    schedule: options.timed ?? true,
  });
  boss.on('error', onError);
  await boss.start();
  refuseUnknownQueues(boss);
  return boss;
}

const SENDERS = ['send', 'sendAfter', 'sendThrottled', 'sendDebounced'] as const;

/**
 * pg-boss 10 silently drops a job sent to a queue that was never created (`send` resolves null, as
 * it does for a throttled duplicate). Here such a send throws, so a missing `createQueue` is a
 * visible error instead of a lost e-mail or import.
 */
function refuseUnknownQueues(boss: PgBoss) {
  const methods = boss as unknown as Record<string, (...args: unknown[]) => Promise<string | null>>;
  for (const method of SENDERS) {
    const original = methods[method]!.bind(boss);
    methods[method] = async (...args: unknown[]) => {
      const id = await original(...args);
      if (id === null) {
        const name = typeof args[0] === 'string' ? args[0] : (args[0] as { name: string }).name;
        if (!(await boss.getQueue(name))) {
          throw new Error(`Job queue "${name}" does not exist: create it with jobs.createQueue() first`);
        }
      }
      return id;
    };
  }
}

/**
 * Queues a job inside the caller's transaction: pg-boss writes it with `tx`'s own statements, so the
 * job exists only if the caller's writes commit (a rolled-back transition mails nobody) and no worker
 * takes it before they are visible (it never looks for a record not committed yet). Every "do this
 * after the write" goes through here. Resolves the job's id, or null when the queue's policy absorbed
 * it (a stately or singleton duplicate already waiting).
 */
export function queueJobIn<D extends object>(
  tx: Tx,
  jobs: Jobs,
  queue: string,
  data: D,
  options: Omit<PgBoss.SendOptions, 'db'> = {},
): Promise<string | null> {
  return jobs.send(queue, data, { ...options, db: statementsIn(tx) });
}

/** pg-boss's database interface (`$1` placeholders) over a Drizzle transaction. */
function statementsIn(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await tx.execute(sql.join(chunks, sql``));
      return { rows: result.rows };
    },
  };
}
