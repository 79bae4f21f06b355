import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from './config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let building: Promise<void> = Promise.resolve();

/**
 * Builds the web app in a child process, which `webBuildFinished` waits for. `npm start` (the root
 * script) enters through start-building-web.ts, which calls this before the server's modules load:
 * the build runs on the machine's other core while the server loads, starts the database, migrates
 * and seeds, instead of before all of it. `outDir`: the folder the server serves (WEB_DIST), if not
 * the web app's own dist.
 */
export function startWebBuild(outDir: string | undefined) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = outDir ? ['--', '--outDir', path.resolve(outDir), '--emptyOutDir'] : [];
  const child = spawn(npm, ['run', 'build', '-w', '@proboard/web', ...out], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Vite builds React's development bundles under another NODE_ENV (test, development).
    env: { ...process.env, NODE_ENV: 'production' },
    shell: process.platform === 'win32',
  });
  // A start that fails before the build ends leaves no build running behind it.
  const stop = () => child.kill();
  process.once('exit', stop);
  building = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new StartupError(`Could not build the web app: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new StartupError(
              `Building the web app failed (${signal ?? `exit ${code}`}); its messages are above. npm run build:web builds it alone.`,
            ),
          ),
    );
  }).finally(() => process.removeListener('exit', stop));
  // Awaited only once the database is ready: a failure meanwhile is no unhandled rejection.
  building.catch(() => {});
}

/**
 * Resolves when the build `startWebBuild` started has finished (at once when none was): the server
 * looks for the built files once, when it is made (platform/web-app.ts), so it waits for them.
 */
export const webBuildFinished = () => building;
