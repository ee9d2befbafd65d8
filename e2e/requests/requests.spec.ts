import { expect, test, type Locator } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { walkThroughGuide } from '../support/guide';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

const SELF_SERVICE = 'selfservice@demo.example';
const STAFF = 'location.staff@demo.example';

// A 1×1 PNG: enough for the upload, the signed URL and the preview.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height, middle: b.y + b.height / 2 };
}

test.describe('requests', () => {
  test('self-service: an incident through the troubleshooting guide, an activity, a photo, ETA, vendor and completion', async ({ page }) => {
    // An ice machine: its type has a troubleshooting guide, so the form offers it before filing.
    const { selfService: location } = DEMO.locations;
    const { selfServiceWithGuide: asset } = DEMO.assets;
    await signedInAs(page, SELF_SERVICE, '/requests');
    await page.goto(`/requests/new?locationId=${location.id}&assetId=${asset.id}`);
    await expect(page.getByTestId('guide-offer')).toBeVisible();

    // The guide first, step by step; the attempt goes with the request.
    await page.getByRole('button', { name: 'Try the guide' }).click();
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]+\/guides\?/);
    await page.getByRole('link', { name: 'Start the guide' }).first().click();
    await walkThroughGuide(page);
    await page.getByLabel('What you saw (optional)').fill('Still no ice after the reset.');
    await page.getByRole('button', { name: 'No, still not working' }).click();
    // Queued (it works offline): the request filed after it waits for it.
    await expect(page).toHaveURL(/\/requests\/new\?draft=/);
    await expect(page.getByTestId('guide-offer')).toContainText('the problem remains');

    await page.getByLabel('What is wrong').fill('Ice machine stopped making ice; the guide did not help.');
    await page.getByRole('button', { name: 'Create request' }).click();
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
    // Filed through the outbox (docs/product/requests.md#filed-offline): the request's own page, with its number, once the server has it.
    await expect(page.getByRole('button', { name: /^Copy link to request #\d+$/ })).toBeVisible();
    await expect(page.getByText('Attempted - Not Resolved')).toBeVisible();
    // The attempt is on the request's timeline too.
    await expect(page.getByText(/followed the guide ".+": the problem remains\. Still no ice after the reset\./)).toBeVisible();

    // An activity (the self-service note), queued and then synced.
    await page.getByLabel('Add an activity').fill('Bought bagged ice for the morning.');
    await page.getByRole('button', { name: 'Add activity' }).click();
    // Online, the server has it at once: the snackbar says what happened, not "Queued".
    await expect(snackbar(page, 'Activity added.')).toBeVisible();
    await expect(page.getByText('Bought bagged ice for the morning.')).toBeVisible();
    await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });

    // A photo.
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'ice-machine.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('attachment')).toHaveCount(1, { timeout: 20_000 });

    // ETA and vendor, each by its own call.
    await page.getByRole('button', { name: 'Change eta' }).click();
    await page.getByRole('textbox', { name: 'ETA', exact: true }).fill('2030-05-01T09:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The snackbar says what happened, not just that something was saved.
    await expect(snackbar(page, 'ETA set to 05/01/2030 09:30 AM.')).toBeVisible();
    await expect(page.getByText('05/01/2030 09:30 AM', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Change vendor' }).click();
    const vendors = page.getByLabel('Vendor');
    await expect(vendors.locator('option').nth(1)).toBeAttached();
    const vendorName = (await vendors.locator('option').nth(1).textContent())!;
    await vendors.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, `Vendor assigned: ${vendorName}.`)).toBeVisible();
    await expect(page.getByText(vendorName).first()).toBeVisible();

    // Completion with a resolution.
    await page.getByRole('button', { name: 'Complete request' }).click();
    await page.getByLabel('Resolution statement').fill('Vendor replaced the water inlet valve.');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(snackbar(page, 'Request closed.')).toBeVisible();
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
    // Shown as the resolution and in the timeline.
    await expect(page.getByText('Vendor replaced the water inlet valve.')).toHaveCount(2);
  });

  test('location staff: a preventative checklist marked through, then the next request generated', async ({ page }) => {
    await signedInAs(page, STAFF, '/requests?type=Preventative');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);

    const items = page.getByTestId('checklist-item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      const select = items.nth(i).getByRole('combobox');
      await select.selectOption('Completed');
    }
    // Queued marks reach the server; each item then says who completed it.
    await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
    await expect(items.getByText(/Marked .* by /)).toHaveCount(count);

    await page.getByRole('button', { name: 'Generate next request' }).click();
    await expect(page.getByText(/Next request created|The next request already exists/)).toBeVisible();
    await page.getByRole('status').getByRole('link').click();
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Preventative', { exact: false }).first()).toBeVisible();
  });

  test('on site, on a phone: the visit comes first (notes, files with Take photo), the details after, the office folded', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInAs(page, STAFF, `/requests/${DEMO.requests.openEmergencyForVendorTech.id}`);
    const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading('Details')).toBeVisible();
    const top = async (name: string) => (await box(heading(name))).top;
    expect(await top('Activity and notes')).toBeLessThan(await top('Attachments'));
    expect(await top('Attachments')).toBeLessThan(await top('Details'));
    // Automations, proof of value and the communications log: folded, and read once opened.
    const fold = page.getByRole('button', { name: 'Automations, savings and communications' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(heading('Communications')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/shots/request-on-site-phone.png', fullPage: true });
    await fold.click();
    await expect(heading('Automations')).toBeVisible();
    await expect(heading('Proof of value')).toBeVisible();
    await expect(heading('Communications')).toBeVisible();

    // One tap to the rear camera: the photo is sent as a Photo, shown whole.
    await expect(page.getByTestId('camera-input')).toHaveAttribute('capture', 'environment');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Take photo' }).click()]);
    await chooser.setFiles({ name: 'compressor-nameplate.png', mimeType: 'image/png', buffer: PHOTO });
    const photo = page.getByTestId('attachment').filter({ hasText: 'compressor-nameplate.png' });
    await expect(photo).toContainText('Photo');
    await expect(photo.getByRole('img')).toHaveCSS('object-fit', 'contain');
  });

  test('on a phone the request page keeps its parts in place: Copy link beside the way back, badges on the right, mentions inside their list; the guide offer and the Create bar fit', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedInAs(page, DEMO.users.companyLeader.email, `/requests/${DEMO.requests.openEmergencyForVendorTech.id}`);
    const back = await box(page.getByRole('link', { name: '← Requests' }));
    const copy = await box(page.getByRole('button', { name: /^Copy link to request #\d+$/ }));
    expect(Math.abs(copy.middle - back.middle)).toBeLessThanOrEqual(2);
    expect(copy.right).toBeLessThanOrEqual(PHONE.width);

    // Every automation's status badge ends at the same right edge, whatever the length of its description.
    const automations = page.getByRole('heading', { level: 2, name: 'Automations' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")]');
    const badges = automations.locator('.chakra-badge');
    // The card loads after the request draws (issue 32): wait for its rows.
    await expect(badges.nth(1)).toBeVisible();
    const rights = await badges.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().right)));
    expect(new Set(rights).size).toBe(1);

    await page.getByPlaceholder('Write a note; type @ to mention someone').fill('@');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const listBox = await box(list);
    for (const option of await list.getByRole('option').all()) expect((await box(option)).right).toBeLessThanOrEqual(listBox.right);
    expect(
      await list.evaluate((el) =>
        [...el.querySelectorAll('[role=option] span')].every((s) => s.getBoundingClientRect().right <= el.getBoundingClientRect().right),
      ),
    ).toBe(true);

    // A new request on equipment with a guide: the offer's button sits under its text, inside the notice;
    // the Create bar stands clear of the tab bar.
    await page.goto(`/requests/new?locationId=${DEMO.locations.staffPm.id}`);
    const offer = page.getByTestId('guide-offer');
    const equipment = page.getByLabel('Equipment');
    await expect(equipment.locator('option', { hasText: 'Walk-in Cooler' }).first()).toBeAttached();
    await equipment.selectOption({ label: (await equipment.locator('option', { hasText: 'Walk-in Cooler' }).first().textContent())! });
    await expect(offer).toBeVisible();
    const notice = await box(offer);
    const tryIt = await box(offer.getByRole('button', { name: 'Try the guide' }));
    const text = await box(offer.getByText('A troubleshooting guide is available for this equipment.'));
    expect(tryIt.top).toBeGreaterThanOrEqual(text.bottom);
    expect(tryIt.right).toBeLessThanOrEqual(notice.right);
    expect(text.right - text.left).toBeGreaterThan(200);
    const create = await box(page.getByRole('button', { name: 'Create request' }));
    const tabBar = await box(page.getByRole('navigation', { name: 'Main' }));
    expect(create.bottom).toBeLessThan(tabBar.top);
  });
});
