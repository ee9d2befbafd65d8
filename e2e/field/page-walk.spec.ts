import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { signedInAs } from '../support/identity';
import { inGroups, routePages, WALKERS, walks } from '../support/page-walk';

/**
 * The page walk: every page of the route files, for every role that sees it, is opened under the
 * Content-Security-Policy and checked at a 360 px phone (nothing scrolls sideways) and at phone and
 * desktop width (axe-core finds no violation above minor). A test walks a few pages of one role;
 * its failure lists every finding with its page and width.
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

/**
 * Every Content-Security-Policy violation of the page, with the page it was on: those the browser
 * writes to the console, and those it only reports as an event (an `eval` that its caller caught).
 */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    ),
  );
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  return violations;
}

/**
 * Opens each page at phone width, then at desktop width, and answers what is wrong with them, one
 * line per page, width and finding (CSP violations are collected by the caller's watch).
 */
async function auditPages(page: Page, addresses: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize(PHONE);
    const response = await page.goto(address);
    if (!response?.headers()['content-security-policy']?.includes("script-src 'self'")) findings.push(`${address}: no script-src 'self' policy`);
    await settle(page);
    await expect(page.locator('#root > *').first(), address).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    if (overflow) findings.push(`${address} at 360 px: ${overflow}`);
    findings.push(...(await axeFindings(page)).map((v) => `${address} at 360 px: ${v}`));
    await page.setViewportSize(DESKTOP);
    await settle(page);
    findings.push(...(await axeFindings(page)).map((v) => `${address} at 1280 px: ${v}`));
  }
  return findings;
}

/** Pages audited by one test: a role's walk is split so that no test runs for many minutes. */
const PAGES_PER_TEST = 6;

test('the walk reads its pages from the route files, the shell and the public ones', () => {
  expect(routePages()).toContainEqual({ path: '/requests/$id', shell: true });
  expect(routePages()).toContainEqual({ path: '/login', shell: false });
  expect(routePages().map((p) => p.path)).not.toContain('/requests/$id/-request-page');
});

test.describe('every page, under the CSP, on a phone and for every user', () => {
  // Each test audits up to six pages at two widths (about a minute alone); the tests of
  // this file share both workers rather than queue on one.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const [walker, addresses] of walks()) {
    const email = WALKERS[walker];
    const groups = inGroups(addresses, PAGES_PER_TEST);
    groups.forEach((group, index) => {
      const part = groups.length > 1 ? ` (part ${index + 1} of ${groups.length})` : '';
      test(`${walker}${part}: no CSP violation, fits 360 px, no axe violation above minor`, async ({ page }) => {
        const cspViolations = await watchCspViolations(page);
        // The role's session from the sign-in setup: the walk opens pages, it never signs out.
        if (email) await signedInAs(page, email, '/');
        const findings = await auditPages(page, group);
        expect([...cspViolations, ...findings]).toEqual([]);
      });
    });
  }
});
