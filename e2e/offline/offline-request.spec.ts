import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Page as ApiPage } from '../../src/domain/api/paging';
import type { AttachmentView } from '../../src/domain/attachments/attachments-api';
import type { ActivityView, CheckedInView, RequestDetail, RequestSummary } from '../../src/domain/requests/request-views';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet } from '../support/api-calls';
import { walkThroughGuide } from '../support/guide';
import { signedInAs } from '../support/identity';
import { expectOutboxEmpty, goOffline, goOnline, undelivered, waitForWorker } from './offline-support';

/**
 * Issue 30 done-means (c), docs/product/requests.md#filed-offline: in a plant room with no signal, a
 * broken cooler is reported from its QR label, through its troubleshooting guide; a note, a photo
 * and a check-in are added to the new request; the page is closed. Back online, each write arrives exactly once,
 * the request first, and another signed-in user sees the request.
 */
const STAFF = DEMO.users.locationStaff.email;
const { id: assetId, labelId } = DEMO.assets.enterpriseWithLabel;
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
// A 1×1 PNG: enough for the upload.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** From the label to the guide offer on a new request's form. */
async function labelToForm(page: Page): Promise<void> {
  await page.goto(`/qr/${labelId}`);
  await expect(page).toHaveURL(new RegExp(`/assets/${assetId}$`));
  await page.getByRole('button', { name: 'Start a request' }).first().click();
  await expect(page).toHaveURL(/\/requests\/new\?.*draft=/);
  await expect(page.getByTestId('guide-offer')).toBeVisible();
}

test('a request filed offline from a QR label through the guide, with a note, a photo and a check-in, arrives once and in order', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Many pages on a two-core machine, online then offline, then the drain and a second user.
  test.setTimeout(420_000);
  await signedInAs(page, STAFF, '/requests');
  await waitForWorker(page);
  // Online first: the label, the asset, the form's pickers and the guide are read once (the read cache).
  await labelToForm(page);
  await page.getByRole('button', { name: 'Try the guide' }).click();
  await expect(page.getByRole('link', { name: 'Start the guide' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Start the guide' }).first().click();
  await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await page.goto('/requests');
  await expect(page.getByTestId('sync-indicator')).toBeVisible();

  await goOffline(context);
  await labelToForm(page);
  await page.getByRole('button', { name: 'Try the guide' }).click();
  await page.getByRole('link', { name: 'Start the guide' }).first().click();
  await walkThroughGuide(page);
  await page.getByLabel('What you saw (optional)').fill('Fan iced over again after the defrost.');
  await page.getByRole('button', { name: 'No, still not working' }).click();
  await expect(page).toHaveURL(/\/requests\/new\?draft=/);
  await expect(page.getByTestId('guide-offer')).toContainText('the problem remains');
  const description = `Cooler at 52°F, compressor trips (filed offline ${Date.now()})`;
  await page.getByLabel('What is wrong').fill(description);
  await page.getByRole('button', { name: 'Create request' }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  const requestId = new URL(page.url()).pathname.split('/').pop()!;

  // What was filed shows, waiting to sync; a note and a photo are added to it.
  const filed = page.getByTestId('filed-request-view');
  await expect(filed.getByRole('heading', { name: description })).toBeVisible();
  await expect(filed.getByTestId('pending-mark')).toHaveText('Waiting to sync');
  const noteText = `Door gasket torn too ${Date.now()}`;
  await page.getByLabel('Add a note').fill(noteText);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(noteText)).toBeVisible();
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'cooler.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('cooler.png')).toBeVisible();
  // The one who found it is on site: the check-in queues behind the request too.
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByText(/^You checked in Today \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeHidden();
  // The attempt, the request, the note, the photo and the check-in wait.
  expect(await undelivered(page)).toHaveLength(5);
  for (const [w, h] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/offline-request-filed-${w}x${h}.png`, fullPage: true });
  }
  await page.goto('/requests');
  const card = page.getByTestId('filed-request').filter({ hasText: description });
  await expect(card.getByTestId('pending-mark')).toHaveText('Waiting to sync');
  for (const [w, h] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/offline-request-list-${w}x${h}.png` });
  }
  await page.close();

  await goOnline(context);
  const reopened = await context.newPage();
  await reopened.goto(`/requests/${requestId}`);
  await expectOutboxEmpty(reopened);
  // The server's request replaces what was filed.
  await expect(reopened.getByRole('button', { name: /^Copy link to request #\d+$/ })).toBeVisible();

  const token = await accessToken(context);
  const stored = await apiGet<RequestDetail>(request, token, `/requests/${requestId}`);
  expect(stored).toMatchObject({ incidentDescription: description, asset: { id: assetId }, troubleshootingStatus: 'Attempted - Not Resolved' });
  expect(Date.parse(stored.reportedAt)).toBeLessThan(Date.parse(stored.createdAt));
  const found = await apiGet<ApiPage<RequestSummary>>(request, token, `/requests/summaries?search=${stored.number}&limit=50`);
  expect(found.items.filter((r) => r.id === requestId)).toHaveLength(1);
  const timeline = (await apiGet<ApiPage<ActivityView>>(request, token, `/requests/${requestId}/activities?limit=200`)).items;
  const created = timeline.filter((a) => a.activityType === 'Request Created');
  const notes = timeline.filter((a) => a.description === noteText);
  expect(created).toHaveLength(1);
  expect(notes).toHaveLength(1);
  expect(timeline.filter((a) => /followed the guide ".+": the problem remains/.test(a.description))).toHaveLength(1);
  const photos = (await apiGet<ApiPage<AttachmentView>>(request, token, `/requests/${requestId}/attachments?limit=50`)).items;
  expect(photos).toHaveLength(1);
  const visit = await apiGet<CheckedInView>(request, token, `/requests/${requestId}/checkedIn`);
  expect(visit).toMatchObject({ checkedIn: true, lastCheckIn: { by: { name: expect.any(String) } } });
  expect(timeline.filter((a) => a.activityType === 'Check In')).toHaveLength(1);
  // In order: the request reached the server before what was added to it.
  expect(Date.parse(notes[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(created[0]!.createdAt));
  expect(Date.parse(visit.lastCheckIn!.at)).toBeLessThan(Date.parse(stored.createdAt));
  expect(Date.parse(photos[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(stored.createdAt));

  // Another signed-in user sees it.
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signedInAs(leader, DEMO.users.companyLeader.email, `/requests/${requestId}`);
  // A first visit in a fresh profile: the app loads and its worker installs on a busy machine.
  await expect(leader.getByRole('heading', { name: description })).toBeVisible({ timeout: 90_000 });
  await leaderContext.close();
});
