import { availableParallelism } from 'node:os';

/**
 * How many spec files run side by side, each worker on a server of its own. E2E_WORKERS sets it;
 * by default one more than the cores (a browser test waits on the page more than it computes: on 2
 * cores, 3 workers ran the suite in 432 s where 2 took 649 to 712 s), at most 4.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(4, availableParallelism() + 1);
}
