import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from '../support/identity';

/**
 * Pages that fill in as their reads answer keep their layout (issue 32): the cumulative layout shift
 * of a first visit at phone width stays under 0.05 (Lighthouse's "good" is 0.1), counted as
 * Lighthouse counts it (shifts without a recent input), until every read has answered.
 */

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const MAX_CLS = 0.05;
const LEADER = 'company.leader@demo.example';
const PAGES = ['/home', '/requests', '/assets', '/tasks', '/escalations'];

/** The page's shifts so far, each with the elements it moved, once its reads have answered. */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: string[] }> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        // The buffered entries come in one call; a page that never shifted has none to give.
        setTimeout(() => resolve({ total: 0, shifts: [] }), 500);
        new PerformanceObserver((list) => {
          const entries = (list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]).filter(
            (e) => !e.hadRecentInput,
          );
          resolve({
            total: entries.reduce((sum, e) => sum + e.value, 0),
            shifts: entries.map((e) => `${e.value.toFixed(3)}: ${(e.sources ?? []).map((s) => (s.node?.textContent ?? '').slice(0, 40)).join(' | ')}`),
          });
        }).observe({ type: 'layout-shift', buffered: true });
      }),
  );
}

test.describe('layout shift on a first visit, at phone width', () => {
  for (const path of PAGES) {
    test(`${path} keeps its layout while it fills in`, async ({ page }) => {
      await signedInAs(page, LEADER, path);
      const { total, shifts } = await layoutShifts(page);
      expect(total, shifts.join('\n')).toBeLessThan(MAX_CLS);
    });
  }
});
