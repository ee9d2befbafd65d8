import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { API_PREFIX, pathWith } from '../../src/domain/api/paths';
import { FILES_PATHS } from '../../src/domain/files/files-api';
import { QR_PATHS } from '../../src/domain/qr/qr-api';
import { guidePath } from '../../src/domain/sync/offline-reads';
import type { OfflineRecord, SyncChanges } from '../../src/domain/sync/sync-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiUpload } from '../support/api-calls';
import { signedInAs } from '../support/identity';
import { goOffline, waitForWorker } from './offline-support';

/**
 * Issue 30 done-means (b), docs/adr/0010-offline-set.md: after sign-in the device fills the user's
 * offline set in the background; offline, every request of the set opens though it was never
 * opened on the device, and the QR label of equipment at the user's location opens the asset and
 * its troubleshooting guide; a photo on one of the requests shows offline from its thumbnail.
 */
const STAFF = DEMO.users.locationStaff.email;
/** An open request at the staff member's location (HG-101's walk-in cooler). */
const PHOTO_REQUEST = DEMO.requests.openEmergencyForVendorTech.id;
mkdirSync('/tmp/shots', { recursive: true });
const NOT_OPENED = /hasn't been opened on this device/;
const LABEL_PATH = pathWith(QR_PATHS.label, { id: '' });
const GUIDE_PATH = guidePath('');

/** The set as the server sends it to this user (outside the browser: the device's copy is not touched). */
async function serverSet(page: Page): Promise<OfflineRecord[]> {
  const token = await accessToken(page.context());
  const records: OfflineRecord[] = [];
  let since: string | undefined;
  for (;;) {
    const res = await page.request.get(`${API_PREFIX}/sync/changes?limit=200${since ? `&since=${since}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const answer = (await res.json()) as SyncChanges;
    records.push(...answer.changes);
    if (!answer.hasMore) return records;
    since = answer.cursor;
  }
}

/** Every API read the page makes from now on, and whether it was answered with the "never opened" 503. */
function watchApiReads(page: Page) {
  let inFlight = 0;
  const notStored: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith(`${API_PREFIX}/`);
  page.on('request', (req) => isApi(req.url()) && inFlight++);
  page.on('requestfailed', (req) => isApi(req.url()) && inFlight--);
  page.on('requestfinished', (req) => isApi(req.url()) && inFlight--);
  // A photo stored without a thumbnail (bytes that do not decode, as some tests upload) is previewed
  // through a signed address and the file's bytes, which the set does not carry: offline its preview
  // stays empty, the page opens. Photos with a thumbnail show from the list (checked below).
  const isPhotoPreview = (url: string) => new URL(url).pathname === `${API_PREFIX}${FILES_PATHS.info}`;
  page.on('response', (res) => {
    if (isApi(res.url()) && res.status() === 503 && !isPhotoPreview(res.url())) notStored.push(new URL(res.url()).pathname + new URL(res.url()).search);
  });
  return {
    notStored,
    /** Waits until no API read has been in flight for a second. */
    async settled() {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight > 0) quietSince = Date.now();
            return Date.now() - quietSince >= 1_000;
          },
          { intervals: [250] },
        )
        .toBe(true);
    },
  };
}

test("offline, every request of the user's set and a label at their location open, never opened on the device", async ({ page, context }) => {
  // A dozen pages offline after the set fills, on a two-core machine.
  test.setTimeout(300_000);
  await signedInAs(page, STAFF, '/requests');
  await waitForWorker(page);
  // A photo on one of the user's requests, uploaded elsewhere (a vendor, a colleague): its preview comes with the set.
  const photoName = `nameplate-${Date.now()}.jpg`;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer();
  await apiUpload(
    page.request,
    await accessToken(context),
    `/requests/${PHOTO_REQUEST}/attachments`,
    { id: randomUUID(), requestId: PHOTO_REQUEST, attachmentType: 'Photo' },
    {
      name: photoName,
      mimeType: 'image/jpeg',
      buffer: photo,
    },
  );

  // Signed-in test states start with the set off (e2e/support/sign-in.setup.ts): on, as a user turns it on.
  await page.getByTestId('sync-indicator').click();
  const summary = page.getByTestId('offline-set-summary');
  await expect(summary).toContainText('Off on this device');
  await page.getByText('Keep my day on this device').click();
  await expect(summary).toContainText(/\d+ requests?, \d+ assets?.*, updated /, { timeout: 60_000 });
  await page.keyboard.press('Escape');

  const set = await serverSet(page);
  const requests = set.filter((r) => r.kind === 'request');
  expect(requests.length).toBeGreaterThan(0);
  // An asset at the user's location with a label and a guide.
  const isLabel = (path: string) => path.startsWith(LABEL_PATH);
  const isGuide = (path: string) => path.startsWith(GUIDE_PATH) && !path.includes('/by-asset/');
  const asset = set.find((r) => r.kind === 'asset' && r.reads.some((read) => isLabel(read.path)) && r.reads.some((read) => isGuide(read.path)));
  expect(asset, 'an asset with a QR label and a troubleshooting guide is in the set').toBeTruthy();
  const labelId = asset!.reads.find((read) => isLabel(read.path))!.path.slice(LABEL_PATH.length);

  await goOffline(context);
  // Offline, the drawer says a refresh needs a connection instead of offering one that cannot work.
  await page.getByTestId('sync-indicator').click();
  await expect(page.getByText('Refreshing needs a connection: it refreshes by itself when you are back online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/offline-set-drawer-offline.png' });
  await page.keyboard.press('Escape');
  const reads = watchApiReads(page);
  for (const request of requests) {
    await page.goto(`/requests/${request.id}`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await reads.settled();
    expect(reads.notStored, `request ${request.label}: reads not in the set`).toEqual([]);
    await expect(page.getByText(NOT_OPENED)).toHaveCount(0);
    if (request.id === PHOTO_REQUEST) {
      await expect(page.getByRole('img', { name: photoName })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
      for (const [w, h] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.getByRole('img', { name: photoName }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/shots/offline-set-photo-${w}x${h}.png` });
      }
    }
  }
  expect(requests.map((r) => r.id)).toContain(PHOTO_REQUEST);

  await page.goto(`/qr/${labelId}`);
  await expect(page).toHaveURL(new RegExp(`/assets/${asset!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reads.settled();
  expect(reads.notStored, 'the asset: reads not in the set').toEqual([]);
  await expect(page.getByText(NOT_OPENED)).toHaveCount(0);
  // Its guide, as the label's way in offers it: Start a request → Try the guide.
  await page.getByRole('button', { name: 'Start a request' }).first().click();
  await expect(page.getByTestId('guide-offer')).toBeVisible();
  await page.getByRole('button', { name: 'Try the guide' }).click();
  await page.getByRole('link', { name: 'Start the guide' }).first().click();
  await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await reads.settled();
  expect(reads.notStored, 'the new request form and the guide: reads not in the set').toEqual([]);
});
