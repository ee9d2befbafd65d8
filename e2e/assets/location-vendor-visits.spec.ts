import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';

/**
 * A location's page for a vendor's visit (docs/product/assets-and-locations.md#vendor-visits): the
 * leader says whom to ask for and how to get in; the vendor pickers of the page mark a vendor the
 * customer eighty-sixed and ask before adding it (docs/product/vendors.md#eighty-sixed-vendors).
 */
const LOCATION = `/assets/locations/${DEMO.locations.enterpriseNotStaff.id}`;
const DROPPED = 'Rapid Rooter Drain Co.';

test('the leader sets whom a vendor asks for and how to get in; the roster picker asks before an 86’d vendor', async ({ page }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, LOCATION);
  await page.getByRole('button', { name: 'Edit vendor visits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendor visits' });
  await dialog.getByLabel('Ask for').fill('Priya Shah, kitchen manager');
  await dialog.getByLabel('Their phone').fill('555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/phone/i).last()).toBeVisible();
  await dialog.getByLabel('Their phone').fill('(212) 555-0142');
  await dialog.getByLabel('Getting in').fill('Freight entrance on 17th St; the roof key is with security.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Priya Shah, kitchen manager · (212) 555-0142')).toBeVisible();
  await expect(page.getByText('Freight entrance on 17th St; the roof key is with security.')).toBeVisible();

  const rosters = page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: 'Vendor rosters' }) });
  await rosters.getByRole('button', { name: /Plumbing/ }).click();
  const plumbing = rosters.getByRole('region', { name: /Plumbing/ });
  await plumbing.getByLabel('Find a vendor').fill('Rapid');
  const hit = plumbing.getByRole('listitem').filter({ hasText: DROPPED });
  await expect(hit).toContainText("86'd by your company: No-show on two emergency calls");
  await hit.getByRole('button', { name: 'Add to roster' }).click();
  const ask = page.getByRole('alertdialog', { name: `Choose ${DROPPED}?` });
  await expect(ask).toContainText('No-show on two emergency calls; left a floor drain open overnight.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(hit.getByRole('button', { name: 'Add to roster' })).toBeVisible();
  await expect(plumbing.getByRole('listitem').filter({ hasText: DROPPED })).toHaveCount(1);
});
