import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, DEMO_API_KEY, loadConfig } from '../config.ts';
import type { AppContext } from '../platform/context.ts';
import { createDb, type Db } from '../platform/database.ts';
import { startJobs } from '../platform/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailer } from '../platform/mail.ts';
import { createStorage } from '../platform/storage.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  config: Config;
  databaseUrl: string;
  /** Sends a request with the web apikey (and a bearer token when given). */
  request: (options: InjectOptions & { token?: string }) => Promise<InjectResponse>;
  /** Resolves once no job of `queue` (of any queue when omitted) waits or runs (pg-boss), e.g. after a request that queued one. */
  jobsDone: (queue?: string, timeoutMs?: number) => Promise<void>;
  /** Signs in a demo account and returns its access token. */
  signIn: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template, and the app on top of it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    serveWeb?: boolean;
    /** Where the server's log lines go (with `env.LOG_LEVEL`, which is `silent` by default). */
    logDestination?: DestinationStream;
    /**
     * A second server process on this app's database (its own pool, list memory and session cache):
     * nothing is cloned, and closing it leaves the database to its first app.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const joined = options.sameDatabaseAs;
  const name = joined
    ? new URL(joined.databaseUrl).pathname.slice(1)
    : `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (!joined) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEYS: DEMO_API_KEY,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = createDb(databaseUrl, 10);
  const log = createLogger(config.LOG_LEVEL, options.logDestination);
  // pg-boss as the server runs it (its schema comes with the template, so this is quick), but
  // without its clock: a test runs a timed job's work itself, when it means to.
  const jobs = await startJobs(databaseUrl, () => {}, { timed: false });
  const ctx: AppContext = {
    config,
    db,
    log,
    mail: createMailer({ db, from: config.MAIL_FROM, dataDir, smtpUrl: config.SMTP_URL, jobs }),
    storage: createStorage(config),
    jobs,
  };
  const app = await buildApp(ctx, { serveWeb: options.serveWeb ?? false });
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        apikey: DEMO_API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });

  return {
    app,
    db,
    ctx,
    config,
    databaseUrl,
    request,
    async jobsDone(queue, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const pending = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job
            where ${queue === undefined ? sql`true` : sql`name = ${queue}`} and state in ('created', 'retry', 'active')`,
        );
        if (pending.rows[0]!.n === 0) return;
        if (Date.now() > until)
          throw new Error(`jobs of ${queue ?? 'every queue'} still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/api/msdashboard.v1-public/auth/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    async close() {
      await app.close();
      await jobs.stop({ graceful: false, wait: true });
      await db.$client.end();
      if (!joined) {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
