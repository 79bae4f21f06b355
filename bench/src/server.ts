import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { BENCH_USER } from './cluster.ts';
import { freePort } from './free-port.ts';
import { benchDir, dataDir, repoRoot } from './paths.ts';

export const API_KEY = 'bench-key';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  token: string;
  /** Resident memory of the server process now, in bytes. */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([
    new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
    sleep(ms).then(() => false),
  ]);
}

export async function readRss(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * The server as production runs it (NODE_ENV=production, its own process, a real port) on the
 * bench's database, in its own process group so nothing of it can outlive the bench. Signs in.
 * `env`: settings of this server (WEB_DIST, COMPRESS_MIN_BYTES...).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const serverData = path.join(dataDir, 'server');
  await fs.mkdir(serverData, { recursive: true });
  let tail = '';
  const preload = pathToFileURL(path.join(benchDir, 'src/exit-with-parent.ts')).href;
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's CPU goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--import', preload, 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        API_KEYS: API_KEY,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: serverData,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      detached: true,
      // stdin stays open (and unused) for exit-with-parent.ts.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid!;
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await exited(child, 20_000))) child.kill('SIGKILL');
    }
    if (isAlive(-pid)) process.kill(-pid, 'SIGKILL');
  };

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The server stopped before it was ready:\n${tail}`);
      const ok = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`The server did not answer /health in 120 s:\n${tail}`);
      await sleep(250);
    }
    const login = await fetch(`${baseUrl}/api/msdashboard.v1-public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: API_KEY },
      body: JSON.stringify(BENCH_USER),
    });
    const body = (await login.json()) as { access_token?: string };
    if (!login.ok || !body.access_token)
      throw new Error(`Sign-in failed (${login.status}): ${JSON.stringify(body)}`);
    return { baseUrl, pid, token: body.access_token, rss: () => readRss(pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
