import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The rules we hold every screen to: WCAG 2.0 / 2.1 levels A and AA, plus axe's best practices
 * (the issue counts `landmark-one-main`, which is one of them). Nothing is disabled or excluded.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/**
 * Runs axe-core on the page as it is now and returns its violations: of every rule of AXE_TAGS,
 * or of the `rules` named.
 *
 * axe's source goes in through page.evaluate (CDP Runtime.evaluate), which the page's strict
 * Content-Security-Policy does not govern, rather than through a context with `bypassCSP`: the
 * page is checked exactly as users get it, with the real policy in force (a bypassed policy could
 * let styles or scripts apply that production blocks, and change what axe measures).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: [...AXE_TAGS] };
  const results = await page.evaluate(
    (only) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
      .run(document, { runOnly: only, resultTypes: ['violations'] }),
    runOnly,
  );
  return results.violations;
}

/** One line per failing node: rule, impact, target selector and axe's summary of how to fix it. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) => violation.nodes.map((node) =>
    `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`));
}
