import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PREFIX } from '../../src/domain/api/paths';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiPost } from '../support/api-calls';
import { signedInAs, mailboxLinks, newMailboxLink } from '../support/identity';
import { snackbar } from '../support/snackbar';
import { axeFindings } from '../support/axe';

/**
 * The dispatch loop by public links (docs/product/public-links.md): a vendor with no account answers
 * on a phone, the signed-in customer sees it on the request, and the contact rates the visit once.
 */
const PHONE = { width: 390, height: 844 };
const HVAC_EMAIL = 'dispatch@summitmech.example';
const SHOTS = '.tmp/shots';

/** A fresh browser with no session, at phone width, opening a link from the mailbox. */
async function vendorPhone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname + new URL(link).search);
  return page;
}

/** A screenshot to look at (not committed), and no axe finding above minor on what it shows. */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  expect((await axeFindings(page)).map((finding) => `${name}: ${finding}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a vendor accepts, reports and is rated through links, with no account', async ({ page, request, browser, context }) => {
  // Seven pages in three browsers, each checked with axe: about two minutes beside the other worker.
  test.setTimeout(180_000);
  const leader = DEMO.users.companyLeader;
  await signedInAs(page, leader.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  const token = await accessToken(context);

  // A new request, then dispatched to Summit Mechanical.
  const id = randomUUID();
  await apiPost(request, token, '/requests', {
    id,
    assetId: DEMO.assets.enterpriseWithLabel.id,
    incidentDescription: 'Walk-in cooler at 48°F.',
    requestPriority: 'High',
  });
  const before = await mailboxLinks(request, HVAC_EMAIL);
  const assigned = await request.patch(`${API_PREFIX}/requests/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { assignedToVendorId: DEMO.vendors.hvac.id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  const dispatchLink = await newMailboxLink(request, HVAC_EMAIL, before);
  expect(dispatchLink).toContain('/vendor-dispatch?requestId=');

  // The vendor's phone: the job, then accept with an ETA.
  const vendor = await vendorPhone(browser, dispatchLink);
  await expect(vendor.getByRole('heading', { name: 'New service request' })).toBeVisible();
  await expect(vendor.getByText('Walk-in cooler at 48°F.')).toBeVisible();
  // The store's phone to call on arrival, and its address opening a map.
  await expect(vendor.getByRole('link', { name: /^Call the store: \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(vendor.getByRole('link', { name: /, [A-Z]{2} \d{5}$/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await noSidewaysScroll(vendor);
  await shot(vendor, 'vendor-dispatch');
  await vendor.getByLabel('When will you arrive?').fill('2031-05-06T14:30');
  await vendor.getByRole('button', { name: 'Accept the job' }).click();
  await expect(vendor.getByText(/^Thanks — you have the job/)).toBeVisible();
  // A link page has no session, and the snackbar still says the answer went.
  await expect(snackbar(vendor, 'Answer sent.')).toBeVisible();
  await expect(snackbar(vendor, 'Answer sent.')).toHaveAttribute('data-snackbar', 'success');
  await shot(vendor, 'vendor-dispatch-answered');

  // The customer sees the vendor, the ETA and the confirmation.
  await page.goto(`/requests/${id}`);
  await expect(page.getByText('Summit Mechanical').first()).toBeVisible();
  await expect(page.getByText('Dispatch Confirmation').last()).toBeVisible();
  await expect(page.getByText(/Summit Mechanical accepted the job/)).toBeVisible();
  await expect(page.getByText(/ETA set to May 0?6, 2031/).first()).toBeVisible();

  // Progress from the follow-up link: on site, then work complete.
  await vendor.getByRole('link', { name: 'Report progress' }).click();
  await expect(vendor.getByRole('heading', { name: 'Job follow-up' })).toBeVisible();
  await noSidewaysScroll(vendor);
  await shot(vendor, 'vendor-follow-up');
  await vendor.getByLabel('Where the job stands').selectOption('on-site');
  await vendor.getByRole('button', { name: 'Send update' }).click();
  await expect(vendor.getByText('Thanks — the customer sees "On site".')).toBeVisible();
  await expect(snackbar(vendor, 'Update sent.')).toBeVisible();
  // The request's facts above say it too, not the status the page opened with.
  await expect(vendor.getByText('Vendor On Site', { exact: true })).toBeVisible();
  await vendor.getByRole('button', { name: 'Send another update' }).click();
  await vendor.getByLabel('Where the job stands').selectOption('work-complete');
  await vendor.getByLabel('Notes (optional)').fill('Condenser fan replaced.');
  await vendor.getByRole('button', { name: 'Send update' }).click();
  await expect(vendor.getByText('Thanks — the customer sees "Work complete".')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Summit Mechanical checked in.')).toBeVisible();

  // The request is completed: its contact gets the CSAT link.
  const csatBefore = await mailboxLinks(request, leader.email);
  const completed = await request.patch(`${API_PREFIX}/requests/${id}/complete`, {
    headers: { authorization: `Bearer ${token}` },
    data: { resolutionStatement: 'Condenser fan replaced.' },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const csatLink = await newMailboxLink(request, leader.email, csatBefore);
  expect(csatLink).toContain('/csat?request=');
  const rater = await vendorPhone(browser, `${csatLink}&rating=5`);
  await expect(rater.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
  await expect(rater.getByRole('button', { name: '5 of 5: Excellent' })).toHaveAttribute('aria-pressed', 'true');
  await noSidewaysScroll(rater);
  await shot(rater, 'csat');
  await rater.getByRole('button', { name: 'Send rating' }).click();
  await expect(rater.getByText(/^Thanks — your rating/)).toBeVisible();
  await expect(snackbar(rater, 'Rating sent.')).toBeVisible();
  await rater.goto(new URL(csatLink).pathname + new URL(csatLink).search);
  await expect(rater).toHaveURL(/\/invalid-link$/);
  // The URL changes before the lazily loaded page renders: axe looks only once its heading is there.
  await expect(rater.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await shot(rater, 'invalid-link');
  await page.reload();
  await expect(page.getByText('Rated 5 of 5.')).toBeVisible();
});

test('the SSO dispatch page of a self-service request is unbranded', async ({ page, request, browser, context }) => {
  await signedInAs(page, DEMO.users.selfService.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  const token = await accessToken(context);
  const id = randomUUID();
  await apiPost(request, token, '/self-service/requests', {
    id,
    requestType: 'Incident',
    assetId: DEMO.assets.selfService.id,
    incidentDescription: 'Grinder jammed.',
  });
  const before = await mailboxLinks(request, HVAC_EMAIL);
  await apiPost(request, token, `/self-service/requests/${id}/assign-vendor`, { assignedToVendorId: DEMO.vendors.hvac.id });
  const link = await newMailboxLink(request, HVAC_EMAIL, before);
  expect(link).toContain('/sso-vendor-dispatch?');
  const vendor = await vendorPhone(browser, link);
  await expect(vendor.getByText('Grinder jammed.')).toBeVisible();
  await expect(vendor).toHaveTitle('Service Portal');
  expect(await vendor.getByTestId('brand-mark').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(39, 39, 42)');
  await noSidewaysScroll(vendor);
  await vendor.getByRole('button', { name: 'Decline' }).click();
  await shot(vendor, 'sso-vendor-dispatch-decline');
  await vendor.getByLabel('Why can you not take it?').fill('No technician free this week.');
  await vendor.getByRole('button', { name: 'Decline the job' }).click();
  await expect(vendor.getByText(/^Thanks — the customer knows/)).toBeVisible();
});
