import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './stats.ts';

const execFileAsync = promisify(execFile);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Transferred {
  files: number;
  /** Body bytes as sent (compressed when the server compressed them), headers not counted. */
  wire: number;
  /** The same bodies decompressed. */
  decoded: number;
}

export interface LighthouseFigures {
  runs: number;
  /** Median of the runs' performance scores (0-1), and of each metric (ms; CLS unitless). */
  score: number;
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

export interface LoginPage {
  path: string;
  js: Transferred;
  css: Transferred;
  /** Every response of the page load, the HTML included. */
  total: Transferred;
  lighthouse: LighthouseFigures | { error: string };
  note: string;
}

interface BrowserPerformance {
  getEntriesByType(type: string): { name: string; encodedBodySize: number; decodedBodySize: number }[];
}

/**
 * What a browser is sent for /login by the running server: a fresh Chromium profile (nothing
 * cached) loads the page until the sign-in form shows and the network is idle; the resource timing
 * entries give each response's body size as sent and decoded.
 */
async function transferred(baseUrl: string, pagePath: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    const entries = await page.evaluate(() =>
      // The page's Performance (Node's types lack the browser's entry fields).
      ['navigation', 'resource']
        .flatMap((type) => (performance as unknown as BrowserPerformance).getEntriesByType(type))
        .map((e) => ({ name: e.name, wire: e.encodedBodySize, decoded: e.decodedBodySize })),
    );
    const sum = (list: typeof entries): Transferred => ({
      files: list.length,
      wire: list.reduce((a, e) => a + e.wire, 0),
      decoded: list.reduce((a, e) => a + e.decoded, 0),
    });
    const pathOf = (e: (typeof entries)[number]) => new URL(e.name).pathname;
    return {
      js: sum(entries.filter((e) => pathOf(e).endsWith('.js'))),
      css: sum(entries.filter((e) => pathOf(e).endsWith('.css'))),
      total: sum(entries),
    };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (its CLI, mobile: the default form factor and simulated throttling). */
async function lighthouseRun(url: string, outFile: string) {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
    'cli/index.js',
  );
  await execFileAsync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(await fs.readFile(outFile, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance.score ?? Number.NaN,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
  };
}

/** /login as Chromium receives it from `baseUrl`, and its Lighthouse mobile performance (median of `runs`). */
export async function measureLoginPage(
  baseUrl: string,
  runs: number,
  workDir: string,
  log: (line: string) => void,
): Promise<LoginPage> {
  const pagePath = '/login';
  const sizes = await transferred(baseUrl, pagePath);
  log(
    `  /login in Chromium: JS ${(sizes.js.wire / 1024).toFixed(1)} kB sent (${(sizes.js.decoded / 1024).toFixed(1)} kB decoded) in ${sizes.js.files} files`,
  );
  let lighthouse: LoginPage['lighthouse'];
  try {
    await fs.mkdir(workDir, { recursive: true });
    const results: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
    for (let run = 1; run <= runs; run++) {
      const r = await lighthouseRun(`${baseUrl}${pagePath}`, path.join(workDir, `lighthouse-${run}.json`));
      log(
        `  Lighthouse mobile /login run ${run}: performance ${r.score}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
      );
      results.push(r);
    }
    const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
    lighthouse = {
      runs,
      score: pick('score'),
      scores: results.map((r) => r.score),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      speedIndex: pick('speedIndex'),
    };
  } catch (error) {
    lighthouse = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  return {
    path: pagePath,
    ...sizes,
    lighthouse,
    note: `Chromium (${CHROMIUM}), fresh profile, the bench's server (NODE_ENV=production) serving the build above; sizes from Resource Timing (encodedBodySize: body as sent, headers not counted). Lighthouse ${lighthousePackageVersion()} CLI, mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs; its simulated times include this machine's observed CPU work, so a loaded machine lowers the score.`,
  };
}

function lighthousePackageVersion(): string {
  try {
    return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  } catch {
    return '';
  }
}
