import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';

const { customers } = DEMO;

/**
 * A user of two customers working on one (docs/product/sessions-and-tenancy.md): the location list
 * shows that customer's, or all theirs (GET locations/viewableMultiTenantUserLocations); a location
 * of the other customer opens after switching to it.
 */
test('a user of two customers lists all their locations and opens one of the other customer by switching', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, DEMO.users.multiCustomerFinance.email, '/assets/locations');
  await expect(page).toHaveURL(/\/assets\/locations$/);
  // Working on all their customers: one list names both, and there is nothing to switch.
  await expect(page.getByText(customers.enterprise.name).first()).toBeVisible();
  await expect(page.getByLabel('Show the locations of')).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: customers.retail.name }).click();
  await expect(page).not.toHaveURL(/\/assets\/locations$/);
  await page.goto('/assets/locations');

  const show = page.getByLabel('Show the locations of');
  await expect(show).toHaveValue('current');
  const rows = page.locator('main').getByRole('link').filter({ hasText: 'NP-' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^HG-/)).toHaveCount(0);

  await show.selectOption('all');
  const other = page.getByRole('button', { name: /^Switch to Harbor Grill Restaurants and open / }).first();
  await expect(other).toBeVisible();
  await expect(other).toContainText(`Opens after switching to ${customers.enterprise.name}`);
  // Their own customer's locations still open as links.
  await expect(rows.first()).toBeVisible();

  const name = /and open (.+)$/.exec((await other.getAttribute('aria-label'))!)![1]!;
  await other.click();
  await expect(page).toHaveURL(/\/assets\/locations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: customers.enterprise.name })).toBeChecked();
});
