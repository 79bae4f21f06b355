import PgBoss from 'pg-boss';

export type Jobs = PgBoss;

/** pg-boss on the application's own database (schema `pgboss`); several processes share its queue. */
export async function startJobs(url: string, onError: (error: Error) => void): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 5 });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
