import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { API_PREFIX } from '../../src/domain/api/paths';
import { CUSTOMER_PATHS } from '../../src/domain/tenancy/customer';
import { signedInAs } from '../support/identity';
import { waitForWorker } from './offline-support';

/**
 * "Lie-fi": the phone shows bars, but requests hang (a basement plant room). The app frame draws
 * from the precache, a read that does not answer within its budget is answered from the cache (with
 * its age), and a network answer that comes after all replaces it. How long that takes is for
 * `npm run bench:offline` to measure: here the reads hang until the test lets them go, so what is
 * shown can only have come from the cache, however slow the machine.
 */
const STAFF = 'location.staff@demo.example';
const API_READS = `**${API_PREFIX}/**`;

/** Signed in on the request list, with the worker in control and every read of the list's start-up in its cache. */
async function requestListCached(page: Page): Promise<void> {
  await signedInAs(page, STAFF, '/requests');
  await expect(page).toHaveURL(/\/requests$/);
  await waitForWorker(page);
  // Once more through the worker: the first page load's reads may have come before it took control.
  await page.reload();
  await expect(firstRequest(page)).toBeVisible();
}

/**
 * Holds every API read from now on (they hang until the test lets them go) and answers the held
 * routes after a probe read through the service worker was held: Chromium stops an idle worker and
 * starts it again on the next fetch, and the first reads of a worker started after the route was
 * set could reach the network before its interception is on (seen once in CI: the list came fresh,
 * with no banner). The probe's own route is not among those answered.
 */
async function holdApiReads(page: Page, context: BrowserContext): Promise<Route[]> {
  const held: Route[] = [];
  await context.route(API_READS, (route) => void held.push(route));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), `${API_PREFIX}${CUSTOMER_PATHS.self}`);
  await expect.poll(() => held.length, { message: 'a probe read through the service worker is held' }).toBeGreaterThan(0);
  held.length = 0;
  return held;
}

const firstRequest = (page: Page) => page.locator('main a[href^="/requests/"]').first();

test('API reads that never answer: the frame, then the request list from the cache with its age', async ({ page, context }) => {
  await requestListCached(page);
  const hanging = await holdApiReads(page, context);

  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/lie-fi-frame.png' });
  await expect(firstRequest(page)).toBeVisible();
  const usableAfterMs = Date.now() - reloadedAt;
  await expect(page.getByTestId('offline-banner')).toContainText('The connection is not answering — showing data from');
  expect(hanging.length, 'the reads really went to the network and hung').toBeGreaterThan(0);
  test.info().annotations.push({ type: 'usable after', description: `${usableAfterMs} ms` });

  // Usable: another screen seen before opens from the cache too.
  await firstRequest(page).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a network answer that comes after the cached one replaces it, and the age banner goes', async ({ page, context }) => {
  await requestListCached(page);
  // Every read is held until the cached answers are on screen: later than any budget.
  const late = await holdApiReads(page, context);
  await page.reload();
  await expect(firstRequest(page)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(late.length, 'the reads went to the network and are held').toBeGreaterThan(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(late.map((route) => route.continue().catch(() => undefined)));
  // The late answers are stored, the page is told and reads again: fresh data, no banner.
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await expect(firstRequest(page)).toBeVisible();
});

test('a page never opened on this device, on a connection that does not answer: not available offline yet, with Try again', async ({ page, context }) => {
  await requestListCached(page);
  const hanging = await holdApiReads(page, context);

  // A request never opened here (not the New request button): its reads have nothing stored and hang.
  await page.locator('main a[href^="/requests/"]:not([href^="/requests/new"])').first().click();
  // Issue 30 asks for the message within 5 s of opening the page, not 40 s of skeletons.
  await expect(page.getByRole('heading', { name: 'Not available offline yet' })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('route-pending')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(hanging.length, 'the reads went to the network and hang').toBeGreaterThan(0);

  // The connection answers again: Try again opens the page. The page's own retries may open it
  // first (CI saw the button go under the click on a loaded machine): then there is nothing to tap.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(async () => {
    if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 2_000 });
    await expect(page.getByTestId('not-available-offline')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Not available offline yet');
});

test("the header's sync dot follows a connection that does not answer, as the banner does", async ({ page, context }) => {
  await requestListCached(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-connection', 'online');
  await holdApiReads(page, context);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('The connection is not answering');
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-connection', 'not-answering');
  await expect(page.getByTestId('sync-indicator')).toContainText('Nothing waiting to sync');
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
