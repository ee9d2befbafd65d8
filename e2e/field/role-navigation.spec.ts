import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { watchProblems } from '../support/page-problems';

/**
 * Every role at home (issue 31): each role walks every item of its own navigation, and no page
 * shows a console error or gets an answer of 400 and above it did not ask for: a page that asks a
 * question whose answer is "not for you" by design (a vendor's customer, a brand's vendor network)
 * should not ask it. The navigation is the role's: a vendor sees no customer sections.
 */
const ROLES = [
  { who: 'vendor technician', email: DEMO.users.vendorTech.email, nav: ['My jobs', 'Requests'] },
  { who: 'vendor dispatcher', email: DEMO.users.refrigerationDispatcher.email, nav: ['My jobs', 'Requests', 'Company profile'] },
  { who: 'brand manager', email: DEMO.users.brandManager.email, nav: null },
  { who: 'self-service customer', email: DEMO.users.selfService.email, nav: null },
  { who: 'location staff', email: DEMO.users.locationStaff.email, nav: null },
] as const;

/** Waits until the page has drawn its data: no request in flight and no skeleton or spinner left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

for (const role of ROLES) {
  test(`a ${role.who} walks every item of their navigation with no error and no refused call`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await signedInAs(page, role.email, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const items = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
    if (role.nav) expect(items.map((i) => i.label)).toEqual(role.nav);
    for (const item of items) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.href.replace(/[?]/g, '\\?')}`));
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 }).first(), item.label).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
