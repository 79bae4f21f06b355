import { availableParallelism } from 'node:os';

/**
 * How many spec files run side by side, each worker on a server of its own. E2E_WORKERS sets it;
 * by default one per core (a browser test waits on the page more than it computes), at most 4.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(4, Math.max(1, availableParallelism()));
}
