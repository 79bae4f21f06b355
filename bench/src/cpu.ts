import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * CPU time used by processes (Linux /proc), so a figure can be read apart from the other work on the
 * machine: wall-clock latencies stretch when something else runs, CPU per request much less so.
 */
let tick: number | null = null;
function clockTick(): number {
  if (tick === null) {
    try {
      tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      tick = 100;
    }
  }
  return tick;
}

interface Stat {
  parent: number;
  /** Own user + system time, and that of reaped children, in ms. */
  own: number;
  children: number;
}

async function stat(pid: number): Promise<Stat | null> {
  try {
    const text = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ms = (i: number) => (Number(fields[i]) * 1000) / clockTick();
    // After the command: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
    return { parent: Number(fields[1]), own: ms(11) + ms(12), children: ms(13) + ms(14) };
  } catch {
    return null;
  }
}

/** CPU ms of one process so far (null off Linux). */
export async function processCpu(pid: number): Promise<number | null> {
  return (await stat(pid))?.own ?? null;
}

/** CPU ms of a PostgreSQL cluster so far: the postmaster, its live backends and those that ended. */
export async function clusterCpu(dataDir: string): Promise<number | null> {
  const pidText = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const postmaster = Number(pidText?.split('\n')[0]);
  const root = postmaster ? await stat(postmaster) : null;
  if (!root) return null;
  let total = root.own + root.children;
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = await stat(Number(entry));
    if (s && s.parent === postmaster) total += s.own;
  }
  return total;
}
