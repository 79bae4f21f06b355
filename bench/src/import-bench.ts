/**
 * The import queue's throughput (issue 32): a 100,000-row compatibilities file (XLSX) uploaded,
 * checked, queued and applied end to end by the server in this process, on the bench's embedded
 * PostgreSQL with the demo data plus 1,000 models of its own. Prints rows per second and the
 * process's peak resident memory. `npx tsx bench/src/import-bench.ts [rows]`
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { DEMO_API_KEY, loadConfig } from '../../apps/server/src/config.ts';
import type { AppContext } from '../../apps/server/src/platform/context.ts';
import { createDb, startEmbeddedPostgres } from '../../apps/server/src/platform/database.ts';
import { startJobs } from '../../apps/server/src/platform/jobs.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { createMailer } from '../../apps/server/src/platform/mail.ts';
import { runMigrations } from '../../apps/server/src/platform/migrate.ts';
import { createStorage } from '../../apps/server/src/platform/storage.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import { freePort } from './free-port.ts';
import { dataDir as benchData } from './paths.ts';

const ROWS = Number(process.argv[2] ?? 100_000);
const MODELS = 1000;
const DATABASE = 'proboard_bench_imports';

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

async function freshDatabase(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** The file: `ROWS` distinct article x model pairs of Daikin's bench models, as XLSX. */
async function generateFile(articles: string[]): Promise<Buffer> {
  const output = new PassThrough();
  const bytes = buffer(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
  const sheet = workbook.addWorksheet('compatibilities');
  sheet.addRow(['article', 'manufacturer', 'model_reference', 'compatibility_type', 'notes']).commit();
  for (let n = 0; n < ROWS; n++) {
    const article = articles[Math.floor(n / MODELS) % articles.length]!;
    sheet.addRow([article, 'DAIKIN', `BENCH-${n % MODELS}A`, n % 3 ? 'FULL' : 'PARTIAL', '']).commit();
  }
  sheet.commit();
  await workbook.commit();
  return bytes;
}

async function main() {
  // A cluster of its own: the main bench may be using its own at the same time.
  await fs.mkdir(benchData, { recursive: true });
  await fs.chmod(benchData, 0o755);
  const server = await startEmbeddedPostgres(path.join(benchData, 'pg-imports'), await freePort());
  const cluster = { server, adminUrl: server.url('postgres'), url: server.url(DATABASE) };
  await freshDatabase(cluster.adminUrl);
  const db = createDb(cluster.url, 10);
  await runMigrations(db);
  await seed(db, { demo: true });
  // The demo's failed file stops the queue: set it aside.
  await db.execute(sql`update import_files set status = 'skipped' where status <> 'success'`);
  await db.execute(sql`insert into iu_models (manufacturer_id, model_reference, model_key)
    select m.id, 'BENCH-' || n || 'A', 'BENCH' || n || 'A' from manufacturers m, generate_series(0, ${MODELS - 1}) n
    where m.az_iso = 'DAIKIN'`);
  const found = await db.execute<{ az_iso: string }>(
    sql`select az_iso from articles order by id limit ${Math.ceil(ROWS / MODELS)}`,
  );
  const articles = found.rows.map((r) => r.az_iso);
  if (articles.length * MODELS < ROWS) throw new Error(`only ${articles.length} articles for ${ROWS} rows`);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-import-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEYS: DEMO_API_KEY,
    LOG_LEVEL: 'silent',
  });
  const jobs = await startJobs(cluster.url, () => {}, { timed: false });
  const ctx: AppContext = {
    config,
    db,
    log: createLogger('silent'),
    mail: createMailer({ db, from: config.MAIL_FROM, dataDir, smtpUrl: config.SMTP_URL }),
    storage: createStorage(config),
    jobs,
  };
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/msdashboard.v1-public/auth/login',
    headers: { apikey: DEMO_API_KEY },
    payload: { email: 'admin@proboard.local', password: DEMO_PASSWORD },
  });
  const token = login.json().access_token as string;

  const file = await generateFile(articles);
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const boundary = 'import-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncompatibilities\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nbench\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/msloader.v1/imports',
    headers: {
      apikey: DEMO_API_KEY,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const checked = performance.now();
  const id = res.json().import_file.id as number;
  for (;;) {
    const state = await db.execute<{ status: string }>(sql`select status from import_files where id = ${id}`);
    const status = state.rows[0]!.status;
    if (status === 'success') break;
    if (status === 'error' || status === 'skipped') throw new Error(`import ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const done = performance.now();
  const written = await db.execute<{ rows_created: number }>(
    sql`select rows_created from import_files where id = ${id}`,
  );
  const seconds = (done - started) / 1000;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `import bench: ${ROWS} rows (${mb(file.length)} XLSX), ${written.rows[0]!.rows_created} created`,
  );
  console.log(`  upload and check: ${((checked - started) / 1000).toFixed(1)} s`);
  console.log(`  queue and apply:  ${((done - checked) / 1000).toFixed(1)} s`);
  console.log(`  end to end:       ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s`);
  console.log(`  resident memory:  ${mb(rssBefore)} before, ${mb(peakRss)} at peak`);

  clearInterval(sampler);
  await app.close();
  await jobs.stop({ graceful: false, wait: true });
  await db.$client.end();
  await cluster.server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

await main();
