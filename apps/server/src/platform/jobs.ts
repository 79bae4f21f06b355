import PgBoss from 'pg-boss';

export type Jobs = PgBoss;

/** pg-boss on the application's own database (schema `pgboss`); several processes share its queue. */
export async function startJobs(url: string, onError: (error: Error) => void): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 5 });
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
