import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { expectOutboxEmpty, goOffline, goOnline, queueNote, undelivered, waitForWorker } from './offline-support';

/**
 * A technician in a plant room with no signal (docs/adr/0003-offline-first-outbox.md): pages seen once
 * open offline after a reload; writes queued offline arrive exactly once when the network returns,
 * also when the server fails the first replays or the answer is lost after the server committed.
 */
const TECH = 'location.staff@demo.example';
const SHOTS = '/tmp/shots';
/** A 1×1 PNG. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
mkdirSync(SHOTS, { recursive: true });

async function signIn(page: Page): Promise<void> {
  await signedInAs(page, TECH, '/');
  await waitForWorker(page);
}

/** The first open request the user can see, through the API as the page calls it. */
async function firstRequestId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = document.cookie.match(/ssp_access_token=([^;]+)/)?.[1];
    const res = await fetch('/v3/ssp/requests/summaries?limit=5', { headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` } });
    const body = (await res.json()) as { items: { id: string }[] };
    return body.items[0]!.id;
  });
}

/** The notes on a request as the server holds them, counted by text. */
async function noteCount(page: Page, requestId: string, text: string): Promise<number> {
  return page.evaluate(
    async ({ requestId, text }) => {
      const token = document.cookie.match(/ssp_access_token=([^;]+)/)?.[1];
      const res = await fetch(`/v3/ssp/requests/${requestId}/activities?limit=200`, {
        headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
        cache: 'no-store',
      });
      const body = (await res.json()) as { items: { description: string }[] } | { description: string }[];
      const items = Array.isArray(body) ? body : body.items;
      return items.filter((a) => a.description === text).length;
    },
    { requestId, text },
  );
}

test('pages seen online open offline after a reload, with the age of the data', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/assets');
  // An asset's own page: the name link of the list's first row (the page also links locations and new asset).
  const assetLink = page.locator('main table tbody tr td:nth-child(2) a').first();
  await expect(assetLink).toHaveAttribute('href', /^\/assets\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const assetHref = (await assetLink.getAttribute('href'))!;
  await page.goto(assetHref);
  const assetHeading = page.getByRole('heading', { level: 1 }).first();
  await expect(assetHeading).toBeVisible();
  const assetTitle = (await assetHeading.textContent())!;

  const requestId = await firstRequestId(page);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const requestTitle = (await page.getByRole('heading', { level: 1 }).first().textContent())!;

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(requestTitle);
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline — showing data from");
  // Not a green "All changes saved" beside the offline banner.
  await expect(page.getByTestId('sync-indicator')).toContainText('Nothing waiting to sync');

  // A request never opened on this device: said once, with no empty forms or $0 tiles under it.
  await page.goto(`/requests/${DEMO.requests.awaitingDispatch.id}`);
  await expect(page.getByText("You're offline, and this hasn't been opened on this device before.")).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Proof of value' })).toHaveCount(0);

  await page.goto(assetHref);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(assetTitle);
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/offline-banner-${w}x${h}.png` });
  }
  await goOnline(context);
});

test('notes queued offline arrive exactly once after the page was closed and reopened', async ({ page, context }) => {
  await signIn(page);
  const requestId = await firstRequestId(page);
  await page.goto(`/requests/${requestId}`);
  // The sync indicator loads just after the shell draws (it is not part of the first load).
  await expect(page.getByTestId('sync-indicator')).toBeVisible();
  await goOffline(context);
  const texts = [1, 2, 3].map((n) => `Offline note ${n} ${Date.now()}`);
  for (const text of texts) await queueNote(page, requestId, text);
  expect(await undelivered(page)).toHaveLength(3);
  await expect(page.getByTestId('sync-indicator')).toContainText('3 waiting to sync');
  await page.getByTestId('sync-indicator').click();
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/offline-pending-${w}x${h}.png` });
  }
  await page.close();

  await goOnline(context);
  const reopened = await context.newPage();
  await reopened.goto(`/requests/${requestId}`);
  await expectOutboxEmpty(reopened);
  for (const text of texts) expect(await noteCount(reopened, requestId, text)).toBe(1);
});

test('a replay the server fails with 500, and one whose answer is lost after the commit, each apply once', async ({ page, context }) => {
  await signIn(page);
  const requestId = await firstRequestId(page);
  await page.goto(`/requests/${requestId}`);
  await goOffline(context);
  const failed = `Replayed after 500 ${Date.now()}`;
  const dropped = `Answer lost ${Date.now()}`;
  await queueNote(page, requestId, failed);
  await queueNote(page, requestId, dropped);

  // The server's misbehaviour is in place before the network returns (the 'online' event drains).
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  let failures = 0;
  let drops = 0;
  await context.route(`**/v3/ssp/requests/${requestId}/notes`, async (route) => {
    const text = (route.request().postDataJSON() as { text: string }).text;
    if (text === failed && failures < 2) {
      failures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server trouble.' }) });
    }
    if (text === dropped && drops < 1) {
      drops += 1;
      // The server commits the note; the device never hears back.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await context.setOffline(false);
  await expectOutboxEmpty(page, 90_000);
  expect(failures).toBe(2);
  expect(drops).toBe(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  expect(await noteCount(page, requestId, failed)).toBe(1);
  expect(await noteCount(page, requestId, dropped)).toBe(1);
});

test('the same photo uploaded twice is stored once, and the request page says it was already uploaded', async ({ page }) => {
  await signIn(page);
  const requestId = await firstRequestId(page);
  await page.goto(`/requests/${requestId}`);
  // Bytes of this run only (after the image's end): the server recognises a file by its content.
  const photo = Buffer.concat([PHOTO, Buffer.from(`run ${Date.now()} ${Math.random()}`)]);
  for (let upload = 0; upload < 2; upload += 1) {
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'gasket.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectOutboxEmpty(page);
  }
  await expect(page.getByRole('status').filter({ hasText: 'gasket.png: This file was already uploaded.' })).toBeVisible();
});

test('a write the server refuses is listed as needs attention with retry and discard', async ({ page, context }) => {
  await signIn(page);
  const requestId = await firstRequestId(page);
  await page.goto(`/requests/${requestId}`);
  await context.route(`**/v3/ssp/requests/${requestId}/notes`, (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'This request is closed; notes can no longer be added.' }) }),
  );
  await queueNote(page, requestId, 'Refused note');
  await expect(page.getByTestId('sync-indicator')).toContainText('1 needs attention');
  await page.getByTestId('sync-indicator').click();
  await expect(page.getByTestId('needs-attention')).toContainText('This request is closed; notes can no longer be added.');
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/offline-needs-attention-${w}x${h}.png` });
  }
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Discard this change?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('sync-indicator')).toContainText('All changes saved');
});
