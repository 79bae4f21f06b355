import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Impacts that fail a screen; minor and moderate best-practice findings are reported, not fatal. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules whose every finding fails a screen whatever its impact: ones we fixed and keep fixed
 * (an empty table header is only "minor" to axe).
 */
const ALWAYS_BLOCKING_RULES = new Set(['empty-table-header']);

export interface AxeNode {
  target: string;
  summary: string;
  /** Foreground, background, ratio and the ratio required, for colour-contrast findings. */
  contrast?: string;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: AxeNode[];
}

/**
 * Waits until CSS transitions and finite animations have ended: a fading element would be measured
 * half transparent (a contrast finding that no user sees). Spinners loop forever and are ignored.
 */
async function waitForStillScreen(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe-core on the page as it is now (injected once per document; evaluate is not blocked by the CSP). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await waitForStillScreen(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const engine = window.axe;
    if (!engine) throw new Error('axe-core is not in the page');
    const results = await engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => {
        const data = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
          | undefined;
        return {
          target: node.target.map(String).join(' > '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          ...(data?.contrastRatio
            ? {
                contrast: `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`,
              }
            : {}),
        };
      }),
    }));
  }, AXE_TAGS);
}

export const isBlocking = (violation: AxeViolation) =>
  BLOCKING_IMPACTS.has(violation.impact) || ALWAYS_BLOCKING_RULES.has(violation.id);

/** One line per rule and one per element, saying what to fix. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map(
          (node) => `  - ${node.target}${node.contrast ? ` [${node.contrast}]` : ''}: ${node.summary}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Badges whose text is cut ("RECOGIDA SO…"): a state or a tag must read whole (WCAG 1.4.10, no
 * content lost). axe does not look at this; it is checked here with the same report.
 */
async function cutBadges(page: Page): Promise<AxeViolation[]> {
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label'))
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
  if (!cut.length) return [];
  const nodes = cut.map((text) => ({ target: `badge "${text}"`, summary: 'its text is cut off' }));
  return [{ id: 'cut-badge', impact: 'serious', help: 'A badge shows its whole text', nodes }];
}

/**
 * The blocking accessibility findings of the screen on `page`, described; '' when there are none.
 * Use it on every new screen: `expect(await accessibilityProblems(page)).toBe('')`.
 */
export async function accessibilityProblems(page: Page): Promise<string> {
  const findings = [...(await axeViolations(page)), ...(await cutBadges(page))];
  return describeViolations(findings.filter(isBlocking));
}
