import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { linkFor, phone, vendorOf } from '../dispatch/dispatch-support';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

/**
 * Handing out links from the portal (docs/product/public-links.md#handing-out-links): the company
 * leader asks a vendor for a quote on a request and the vendor answers from its phone; the leader
 * makes a location's intake link, copies it, and someone at the location files a request with it;
 * the link is listed, and once revoked it no longer opens.
 */
const HVAC = vendorOf('summit');

test.beforeEach(async ({ page }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
});

test('the leader asks a vendor for a quote and the quote arrives on the request', async ({ page, request, browser }) => {
  const requestId = DEMO.requests.awaitingDispatch.id;
  await page.goto(`/requests/${requestId}`);
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a quote' });
  await dialog.getByRole('combobox').selectOption({ label: HVAC.name });
  await dialog.getByLabel('What should the quote cover? (optional)').fill('Fryer thermostat and high-limit switch.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(snackbar(page, 'Quote requested.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Asked ${HVAC.name} for a quote. Fryer thermostat and high-limit switch.`)).toBeVisible();

  const vendor = await phone(browser, await linkFor(request, requestId, '/vendor-request-quote', HVAC.email));
  await expect(vendor.getByRole('heading', { name: 'Quote requested' })).toBeVisible();
  // What the leader asked the quote to cover, on the vendor's page as well as in the email.
  await expect(vendor.getByText('What the quote should cover')).toBeVisible();
  await expect(vendor.getByText('Fryer thermostat and high-limit switch.')).toBeVisible();
  await vendor.getByLabel('Amount (USD)').fill('412.50');
  await vendor.getByLabel('What the quote covers').fill('Thermostat, high-limit switch and two hours of labour.');
  await vendor.getByRole('button', { name: 'Send the quote' }).click();
  await expect(vendor.getByText('Thanks — your quote is with the customer.')).toBeVisible();
  await vendor.context().close();

  await page.reload();
  await expect(page.getByText(`${HVAC.name} quoted $412.50: Thermostat, high-limit switch and two hours of labour.`)).toBeVisible();
});

test('asking for a quote on a request a vendor has begins with that vendor chosen', async ({ page }) => {
  await page.goto(`/requests/${DEMO.requests.openEmergencyForVendorTech.id}`);
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a quote' });
  await expect(dialog.getByRole('combobox').locator('option:checked')).toHaveText(vendorOf('coldchain').name);
  await expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled();

  // An eighty-sixed vendor is marked, and choosing it asks first, saying why (issue 31).
  const dropped = "Rapid Rooter Drain Co. (86'd)";
  await dialog.getByRole('combobox').selectOption({ label: dropped });
  const ask = page.getByRole('alertdialog', { name: 'Choose Rapid Rooter Drain Co.?' });
  await expect(ask).toContainText('No-show on two emergency calls; left a floor drain open overnight.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('combobox').locator('option:checked')).toHaveText(vendorOf('coldchain').name);
  await dialog.getByRole('combobox').selectOption({ label: dropped });
  await ask.getByRole('button', { name: 'Choose anyway' }).click();
  await expect(dialog.getByRole('combobox').locator('option:checked')).toHaveText(dropped);
});

test("the leader makes a location's intake link, copies it, and a request is filed with it", async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/assets/locations/${DEMO.locations.staffPm.id}`);
  await page.getByRole('button', { name: 'Create intake link' }).click();
  const field = page.getByLabel('Intake link', { exact: true });
  await expect(field).toHaveValue(/\/request-intake-magic-link\?token=/);
  await page.getByRole('button', { name: 'Copy intake link' }).click();
  await expect(snackbar(page, 'Copied to clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());

  const staff = await phone(browser, copied);
  await expect(staff.getByRole('heading', { name: 'Report a problem' })).toBeVisible();
  await staff.getByLabel('What is wrong?').fill('Ice machine leaking onto the floor.');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText(/^Thanks — request #\d+ is filed\./)).toBeVisible();
  await staff.context().close();

  // The link handed out is listed, newest first, as used; revoked, it stops working at once.
  await page.reload();
  const newest = page.getByTestId('intake-link-row').first();
  await expect(newest).toContainText('Active');
  await expect(newest).toContainText(`by ${DEMO.users.companyLeader.name}`);
  await expect(newest).toContainText('last used');
  await newest.getByRole('button', { name: /^Revoke the link made / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this intake link?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(snackbar(page, 'Intake link revoked. It no longer works.')).toBeVisible();
  await expect(newest).toContainText('Revoked');
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/intake-links-revoked.png`, fullPage: true });
  const late = await phone(browser, copied);
  await expect(late).toHaveURL(/\/invalid-link$/);
  await late.context().close();
});
