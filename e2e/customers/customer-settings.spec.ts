import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

const LEADER = 'company.leader@demo.example';
const STAFF = 'location.staff@demo.example';
const ADMIN = 'admin@demo.example';
const MAIN_NAV = { name: 'Main' } as const;

test.describe('customer settings', () => {
  test('a Company Leader renames the customer; the name stays after a reload; the account terms are not theirs to change', async ({ page }) => {
    await signedInAs(page, LEADER, '/requests');
    await page.getByRole('navigation', MAIN_NAV).getByRole('link', { name: 'Customer settings' }).click();
    await expect(page).toHaveURL(/\/customer-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer settings' })).toBeVisible();
    await expect(page.getByText('Dana Whitfield')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Invoice reporting' })).toBeDisabled();

    const name = page.getByLabel('Customer name');
    const original = DEMO.customers.enterprise.name;
    await expect(name).toHaveValue(original);
    const renamed = `${original} Group`;
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Customer name')).toHaveValue(renamed);
    await expect(page.getByText(`How ${renamed} is set up in the portal.`)).toBeVisible();

    // Put it back for the other specs of the run.
    await page.getByLabel('Customer name').fill(original);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
  });

  test('a Company Leader adds, renames and removes a location group; a name used twice is refused before saving', async ({ page }) => {
    await signedInAs(page, LEADER, '/customer-settings');
    const groups = page.getByRole('form', { name: 'Location groups' });
    await expect(groups.getByLabel('Name of group West')).toHaveValue('West');

    // A second "west" is refused before it reaches the server.
    await groups.getByLabel('New group name').fill('west');
    await groups.getByRole('button', { name: 'Add group' }).click();
    await expect(groups.getByText('A location group with this name already exists.')).toBeVisible();
    await expect(groups.getByRole('button', { name: 'Save groups' })).toBeDisabled();
    await groups.getByLabel('Name of a new group').fill('Airport kiosks');
    await expect(groups.getByText('A location group with this name already exists.')).toHaveCount(0);
    await groups.getByRole('button', { name: 'Save groups' }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();

    await page.reload();
    const added = groups.getByLabel('Name of group Airport kiosks');
    await expect(added).toHaveValue('Airport kiosks');
    await added.fill('Airports');
    await groups.getByRole('button', { name: 'Save groups' }).click();
    await expect(groups.getByLabel('Name of group Airports')).toHaveValue('Airports');

    // Put it back for the other specs of the run: remove the group again.
    await groups.getByRole('button', { name: 'Remove Airports' }).click();
    await groups.getByRole('button', { name: 'Save groups' }).click();
    await expect(groups.getByLabel('Name of group Airports')).toHaveCount(0);
    await page.reload();
    await expect(groups.getByLabel('Name of group West')).toHaveValue('West');
    await expect(groups.getByLabel('Name of group Airports')).toHaveCount(0);
  });

  test('location staff see no Customer settings in the navigation, and the route sends them to the requests', async ({ page }) => {
    await signedInAs(page, STAFF, '/requests');
    await expect(page.getByRole('navigation', MAIN_NAV).getByRole('link', { name: 'Requests' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer settings' })).toHaveCount(0);
    await page.goto('/customer-settings');
    await expect(page).toHaveURL(/\/requests(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer settings' })).toHaveCount(0);
  });
});

/** On the admin page: searches customers for `text` and opens the one found, `name`; its dialog. */
async function openFoundCustomer(page: Page, text: string, name: string) {
  const customers = page.getByRole('search', { name: 'Search customers' });
  await customers.getByLabel('Customer name').fill(text);
  await customers.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await row.getByRole('button', { name: 'Open' }).click();
  return page.getByRole('dialog', { name });
}

test.describe('admin customer search', () => {
  test('an administrator finds a customer, changes an account term that stays after a reload, and sees its people to act as', async ({ page }) => {
    await signedInAs(page, ADMIN, '/admin');
    await expect(page).toHaveURL(/\/admin$/);
    const customers = page.getByRole('search', { name: 'Search customers' });
    const openCustomer = (text: string, name: string) => openFoundCustomer(page, text, name);

    const retail = DEMO.customers.retail.name;
    let dialog = await openCustomer('northpoint', retail);
    const invoices = dialog.getByRole('checkbox', { name: 'Invoice reporting' });
    const before = await invoices.isChecked();
    await dialog.getByText('Invoice reporting').click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Act as / }).first()).toBeVisible();

    await page.reload();
    dialog = await openCustomer('northpoint', retail);
    await expect(dialog.getByRole('checkbox', { name: 'Invoice reporting' })).toBeChecked({ checked: !before });

    // Put it back for the other specs of the run.
    await dialog.getByText('Invoice reporting').click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();

    // The status filter narrows the search.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await customers.getByLabel('Customer name').fill('');
    await customers.getByRole('combobox', { name: 'Status' }).selectOption('Churned');
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Churned' })).toHaveCount(1);
  });

  test("an administrator chooses a customer's account manager among the portal's staff; it stays after a reload", async ({ page }) => {
    await signedInAs(page, ADMIN, '/admin');
    const prospect = DEMO.customers.prospect.name;
    let dialog = await openFoundCustomer(page, 'lakeside', prospect);
    await expect(dialog.getByText('None assigned')).toBeVisible();
    // Only internal staff are offered: a customer's own people are not.
    await dialog.getByLabel('Find a staff member').fill('morgan');
    await expect(dialog.getByText('No staff member matches yet.')).toBeVisible();
    await dialog.getByLabel('Find a staff member').fill('dana');
    await dialog.getByRole('button', { name: 'Make account manager' }).click();
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
    await expect(dialog.getByText('dana.whitfield@serviceportal.example')).toBeVisible();

    await page.reload();
    dialog = await openFoundCustomer(page, 'lakeside', prospect);
    await expect(dialog.getByText('dana.whitfield@serviceportal.example')).toBeVisible();
    // Put it back for the other specs of the run.
    await dialog.getByRole('button', { name: 'Remove account manager' }).click();
    await expect(dialog.getByText('None assigned')).toBeVisible();
  });
});

test.describe('brand owner', () => {
  test('in brand-owner mode the account menu names the brand owner, from brand-owner/self', async ({ page }) => {
    const brandOwner = page.waitForResponse((res) => res.url().endsWith('/brand-owner/self') && res.ok());
    await signedInAs(page, 'brand.manager@demo.example', '/requests');
    const { name } = (await (await brandOwner).json()) as { name: string };
    const menu = page.getByRole('button', { name: /^Account menu: / });
    await expect(menu).toContainText(name);
    await menu.click();
    await expect(page.getByRole('menu').getByText(`Brand owner: ${name}`)).toBeVisible();
  });
});
