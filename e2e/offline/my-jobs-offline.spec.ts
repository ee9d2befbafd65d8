import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page as ApiPage } from '../../src/domain/api/paging';
import type { ActivityView, RequestDetail } from '../../src/domain/requests/request-views';
import { DEMO } from '../../src/server/seed/demo-ids';
import { apiGet, apiPatch, apiPost } from '../support/api-calls';
import { savedAccessToken, signedInAs } from '../support/identity';
import { expectOutboxEmpty, goOffline, goOnline, waitForWorker } from './offline-support';

/**
 * My jobs in a plant room (docs/product/vendors.md#my-jobs): a vendor technician opened My jobs
 * upstairs; downstairs, with no signal, the page opens after a reload and "On site" is queued
 * (Waiting to sync), while a new dispatch's answer says it needs a connection. Back online the
 * report reaches the customer's request once, at the time it was made.
 */
test('a vendor’s progress report made offline in My jobs reaches the request once, at the time it was made', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const leader = savedAccessToken(DEMO.users.companyLeader.email);
  const vendor = savedAccessToken(DEMO.users.vendorTech.email);
  const id = randomUUID();
  const filed = await apiPost<{ number: number }>(request, leader, '/requests', {
    id,
    assetId: DEMO.assets.enterpriseWithLabel.id,
    incidentDescription: 'Walk-in compressor short-cycles.',
  });
  await apiPatch(request, leader, `/requests/${id}`, { assignedToVendorId: DEMO.vendors.refrigeration.id });
  await apiPost(request, vendor, `/vendor-jobs/${id}/dispatch`, { response: 'accept', eta: new Date(Date.now() + 30 * 60_000).toISOString() });
  // A second job waits for the vendor's answer: that one needs a connection.
  const waitingId = randomUUID();
  const waiting = await apiPost<{ number: number }>(request, leader, '/requests', {
    id: waitingId,
    assetId: DEMO.assets.enterpriseWithLabel.id,
    incidentDescription: 'Reach-in door gasket torn.',
  });
  await apiPatch(request, leader, `/requests/${waitingId}`, { assignedToVendorId: DEMO.vendors.refrigeration.id });

  await signedInAs(page, DEMO.users.vendorTech.email, '/home');
  await waitForWorker(page);
  const job = page.getByRole('article', { name: new RegExp(`^Request #${filed.number} at `) });
  await expect(job.getByRole('button', { name: 'On site' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(job.getByRole('button', { name: 'On site' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const arrived = Date.now();
  await job.getByRole('button', { name: 'On site' }).click();
  await expect(job.getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(job.getByRole('button', { name: 'On site' })).toBeDisabled();
  // An answer to a new dispatch goes to the customer at once: offline the card says so and waits.
  const newJob = page.getByRole('article', { name: new RegExp(`^Request #${waiting.number} at `) });
  await expect(newJob.getByRole('status')).toHaveText(
    'Answering a dispatch needs a connection: send it once you are back online. Progress reports work offline.',
  );
  await expect(newJob.getByRole('button', { name: 'Accept the job' })).toBeDisabled();

  await goOnline(context);
  await expect(newJob.getByRole('button', { name: 'Accept the job' })).toBeEnabled();
  await expectOutboxEmpty(page);
  const detail = await apiGet<RequestDetail>(request, leader, `/requests/${id}`);
  expect(detail.subStatus).toBe('Vendor On Site');
  const activities = await apiGet<ApiPage<ActivityView>>(request, leader, `/requests/${id}/activities?limit=200`);
  const checkIns = activities.items.filter((a) => a.activityType === 'Check In');
  expect(checkIns).toHaveLength(1);
  // The check-in is the moment of the tap, not of the delivery.
  expect(Math.abs(Date.parse(checkIns[0]!.createdAt) - arrived)).toBeLessThan(5_000);
  await expect(job.getByText('Vendor On Site')).toBeVisible();
});
