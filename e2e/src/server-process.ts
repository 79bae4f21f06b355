import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';
import { artifactsDir, repoRoot } from './paths.ts';

const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR: its e-mails are written under `mail/` as .eml files. */
  dataDir: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const exited = new Promise<true>((resolve) => child.once('exit', () => resolve(true)));
  return Promise.race([exited, sleep(timeoutMs).then(() => false)]);
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server stopped before it was healthy (${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(
    `GET ${baseUrl}/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * Starts `apps/server/src/main.ts` on free ports with a fresh data folder (embedded PostgreSQL,
 * demo accounts) and waits for /health. Its output goes to e2e/artifacts/`logName`.
 */
/** The inbound mail secret of the server the specs start (or of E2E_BASE_URL's, from the environment). */
export const E2E_INBOUND_SECRET = process.env.TICKETS_INBOUND_SECRET ?? 'e2e-tickets-inbound-secret-0001';

export async function startServer(logName = 'server.log'): Promise<RunningServer> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'proboard-e2e-'));
  // mkdtemp makes it private; PostgreSQL runs as its own user when we are root and must reach into it.
  await chmod(dataDir, 0o755);
  mkdirSync(artifactsDir, { recursive: true });
  const log = createWriteStream(path.join(artifactsDir, logName));
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-4_000);
  };

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The login service's issuer and the board's /callback are on the address the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The mail system's secret for customers' replies to tickets (tickets.e2e.ts posts one).
    TICKETS_INBOUND_SECRET: E2E_INBOUND_SECRET,
    // The demo's fake carrier on 127.0.0.1 (shipments.e2e.ts books a relaunched pickup at it).
    DEMO_FAKE_CARRIER: '1',
  };
  // The tests rely on the demo accounts, which only the embedded database gets.
  delete env.DATABASE_URL;

  // Its own process group, so teardown can also reach PostgreSQL if the server dies without stopping it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const pid = child.pid;
    if (pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) child.kill('SIGKILL');
    }
    if (pid !== undefined && isAlive(-pid)) process.kill(-pid, 'SIGKILL');
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
