import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

const LEADER = DEMO.users.companyLeader.email;
const STAFF = DEMO.users.locationStaff.email;
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };

/** A PNG of a printed label's QR code, as a phone camera would photograph it. */
async function labelPhoto(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: 480, margin: 4, errorCorrectionLevel: 'M' });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/assets-${name}.png`, fullPage: false });
}

const tableRows = (page: Page) => page.locator('table tbody tr');

/** Ticks a checkbox through its label, as a user's tap does (the input itself is visually hidden). */
const tick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .last()
    .click();

test.describe('assets', () => {
  test('the list filters through the address, pages by 50, and forgets its filter when the user leaves the area', async ({ page }) => {
    // Ten list pages of 50 rows each, drawn in a desktop table: past a minute beside the other worker.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAs(page, LEADER, '/assets');
    const range = page.getByTestId('asset-range');
    await expect(range).toHaveText(/^1–50 of \d+$/);
    const total = Number((await range.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(50);
    await expect(tableRows(page)).toHaveCount(50);
    await shot(page, 'list-desktop');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(range).toHaveText(new RegExp(`^51–${Math.min(100, total)} of ${total}$`));

    // A filter goes into the address and starts again at the first page.
    await page.getByLabel('Search assets').fill('cooler');
    await page.getByLabel('Search assets').press('Enter');
    await expect(page).toHaveURL(/filterText=cooler/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(tableRows(page).first()).toContainText(/cooler/i);
    for (const name of await tableRows(page).locator('td:nth-child(2) a').allTextContents()) expect(name).toMatch(/cooler/i);

    // Retired only: the default Live and Replacing are unticked.
    await tick(page, 'Retired');
    await tick(page, 'Live');
    await tick(page, 'Replacing');
    await expect(page).toHaveURL(/assetStatus=/);
    await page.getByLabel('Search assets').fill('');
    await page.getByLabel('Search assets').press('Enter');
    await expect(page).not.toHaveURL(/filterText=/);
    // Polled: the rows of an earlier filter stay on screen until the new page arrives.
    const statuses = async () => [...new Set(await tableRows(page).locator('td:nth-child(5)').allTextContents())];
    await expect.poll(statuses).toEqual(['Retired']);

    // Kept inside the assets area (an asset and back), cleared once the user leaves it.
    const filtered = page.url();
    await tableRows(page).first().locator('td:nth-child(2) a').click();
    await expect(page).toHaveURL(/\/assets\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: '← Assets' }).click();
    await expect(page).toHaveURL(filtered);
    await page.goto('/requests');
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/assets$/);
    await expect(range).toHaveText(/^1–50 of /);
  });

  test('an asset shows its details, and a photo added with its type appears through a signed address', async ({ page }) => {
    const asset = DEMO.assets.enterpriseWithLabel.id;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAs(page, LEADER, `/assets/${asset}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Walk-in Cooler/i);
    await expect(page.getByRole('heading', { name: 'Suggested vendors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a request' }).first()).toBeVisible();

    await page.getByLabel('Photo type').selectOption('Nameplate');
    await page.getByLabel('Photo file').setInputFiles({ name: 'nameplate.png', mimeType: 'image/png', buffer: await labelPhoto('nameplate FL-2000') });
    // The snackbar says so when the upload answers and goes after 6 s; the photo shows only once its
    // signed address is read after that, which a loaded machine can take longer than 6 s to do.
    await expect(snackbar(page, 'Photo added.')).toBeVisible();
    const photo = page.getByTestId('asset-photos').getByRole('img', { name: 'Nameplate photo' }).first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'detail-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'detail-phone');

    // The request flow starts on this asset.
    await page.getByRole('button', { name: 'Start a request' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/requests/new\\?.*assetId=${asset}`));
  });

  test('a photo of a label, taken with the scanner fallback, opens its asset', async ({ page, baseURL }) => {
    const { id, labelId } = DEMO.assets.enterpriseWithLabel;
    await page.setViewportSize(PHONE);
    await signedInAs(page, STAFF, '/requests');
    // One tap from the shell.
    await page.getByRole('link', { name: 'Scan a QR code' }).click();
    await expect(page).toHaveURL(/\/assets\/scan$/);
    await expect(page.getByRole('button', { name: 'Take a photo of the label' })).toBeVisible();
    await shot(page, 'scanner-phone');

    await page.getByTestId('qr-photo-input').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await labelPhoto(`${baseURL}/qr/${labelId}`) });
    await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Walk-in Cooler/i);

    // A code that is not one of ours is refused on the spot.
    await page.goto('/assets/scan');
    await page.getByTestId('qr-photo-input').setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: await labelPhoto('https://example.com/menu') });
    await expect(page.getByRole('alert')).toHaveText('This code is not one of our equipment labels.');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'scanner-desktop');
  });

  // Offline, the app and the page's reads come from the service worker (a project without it by default).
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });
    test('offline, a label whose asset was opened before still opens its cached page', async ({ page, context, baseURL }) => {
      const { id, labelId } = DEMO.assets.enterpriseInfrastructure;
      await page.setViewportSize(PHONE);
      await signedInAs(page, STAFF, `/assets/${id}`);
      // Once the service worker controls the page, the asset's page is stored as it is read.
      await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HVAC/i);
      await page.getByRole('link', { name: 'Scan a QR code' }).click();
      await expect(page).toHaveURL(/\/assets\/scan$/);
      await context.setOffline(true);
      await page
        .getByTestId('qr-photo-input')
        .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await labelPhoto(`${baseURL}/qr/${labelId}`) });
      await expect(page).toHaveURL(new RegExp(`/assets/${id}$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HVAC/i);
      await context.setOffline(false);
    });
  });

  test('/qr/<id> signed out names the equipment; signed in opens the asset', async ({ page }) => {
    const { id, labelId } = DEMO.assets.enterpriseWithLabel;
    await page.goto(`/qr/${labelId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();
    await signedInAs(page, STAFF, '/requests');
    await page.goto(`/qr/${labelId}`);
    await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
    // A label of another customer is not this user's: what anyone may see of it, and Scan again.
    await page.goto(`/qr/${DEMO.labels.retailUnlinked.id}`);
    await expect(page.getByRole('heading', { name: 'Label not linked yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan again' })).toBeVisible();
  });

  test('a new asset, then an unlinked label linked to it; its label sheet prints as a PDF', async ({ page }) => {
    const labelId = DEMO.labels.enterpriseToLink.id;
    const name = `Prep fridge ${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAs(page, LEADER, '/assets');

    await page.getByRole('button', { name: 'Add asset' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Location').selectOption({ index: 1 });
    await dialog.getByLabel('Asset type').selectOption({ index: 1 });
    await dialog.getByLabel('Model number').fill('PF-48');
    await dialog.getByRole('button', { name: 'Add asset' }).click();
    // Said as the dialog closes (for 6 s), while the new asset's page opens.
    await expect(snackbar(page, `${name} added.`)).toBeVisible();
    await expect(page).toHaveURL(/\/assets\/[0-9a-f-]{36}$/);
    const assetId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.goto(`/qr/${labelId}`);
    await expect(page).toHaveURL(new RegExp(`/assets/labels/${labelId}$`));
    await page.getByLabel('Find the asset').fill(name);
    await expect(page.getByRole('button', { name: `Link to ${name}` })).toBeVisible();
    await shot(page, 'link-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'link-phone');
    await page.getByRole('button', { name: `Link to ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/assets/${assetId}$`));
    // Said on the label's page, still showing on the asset's.
    await expect(snackbar(page, 'Label linked.')).toBeVisible();
    // Scanned again, the label now opens the asset.
    await page.goto(`/qr/${labelId}`);
    await expect(page).toHaveURL(new RegExp(`/assets/${assetId}$`));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/assets?filterText=${encodeURIComponent(name)}`);
    await tick(page, `Select ${name}`);
    await expect(page.getByRole('region', { name: 'Selected assets' })).toContainText('1 asset selected');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print labels' }).click();
    const pdf = await download;
    const path = `${SHOTS}/assets-labels.pdf`;
    mkdirSync(SHOTS, { recursive: true });
    await pdf.saveAs(path);
    const bytes = await (await pdf.createReadStream()).toArray();
    const head = Buffer.concat(bytes).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');
    writeFileSync(`${SHOTS}/assets-labels-for.txt`, `${labelId} ${assetId}\n`);
  });

  test("an asset's location page: PM switch for a leader, vendor network, reachable from the asset", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAs(page, LEADER, `/assets/${DEMO.assets.enterpriseWithLabel.id}`);
    await page.getByRole('link', { name: 'Vendors and rosters' }).click();
    await expect(page).toHaveURL(new RegExp(`/assets/locations/${DEMO.locations.staffPm.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HG-101/);
    await expect(page.getByRole('heading', { name: 'Vendor network' })).toBeVisible();
    const pm = page.getByRole('checkbox', { name: 'Preventative maintenance enabled' });
    await expect(pm).toBeChecked();
    await tick(page, 'Preventative maintenance enabled');
    await expect(snackbar(page, 'Save Successful.')).toBeVisible();
    await expect(pm).not.toBeChecked();
    await shot(page, 'location-desktop');
    await tick(page, 'Preventative maintenance enabled');
    await expect(pm).toBeChecked();

    // The server refuses the next save: the switch shows the saved state (on) again, and the next
    // tap, the same change, reaches the server and is saved.
    const refusal = 'You do not have permission to do that.';
    let patches = 0;
    await page.route(`**/v3/ssp/locations/${DEMO.locations.staffPm.id}`, (route) =>
      route.request().method() === 'PATCH' && patches++ === 0
        ? route.fulfill({ status: 403, json: { statusCode: 403, error: 'Forbidden', message: refusal } })
        : route.fallback(),
    );
    await tick(page, 'Preventative maintenance enabled');
    await expect(snackbar(page, refusal)).toBeVisible();
    await expect(pm).toBeChecked();
    await expect(pm).toBeEnabled();
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/locations/${DEMO.locations.staffPm.id}`));
    await tick(page, 'Preventative maintenance enabled');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ pmEnabled: false });
    expect(patches).toBe(2);
    await expect(pm).not.toBeChecked();
    await page.unroute(`**/v3/ssp/locations/${DEMO.locations.staffPm.id}`);
    await tick(page, 'Preventative maintenance enabled');
    await expect(pm).toBeChecked();
  });

  test('phone list: cards, filters folded behind a button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInAs(page, STAFF, '/assets');
    await expect(page.getByTestId('asset-cards').locator('> *').first()).toBeVisible();
    await shot(page, 'list-phone');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('Under warranty')).toBeVisible();
  });
});
