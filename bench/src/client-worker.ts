import autocannon from 'autocannon';
import { createDb } from '../../apps/server/src/platform/database.ts';
import { figures, type RunFigures } from './stats.ts';

/**
 * The load generator, in a process of its own (forked by run.ts), so that it never shares an event
 * loop with the server it measures. It takes jobs over IPC: an HTTP load with autocannon, or the
 * same list query straight through `pg` (the floor), both closed-loop at N concurrent connections.
 */
export type Job =
  | {
      kind: 'http';
      url: string;
      headers: Record<string, string>;
      connections: number;
      seconds: number;
      warmupSeconds: number;
    }
  | {
      kind: 'sql';
      databaseUrl: string;
      statements: { text: string; params: unknown[] }[];
      connections: number;
      seconds: number;
      warmupSeconds: number;
    };

export type JobResult =
  | { ok: true; figures: RunFigures; status: Record<string, number> }
  | { ok: false; error: string };

/**
 * autocannon drops the requests still in flight when the time is up: a query slower than the run
 * would have no figures at all. Then it is measured by count instead, three requests per connection.
 */
async function http(job: Extract<Job, { kind: 'http' }>, seconds: number) {
  const timed = await httpRun(job, { duration: seconds });
  if (timed.figures.requests >= job.connections) return timed;
  return httpRun(job, { amount: job.connections * 3 });
}

async function httpRun(
  job: Extract<Job, { kind: 'http' }>,
  limit: { duration: number } | { amount: number },
) {
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        headers: job.headers,
        connections: job.connections,
        ...limit,
        timeout: 30,
        // autocannon stops at its next sample tick (1 s by default) after the duration.
        sampleInt: 50,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      status[statusCode] = (status[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else errors++;
    });
    instance.on('reqError', () => errors++);
  });
  return { figures: figures(latencies, (performance.now() - started) / 1000, errors), status };
}

type Pool = ReturnType<typeof createDb>['$client'];
const pools = new Map<string, Pool>();

/** The server's pool settings and type parsers (createDb), so the floor parses rows as the server does. */
function pool(url: string): Pool {
  let found = pools.get(url);
  if (!found) {
    found = createDb(url).$client;
    pools.set(url, found);
  }
  return found;
}

async function sqlLoad(job: Extract<Job, { kind: 'sql' }>, seconds: number) {
  const db = pool(job.databaseUrl);
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          // As the server runs them: rows and total at once, on two pooled connections.
          await Promise.all(job.statements.map((s) => db.query(s.text, s.params)));
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { figures: figures(latencies, (performance.now() - started) / 1000, errors), status: {} };
}

async function run(job: Job): Promise<JobResult> {
  try {
    const measure = job.kind === 'http' ? (s: number) => http(job, s) : (s: number) => sqlLoad(job, s);
    if (job.warmupSeconds > 0) await measure(job.warmupSeconds);
    return { ok: true, ...(await measure(job.seconds)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

process.on('message', (message: { id: number; job: Job }) => {
  void run(message.job).then((result) => {
    if (process.connected) process.send?.({ id: message.id, result });
  });
});
process.on('disconnect', () => {
  void Promise.allSettled([...pools.values()].map((p) => p.end())).finally(() => process.exit(0));
});
