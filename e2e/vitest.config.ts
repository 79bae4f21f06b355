import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './src/workers.ts';

/**
 * Browser tests against the real server and the built SPA. Files run side by side, one per worker,
 * each worker against a server of its own (started by the global setup, see workers.ts).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['./src/global-setup.ts'],
    maxWorkers: e2eWorkers(),
    testTimeout: 60_000,
    // The first run may build the SPA and initialise PostgreSQL.
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
