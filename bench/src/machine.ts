import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import type pg from 'pg';
import { repoRoot } from './paths.ts';

const execFileAsync = promisify(execFile);

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryBytes: number;
  os: string;
  node: string;
  postgres: string;
  postgresSettings: Record<string, string>;
  gitRevision: string;
  gitDirty: boolean;
  /** 1-minute load average when the bench started and ended: other work on the machine skews figures. */
  loadAverage: { start: number; end?: number };
}

async function git(args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync('git', args, { cwd: repoRoot });
    return stdout.trim();
  } catch {
    return 'unknown';
  }
}

export async function machineFacts(client: pg.ClientBase): Promise<Machine> {
  const version = await client.query<{ server_version: string }>('show server_version');
  const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings
      where name in ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather', 'effective_cache_size', 'max_connections', 'jit')`,
  );
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: version.rows[0]!.server_version,
    postgresSettings: Object.fromEntries(
      settings.rows.map((r) => [r.name, r.unit ? `${r.setting} (${r.unit})` : r.setting]),
    ),
    gitRevision: await git(['rev-parse', '--short=12', 'HEAD']),
    gitDirty: (await git(['status', '--porcelain', '--untracked-files=no'])) !== '',
    loadAverage: { start: os.loadavg()[0]! },
  };
}
