import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginWithCode } from '../support/identity';
import { inGroups, PUBLIC_PAGES, SIGNED_IN_PAGES } from '../support/every-page';

/**
 * Field readiness on every page: at a 360 px phone nothing scrolls sideways, and at phone and
 * desktop width axe-core finds no violation above minor (critical, serious or moderate). Each test
 * signs in as a role and walks some of that role's pages; the failure lists every finding with its
 * page and width.
 */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** Waits until the page has drawn its data: no request in flight and no skeleton or spinner left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function sidewaysOverflow(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    // The deepest element whose content is wider than its box and spills (not scrolls): what to fix.
    let culprit = '';
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') {
        culprit = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 50)}" (${el.scrollWidth} px in ${el.clientWidth})`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprit };
  });
  return scrollWidth <= innerWidth ? null : `${scrollWidth} px wide at ${innerWidth}; spills: ${culprit}`;
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact !== 'minor')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.html.slice(0, 100))
          .join(' | ')}`,
    );
}

/**
 * Opens each page at phone width, then at desktop width, and answers what is wrong with them, one
 * line per page, width and finding.
 */
async function auditPages(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow) findings.push(`${path} at 360 px: ${overflow}`);
    findings.push(...(await axeViolations(page)).map((v) => `${path} at 360 px: ${v}`));
    await page.setViewportSize(DESKTOP);
    await settle(page);
    findings.push(...(await axeViolations(page)).map((v) => `${path} at 1280 px: ${v}`));
  }
  return findings;
}

/** Pages audited by one test: a role's walk is split so that no test runs for many minutes. */
const PAGES_PER_TEST = 6;

test.describe('every page, on a phone and for every user', () => {
  // Each test signs in and audits up to six pages at two widths (about a minute alone); the tests of
  // this file share both workers rather than queue on one.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const [role, { email, paths }] of Object.entries(SIGNED_IN_PAGES)) {
    const groups = inGroups(paths, PAGES_PER_TEST);
    groups.forEach((group, index) => {
      const part = groups.length > 1 ? ` (part ${index + 1} of ${groups.length})` : '';
      test(`${role}${part}: fits 360 px, no axe violation above minor`, async ({ page, request }) => {
        await page.goto(group[0]!);
        await expect(page).toHaveURL(/\/login\?nextRoute=/);
        await loginWithCode(page, request, email);
        await expect(page).not.toHaveURL(/\/login/);
        expect(await auditPages(page, group)).toEqual([]);
      });
    });
  }

  test('signed out: fits 360 px, no axe violation above minor', async ({ page }) => {
    expect(await auditPages(page, PUBLIC_PAGES)).toEqual([]);
  });
});
