/**
 * A second server on one machine (another checkout, or the e2e suite beside a running app) finds
 * the embedded PostgreSQL's port taken. Without EMBEDDED_PG_PORT another port is taken instead; with
 * it, or when the HTTP port is taken, the start stops with one line saying what to set.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../config.ts';
import { exitWithin, freePort, postgresOf, startLiveServer } from '../trust/live-server.ts';
import { socketDirectory, startEmbeddedPostgres } from './database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TIMEOUT = 60_000;

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-port-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  if (existsSync('/proc/self/stat')) for (const pid of postgresOf(dataDir)) process.kill(pid, 'SIGQUIT');
  await fs.rm(dataDir, { recursive: true, force: true });
}, 20_000);

/** A program holding a port on 127.0.0.1, as another checkout's PostgreSQL would. */
const blockers: net.Server[] = [];
async function takenPort(): Promise<number> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  blockers.push(blocker);
  return (blocker.address() as net.AddressInfo).port;
}
afterEach(async () => {
  await Promise.all(blockers.splice(0).map((b) => new Promise((resolve) => b.close(resolve))));
});

/** Runs `main.ts` until it exits; its output and exit code. */
async function runMain(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT'])
    delete childEnv[name];
  if (!env.EMBEDDED_PG_PORT) delete childEnv.EMBEDDED_PG_PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT - 5_000);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  return { code: code as number | null, stdout, stderr: stderr.trim() };
}

describe('a taken embedded PostgreSQL port', () => {
  it(
    'stops with one line naming EMBEDDED_PG_PORT when the port was asked for',
    async () => {
      const port = await takenPort();
      const start = startEmbeddedPostgres(path.join(dataDir, 'pg'), port);
      await expect(start).rejects.toThrow(StartupError);
      await expect(start).rejects.toThrow(
        new RegExp(
          `^Port ${port} of the embedded PostgreSQL is taken .*set EMBEDDED_PG_PORT to a free port[^\\n]*$`,
        ),
      );
      if (existsSync('/proc/self/stat')) expect(postgresOf(dataDir)).toEqual([]);

      // The server says that line alone: no stack trace, no PostgreSQL log.
      const run = await runMain({ EMBEDDED_PG_PORT: String(port), PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(`^Port ${port} of the embedded PostgreSQL is taken .*EMBEDDED_PG_PORT=`),
      );
      expect(run.stderr.split('\n')).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'starts on a free port instead when none was asked for',
    async () => {
      const taken = await takenPort();
      const server = await startEmbeddedPostgres(path.join(dataDir, 'pg'), undefined, taken);
      try {
        expect(server.port).not.toBe(taken);
        const client = new pg.Client({ connectionString: server.url('postgres') });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await server.stop();
      }
    },
    TIMEOUT,
  );

  it(
    'says the data folder is in use, not the port, when a server of the same checkout runs',
    async () => {
      const running = await startLiveServer({ dataDir, port: await freePort(), pgPort: await freePort() });
      try {
        // No EMBEDDED_PG_PORT: another port would be found, but one folder serves one PostgreSQL.
        const run = await runMain({ PORT: String(await freePort()) });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(
          /^PostgreSQL of .* is already running .*another proboard uses this data folder/,
        );
        expect(run.stderr.split('\n')).toHaveLength(1);
        expect((await fetch(`${running.url}/health`)).status).toBe(200);
      } finally {
        running.child.kill('SIGTERM');
        await exitWithin(running, 20_000);
      }
    },
    TIMEOUT,
  );

  it(
    'stops with one line naming PORT when the HTTP port is taken',
    async () => {
      const port = await takenPort();
      const run = await runMain({ PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^Port ${port} is taken .*set PORT to a free port`));
      expect(run.stderr.split('\n')).toHaveLength(1);
      // Its PostgreSQL was told to stop on exit (fast shutdown, a moment later).
      if (existsSync('/proc/self/stat')) {
        const until = Date.now() + 10_000;
        while (postgresOf(dataDir).length > 0 && Date.now() < until)
          await new Promise((r) => setTimeout(r, 100));
        expect(postgresOf(dataDir)).toEqual([]);
      }
    },
    TIMEOUT,
  );
});

/** As root, PostgreSQL runs as the system user `postgres` (database.ts). */
const postgresUser = () =>
  process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) } : {};

describe("the embedded PostgreSQL's Unix socket", () => {
  it(
    'is in the data folder, the server connects through it, and a stale lock file does not stop a start',
    async () => {
      const dir = path.join(dataDir, 'pg');
      const port = await freePort();
      await (await startEmbeddedPostgres(dir, port)).stop();
      // A crash's leftover naming a pid now taken by another live process of PostgreSQL's user:
      // PostgreSQL would refuse to start on it.
      const holder = spawn('sleep', ['60'], { stdio: 'ignore', ...postgresUser() });
      await fs.writeFile(path.join(dir, `.s.PGSQL.${port}.lock`), `${holder.pid}\n${dir}\n`);
      const server = await startEmbeddedPostgres(dir, port).finally(() => holder.kill());
      try {
        expect(socketDirectory(dir, port)).toBe(path.resolve(dir));
        const client = new pg.Client({ connectionString: server.url('postgres') });
        await client.connect();
        // A connection through a Unix socket has no server address.
        expect((await client.query('select inet_server_addr() as address')).rows).toEqual([
          { address: null },
        ]);
        await client.end();
      } finally {
        await server.stop();
      }
    },
    TIMEOUT,
  );

  it('is left out where its path would not fit a socket address or need quoting', () => {
    expect(socketDirectory(`/tmp/${'d'.repeat(95)}`, 54329)).toBeNull();
    expect(socketDirectory('/tmp/with space/pg', 54329)).toBeNull();
    expect(socketDirectory('/tmp/a,b/pg', 54329)).toBeNull();
    expect(socketDirectory('/var/lib/proboard/pg', 54329)).toBe('/var/lib/proboard/pg');
  });
});
