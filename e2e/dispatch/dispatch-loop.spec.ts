import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { linkFor, phone, vendorOf } from './dispatch-support';

/**
 * The dispatch loop end to end (docs/product/requests.md#dispatch-automation, #sub-status-follows-the-loop):
 * the company leader files a full-service request with the dispatch automation started at once; the
 * walk-in cooler's location (HG-101) has a Refrigeration roster of two vendors with addresses
 * (ColdChain, then the portal's field technicians). The first declines on its phone, the second is
 * offered next and accepts with an ETA (each sees the request's not-to-exceed amount), reports on site and work complete, the leader completes the
 * request and its contact rates it once.
 */
const FIRST = vendorOf('coldchain');
const SECOND = vendorOf('internal');

test('the dispatch loop: offered, declined, offered to the next, accepted, reported, completed and rated', async ({ page, request, browser }) => {
  // Eight pages in four browsers, with the jobs between them: up to about two minutes on two shared cores.
  test.setTimeout(180_000);
  const leader = DEMO.users.companyLeader;
  const location = DEMO.locations.staffPm;
  const asset = DEMO.assets.enterpriseWithLabel;

  // The leader files the request through the form, dispatch started at once.
  await signedInAs(page, leader.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  await page.goto(`/requests/new?locationId=${location.id}&assetId=${asset.id}`);
  await page.getByLabel('What is wrong').fill('Walk-in cooler at 50°F; the compressor hums and stops.');
  await page.getByLabel('Not to exceed (USD)').fill('750');
  await page.getByText('Start dispatch automations now').click();
  await expect(page.getByLabel('Start dispatch automations now')).toBeChecked();
  await page.getByRole('button', { name: 'Create request' }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  const requestId = new URL(page.url()).pathname.split('/').pop()!;

  // The first roster vendor is offered the request and declines it on its phone.
  const firstVendor = await phone(browser, await linkFor(request, requestId, '/vendor-dispatch', FIRST.email));
  await expect(firstVendor.getByRole('heading', { name: 'New service request' })).toBeVisible();
  await expect(firstVendor.getByText('Walk-in cooler at 50°F; the compressor hums and stops.')).toBeVisible();
  await expect(firstVendor.getByText('$750.00')).toBeVisible();
  await firstVendor.getByRole('button', { name: 'Decline' }).click();
  await firstVendor.getByLabel('Why can you not take it?').fill('No refrigeration technician free today.');
  await firstVendor.getByRole('button', { name: 'Decline the job' }).click();
  await expect(firstVendor.getByText(/^Thanks — the customer knows/)).toBeVisible();
  await firstVendor.context().close();

  // The next roster vendor is offered it and accepts with an ETA.
  const secondVendor = await phone(browser, await linkFor(request, requestId, '/vendor-dispatch', SECOND.email));
  await expect(secondVendor.getByRole('heading', { name: 'New service request' })).toBeVisible();
  await secondVendor.getByLabel('When will you arrive?').fill('2031-05-06T14:30');
  await secondVendor.getByRole('button', { name: 'Accept the job' }).click();
  await expect(secondVendor.getByText(/^Thanks — you have the job/)).toBeVisible();

  // The leader's request page: the vendor, the ETA, the decline and the confirmation.
  await page.reload();
  await expect(page.getByText(SECOND.name).first()).toBeVisible();
  await expect(page.getByText(/ETA set to May 0?6, 2031/).first()).toBeVisible();
  await expect(page.getByText(`${FIRST.name} declined the job: No refrigeration technician free today.`)).toBeVisible();
  await expect(page.getByText('Dispatch Confirmation').last()).toBeVisible();
  await expect(page.getByText(new RegExp(`${SECOND.name} accepted the job`))).toBeVisible();

  // Progress from the follow-up link: on site, then work complete.
  await secondVendor.getByRole('link', { name: 'Report progress' }).click();
  await expect(secondVendor.getByRole('heading', { name: 'Job follow-up' })).toBeVisible();
  await secondVendor.getByLabel('Where the job stands').selectOption('on-site');
  await secondVendor.getByRole('button', { name: 'Send update' }).click();
  await expect(secondVendor.getByText('Thanks — the customer sees "On site".')).toBeVisible();
  await secondVendor.getByRole('button', { name: 'Send another update' }).click();
  await secondVendor.getByLabel('Where the job stands').selectOption('work-complete');
  await secondVendor.getByLabel('Notes (optional)').fill('Start capacitor replaced.');
  await secondVendor.getByRole('button', { name: 'Send update' }).click();
  await expect(secondVendor.getByText('Thanks — the customer sees "Work complete".')).toBeVisible();
  await secondVendor.context().close();
  await page.reload();
  await expect(page.getByText(`${SECOND.name} checked in.`)).toBeVisible();
  await expect(page.getByText('Sub-status changed from Vendor On Site to Work Complete.')).toBeVisible();

  // The leader completes the request: the CSAT link goes out, and rates once.
  await page.getByRole('button', { name: 'Complete request' }).click();
  await page.getByLabel('Resolution statement').fill('Start capacitor replaced; cooler back at 36°F.');
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  const csatLink = await linkFor(request, requestId, '/csat');
  const rater = await phone(browser, `${csatLink}&rating=5`);
  await expect(rater.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
  await expect(rater.getByRole('button', { name: '5 of 5: Excellent' })).toHaveAttribute('aria-pressed', 'true');
  await rater.getByRole('button', { name: 'Send rating' }).click();
  await expect(rater.getByText(/^Thanks — your rating/)).toBeVisible();
  const again = new URL(csatLink);
  await rater.goto(again.pathname + again.search);
  await expect(rater).toHaveURL(/\/invalid-link$/);
  await rater.context().close();
  await page.reload();
  await expect(page.getByText('Rated 5 of 5.')).toHaveCount(1);
  // The automations card shows the survey answered.
  await expect(page.getByText('Rating received: 5 of 5.')).toBeVisible();
});
