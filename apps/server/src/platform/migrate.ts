import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './database.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations; an advisory lock keeps two processes from racing. */
export async function runMigrations(db: Db) {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(724001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(724001)').catch(() => {});
    client.release();
  }
}
