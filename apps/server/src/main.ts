import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, StartupError } from './config.ts';
import { DEMO_COUNTRIES_ADMIN } from './modules/global/global.seed.ts';
import { batchRunnerOptions, startBatchRunner } from './platform/batch-jobs/batch-jobs.ts';
import {
  createDb,
  DEFAULT_EMBEDDED_PG_PORT,
  type EmbeddedServer,
  ensureDatabase,
  startEmbeddedPostgres,
} from './platform/database.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { runMigrations } from './platform/migrate.ts';
import { createStorage } from './platform/storage.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seed } from './seed/seed.ts';
import { webBuildFinished } from './web-build.ts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);

  let embedded: EmbeddedServer | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.EMBEDDED_PG_PORT);
    await ensureDatabase(embedded.url('postgres'), 'proboard');
    url = embedded.url('proboard');
  }
  const db = createDb(url);
  await runMigrations(db);
  await seed(db, { demo: config.demo, storage: createStorage(config) });

  const jobs = await startJobs(url, (error) => log.error({ err: error }, 'job queue error'));
  const mail = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.dataDir,
    // A temporary SMTP failure is tried again by a job (platform/mail.ts).
    jobs,
  });
  const storage = createStorage(config);
  await webBuildFinished();
  const app = await buildApp({ config, db, log, mail, storage, jobs });
  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new StartupError(
      `Port ${config.PORT} is taken by another program (another proboard?): set PORT to a free port, e.g. PORT=${config.PORT + 1} npm start`,
    );
  });
  const batchRunner = startBatchRunner({ db, log }, batchRunnerOptions(config));

  const shown = `http://localhost:${config.PORT}`;
  console.log(`\nproboard is running at ${shown}  (API docs: ${shown}/api/docs)`);
  if (config.demo) {
    console.log(
      `Demo mode (embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}). Accounts, password '${DEMO_PASSWORD}':`,
    );
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(32)} ${account.label}`);
    console.log(
      `  ${DEMO_COUNTRIES_ADMIN.email.padEnd(32)} countries administrator (AZC_GLOBAL_COUNTRIES_ADMIN only)`,
    );
    console.log('');
  }
  if (embedded && embedded.port !== (config.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT)) {
    console.log(
      `Port ${DEFAULT_EMBEDDED_PG_PORT} was taken: the embedded PostgreSQL listens on 127.0.0.1:${embedded.port} (EMBEDDED_PG_PORT chooses the port).\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests and jobs');
    // What the shutdown waits for: named in the log when it takes too long, so an exit 1 says why.
    let waitingFor = 'requests in flight';
    const timer = setTimeout(() => {
      log.error({ waitingFor }, `shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_MS} ms`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Keep-alive sockets that go idle after their last response would hold close() for the
      // keep-alive timeout; they are closed as soon as they are idle.
      const reapIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(reapIdle);
      // The running batch commits; its job goes back to the queue for the next start.
      waitingFor = 'the running batch';
      await batchRunner.stop();
      waitingFor = 'running jobs';
      await jobs.stop({ graceful: true, wait: true, timeout: config.SHUTDOWN_TIMEOUT_MS - 2000 });
      waitingFor = 'database connections';
      await db.$client.end();
      waitingFor = 'the embedded PostgreSQL';
      await embedded?.stop();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  // Nothing to debug in these: one line that says what to do, no stack.
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error('proboard could not start:', error);
  process.exit(1);
});
