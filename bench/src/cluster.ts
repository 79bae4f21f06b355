import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  createDb,
  type EmbeddedServer,
  startEmbeddedPostgres,
} from '../../apps/server/src/platform/database.ts';
import { runMigrations } from '../../apps/server/src/platform/migrate.ts';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import { freePort } from './free-port.ts';
import { dataDir } from './paths.ts';

export const BENCH_DATABASE = 'proboard_bench';
/**
 * The smoke run's own database: a smoke run (no --reuse) drops its database when it ends, and on the
 * shared one it dropped the full-scale data set a later --reuse run expected (regenerated: 20 minutes).
 */
export const SMOKE_DATABASE = 'proboard_bench_smoke';
export const BENCH_USER = { email: 'bench@proboard.local', password: 'bench-password-1234' };

export interface Cluster {
  server: EmbeddedServer;
  adminUrl: string;
  /** The bench's database in the cluster, and its URL. */
  database: string;
  url: string;
}

/** The bench's own embedded PostgreSQL in bench/.data/pg (kept between runs; the data is not). */
export async function startCluster(database: string): Promise<Cluster> {
  await fs.mkdir(dataDir, { recursive: true });
  // When we run as root, PostgreSQL runs as the `postgres` user, which must reach its folder.
  await fs.chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dataDir, 'pg'), await freePort());
  return { server, adminUrl: server.url('postgres'), database, url: server.url(database) };
}

export interface DatasetKey {
  articles: number;
  attributeTypes: number;
  seed: number;
}

/** Whether the database already holds the generated data set `key` (for `--reuse`). */
export async function hasDataset(cluster: Cluster, key: DatasetKey): Promise<boolean> {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [cluster.database]);
    if (!found.rowCount) return false;
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const meta = await client.query<{ key: DatasetKey }>(
      `select key from bench_meta where to_regclass('bench_meta') is not null limit 1`,
    );
    // Compared field by field: jsonb orders an object's keys its own way (shortest first), so the
    // stored key never read back as the same JSON text and --reuse always generated anew.
    const stored = meta.rows[0]?.key as Record<string, unknown> | undefined;
    const wanted = Object.entries(key);
    return (
      !!stored && Object.keys(stored).length === wanted.length && wanted.every(([k, v]) => stored[k] === v)
    );
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/** A new, empty database with the server's migrations and its role catalogue (no demo data). */
export async function recreateDatabase(cluster: Cluster) {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${cluster.database} with (force)`);
    await admin.query(`create database ${cluster.database}`);
  } finally {
    await admin.end();
  }
  const db = createDb(cluster.url, 2);
  try {
    await runMigrations(db);
    await seed(db, { demo: false });
  } finally {
    await db.$client.end();
  }
}

export async function markDataset(client: pg.ClientBase, key: DatasetKey) {
  await client.query('create table if not exists bench_meta (key jsonb not null)');
  await client.query('delete from bench_meta');
  await client.query('insert into bench_meta (key) values ($1)', [JSON.stringify(key)]);
}

/** The super admin the bench signs in as (as `npm run create-admin` would create it). */
export async function createBenchUser(client: pg.ClientBase) {
  const hash = await hashPassword(BENCH_USER.password);
  await client.query(
    `insert into role_groups (name, is_public) values ('Administración', false) on conflict do nothing`,
  );
  await client.query(`insert into role_group_roles (role_group_id, role_id)
    select g.id, r.id from role_groups g, roles r where g.name = 'Administración' and r.name = 'AZ_SADMIN'
    on conflict do nothing`);
  await client.query(
    `insert into users (email, name, surname, password_hash, type, profile_id, role_group_id)
     select $1, 'Bench', 'Runner', $2, 'internal',
       (select id from profiles where az_iso = 'INTERNAL'),
       (select id from role_groups where name = 'Administración')
     where not exists (select 1 from users where lower(email) = lower($1))`,
    [BENCH_USER.email, hash],
  );
}
