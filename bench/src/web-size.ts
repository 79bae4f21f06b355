import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import zlib from 'node:zlib';
import { dataDir, repoRoot } from './paths.ts';

const execFileAsync = promisify(execFile);

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface WebSizes {
  /** Which build was measured, and how. */
  note: string;
  login: Bytes & { files: string[] };
  listScreen: (Bytes & { files: string[]; screen: string }) | null;
  largestLazyChunk: Bytes & { file: string };
  entry: Bytes & { files: string[] };
  totalJs: Bytes;
}

/** Vite names a chunk after its module: `LoginScreen-3MNQt9C6.js`. */
const chunkName = (file: string) => /^(.*)-[A-Za-z0-9_-]{8}\.js$/.exec(file)?.[1] ?? file;
/**
 * What a list screen (e.g. /admin/articles) loads after the entry, by chunk name: the signed-in
 * layout, the protected routes found on navigation, the resource route and the resource screens
 * (ResourceListScreen). Names the build does not have are skipped; a chunk named like a list screen
 * counts as one when the web app is organised differently.
 */
const LIST_SCREEN_CHUNKS = ['RootLayout', 'protected-routes', 'ResourceRouteScreen', 'resource-screens'];
const LIST_SCREEN = /^resource-screens$|(List|Table)\w*Screen$/;
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

export interface WebBuild {
  /** The folder of the built app (the bench's server serves it: WEB_DIST). */
  dir: string;
  note: string;
}

/**
 * Builds the web app into bench/.data/web (the app's own dist/ is left alone); if the build fails
 * (the web app is changing under us), takes apps/web/dist as it is.
 */
export async function buildWeb(log: (line: string) => void): Promise<WebBuild> {
  const built = path.join(dataDir, 'web');
  const existing = path.join(repoRoot, 'apps/web/dist');
  let dir = built;
  let note: string;
  const started = performance.now();
  try {
    await execFileAsync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', built, '--emptyOutDir'],
      {
        cwd: path.join(repoRoot, 'apps/web'),
        maxBuffer: 32 * 1024 * 1024,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    note = 'a fresh `vite build` of apps/web at this revision';
    log(`  web build in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    const plain = stripVTControlCharacters(output);
    const reason =
      /^.*(not found|could not resolve|is not exported|unexpected|syntax error).*$/im.exec(plain)?.[0] ??
      /^.*error.*$/im.exec(plain)?.[0] ??
      'see vite build';
    if (!existsSync(path.join(existing, 'index.html')))
      throw new Error(`vite build failed (${reason.trim()}) and apps/web/dist is missing`);
    dir = existing;
    note = `the existing apps/web/dist: a fresh vite build failed (${reason.trim().slice(0, 160)})`;
    log(`  web build failed, measuring apps/web/dist instead: ${reason.trim().slice(0, 160)}`);
  }
  return { dir, note };
}

/**
 * Adds up the JS a browser downloads for a screen, from the files of a build: the entry and what it
 * imports statically, plus the screen's lazy chunk and its static imports, plus the messages of the
 * default language (es). What a real browser is sent is measured by web-browser.ts.
 */
export async function measureWeb({ dir, note }: WebBuild): Promise<WebSizes> {
  const assets = path.join(dir, 'assets');
  const files = (await fs.readdir(assets)).filter((f) => f.endsWith('.js'));
  const imports = new Map<string, string[]>();
  const sizes = new Map<string, Bytes>();
  for (const file of files) {
    const content = await fs.readFile(path.join(assets, file));
    sizes.set(file, { raw: content.length, gzip: zlib.gzipSync(content).length });
    imports.set(
      file,
      [...content.toString('utf8').matchAll(STATIC_IMPORT)].map((m) => path.basename(m[1]!)),
    );
  }
  const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="[^"]*\/([^"/]+\.js)"/.exec(html)?.[1];
  if (!entry || !sizes.has(entry)) throw new Error('index.html names no module entry');

  const closure = (roots: (string | undefined)[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !sizes.has(file)) return;
      seen.add(file);
      for (const child of imports.get(file) ?? []) visit(child);
    };
    for (const root of roots) if (root) visit(root);
    return [...seen];
  };
  const byName = (name: string) => files.find((f) => chunkName(f) === name);
  const total = (list: string[]) => ({
    raw: list.reduce((a, f) => a + sizes.get(f)!.raw, 0),
    gzip: list.reduce((a, f) => a + sizes.get(f)!.gzip, 0),
    files: list,
  });

  const entryFiles = closure([entry]);
  const locale = byName('es');
  const listScreen = files.find((f) => LIST_SCREEN.test(chunkName(f)) && !entryFiles.includes(f));
  const listChunks = [...LIST_SCREEN_CHUNKS.map(byName), listScreen];
  const lazy = files.filter((f) => !entryFiles.includes(f));
  const largest = lazy.reduce<{ file: string } & Bytes>(
    (best, f) => (sizes.get(f)!.gzip > best.gzip ? { file: f, ...sizes.get(f)! } : best),
    { file: '(none)', raw: 0, gzip: 0 },
  );
  const { files: _, ...all } = total(files);
  return {
    note: `${note}; ${files.length} JS files; gzip = zlib level 6; chunks found by module name (LoginScreen, es; for a list screen ${LIST_SCREEN_CHUNKS.join(', ')})`,
    login: total(closure([entry, byName('LoginScreen'), locale])),
    listScreen: listScreen
      ? {
          ...total(closure([entry, ...listChunks, locale])),
          screen: chunkName(listScreen),
        }
      : null,
    largestLazyChunk: largest,
    entry: total(entryFiles),
    totalJs: all,
  };
}
