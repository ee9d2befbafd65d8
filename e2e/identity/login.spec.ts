import { expect, test } from '@playwright/test';
import { COOKIES } from '../../src/domain/api/cookies';
import { E2E_OIDC } from '../support/e2e-oidc';
import { loginWithCode, mailboxLinks, newMailboxLink, requestLoginCode } from '../support/identity';

const STAFF = 'location.staff@demo.example';
const LEADER = 'company.leader@demo.example';
const ADMIN = 'admin@demo.example';

test.describe('login and session', () => {
  test('an emailed code (with the bot check) lands on nextRoute, with only the screens the user may open', async ({ page, request }) => {
    await page.goto('/requests?status=Request%20Closed');
    await expect(page).toHaveURL(/\/login\?nextRoute=/);
    await loginWithCode(page, request, STAFF);
    await expect(page).toHaveURL(/\/requests\?status=Request(%20|\+)Closed$/);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
    // Location staff are below general manager: no Home, no Admin (docs/product/roles-and-permissions.md).
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('the bot check is solved in a worker once the page has loaded, and the code it made signs in', async ({ page, request }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/login');
    await expect(page.getByLabel('Email or phone')).toBeVisible();
    await expect.poll(() => workers.filter((url) => /bot-check\.worker/.test(url)).length).toBeGreaterThan(0);
    const { challengeAt, loadedAt } = await page.evaluate(() => ({
      challengeAt: performance.getEntriesByType('resource').find((e) => e.name.includes('/altcha/challenge'))?.startTime ?? -1,
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    // The challenge is fetched (and solved) after the page's load, not while it loads.
    expect(challengeAt).toBeGreaterThanOrEqual(loadedAt);
    await loginWithCode(page, request, STAFF);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the login page loads none of the signed-in session’s code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email or phone')).toBeVisible();
    // Everything the page loads, up to what it fetches last (the bot check's challenge, after its
    // load). Not 'networkidle': on a busy machine the worker's precache can keep it from ever coming.
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/altcha/challenge'))), { timeout: 30_000 })
      .toBe(true);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(scripts.filter((path) => /\/assets\/(session-store|permissions-api|users-api)-/.test(path))).toEqual([]);
  });

  test('an unknown address is told so, and a wrong code in the server words', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill('nobody@demo.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not find an account with this email or phone.', { timeout: 30_000 });

    const code = await requestLoginCode(page, request, STAFF);
    await page.getByLabel('Login code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/That code is not right\. 4 tries left\./);
  });

  test('a magic link logs in once, on a tap; used again it is an invalid link', async ({ page, request }) => {
    await page.goto('/login?nextRoute=%2Fprofile');
    const before = await mailboxLinks(request, LEADER);
    await page.getByLabel('Email or phone').fill(LEADER);
    await page.getByRole('button', { name: 'Email me a link instead' }).click();
    await expect(page.getByText(`We emailed a login link to ${LEADER}`)).toBeVisible();
    const link = await newMailboxLink(request, LEADER, before);

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Morgan Ellis' })).toBeVisible();

    await page.goto(link);
    await expect(page).toHaveURL(/\/invalid-link$/);
  });

  test('a provider login through a local OpenID provider', async ({ page }) => {
    await page.goto('/login?nextRoute=%2Fhome');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // The provider's own sign-in form.
    await page.locator('input[name="login"]').fill(E2E_OIDC.accountEmail);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Morgan Ellis');
  });

  test('logout revokes the session and returns to login', async ({ page, request, context }) => {
    await page.goto('/login?nextRoute=%2Frequests');
    await loginWithCode(page, request, STAFF);
    await expect(page).toHaveURL(/\/requests$/);
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    // Signed out from the keyboard: the account menu opens on Enter, End highlights its last item and
    // Enter follows it. In full CI runs a pointer click on the item landed beside it three times in
    // four (the menu still open, the page scrolled; never reproduced locally, even under load), so the
    // test does not depend on where the menu is drawn; the keyboard path is the one a screen-reader
    // user takes anyway.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await page.keyboard.press('End');
    await expect(signOut).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain(COOKIES.accessToken);
    expect(names).not.toContain(COOKIES.refreshToken);
    await page.goto('/requests');
    await expect(page).toHaveURL(/\/login\?nextRoute=%2Frequests$/);
  });

  test('an expired access token is refreshed once; when the refresh fails too, the user lands on login', async ({ page, request, context }) => {
    await page.goto('/login?nextRoute=%2Frequests');
    await loginWithCode(page, request, STAFF);
    await expect(page).toHaveURL(/\/requests$/);
    // Let the signed-in page finish loading first: a call of its still in flight when the token
    // expires would start a refresh of its own, which the reload then cuts off.
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Jamie Ortiz');
    await page.waitForLoadState('networkidle');
    const expire = () => context.addCookies([{ name: COOKIES.accessToken, value: 'expired-token', domain: 'localhost', path: '/' }]);

    await expire();
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/v3/auth/token') && refreshes.push(r.url()));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Jamie Ortiz');
    await expect(page).toHaveURL(/\/requests$/);
    expect(refreshes).toHaveLength(1);
    const renewed = (await context.cookies()).find((c) => c.name === COOKIES.accessToken)?.value;
    expect(renewed).not.toBe('expired-token');

    await expire();
    await context.clearCookies({ name: COOKIES.refreshToken });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?nextRoute=%2Frequests$/);
    expect(refreshes).toHaveLength(2);
    expect((await context.cookies()).map((c) => c.name)).not.toContain(COOKIES.accessToken);
  });

  test('an administrator impersonates location staff, sees the banner on every page, and stops', async ({ page, request }) => {
    await page.goto('/admin');
    await loginWithCode(page, request, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    // The admin page has a customer search too: this is the user search's button.
    const userSearch = page.getByRole('search', { name: 'User search' });
    await userSearch.getByLabel('Search users').fill(STAFF);
    await userSearch.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: STAFF });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Add Jamie Ortiz to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove Jamie Ortiz from favourites' })).toHaveCount(2);
    await row.getByRole('button', { name: 'Act as' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Acting as Jamie Ortiz' });
    await expect(banner).toBeVisible();
    // Location staff have no Home: the root lands on the requests list, still with the banner.
    await expect(page).toHaveURL(/\/requests$/);
    await page.goto('/profile');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jamie Ortiz' })).toBeVisible();

    await banner.getByRole('button', { name: 'Stop' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(banner).toHaveCount(0);
    // Tidy up the favourite for the next run on this database.
    await page.getByRole('button', { name: 'Remove Jamie Ortiz from favourites' }).first().click();
  });

  test('a failed customer or permission-configs load is said above the page, and the user goes on working', async ({ page, request, context }) => {
    // Only the load answers fail; sign-in itself works.
    for (const path of ['**/v3/ssp/customers/self', '**/v3/ssp/permissions/']) {
      await context.route(path, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    }
    await page.goto('/requests');
    await loginWithCode(page, request, LEADER);
    await expect(page).toHaveURL(/\/requests$/);
    const notices = page.getByRole('alert');
    await expect(notices.filter({ hasText: 'An error occurred while trying to get current customer.' })).toBeVisible();
    await expect(notices.filter({ hasText: 'Error getting permission configs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Requests' })).toBeVisible();

    await context.unrouteAll();
    await notices.first().getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /current customer|permission configs/ })).toHaveCount(0);
  });

  test("the people section reads the server's roles map", async ({ page, request }) => {
    await page.goto('/profile');
    const roles = page.waitForResponse((r) => r.url().endsWith('/v3/ssp/permissions/roles') && r.ok());
    await loginWithCode(page, request, LEADER);
    await roles;
    await page.getByRole('button', { name: 'Add person' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
