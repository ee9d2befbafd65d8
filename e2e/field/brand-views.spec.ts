import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';

/**
 * A brand across customers (issue 31): its equipment and requests stand at several chains' locations,
 * so each list names the customer of a row, and the location and location-group filters list their
 * options under each customer's name (a chain's "West" is not another's).
 */
const HARBOR = DEMO.customers.enterprise.name;
const BEAN = DEMO.customers.selfService.name;

test('a brand manager sees requests and equipment by customer, with filters under each customer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, DEMO.users.brandManager.email, '/requests');
  const locationFilter = page.getByRole('combobox', { name: 'Location' });
  await expect(locationFilter.locator('optgroup')).toHaveCount(2);
  await expect(locationFilter.locator(`optgroup[label="${HARBOR}"] option`).first()).toHaveText(/^HG-\d+ · /);
  await expect(locationFilter.locator(`optgroup[label="${BEAN}"] option`).first()).toHaveText(/^BS-\d+ · /);
  await expect(page.getByRole('table').getByText(HARBOR).first()).toBeVisible();

  await page.goto('/assets');
  await expect(page.getByText('Your equipment, across the customers that use it.')).toBeVisible();
  await expect(page.getByRole('table').getByText(BEAN).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' }).locator('optgroup')).toHaveCount(2);

  await page.goto('/reporting');
  const groups = page.getByRole('combobox', { name: 'Location group' });
  await expect(groups.locator(`optgroup[label="${HARBOR}"] option`)).not.toHaveCount(0);
  await page.getByRole('button', { name: /Locations/ }).click();
  await expect(page.getByRole('menu').getByText(BEAN, { exact: true })).toBeVisible();
});
