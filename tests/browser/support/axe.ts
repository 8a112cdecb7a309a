import axe from 'axe-core';
import type { AxeResults, NodeResult, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { requestsQuiet } from './requests-quiet.js';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (landmarks, headings, region). */
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const blocking = new Set(['serious', 'critical']);

/** The serious and critical violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await transitionsEnded(page);
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol, which the portal's Content-Security-Policy (no inline scripts) allows.
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate((options) => {
    const runner = (window as unknown as { axe: { run: (context: Document, o: object) => Promise<AxeResults> } }).axe;
    return runner.run(document, options);
  }, runOptions);
  return results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
}

/**
 * Waits for the page's finite animations (a dialog fading in, a drawer sliding): measured
 * half-way, a fading dialog's text has the contrast of no final state. Spinners run forever and
 * are left alone.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** Colours and sizes axe measured for a contrast failure, e.g. "#1976d2 on #f4f6f8, 4.24:1 (12px)". */
function contrastDetail(node: NodeResult): string {
  for (const check of node.any) {
    const data = check.data as
      | {
          fgColor?: string;
          bgColor?: string;
          contrastRatio?: number;
          fontSize?: string;
          expectedContrastRatio?: string;
        }
      | null
      | undefined;
    if (data?.fgColor) {
      return ` ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1 (${data.fontSize}; needs ${data.expectedContrastRatio})`;
    }
  }
  return '';
}

/** One readable paragraph per rule: id, help, link, then each offending node's selector and (for contrast) colours. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 12)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}${contrastDetail(node)}\n      ${JSON.stringify(node.html.slice(0, 200))}`,
        )
        .join('\n');
      const more = violation.nodes.length > 12 ? `\n    … and ${violation.nodes.length - 12} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * The accessibility checks of one test: each page state is checked once, and the test fails at
 * the end with every state's violations together, so one run lists all there is to fix.
 */
export class AccessibilityAudit {
  private readonly failures: string[] = [];

  /** Checks the page as it is now; `state` names it in the report. */
  async check(page: Page, state: string): Promise<void> {
    const violations = await seriousViolations(page);
    if (violations.length > 0) this.failures.push(`${state} (${page.url()}):\n${describeViolations(violations)}`);
  }

  /** Opens a path of the portal, waits until its heading and data are shown, then checks it. */
  async visit(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await settled(page);
    await this.check(page, path);
  }

  /** Fails with the list of serious and critical violations found so far. */
  assertClean(): void {
    if (this.failures.length === 0) return;
    throw new Error(
      `Serious or critical accessibility violations in ${this.failures.length} page state(s):\n\n${this.failures.join('\n\n')}`,
    );
  }
}

/** No request under way and no progress indicator left on the page. */
export async function settled(page: Page): Promise<void> {
  await requestsQuiet(page);
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {
      throw new Error(`${page.url()}: a progress indicator is still shown after 10 s`);
    });
}
