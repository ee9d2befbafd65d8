import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO } from '../src/server/seed/demo-ids';
import { signedInAs } from './support/identity';
import { snackbar } from './support/snackbar';

/**
 * The global snackbar (docs/product/messages.md): a save says how it went in it, a copy
 * says 'Copied to clipboard.' and the clipboard holds the link. Photographed at desktop and phone
 * width under .tmp/shots for a look.
 */

const LEADER = DEMO.users.companyLeader.email;
const LOCATION = `/assets/locations/${DEMO.locations.leaderPm.id}`;
const SHOTS = '.tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/snackbar-${name}.png` });
}

const pmSwitch = (page: Page) => page.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Preventative maintenance enabled' }) });

test.describe('the snackbar', () => {
  test('a save says it worked, and a failed one says why, in the snackbar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs(page, LEADER, LOCATION);
    const pm = page.getByRole('checkbox', { name: 'Preventative maintenance enabled' });
    await expect(pm).toBeChecked();

    await pmSwitch(page).click();
    const saved = snackbar(page, 'Save Successful.');
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('role', 'status');
    await expect(saved).toHaveAttribute('data-snackbar', 'success');
    // green.700 (#116932): white text on it reads at 6.8:1, on the solid Alert's green.600 (#16a34a) only 3.3:1.
    await expect(saved).toHaveCSS('background-color', 'rgb(17, 105, 50)');
    await expect(pm).not.toBeChecked();
    await shot(page, 'saved-desktop');
    await page.setViewportSize(PHONE);
    await expect(saved).toBeInViewport();
    await shot(page, 'saved-phone');
    await page.setViewportSize(DESKTOP);
    // It goes by itself.
    await expect(saved).toHaveCount(0, { timeout: 10_000 });

    // The server refuses the next change: its message, in red, and beside the switch until the next save.
    const refusal = 'You do not have permission to do that.';
    await page.route('**/v3/ssp/locations/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 403, json: { statusCode: 403, error: 'Forbidden', message: refusal } }) : route.fallback(),
    );
    await pmSwitch(page).click();
    const failed = snackbar(page, refusal);
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toHaveAttribute('data-snackbar', 'error');
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(2);
    await shot(page, 'failed-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'failed-phone');
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failed).toHaveCount(0);
    // The inline copy stays, beside the switch.
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(1);

    // Put PM back on for the rest of the run.
    await page.unroute('**/v3/ssp/locations/*');
    await pmSwitch(page).click();
    await expect(pm).toBeChecked();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
  });

  test("copying a request's link and a QR label's link says 'Copied to clipboard.'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(PHONE);
    const requestPath = `/requests/${DEMO.requests.openEmergencyForVendorTech.id}`;
    await signedInAs(page, LEADER, requestPath);
    await page.getByRole('button', { name: /^Copy link to request #\d+$/ }).click();
    const copied = snackbar(page, 'Copied to clipboard.');
    await expect(copied).toBeVisible();
    await expect(copied).toHaveAttribute('role', 'status');
    await expect(copied).toHaveAttribute('data-snackbar', 'info');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await shot(page, 'copied-phone');

    await page.setViewportSize(DESKTOP);
    await page.goto(`/assets/${DEMO.assets.enterpriseWithLabel.id}`);
    await page.getByRole('button', { name: 'Copy link to the QR label' }).click();
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/qr\/[\w-]+$/);
    await shot(page, 'copied-desktop');

    // A browser that refuses the clipboard: the snackbar says so, in red.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy link to the QR label' }).click();
    const refused = snackbar(page, 'Could not copy to the clipboard. Select the text and copy it instead.');
    await expect(refused).toBeVisible();
    await expect(refused).toHaveAttribute('role', 'alert');
  });
});
