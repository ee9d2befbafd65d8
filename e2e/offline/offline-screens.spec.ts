import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet } from '../support/api-calls';
import { signedInAs } from '../support/identity';
import { expectOutboxEmpty, freshPreventativeRequest, waitForWorker } from './offline-support';

/**
 * A technician at a preventative visit with no signal (docs/adr/0003-offline-first-outbox.md), through the
 * real request screens: the request and its asset were seen online; offline, after a reload, the
 * request opens from the cache, and check-in, a note, two checklist marks and a photo are each
 * queued with "Waiting to sync". Reopened online, they reach the server exactly once.
 */
const STAFF = 'location.staff@demo.example';

// A 1×1 PNG: enough for the upload.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Paged<T> {
  items: T[];
}

/** Cuts the network for the page and its service worker (setOffline leaves the worker's own fetches alone). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/v3/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The request screen once every section has its data (so each read is in the worker's cache). */
async function expectRequestLoaded(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);
  await expect(page.getByText('Nobody has checked in yet.')).toBeVisible();
  await expect(page.getByTestId('checklist-item')).not.toHaveCount(0);
  await expect(page.getByText('No files yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
}

test('check-in, a note, checklist marks and a photo made offline on the request screen reach the server once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signedInAs(page, STAFF, '/');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await waitForWorker(page);

  const token = await accessToken(context);
  const requestId = await freshPreventativeRequest(request, token);
  const detail = await apiGet<{ asset: { id: string } | null }>(request, token, `/requests/${requestId}`);
  expect(detail.asset, 'the preventative request is on an asset').toBeTruthy();
  const checklist = await apiGet<{ items: Paged<{ id: string; title: string; status: string }> }>(
    request,
    token,
    `/self-service/pm/checklist?requestId=${requestId}&limit=100`,
  );
  expect(checklist.items.items.length, 'the visit has at least two checklist items').toBeGreaterThanOrEqual(2);
  const [first, second] = checklist.items.items;

  // Online: the request and its asset are read once, so the worker has them.
  await page.goto(`/requests/${requestId}`);
  const title = (await page.getByRole('heading', { level: 1 }).first().textContent())!;
  await expectRequestLoaded(page, title);
  await page.goto(`/assets/${detail.asset!.id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('');
  await page.goto(`/requests/${requestId}`);
  await expectRequestLoaded(page, title);

  // Offline, after a reload: from the cache, with the banner.
  await goOffline(context);
  await page.reload();
  await expectRequestLoaded(page, title);
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline — showing data from");

  const waiting = page.getByText('Waiting to sync', { exact: true });
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(waiting).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  const noteText = `Offline note from the plant room ${randomUUID()}`;
  await page.getByLabel('Add a note').fill(noteText);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(noteText)).toBeVisible();
  await expect(waiting).toHaveCount(2);

  const items = page.getByTestId('checklist-item');
  await page.getByRole('combobox', { name: `Mark ${first!.title}`, exact: true }).selectOption('Completed');
  await expect(items.filter({ hasText: first!.title }).getByText('Waiting to sync', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: `Mark ${second!.title}`, exact: true }).selectOption('Needs Repair');
  await expect(items.filter({ hasText: second!.title }).getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(4);

  const photoName = `plant-room-${randomUUID()}`;
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: `${photoName}.png`, mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('button', { name: 'Upload' }).click();
  // Downscaled before it is queued, a PNG stays a PNG under its own name.
  await expect(page.getByText(`${photoName}.png · Photo`, { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(5);
  await expect(page.getByTestId('sync-indicator')).toContainText('5 waiting to sync');
  await page.close();

  // Online again, in a new page: the outbox drains and the screen shows the server's version.
  await goOnline(context);
  const reopened = await context.newPage();
  await reopened.goto(`/requests/${requestId}`);
  await expect(reopened.getByTestId('sync-indicator')).toContainText('All changes saved', { timeout: 60_000 });
  await expectOutboxEmpty(reopened);
  await expect(reopened.getByText(/^Last check-in .* by /)).toBeVisible();
  await expect(reopened.getByTestId('checklist-item').getByText(/Marked .* by /)).toHaveCount(2);
  await expect(reopened.getByTestId('attachment')).toHaveCount(1);
  await expect(reopened.getByText(noteText)).toHaveCount(1);
  await expect(reopened.getByText('Waiting to sync', { exact: true })).toHaveCount(0);

  // The server holds each change exactly once.
  const fresh = await accessToken(context);
  const activities = await apiGet<Paged<{ activityType: string; description: string; createdBy: { id: string } | null }>>(
    request,
    fresh,
    `/requests/${requestId}/activities?limit=200`,
  );
  const checkIns = activities.items.filter((a) => a.activityType === 'Check In');
  expect(checkIns).toHaveLength(1);
  expect(checkIns[0]!.createdBy?.id).toBe(DEMO.users.locationStaff.id);
  expect(activities.items.filter((a) => a.description === noteText)).toHaveLength(1);

  const marked = await apiGet<{ items: Paged<{ id: string; status: string }> }>(request, fresh, `/self-service/pm/checklist?requestId=${requestId}&limit=100`);
  const statusOf = new Map(marked.items.items.map((i) => [i.id, i.status]));
  expect(statusOf.get(first!.id)).toBe('Completed');
  expect(statusOf.get(second!.id)).toBe('Needs Repair');
  expect(marked.items.items.filter((i) => i.status !== 'Not Started')).toHaveLength(2);

  const attachments = await apiGet<Paged<{ name: string; attachmentType: string }>>(request, fresh, `/requests/${requestId}/attachments?limit=100`);
  expect(attachments.items).toHaveLength(1);
  expect(attachments.items[0]!.attachmentType).toBe('Photo');
  expect(attachments.items[0]!.name).toBe(`${photoName}.png`);

  // Leaving the plant room: check out, and the visit's length is on the page.
  await reopened.getByRole('button', { name: 'Check out' }).click();
  await expect(reopened.getByText(/^Last visit ended .* by .* after \d+ (min|h)/)).toBeVisible({ timeout: 30_000 });
  await expect(reopened.getByRole('button', { name: 'Check in' })).toBeVisible();
});
