import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '../../src/domain/api/paths';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet, apiPatch, apiPost } from '../support/api-calls';
import { savedAccessToken, signedInAs } from '../support/identity';
import { freshPreventativeRequest, goOffline, goOnline, waitForWorker } from './offline-support';

/**
 * Writes queued offline that meet a server changed meanwhile (docs/product/offline-writes.md): a
 * checklist mark on an item someone else marked since, and a request for equipment moved since,
 * are refused, and land in Needs attention with the server's reason and the text to copy.
 */
const STAFF = DEMO.users.locationStaff;
const LEADER = DEMO.users.companyLeader;
const SHOTS = 'test-results/shots';

test('a mark on an item marked meanwhile and a request for equipment moved meanwhile land in needs attention with the reason', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAs(page, STAFF.email, '/');
  await waitForWorker(page);
  const staff = await accessToken(context);
  const leader = savedAccessToken(LEADER.email);

  // A fresh preventative visit, and new equipment at the staff member's PM location.
  const requestId = await freshPreventativeRequest(request, staff);
  const checklist = await apiGet<{ items: { items: { id: string; title: string }[] } }>(
    request,
    staff,
    `/self-service/pm/checklist?requestId=${requestId}&limit=10`,
  );
  const item = checklist.items.items[0]!;
  const [assetType] = (await apiGet<{ items: { id: string }[] }>(request, leader, '/asset-types/all?limit=1')).items;
  const assetId = randomUUID();
  await apiPost(request, leader, '/assets', {
    id: assetId,
    locationId: DEMO.locations.staffPm.id,
    name: `Prep fryer ${assetId.slice(0, 4)}`,
    assetTypeId: assetType!.id,
  });

  await page.goto(`/requests/${requestId}`);
  const row = page.getByTestId('checklist-item').filter({ hasText: item.title });
  await expect(row).toBeVisible();

  // In the basement: the item marked on the screen, and a request filed for the new equipment as
  // the form files it (the equipment with the location it was chosen at).
  await goOffline(context);
  await page.getByRole('combobox', { name: `Mark ${item.title}`, exact: true }).selectOption('Completed');
  await expect(row.getByText('Waiting to sync', { exact: true })).toBeVisible();
  const description = `Fryer will not heat past 250°F ${randomUUID()}`;
  const newRequestId = randomUUID();
  await page.evaluate(
    async (body) => {
      const outbox = (window as unknown as { sspOutbox: { enqueueWrite(input: unknown): Promise<unknown> } }).sspOutbox;
      await outbox.enqueueWrite({ kind: 'request.create', method: 'POST', url: '/requests', body, entityId: body.id });
    },
    {
      id: newRequestId,
      assetId,
      locationId: DEMO.locations.staffPm.id,
      requestPriority: 'High',
      incidentDescription: description,
      reportedAt: new Date().toISOString(),
    },
  );
  await expect(page.getByTestId('sync-indicator')).toContainText('2 waiting to sync');

  // Upstairs meanwhile: the leader marks the same item otherwise and moves the equipment.
  await apiPost(request, leader, '/self-service/pm/checklist/mark', { id: item.id, status: 'Needs Repair', previousStatus: 'Not Started' });
  await apiPatch(request, leader, `/assets/${assetId}`, { locationId: DEMO.locations.staffOther.id });

  await goOnline(context);
  await expect(page.getByTestId('sync-indicator')).toContainText('2 need attention', { timeout: 60_000 });
  const markReason = `“${item.title}” was marked Needs Repair by ${LEADER.name} after you saw it, so your mark (Completed) was not saved.`;
  // The item says so where it is, and shows what the server holds.
  await expect(row.getByTestId('pending-mark')).toContainText(`Not saved: ${markReason}`);
  await expect(page.getByRole('combobox', { name: `Mark ${item.title}`, exact: true })).toHaveValue('Needs Repair');

  await page.getByTestId('sync-indicator').click();
  const attention = page.getByTestId('needs-attention');
  await expect(attention).toContainText(markReason);
  await expect(attention).toContainText('This equipment is now at ');
  await expect(attention).toContainText('so the request was not created. File it again from the equipment');
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/offline-conflicts-${width}x${height}.png` });
  }
  // What the user wrote is not lost with the refused request: it is copied whole.
  await attention.getByRole('button', { name: 'Copy the text of this new request' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(description);

  // Nothing of either was applied.
  const marked = await apiGet<{ items: { items: { id: string; status: string; completedByUserId: string | null }[] } }>(
    request,
    staff,
    `/self-service/pm/checklist?requestId=${requestId}&limit=10`,
  );
  expect(marked.items.items.find((i) => i.id === item.id)).toMatchObject({ status: 'Needs Repair', completedByUserId: LEADER.id });
  expect((await request.get(`${API_PREFIX}/requests/${newRequestId}`, { headers: { authorization: `Bearer ${staff}` } })).status()).toBe(404);
});
