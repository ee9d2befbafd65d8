import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { walkThroughGuide } from '../support/guide';
import { signedInAs } from '../support/identity';

/**
 * An asset's troubleshooting history (GET self-service/troubleshooting/attempt?assetId= and
 * attempt/{id}): a guide followed from a request shows there, and opens with who, when, the outcome,
 * the notes and the steps tried.
 */
test('a guide followed from a request shows in the asset’s troubleshooting history, with its detail', async ({ page }) => {
  const requestId = DEMO.requests.openEmergencyForVendorTech.id;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, DEMO.users.companyLeader.email, `/requests/${requestId}`);
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}$`));

  await page.getByRole('link', { name: 'Troubleshooting guides' }).click();
  // The cooler's second guide: e2e/requests/guide-links.spec.ts follows its first on the same request.
  await page.getByRole('link', { name: 'Start the guide' }).nth(1).click();
  await walkThroughGuide(page);
  const notes = `Fan iced over, history check ${Date.now()}`;
  await page.getByLabel('What you saw (optional)').fill(notes);
  await page.getByRole('button', { name: 'No, still not working' }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}$`));
  // The timeline names the guide followed.
  const entry = page.getByText(new RegExp(`followed the guide ".+": the problem remains\\. ${notes}`));
  const guideTitle = /followed the guide "(.+)"/.exec((await entry.textContent())!)![1]!;

  // The request's equipment: its page lists the attempt, newest first.
  await page.goto(`/assets/${DEMO.assets.enterpriseWithLabel.id}`);
  await expect(page.getByRole('heading', { name: 'Troubleshooting history' })).toBeVisible();
  const newest = page.getByRole('list', { name: 'Troubleshooting attempts' }).getByRole('button').filter({ hasText: guideTitle }).first();
  await expect(newest).toContainText('Not Resolved');
  await expect(newest).toContainText(DEMO.users.companyLeader.name);

  await newest.click();
  const detail = page.getByRole('dialog', { name: guideTitle });
  await expect(detail.getByText(notes)).toBeVisible();
  await expect(detail.getByText(/^Steps tried \(\d+\)$/)).toBeVisible();
  await expect(detail.getByText(/^Step 1:/)).toBeVisible();
  await detail.getByRole('link', { name: 'Open the request' }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}$`));
});
