import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the real server (started by the global setup) and the built SPA.
 * One file at a time: they share one server and its demo accounts.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    // The first run may build the SPA and initialise PostgreSQL.
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
