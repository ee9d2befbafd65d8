import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { QuotePage } from '../../src/domain/requests/quotes-api';
import type { RequestDetail } from '../../src/domain/requests/request-views';
import { DEMO } from '../../src/server/seed/demo-ids';
import { phone, PHONE, vendorOf } from '../dispatch/dispatch-support';
import { apiGet, apiPatch, apiPost } from '../support/api-calls';
import { axeFindings } from '../support/axe';
import { savedAccessToken, signedInAs } from '../support/identity';
import { watchProblems } from '../support/page-problems';
import { snackbar } from '../support/snackbar';

/**
 * My jobs (docs/product/vendors.md#my-jobs): a vendor technician on a phone, signed in, works jobs
 * of two customers from one page: accepts both with an ETA, reports on site and work complete on
 * one, and sends the quote the other customer asked for. Each answer reaches the customer's request.
 */
const COLDCHAIN = DEMO.vendors.refrigeration.id;

/** A new request of the leader's customer, dispatched to ColdChain. */
async function dispatchedJob(request: APIRequestContext, token: string, assetId: string, problem: string): Promise<{ id: string; number: number }> {
  const id = randomUUID();
  const filed = await apiPost<{ number: number }>(request, token, '/requests', { id, assetId, incidentDescription: problem, requestPriority: 'High' });
  await apiPatch(request, token, `/requests/${id}`, { assignedToVendorId: COLDCHAIN });
  return { id, number: filed.number };
}

/** The job's card on the page: an article named by its request number. */
const card = (page: Page, number: number) => page.getByRole('article', { name: new RegExp(`^Request #${number} at `) });

