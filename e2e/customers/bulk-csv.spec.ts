import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { parseCsv } from '../../src/domain/format/csv';
import { LOCATION_CSV_COLUMNS } from '../../src/domain/locations/location-csv-columns';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

/**
 * Locations and people in bulk (issue 33 item 2): a Company Leader downloads the locations list as
 * CSV, brings in new stores from a spreadsheet (a row with a time zone that is none refuses the
 * file first, with its line and reason), then new people for them, who are invited. Only new rows:
 * the demo's own locations and people stay as the other specs expect them.
 */
const SHOTS = '.tmp/shots';

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

/** Looks at the dialog at desktop size, then at a phone's (where it fills the screen), and back. */
async function shoot(page: Page, dialog: Locator, name: string) {
  await dialog.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a Company Leader brings locations and then people in from spreadsheets', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, DEMO.users.companyLeader.email, '/assets/locations');

  await page.getByLabel('Search locations').fill('Oakland');
  await page.getByLabel('Search locations').press('Enter');
  await expect(page.getByText('HG-102 · Harbor Grill Jack London Square')).toBeVisible();
  await page.getByRole('button', { name: 'CSV' }).click();
  const sheet = page.getByRole('dialog', { name: 'Locations as a spreadsheet' });
  // The download holds the list's search: the one Oakland store.
  const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Download CSV' }).click()]);
  const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'))!;
  expect(header).toEqual([...LOCATION_CSV_COLUMNS]);
  expect(rows.map((r) => r[LOCATION_CSV_COLUMNS.indexOf('store_number')])).toEqual(['HG-102']);

  const stores = [
    `NV-${run}1,Harbor Grill Reno ${run},America/Los_Angeles,West,Reno,NV,775 555 0101`,
    `NV-${run}2,Harbor Grill Tahoe ${run},America/Lost_Angeles,West,Stateline,NV,`,
  ];
  const file = (lines: string[]) => csvFile('stores.csv', ['store_number,name,time_zone,group,city,state,phone', ...lines]);
  await sheet.getByLabel('CSV file to import').setInputFiles(file(stores));
  const report = sheet.getByTestId('import-report');
  await expect(report).toContainText('Checked: 1 to add, 1 refused.');
  await expect(report.getByRole('row', { name: /3 Harbor Grill Tahoe .* Refused time_zone: “America\/Lost_Angeles” is not a time zone/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await shoot(page, sheet, 'location-import-refused');

  stores[1] = stores[1]!.replace('Lost_Angeles', 'Los_Angeles');
  await sheet.getByLabel('CSV file to import').setInputFiles(file(stores));
  await expect(report).toContainText('Checked: 2 to add.');
  await sheet.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(snackbar(page, 'Imported: 2 added.')).toBeVisible();
  await shoot(page, sheet, 'location-import-done');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Search locations').fill(run);
  await page.getByLabel('Search locations').press('Enter');
  await expect(page.getByText(`NV-${run}1 · Harbor Grill Reno ${run}`)).toBeVisible();
  await expect(page.getByText(`NV-${run}2 · Harbor Grill Tahoe ${run}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/locations-list-csv-desktop.png` });

  // Their people next, on the profile page's people section: a new manager at both stores and one at every store.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'CSV' }).click();
  const people = page.getByRole('dialog', { name: 'People as a spreadsheet' });
  const hires = [
    `Rowan Reyes ${run},rowan.${run.toLowerCase()}@example.com,,location leader,no,NV-${run}1; Harbor Grill Tahoe ${run}`,
    `Quinn Park ${run},quinn.${run.toLowerCase()}@example.com,,Company Leader,no,NV-${run}3`,
  ];
  const peopleFile = (lines: string[]) => csvFile('people.csv', ['name,email,phone,role,all_locations,locations', ...lines]);
  await people.getByLabel('CSV file to import').setInputFiles(peopleFile(hires));
  const checked = people.getByTestId('import-report');
  await expect(checked).toContainText('Checked: 1 to add, 1 refused.');
  await expect(checked).toContainText(`locations: no location of this customer has the store number or name NV-${run}3.`);
  await shoot(page, people, 'people-import-refused');

  hires[1] = `Quinn Park ${run},quinn.${run.toLowerCase()}@example.com,,Area Leader,yes,`;
  await people.getByLabel('CSV file to import').setInputFiles(peopleFile(hires));
  await expect(checked).toContainText('Checked: 2 to add.');
  await people.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(snackbar(page, 'Imported: 2 added.')).toBeVisible();
  await people.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Search people').fill(run);
  await page.getByLabel('Search people').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(`Rowan Reyes ${run}.*Location Leader`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Quinn Park ${run}.*Area Leader`) })).toBeVisible();
});
