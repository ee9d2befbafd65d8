import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO } from '../../src/server/seed/demo-ids';
import { inGroups } from '../support/every-page';
import { loginWithCode } from '../support/identity';

const ROUTES_DIR = 'src/client/routes';
const SOME_ID = '00000000-0000-4000-8000-000000000001';

/** Values for each route parameter, so every page opens on something real where the demo has it. */
const PARAMS: Record<string, string> = {
  '/qr/$id': DEMO.assets.enterpriseWithLabel.labelId,
  '/assets/$id': DEMO.assets.enterpriseWithLabel.id,
  '/assets/labels/$labelId': DEMO.labels.enterpriseUnlinked.id,
  '/assets/locations/$locationId': DEMO.locations.staffPm.id,
  '/requests/$id': DEMO.requests.openEmergencyForVendorTech.id,
  '/escalations/$id': SOME_ID,
  '/tasks/$id': SOME_ID,
};

/** Query strings the public link pages need to show themselves rather than /invalid-link. */
const QUERIES: Record<string, string> = {
  '/csat': `?request=${SOME_ID}&rating=5`,
  '/eep-manufacturer-csat': `?escalationId=${SOME_ID}&rating=5&token=t`,
  '/vendor-dispatch': `?requestId=${SOME_ID}&vendorResponse=accept&token=t`,
  '/sso-vendor-dispatch': `?requestId=${SOME_ID}&vendorResponse=accept&token=t`,
  '/vendor-request-quote': `?requestId=${SOME_ID}&vendorResponse=accept&token=t`,
  '/vendor-follow-up': `?requestId=${SOME_ID}&token=t`,
  '/request-intake-magic-link': '?token=t',
  '/vendor-eep-updates': '?token=t',
  '/confirm-identifier': '?token=t',
  '/login-link': '?token=t',
  '/error': '?errorMessage=E42',
};

/** The address of every page, read from the route files (a new page is covered without editing this test). */
function pageAddresses(): { publicPages: string[]; shellPages: string[] } {
  const files = (readdirSync(ROUTES_DIR, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => relative(ROUTES_DIR, join(ROUTES_DIR, f)));
  const publicPages: string[] = [];
  const shellPages: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.tsx$/, '');
    if (name === '__root' || name === '_authenticated' || name.endsWith('/route') || name === 'logout') continue;
    const shell = name.startsWith('_authenticated/');
    let path =
      `/${name
        .replace(/^_authenticated\//, '')
        .replace(/(^|\/)index$/, '')
        .replaceAll('.', '/')}`.replace(/\/$/, '') || '/';
    path = path.replace(/^(.*?\/\$[A-Za-z]+)/, (prefix) => {
      const value = PARAMS[prefix];
      if (!value) throw new Error(`No value for the parameter of ${prefix}: add it to PARAMS`);
      return prefix.replace(/\$[A-Za-z]+$/, value);
    });
    path = path.replace(/\$requestId/, DEMO.requests.selfServiceOpen.id).replace(/\$guideId/, SOME_ID);
    if (path.includes('$')) throw new Error(`No value for a parameter of ${path}: add it to PARAMS`);
    (shell ? shellPages : publicPages).push(path + (QUERIES[path] ?? ''));
  }
  return { publicPages: publicPages.sort(), shellPages: shellPages.sort() };
}

/** Every Content-Security-Policy violation the page reports, in the console or as an event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  return violations;
}

async function openEach(page: Page, addresses: string[]): Promise<void> {
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.headers()['content-security-policy'], address).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root > *').first(), address).toBeVisible();
  }
}

/** Pages opened by one test: the walk is split so that no test runs for minutes on a loaded machine. */
const PAGES_PER_TEST = 12;

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });
  const { publicPages, shellPages } = pageAddresses();

  test('the walk covers the public pages and the signed-in ones', () => {
    expect(shellPages).toContain('/requests');
    expect(publicPages).toContain('/login');
  });

  for (const [index, group] of inGroups(publicPages, PAGES_PER_TEST).entries()) {
    test(`public pages, part ${index + 1}, load under the policy without a violation`, async ({ page }) => {
      const violations = watchViolations(page);
      await openEach(page, group);
      expect(violations).toEqual([]);
    });
  }

  for (const [index, group] of inGroups(shellPages, PAGES_PER_TEST).entries()) {
    test(`signed-in pages, part ${index + 1}, load under the policy without a violation`, async ({ page, request }) => {
      const violations = watchViolations(page);
      await page.goto('/login');
      await loginWithCode(page, request, DEMO.users.companyLeader.email);
      await expect(page).not.toHaveURL(/\/login/);
      await openEach(page, group);
      expect(violations).toEqual([]);
    });
  }
});
