import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { loginWithCode, signedInAs } from '../support/identity';
import { OFFLINE_DB_NAME } from '../../src/client/offline/offline-db';
import { goOffline, goOnline, waitForWorker } from './offline-support';

/**
 * Issue 30 (a): a first session on a fresh device. The sign-in goes as fast as it can, before the
 * service worker's first install (which precaches the whole app) takes control of the page; the
 * device goes offline as soon as the worker controls the page. The reads the page made before that
 * (user, rules, customer, the list) are on the device all the same: the app starts offline.
 */
const STAFF = 'location.staff@demo.example';

const firstRequest = (page: Page) => page.locator('main a[href^="/requests/"]').first();

/**
 * A fresh profile signs in through the login page as fast as it can, stays online only until the
 * worker controls the page, then goes offline and reloads.
 */
async function firstSessionThenOffline(page: Page, context: BrowserContext, request: APIRequestContext): Promise<void> {
  await page.goto('/requests');
  await loginWithCode(page, request, STAFF);
  await expect(page).toHaveURL(/\/requests$/);
  await expect(firstRequest(page)).toBeVisible();
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  test.info().annotations.push({ type: 'worker in control when the list showed', description: String(controlled) });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await goOffline(context);
  await page.reload();
}

/** The signed-in frame, the offline banner with the data's age, and the request list. */
async function expectOfflineShellWithList(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline — showing data from");
  await expect(firstRequest(page)).toBeVisible();
}

test('signed in before the worker took control, the app starts offline: shell, offline banner, request list', async ({ page, context, request }) => {
  await firstSessionThenOffline(page, context, request);
  await expectOfflineShellWithList(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Requests' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/first-session-offline-1280.png' });

  // The installed app opens at its start URL (the manifests' start_url), offline too.
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('An error occurred while trying to get user info.')).toHaveCount(0);
});

test('on a phone, the same first session starts offline', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await firstSessionThenOffline(page, context, request);
  await expectOfflineShellWithList(page);
  await page.screenshot({ path: '/tmp/shots/first-session-offline-390.png' });
  await context.close();
});

test('signed in on a device that kept nothing of the account, started offline: the frame and the offline banner around the error, with Try again', async ({
  page,
  context,
}) => {
  await signedInAs(page, STAFF, '/requests');
  await waitForWorker(page);
  // The browser dropped the stored reads (storage pressure, a cleared site's data): the app itself
  // is still precached, the account's reads are not.
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('reads', 'readwrite');
          tx.objectStore('reads').clear();
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    OFFLINE_DB_NAME,
  );
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your account could not be opened' })).toBeVisible();
  await expect(page.getByText('An error occurred while trying to get user info.')).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/offline-nothing-kept-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/shots/offline-nothing-kept-390.png' });
  // Back online, Try again opens the app.
  await goOnline(context);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(firstRequest(page)).toBeVisible();
});
