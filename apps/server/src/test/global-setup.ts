import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDb, type EmbeddedServer, startEmbeddedPostgres } from '../platform/database.ts';
import { runMigrations } from '../platform/migrate.ts';
import { seed } from '../seed/seed.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const TEMPLATE_DATABASE = 'proboard_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's maintenance database; tests clone the template from it. */
    pgAdminUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run (or TEST_DATABASE_URL's server). The template database
 * is migrated and seeded once; every test file clones it (createTestApp), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedServer | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dir: string | null = null;
  if (!adminUrl) {
    // A cluster of its own per run (initdb takes about a second), so parallel runs never collide.
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-test-pg-'));
    // The postgres system user (when running as root) must be able to reach its data folder.
    await fs.chmod(dir, 0o755);
    server = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
    adminUrl = server.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const stale = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like 'test\\_%'`,
    [TEMPLATE_DATABASE],
  );
  for (const { datname } of stale.rows)
    await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const db = createDb(templateUrl.href, 2);
  await runMigrations(db);
  await seed(db, { demo: true });
  await db.$client.end();
  // pg-boss's schema, made once here (as its first start would), so every clone starts it quickly.
  const template = new pg.Client({ connectionString: templateUrl.href });
  await template.connect();
  await template.query(PgBoss.getConstructionPlans('pgboss'));
  await template.end();
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await server?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
