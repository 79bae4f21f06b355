/**
 * How many spec files run side by side, each worker on a server of its own. E2E_WORKERS sets it.
 * One by default for now: with 2 or 3 workers the suite takes 432 to 712 s instead of about 850 s on
 * 2 cores, but session.e2e.ts's expired-session toast was missed in 2 of 3 parallel runs (never when
 * run alone); until that is understood, CI stays serial.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : 1;
}
