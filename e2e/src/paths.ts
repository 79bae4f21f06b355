import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));
/** The built web app the e2e server serves: WEB_DIST when set (the server reads the same variable). */
export const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const webDistIndex = path.join(webDist, 'index.html');
