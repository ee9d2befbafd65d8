import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The axe-core findings above minor on what the page shows now, one line each: rule, impact and
 * the first nodes. axe runs in the page itself (injected once per document): @axe-core/playwright's
 * analyze also opens a blank page per call to merge the frames' results, which took three to five
 * times as long as the audit here; the portal has no frames to merge.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Only violations are read: axe then details no passing node.
    const { violations } = await run(document, { resultTypes: ['violations'] });
    return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((n) => n.html) }));
  });
  return violations
    .filter((v) => v.impact !== 'minor')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((html) => html.slice(0, 100))
          .join(' | ')}`,
    );
}
