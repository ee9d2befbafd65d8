import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';
import { DESKTOP, shots } from '../support/shots';

/**
 * The vendor area (docs/product/vendors.md): a company leader's network with contracted rates, the
 * eighty-six and history tabs, and a vendor dispatcher editing their company's profile. Each screen
 * is also photographed at desktop and phone width under .tmp/shots for a look.
 */

test.describe('vendors', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a company leader sees the network with rates, adds and removes a rate, and reads the eighty-six and history tabs', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs(page, DEMO.users.companyLeader.email, '/vendors/network');

    const refrigeration = page.getByRole('region', { name: 'Refrigeration', exact: true });
    const coldChain = refrigeration.getByTestId('vendor-card').filter({ hasText: 'ColdChain Refrigeration Services' });
    await expect(coldChain.getByText('1st choice')).toBeVisible();
    await expect(coldChain.getByTestId('contracted-rate').filter({ hasText: 'Hourly Labor' })).toContainText('$125/hr');
    await expect(coldChain.getByTestId('contracted-rate').filter({ hasText: 'After-Hours Multiplier' })).toContainText('1.5×');
    await shots(page, 'vendors-network');

    // Add an emergency multiplier, then take it away again.
    await coldChain.getByRole('button', { name: 'Add rate for ColdChain Refrigeration Services' }).click();
    const form = coldChain.getByRole('form', { name: 'New contracted rate' });
    await form.getByLabel('Rate type').selectOption('Emergency Multiplier');
    await form.getByLabel('Multiplier (×)').fill('2');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
    const emergency = coldChain.getByTestId('contracted-rate').filter({ hasText: 'Emergency Multiplier' });
    await expect(emergency).toContainText('2×');

    // The same rate again overlaps the one just added: the server's message says why.
    await coldChain.getByRole('button', { name: 'Add rate for ColdChain Refrigeration Services' }).click();
    await form.getByLabel('Rate type').selectOption('Emergency Multiplier');
    await form.getByLabel('Multiplier (×)').fill('2.5');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(coldChain.getByRole('alert')).toContainText('applies from');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await coldChain.getByRole('button', { name: 'Remove Emergency Multiplier rate of ColdChain Refrigeration Services' }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
    await expect(emergency).toHaveCount(0);

    await page.getByRole('link', { name: 'Eighty-six' }).click();
    await expect(page).toHaveURL(/\/vendors\/eightysix$/);
    const dropped = page.getByTestId('vendor-card');
    await expect(dropped).toHaveCount(2);
    await expect(dropped.first()).toContainText('Rapid Rooter Drain Co.');
    await expect(dropped.first()).toContainText('No-show on two emergency calls');
    await expect(dropped.nth(1)).toContainText('QuickChill HVAC');
    await shots(page, 'vendors-eightysix');

    // Eighty-six one more (a vendor no other spec picks), then take it back.
    const dropForm = page.getByRole('region', { name: 'Eighty-six a vendor' });
    await dropForm.getByLabel('Find a vendor').fill('Brightwire');
    await dropForm.getByRole('button', { name: 'Choose' }).click();
    await dropForm.getByLabel('Why is it dropped?').fill('Left the site without finishing the panel.');
    await dropForm.getByRole('button', { name: 'Eighty-six Brightwire Electric' }).click();
    await expect(snackbar(page, 'Brightwire Electric is eighty-sixed.')).toBeVisible();
    const brightwire = dropped.filter({ hasText: 'Brightwire Electric' });
    await expect(brightwire).toContainText('Left the site without finishing the panel.');
    await expect(dropped).toHaveCount(3);
    await shots(page, 'vendors-eightysix-added');
    await brightwire.getByRole('button', { name: 'Take back' }).click();
    await page.getByRole('alertdialog', { name: 'Take Brightwire Electric back?' }).getByRole('button', { name: 'Take back' }).click();
    await expect(snackbar(page, 'Brightwire Electric is taken back.')).toBeVisible();
    await expect(dropped).toHaveCount(2);

    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/vendors\/history$/);
    await expect(page.getByTestId('dispatch-row').first()).toBeVisible();
    await page.getByLabel('Location').selectOption({ label: 'HG-101 · Harbor Grill Embarcadero' });
    await expect(page).toHaveURL(new RegExp(`location=${DEMO.locations.staffPm.id}`));
    const rows = page.getByTestId('dispatch-row');
    await expect(rows.first()).toContainText('Embarcadero');
    await expect(rows.filter({ hasNotText: 'Embarcadero' })).toHaveCount(0);
    await shots(page, 'vendors-history');

    await page.getByRole('link', { name: 'External support' }).click();
    await expect(page.getByTestId('vendor-card')).toContainText('Service Portal Field Technicians');
    await shots(page, 'vendors-external-support');
  });

  test('a vendor dispatcher edits their company profile', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs(page, DEMO.users.refrigerationDispatcher.email, '/vendor');
    await expect(page.getByRole('heading', { level: 1, name: 'ColdChain Refrigeration Services' })).toBeVisible();
    const customers = page.getByRole('list', { name: 'Customers served' });
    await expect(customers).toContainText('Harbor Grill Restaurants');
    await expect(customers).toContainText('Bean Street Coffee');
    await shots(page, 'vendors-profile');

    const description = page.getByLabel('Description');
    await description.fill('Walk-ins, reach-ins and ice machines across the Bay Area, 24/7.');
    await page.getByLabel('States').fill('CA, NV');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const added = page.getByRole('group', { name: 'Contact 3' });
    await added.getByLabel('Name').fill('Night desk');
    await added.getByLabel('Phone').fill('+14155550100');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Description')).toHaveValue('Walk-ins, reach-ins and ice machines across the Bay Area, 24/7.');
    await expect(page.getByLabel('States')).toHaveValue('CA, NV');
    await expect(page.getByRole('group', { name: 'Contact 3' }).getByLabel('Name')).toHaveValue('Night desk');
  });
});