/** An hour from now in the datetime-local input's format (the browser's local time). */
function inAnHour(): string {
  const at = new Date(Date.now() + 60 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('a vendor technician works two customers’ jobs from My jobs on a phone: accept, on site, work complete, a quote', async ({ page, request }) => {
  const harborToken = savedAccessToken(DEMO.users.companyLeader.email);
  const northpointToken = savedAccessToken(DEMO.users.retailLeader.email);
  const harbor = await dispatchedJob(request, harborToken, DEMO.assets.enterpriseWithLabel.id, 'Walk-in cooler holding at 47°F.');
  const northpoint = await dispatchedJob(request, northpointToken, DEMO.assets.retail.id, 'Entry door closer leaks oil.');
  await apiPost(request, northpointToken, `/requests/${northpoint.id}/quote-requests`, { vendorId: COLDCHAIN, note: 'Closer and arm, installed.' });

  await page.setViewportSize(PHONE);
  const problems = watchProblems(page);
  await signedInAs(page, DEMO.users.vendorTech.email, '/home');
  await expect(page.getByRole('heading', { name: 'My jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('My jobs')).toBeVisible();

  // Harbor Grill: accept with an ETA, then on site and work complete.
  const harborCard = card(page, harbor.number);
  await expect(harborCard.getByText(DEMO.customers.enterprise.name, { exact: false })).toBeVisible();
  await expect(harborCard.getByRole('link', { name: /Call the store/ })).toHaveAttribute('href', /^tel:\+/);
  // Whom to ask for and how to get in, as HG-101 set them (docs/product/assets-and-locations.md#vendor-visits).
  await expect(harborCard.getByText('Dana Whitfield, general manager')).toBeVisible();
  await expect(harborCard.getByRole('link', { name: 'Call (415) 555-0191' })).toHaveAttribute('href', 'tel:+14155550191');
  await expect(harborCard.getByText(/alley door on Townsend St/)).toBeVisible();
  await harborCard.getByLabel('When will you arrive?').fill(inAnHour());
  await harborCard.getByRole('button', { name: 'Accept the job' }).click();
  await expect(snackbar(page, 'Thanks — you have the job.')).toBeVisible();
  await harborCard.getByRole('button', { name: 'On site' }).click();
  await expect(snackbar(page, 'Progress sent to the customer.')).toBeVisible();
  await expect(harborCard.getByText('Vendor On Site')).toBeVisible();
  await harborCard.getByRole('button', { name: 'Work complete' }).click();
  await expect(harborCard.getByText('Work Complete')).toBeVisible();

  // Northpoint: accept, then the quote the customer asked for.
  const northpointCard = card(page, northpoint.number);
  await expect(northpointCard.getByText('Closer and arm, installed.')).toBeVisible();
  await northpointCard.getByLabel('When will you arrive?').fill(inAnHour());
  await northpointCard.getByRole('button', { name: 'Accept the job' }).click();
  await expect(snackbar(page, 'Thanks — you have the job.')).toBeVisible();
  await northpointCard.getByRole('button', { name: 'Send a quote' }).click();
  await northpointCard.getByLabel('Amount (USD)').fill('640');
  await northpointCard.getByLabel('What the quote covers').fill('New closer and arm, fitted and adjusted.');
  await northpointCard.getByRole('button', { name: 'Send the quote' }).click();
  await expect(snackbar(page, 'Thanks — your quote is with the customer.')).toBeVisible();
  await expect(northpointCard.getByRole('button', { name: 'Send a quote' })).toHaveCount(0);

  mkdirSync('.tmp/shots', { recursive: true });
  await page.screenshot({ path: '.tmp/shots/my-jobs-phone.png', fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The customers see it on their requests.
  const harborNow = await apiGet<RequestDetail>(request, harborToken, `/requests/${harbor.id}`);
  expect(harborNow.subStatus).toBe('Work Complete');
  expect(harborNow.eta).not.toBeNull();
  const quotes = await apiGet<QuotePage>(request, northpointToken, `/requests/${northpoint.id}/quotes`);
  expect(quotes.items.map((q) => [q.vendor?.id, q.amountCents, q.status])).toEqual([[COLDCHAIN, 64_000, 'Submitted']]);
  expect(problems).toEqual([]);
});

/** The newest vendor-jobs link in the vendor's dispatch emails (the dev mailbox keeps the text). */
async function jobsLinkFor(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as { to: string; text: string }[];
  const found = messages
    .filter((m) => m.to === to)
    .map((m) => /(http\S+\/vendor-jobs\?token=\S+)/.exec(m.text)?.[1])
    .find(Boolean);
  expect(found, `a vendor-jobs link for ${to}`).toBeTruthy();
  return found!;
}

test('a vendor with no account works both customers’ jobs from the vendor-jobs link of a dispatch email, on a phone', async ({ browser, request }) => {
  const harborToken = savedAccessToken(DEMO.users.companyLeader.email);
  const northpointToken = savedAccessToken(DEMO.users.retailLeader.email);
  const northpoint = await dispatchedJob(request, northpointToken, DEMO.assets.retail.id, 'Door sensor flickers.');
  const harbor = await dispatchedJob(request, harborToken, DEMO.assets.enterpriseWithLabel.id, 'Evaporator fan noisy.');
  const vendor = await phone(browser, await jobsLinkFor(request, vendorOf('coldchain').email));
  const problems = watchProblems(vendor);
  await expect(vendor.getByRole('heading', { name: 'Your open jobs', level: 1 })).toBeVisible();
  await expect(card(vendor, northpoint.number).getByText(DEMO.customers.retail.name, { exact: false })).toBeVisible();
  const harborCard = card(vendor, harbor.number);
  await harborCard.getByLabel('When will you arrive?').fill(inAnHour());
  await harborCard.getByRole('button', { name: 'Accept the job' }).click();
  await expect(snackbar(vendor, 'Thanks — you have the job.')).toBeVisible();
  await harborCard.getByRole('button', { name: 'On site' }).click();
  await expect(snackbar(vendor, 'Thanks — the customer sees "On site".')).toBeVisible();
  await expect(harborCard.getByText('Vendor On Site')).toBeVisible();
  await expect(harborCard.getByRole('link', { name: 'Open request' })).toHaveCount(0);
  expect(await axeFindings(vendor)).toEqual([]);
  expect((await apiGet<RequestDetail>(request, harborToken, `/requests/${harbor.id}`)).subStatus).toBe('Vendor On Site');
  expect(problems).toEqual([]);
  await vendor.context().close();
});
