import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
    // a test file mostly waits on PostgreSQL (its own processes) or on a live server's start. One more
    // worker than the cores keeps both busy. TEST_WORKERS sets it.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism() + 1,
  },
});
