import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot, webDist, webDistIndex } from './paths.ts';

/** The server serves apps/web/dist; build it when missing, or always with E2E_BUILD=1. */
export function ensureWebBuild(): void {
  if (existsSync(webDistIndex) && process.env.E2E_BUILD !== '1') return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vitest runs with NODE_ENV=test, and Vite would build React's development bundles for it.
  const env = { ...process.env, NODE_ENV: 'production' };
  const outDir = process.env.WEB_DIST ? ['--', '--outDir', webDist, '--emptyOutDir'] : [];
  const result = spawnSync(npm, ['run', 'build', '-w', '@proboard/web', ...outDir], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`Building the web app failed (exit ${result.status})`);
}
