import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
/** Git-ignored: the bench's PostgreSQL cluster, the server's files, the web build. */
export const dataDir = path.join(benchDir, '.data');
export const resultsDir = path.join(benchDir, 'results');
