import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { walkThroughGuide } from '../support/guide';
import { signedInAs } from '../support/identity';

/**
 * Troubleshooting guides are offered only where the equipment has one, and following one from an
 * open request shows on that request (status and timeline).
 */
test('a guide followed from a request shows on it', async ({ page }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, '/requests');
  await expect(page).toHaveURL(/\/requests$/);

  // The walk-in cooler has guides: follow one from its open request.
  await page.goto(`/requests/${DEMO.requests.openEmergencyForVendorTech.id}`);
  await page.getByRole('link', { name: 'Troubleshooting guides' }).click();
  await page.getByRole('link', { name: 'Start the guide' }).first().click();
  await walkThroughGuide(page);
  const notes = `Box still warm after the defrost ${Date.now()}`;
  await page.getByLabel('What you saw (optional)').fill(notes);
  await page.getByRole('button', { name: 'No, still not working' }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${DEMO.requests.openEmergencyForVendorTech.id}$`));
  await expect(page.getByText(new RegExp(`followed the guide ".+": the problem remains\\. ${notes}`))).toBeVisible();
  await expect(page.getByText('Attempted - Not Resolved')).toBeVisible();
});

test('equipment without a guide offers none on its request', async ({ page }) => {
  // The retail entry door has no guide.
  await signedInAs(page, DEMO.users.retailLeader.email, '/requests');
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto(`/requests/${DEMO.requests.retailOpen.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Troubleshooting guides' })).toHaveCount(0);
});
