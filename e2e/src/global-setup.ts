import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build-web.ts';
import { startServer } from './server-process.ts';
import { e2eWorkers } from './workers.ts';

/**
 * One server per worker (E2E_WORKERS, each with its own embedded PostgreSQL and demo data), started
 * side by side. E2E_BASE_URL points the tests at a server that is already running instead (nothing
 * is started then, and the files share it); E2E_DATA_DIR is that server's DATA_DIR, for the tests
 * that read its e-mails.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('servers', [
      { baseUrl: external.replace(/\/+$/, ''), dataDir: process.env.E2E_DATA_DIR ?? '' },
    ]);
    return async () => {};
  }
  ensureWebBuild();
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, index) => startServer(`server-${index + 1}.log`)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return stopAll;
}
