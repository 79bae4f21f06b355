/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`, as `npx tsx`
 * without its wrapper processes, so signals reach the server itself), on free ports with its own
 * data folder and embedded PostgreSQL. Each server leads its own process group: a crash of the
 * whole machine is a SIGKILL to the group (Node.js, PostgreSQL and its backends at once).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * A guard against a start that hangs, not a speed check: a first start seeds the whole demo, 30 to
 * 40 s on a 2-core machine (CI's first run failed at 40 s).
 */
export const START_TIMEOUT = 90_000;

export interface LiveServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** PostgreSQL processes started with `-D` inside `dir` (postmasters), not zombies. */
export function postgresOf(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
      if (state !== 'Z' && args.includes('-D') && args[args.indexOf('-D') + 1]?.startsWith(dir)) {
        pids.push(Number(entry));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Processes of a process group (the server, its PostgreSQL and the backends), not zombies. */
export function groupMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

export async function startLiveServer(options: {
  dataDir: string;
  port: number;
  pgPort: number;
  env?: Record<string, string>;
}): Promise<LiveServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(options.pgPort),
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: '15000',
    ...options.env,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT'])
    delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const until = Date.now() + START_TIMEOUT;
  for (;;) {
    if (gone) throw new Error(`the server exited during start:\n${output}`);
    const ok = await fetch(`${url}/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) {
      killGroup(child);
      throw new Error(`the server did not answer /health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, exited };
}

/** SIGKILL to the server's whole process group: the machine "loses power". */
export function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Resolves with the exit, or rejects after `ms`. */
export function exitWithin(server: LiveServer, ms: number) {
  return Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms:\n${server.output()}`)), ms),
    ),
  ]);
}

export async function waitUntil(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One test file's live servers: a DATA_DIR (readable by PostgreSQL, which runs as its own user when
 * we are root) and two free ports, set up before the file's tests; after them every server still up
 * is killed, a PostgreSQL left behind by a test that failed between a kill and a restart is stopped,
 * and the folder is removed.
 */
export function liveServerSandbox(name: string, summary: () => string) {
  const sandbox = {
    dataDir: '',
    port: 0,
    pgPort: 0,
    servers: [] as LiveServer[],
    async start(env: Record<string, string> = {}) {
      const server = await startLiveServer({
        dataDir: sandbox.dataDir,
        port: sandbox.port,
        pgPort: sandbox.pgPort,
        env,
      });
      sandbox.servers.push(server);
      return server;
    },
  };
  beforeAll(async () => {
    sandbox.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `proboard-${name}-`));
    await fs.chmod(sandbox.dataDir, 0o755);
    sandbox.port = await freePort();
    sandbox.pgPort = await freePort();
  });
  afterAll(async () => {
    for (const server of sandbox.servers)
      if (server.child.exitCode === null && server.child.signalCode === null) killGroup(server.child);
    for (const pid of postgresOf(sandbox.dataDir)) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // gone
      }
    }
    await waitUntil(() => postgresOf(sandbox.dataDir).length === 0, 10_000, 'PostgreSQL to stop').catch(
      () => {},
    );
    await fs.rm(sandbox.dataDir, { recursive: true, force: true });
    console.log(`${name}: ${summary()}`);
  }, 30_000);
  return sandbox;
}
