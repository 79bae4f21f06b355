import { inject } from 'vitest';

/**
 * The server this worker's spec files run against. The global setup starts one server per worker
 * (E2E_WORKERS), each with its own embedded PostgreSQL and demo data, so files running side by side
 * never see each other's records; within a worker, files share their server one at a time.
 */
export function serverUnderTest(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}
