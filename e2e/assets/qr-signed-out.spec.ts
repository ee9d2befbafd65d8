import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { loginWithCode } from '../support/identity';

/**
 * Location staff scan a label before they signed in on this phone: the page names the equipment and
 * its location, and signing in comes back to the label, which opens the asset.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a linked label signed out names its equipment, and Sign in returns to it', async ({ page, request }) => {
  const { id: assetId, labelId } = DEMO.assets.enterpriseWithLabel;
  await page.goto(`/qr/${labelId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();
  await expect(page.getByText('at HG-101 · Harbor Grill Embarcadero')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/qr-signed-out-390.png' });

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?nextRoute=/);
  await loginWithCode(page, request, DEMO.users.locationStaff.email);
  await expect(page).toHaveURL(new RegExp(`/assets/${assetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();
});

test('an unlinked label signed out says so and offers to sign in to link it', async ({ page }) => {
  await page.goto(`/qr/${DEMO.labels.enterpriseUnlinked.id}`);
  await expect(page.getByRole('heading', { name: 'Label not linked yet' })).toBeVisible();
  await expect(page.getByText("Sign in to link it to the equipment it's stuck on.")).toBeVisible();
});

test('signed in, an unknown label says it was not found, with a way to scan again', async ({ page, request }) => {
  await page.goto('/requests');
  await loginWithCode(page, request, DEMO.users.locationStaff.email);
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto('/qr/00000000-0000-4000-8000-00000000abcd');
  await expect(page.getByRole('heading', { name: 'Label not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scan again' })).toBeVisible();
});
