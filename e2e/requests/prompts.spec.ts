import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiPost } from '../support/api-calls';
import { signedInAs } from '../support/identity';

/**
 * A prompt on a self-service request says what to do next and carries the action: "Assign a vendor"
 * opens the vendor editor, then "Set the ETA" the ETA editor, on a phone.
 */
test('each prompt has its action: choose the vendor, then set the ETA', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, DEMO.users.selfService.email, '/requests');
  await expect(page).toHaveURL(/\/requests$/);
  const token = await accessToken(context);
  const id = randomUUID();
  await apiPost(request, token, '/self-service/requests', {
    id,
    assetId: DEMO.assets.selfService.id,
    incidentDescription: 'Espresso machine leaks under the group head.',
  });

  await page.goto(`/requests/${id}`);
  const prompts = page.getByTestId('prompts');
  await expect(prompts).toContainText('Assign a vendor');
  await prompts.getByRole('button', { name: 'Choose a vendor' }).click();
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await expect(vendor).toBeInViewport();
  await expect(vendor.locator('option').nth(1)).toBeAttached();
  await vendor.selectOption({ index: 1 });
  await page.locator('dd').filter({ has: vendor }).getByRole('button', { name: 'Save' }).click();

  await expect(prompts).toContainText('Set the ETA');
  await expect(prompts).not.toContainText('Assign a vendor');
  await prompts.getByRole('button', { name: 'Set the ETA' }).click();
  await expect(page.getByLabel('ETA', { exact: true })).toBeInViewport();
  await page.screenshot({ path: '/tmp/shots/prompts-eta-390.png' });
});
