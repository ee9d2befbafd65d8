import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/identity';

test.describe('installable app', () => {
  test("meets Chromium's installability criteria (manifest, icons, service worker)", async ({ page }) => {
    await page.goto('/app');
    // The manifest link is set per brand at start; the worker registers once the shell loads.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest-default\.webmanifest/);
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker?.getRegistration()));
    const cdp = await page.context().newCDPSession(page);
    // Playwright's contexts are incognito-like, which Chromium always reports ('in-incognito'); any
    // problem of the app's own (manifest fields, icons, worker, fetch handler) would be listed too.
    const appErrors = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(appErrors, { timeout: 20_000 }).toEqual([]);
  });

  test("shows the device's offline storage use on the profile", async ({ page }) => {
    await signedInAs(page, 'company.leader@demo.example', '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('storage-usage')).toContainText(/\d+(\.\d)? (KB|MB|GB) used of \d+(\.\d)? (KB|MB|GB) available/);
  });
});
