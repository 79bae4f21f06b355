import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './build-web.ts';
import { startServer } from './server-process.ts';

/** E2E_BASE_URL points the tests at a server that is already running (nothing is started then). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    return async () => {};
  }
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
