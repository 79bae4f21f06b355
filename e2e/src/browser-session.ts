import { afterEach, beforeEach } from 'vitest';
import { type BrowserSession, openBrowser, saveScreenshot } from './browser.ts';

const fileName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A fresh browser for each test of the calling suite; a failing test leaves a screenshot named
 * after it in e2e/artifacts.
 */
export function useBrowserSession(baseUrl: string): () => BrowserSession {
  let session: BrowserSession | undefined;

  beforeEach(async () => {
    session = await openBrowser(baseUrl);
  });

  afterEach(async (context) => {
    if (!session) return;
    if (context.task.result?.state === 'fail') {
      await saveScreenshot(session.page, `failed-${fileName(context.task.name)}`).catch(() => undefined);
    }
    await session.close();
    session = undefined;
  });

  return () => {
    if (!session) throw new Error('The browser session exists only inside a test');
    return session;
  };
}
