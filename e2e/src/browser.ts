import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { artifactsDir } from './paths.ts';

/** Flags for Debian's Chromium in a container; no downloads, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, for a test to assert there were none. */
  problems: string[];
  close(): Promise<void>;
}

/** Collects what a user would call errors; a refused request's own network line is expected (e.g. a 401). */
export function watchPage(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/** A fresh Chromium profile per session, so no storage leaks between tests. */
export async function openBrowser(baseUrl: string): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'proboard-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  watchPage(page, problems);
  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
