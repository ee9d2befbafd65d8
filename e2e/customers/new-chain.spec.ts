import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO } from '../../src/server/seed/demo-ids';
import { newMailboxLink, signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

/**
 * A new chain from nothing (issue 33): an administrator adds the customer and invites its Company
 * Leader, who signs in through the invitation and sets up its locations: adds two, edits one,
 * archives one (asked first) and restores it, and imports 50 assets from a CSV (one bad row refuses
 * the file with its reason; fixed, all 50 come in), adds the fryers' service company to the directory
 * and a store's Cooking Equipment roster, turns PM on at that store and sets up a quarterly schedule
 * for a fryer with that vendor and a checklist template (its first visit is generated at once), and
 * finds it all in the audit trail.
 */
const SHOTS = '.tmp/shots';

async function addLocation(page: Page, location: { name: string; store: string; zone: string; city: string }) {
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByLabel('Name').fill(location.name);
  await dialog.getByLabel('Store number').fill(location.store);
  await dialog.getByLabel('Time zone').selectOption({ label: location.zone });
  await dialog.getByLabel('City').fill(location.city);
  await dialog.getByLabel('State').fill('CA');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(snackbar(page, `${location.name} added.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${location.store} · ${location.name}` })).toBeVisible();
}

test('an administrator adds a chain; its Company Leader signs in through the invitation and sets up its locations', async ({ page, request, browser }) => {
  // A whole chain's set-up in one go: more steps than the default 90 s allows on this machine.
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const run = Date.now().toString(36);
  const chain = `Copper Kettle ${run}`;
  const email = `morgan.${run}@copperkettle.example`;

  await signedInAs(page, DEMO.users.admin.email, '/admin');
  await page.getByRole('button', { name: 'New customer' }).click();
  const add = page.getByRole('dialog', { name: 'New customer' });
  await add.getByLabel('Name', { exact: true }).fill(chain);
  await add.getByLabel('Their name').fill('Morgan Hale');
  await add.getByLabel('Email').fill(email);
  await add.screenshot({ path: `${SHOTS}/customer-create-dialog.png` });
  await add.getByRole('button', { name: 'Add customer' }).click();
  await expect(snackbar(page, `${chain} added. Morgan Hale was invited at ${email}.`)).toBeVisible();
  // The new customer is listed alone, its settings (account manager, groups) a tap away.
  await page
    .getByRole('row', { name: new RegExp(chain) })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(page.getByRole('dialog', { name: chain })).toBeVisible();
  await page.getByRole('dialog', { name: chain }).getByRole('button', { name: 'Close' }).click();

  // The leader opens the emailed invitation on their own phone.
  const link = await newMailboxLink(request, email, []);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const leader = await phone.newPage();
  await leader.goto(link);
  await leader.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(leader.getByRole('heading', { name: 'Link your accounts' })).toBeVisible();
  await leader.getByRole('link', { name: 'Continue' }).click();
  await leader.goto('/assets/locations');
  await expect(leader.getByText('No location matches.')).toBeVisible();

  await addLocation(leader, { name: 'Copper Kettle Sacramento', store: 'CK-1', zone: 'Pacific (Los Angeles)', city: 'Sacramento' });
  await leader.screenshot({ path: `${SHOTS}/location-added-phone.png`, fullPage: true });
  await leader.getByRole('link', { name: '← Locations' }).click();
  await addLocation(leader, { name: 'Copper Kettle Reno', store: 'CK-2', zone: 'Pacific (Los Angeles)', city: 'Reno' });

  // Reno is in Nevada: the leader corrects it.
  await leader.getByRole('button', { name: 'Edit details' }).click();
  const edit = leader.getByRole('dialog', { name: 'Edit Copper Kettle Reno' });
  await edit.getByLabel('State').fill('NV');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(leader.getByRole('main').getByText('Reno, NV').first()).toBeVisible();

  // The store closes for a season: archived, asked first, then back.
  await leader.getByRole('button', { name: 'Archive' }).click();
  const confirm = leader.getByRole('alertdialog', { name: 'Archive Copper Kettle Reno?' });
  await confirm.getByRole('button', { name: 'Archive location' }).click();
  await expect(snackbar(leader, 'Copper Kettle Reno archived.')).toBeVisible();
  await expect(leader.getByText('This location is archived')).toBeVisible();
  await leader.screenshot({ path: `${SHOTS}/location-archived-phone.png`, fullPage: true });
  await leader.getByRole('link', { name: '← Locations' }).click();
  await expect(leader.getByText('CK-1 · Copper Kettle Sacramento')).toBeVisible();
  await expect(leader.getByText('CK-2 · Copper Kettle Reno')).toHaveCount(0);
  await leader.getByLabel('Show').selectOption({ label: 'Archived only' });
  await leader.getByText('CK-2 · Copper Kettle Reno').click();
  await leader.getByRole('button', { name: 'Restore' }).click();
  await expect(snackbar(leader, 'Copper Kettle Reno restored.')).toBeVisible();
  await expect(leader.getByText('This location is archived')).toHaveCount(0);

  // Back at the office: 50 pieces of equipment from a spreadsheet, one row with a type that does not exist.
  await leader.setViewportSize({ width: 1280, height: 800 });
  await leader.goto('/assets');
  await leader.getByRole('button', { name: 'CSV' }).click();
  const sheet = leader.getByRole('dialog', { name: 'Assets as a spreadsheet' });
  const rows = Array.from({ length: 50 }, (_, i) => `${i % 2 ? 'CK-2' : 'CK-1'},Fryer ${i + 1},${i === 31 ? 'Flux capacitor' : 'Fryer'},SN-${run}-${i}`);
  const file = (lines: string[]) => ({
    name: 'equipment.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['store_number,name,type,serial_number', ...lines].join('\n')),
  });
  await sheet.getByLabel('CSV file to import').setInputFiles(file(rows));
  const report = sheet.getByTestId('import-report');
  await expect(report).toContainText('Checked: 49 to add, 1 refused.');
  await expect(report.getByRole('row', { name: /33 Fryer 32 Refused type: there is no asset type called Flux capacitor\./ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await sheet.screenshot({ path: `${SHOTS}/asset-import-refused.png` });
  rows[31] = `CK-2,Fryer 32,Fryer,SN-${run}-31`;
  await sheet.getByLabel('CSV file to import').setInputFiles(file(rows));
  await expect(report).toContainText('Checked: 50 to add.');
  await sheet.getByRole('button', { name: 'Import 50 changes' }).click();
  await expect(snackbar(leader, 'Imported: 50 added.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(leader.getByRole('link', { name: 'Fryer 32', exact: true })).toBeVisible();

  // The fryers' service company joins the directory, straight onto Sacramento's Cooking Equipment roster.
  const vendor = `Kettle Fry Service ${run}`;
  await leader.goto('/vendors/network');
  await leader.getByRole('button', { name: 'Add vendor' }).click();
  const addVendor = leader.getByRole('dialog', { name: 'Add a vendor' });
  await addVendor.getByLabel('Company name').fill(vendor);
  await addVendor.getByLabel('Email').first().fill(`dispatch.${run}@kettlefry.example`);
  await addVendor.getByRole('region', { name: 'Trades and service area' }).getByText('Cooking Equipment', { exact: true }).click();
  const where = addVendor.getByRole('region', { name: 'Where it works' });
  await where.getByLabel('Location').selectOption({ label: 'CK-1 · Copper Kettle Sacramento' });
  await expect(where.getByRole('checkbox', { name: 'Cooking Equipment' })).toBeChecked();
  await addVendor.getByRole('button', { name: 'Add vendor' }).click();
  await expect(snackbar(leader, `${vendor} added.`)).toBeVisible();
  const cooking = leader.getByRole('region', { name: 'Cooking Equipment', exact: true });
  await expect(cooking.getByTestId('vendor-card').filter({ hasText: vendor })).toBeVisible();

  // Preventative maintenance at Sacramento: PM turned on, a checklist template for the fryers, and a
  // quarterly schedule for one of them from today with that vendor, whose first visit is generated at once.
  await leader.goto('/assets/pm-schedules');
  await leader.getByRole('button', { name: 'Templates' }).click();
  const templates = leader.getByRole('dialog', { name: 'PM templates' });
  await templates.getByRole('button', { name: 'New template' }).click();
  const template = leader.getByRole('dialog', { name: 'New PM template' });
  await template.getByLabel('Name').fill('Fryer quarterly');
  await template.getByLabel('For').selectOption({ label: 'Fryer' });
  await template.getByLabel('Step 1', { exact: true }).fill('Boil out the fry pot');
  await template.getByRole('button', { name: 'Add step' }).click();
  await template.getByLabel('Step 2', { exact: true }).fill('Calibrate the thermostat to 350°F');
  await template.getByLabel('New chore').fill('Oil changed');
  await template.getByRole('button', { name: 'Add chore' }).click();
  await template.getByRole('button', { name: 'Add template' }).click();
  await expect(templates.getByText('Fryer · 2 steps · 1 chore · used by 0 schedules')).toBeVisible();
  await leader.keyboard.press('Escape');

  await leader.goto('/assets/locations');
  await leader.getByText('CK-1 · Copper Kettle Sacramento').click();
  await leader.getByText('Preventative maintenance enabled').click();
  const pmCard = leader.getByRole('heading', { level: 2, name: 'PM schedules' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")]');
  await pmCard.getByRole('button', { name: 'New schedule' }).click();
  const schedule = leader.getByRole('dialog', { name: 'New PM schedule' });
  await expect(schedule.getByLabel('Location')).toHaveValue(/.+/);
  await expect(schedule.getByLabel('Equipment').locator('option', { hasText: /^Fryer 1$/ })).toHaveCount(1, { timeout: 15_000 });
  await schedule.getByLabel('Equipment').selectOption({ label: 'Fryer 1' });
  await schedule.getByLabel('Name').fill('Fryer 1 quarterly service');
  await schedule.getByLabel('Repeats').selectOption('quarterly');
  await schedule.getByLabel('Vendor').selectOption({ label: vendor });
  await schedule.getByLabel('Checklist template').selectOption({ label: 'Fryer quarterly · Fryer' });
  await expect(schedule.getByTestId('pm-preview').locator('li')).toHaveCount(10);
  await schedule.getByRole('button', { name: 'Set up schedule' }).click();
  await expect(snackbar(leader, 'Schedule set up: its first visit is on the requests list.')).toBeVisible();
  await expect(leader.getByRole('heading', { level: 1, name: 'Fryer 1 quarterly service' })).toBeVisible();
  const visits = leader.getByTestId('pm-visits');
  await expect(visits.getByRole('row').nth(1)).toContainText('Today');
  await expect(leader.getByRole('main').getByText(vendor)).toBeVisible();
  await leader.screenshot({ path: `${SHOTS}/pm-schedule-new-chain.png`, fullPage: true });
  await visits.getByRole('link').first().click();
  await expect(leader.getByText('Boil out the fry pot')).toBeVisible({ timeout: 30_000 });
  await expect(leader.getByText('Oil changed')).toBeVisible();

  // Everything the leader set up is in the customer's audit trail, newest first.
  await leader.goto('/customer-settings');
  const events = leader.getByTestId('audit-event');
  await expect(events.first()).toContainText('PM schedule added');
  await expect(events.nth(1)).toContainText('Location changed');
  await expect(events.nth(2)).toContainText('PM template added');
  await expect(events.nth(3)).toContainText(vendor);
  await expect(events.nth(4)).toContainText('Assets imported');
  await expect(events.nth(4)).toContainText('created: 50');
  await expect(events.nth(5)).toContainText('Location restored');
  await expect(leader.getByText('state: CA → NV')).toBeVisible();
  await leader.screenshot({ path: `${SHOTS}/audit-trail-desktop.png`, fullPage: true });
  await phone.close();
});
