/**
 * Crash safety of a write-heavy job on the real server (`main.ts`, embedded PostgreSQL, its own
 * DATA_DIR): a bulk update of 1,200 articles runs in small batches when
 *   1. the whole machine dies (SIGKILL to the server, PostgreSQL and its backends): after the restart
 *      the job resumes from its last committed batch once its lease expires and finishes;
 *   2. the server gets a graceful SIGTERM: the running batch commits, the job goes back to the queue
 *      (not left to a lease that would hold it for ten minutes), the server exits 0, and the next
 *      start resumes it at once.
 * Afterwards every article was changed exactly once (one audit row each, no article skipped, no
 * batch applied twice) and the job's counts add up.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../config.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  exitWithin,
  groupMembers,
  killGroup,
  type LiveServer,
  liveServerSandbox,
  postgresOf,
  START_TIMEOUT,
  waitUntil,
} from './live-server.ts';

const ARTICLES = 1200;
const BATCH_ENV = {
  BATCH_SIZE: '20',
  BATCH_PAUSE_MS: '25',
  BATCH_LEASE_SECONDS: '2',
  BATCH_POLL_MS: '200',
};

const report: string[] = [];
const sandbox = liveServerSandbox('job-crash-safety', () => report.join('; '));
const { servers } = sandbox;

const start = (env: Record<string, string> = {}) => sandbox.start({ ...BATCH_ENV, ...env });

async function withDb<T>(use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({
    connectionString: `postgres://proboard:proboard-embedded@127.0.0.1:${sandbox.pgPort}/proboard`,
  });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

async function signIn(server: LiveServer) {
  const res = await fetch(`${server.url}/api/msdashboard.v1-public/auth/login`, {
    method: 'POST',
    headers: { apikey: DEMO_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@proboard.local', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Starts the bulk update of every article whose az_iso contains `prefix`. */
async function startBulk(server: LiveServer, prefix: string, status: string): Promise<number> {
  const res = await fetch(`${server.url}/api/msproduct.v1/admin/articles/bulk-update`, {
    method: 'POST',
    headers: {
      apikey: DEMO_API_KEY,
      authorization: `Bearer ${await signIn(server)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      context: JSON.stringify({ filter: { az_iso: prefix } }),
      changes: { altra_status_iso: status, markets_available_add: [1] },
    }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { batch_job: { id: number } }).batch_job.id;
}

interface JobRow {
  status: string;
  total: number | null;
  processed: number;
  changed: number;
  attempts: number;
}

const jobRow = (id: number) =>
  withDb(async (db) => (await db.query<JobRow>('select * from batch_jobs where id = $1', [id])).rows[0]!);

/** Polls the job straight in the database until `check` holds. */
async function jobUntil(id: number, check: (job: JobRow) => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  for (;;) {
    const job = await jobRow(id);
    if (check(job)) return job;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const midway = (job: JobRow) => job.processed >= 100 && job.processed <= ARTICLES - 300;

/** Every article of the prefix has the new status, and exactly one audit row of the job. */
async function expectChangedOnce(prefix: string, jobId: number, status: string) {
  await withDb(async (db) => {
    const articles = await db.query<{ id: number; altra_status_iso: string; markets_available: number[] }>(
      'select id, altra_status_iso, markets_available from articles where az_iso like $1',
      [`${prefix}%`],
    );
    expect(articles.rows).toHaveLength(ARTICLES);
    expect(
      articles.rows.filter((a) => a.altra_status_iso !== status || !a.markets_available.includes(1)),
    ).toEqual([]);
    const audits = await db.query<{ auditable_id: string; n: number }>(
      `select auditable_id, count(*)::int as n from audits where url = $1 group by auditable_id`,
      [`batch-jobs/${jobId}`],
    );
    expect(audits.rows).toHaveLength(ARTICLES);
    expect(audits.rows.filter((a) => a.n !== 1)).toEqual([]);
    const ids = new Set(articles.rows.map((a) => String(a.id)));
    expect(audits.rows.every((a) => ids.has(a.auditable_id))).toBe(true);
  });
}

describe('crash safety of a bulk update job', () => {
  it(
    'resumes from its last batch after the machine dies mid-job, changing every article once',
    async () => {
      const first = await start();
      await withDb((db) =>
        db.query(
          `insert into articles (az_iso, name, product_id, markets_available)
         select 'QJOBA' || lpad(n::text, 5, '0'), 'Job article ' || n, (select min(id) from products), '{}'::int[]
         from generate_series(1, $1::int) n
         union all
         select 'QJOBB' || lpad(n::text, 5, '0'), 'Job article ' || n, (select min(id) from products), '{}'::int[]
         from generate_series(1, $1::int) n`,
          [ARTICLES],
        ),
      );
      const id = await startBulk(first, 'QJOBA', 'eol');
      const atKill = await jobUntil(id, midway, 20_000, 'the job to be midway');
      killGroup(first.child);
      await exitWithin(first, 5_000);
      await waitUntil(
        () => groupMembers(first.child.pid!).length === 0,
        10_000,
        'the killed processes to go',
      );
      report.push(`machine died at ${atKill.processed}/${atKill.total}`);

      const began = Date.now();
      // A long lease from here on: a job this server holds can only move on if it hands it back.
      await start({ BATCH_LEASE_SECONDS: '600' });
      const done = await jobUntil(
        id,
        (job) => job.status !== 'running' && job.status !== 'queued',
        30_000,
        'the job to end',
      );
      report.push(
        `resumed and finished ${((Date.now() - began) / 1000).toFixed(1)} s after the restart began`,
      );
      expect(done).toMatchObject({
        status: 'done',
        total: ARTICLES,
        processed: ARTICLES,
        changed: ARTICLES,
        attempts: 2,
      });
      await expectChangedOnce('QJOBA', id, 'eol');
    },
    START_TIMEOUT + 90_000,
  );

  it(
    'hands a running job back on SIGTERM (exit 0) and the next start finishes it',
    async () => {
      const server = servers.at(-1)!;
      expect(server.child.exitCode, server.output()).toBeNull();
      const id = await startBulk(server, 'QJOBB', 'eom');
      await jobUntil(id, midway, 20_000, 'the job to be midway');
      server.child.kill('SIGTERM');
      expect(await exitWithin(server, 20_000)).toEqual({ code: 0, signal: null });

      // The stopped server held a 600 s lease: the job finishes now only because it was handed back.
      const next = await start();
      const done = await jobUntil(id, (job) => job.status === 'done', 30_000, 'the job to finish');
      expect(done).toMatchObject({ total: ARTICLES, processed: ARTICLES, changed: ARTICLES, attempts: 2 });
      report.push(`SIGTERM handed the job back; the next start finished it`);
      await expectChangedOnce('QJOBB', id, 'eom');
      next.child.kill('SIGTERM');
      expect(await exitWithin(next, 20_000)).toEqual({ code: 0, signal: null });
      expect(postgresOf(sandbox.dataDir)).toEqual([]);
    },
    START_TIMEOUT + 90_000,
  );
});
