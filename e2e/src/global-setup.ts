import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build-web.ts';
import { startServer } from './server-process.ts';

/**
 * E2E_BASE_URL points the tests at a server that is already running (nothing is started then);
 * E2E_DATA_DIR is that server's DATA_DIR, for the tests that read its e-mails.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return async () => {};
  }
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
