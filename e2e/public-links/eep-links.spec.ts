import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { EscalationDetail } from '../../src/domain/escalations/escalations-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet, apiPost } from '../support/api-calls';
import { signedInAs, mailboxLinks, newMailboxLink } from '../support/identity';
import { axeFindings } from '../support/axe';

/**
 * Escalation links (docs/product/escalations.md): the manufacturer answers an escalation on a phone
 * with no account, and once resolved the requester rates the manufacturer once.
 */
const PHONE = { width: 390, height: 844 };
/** FrostLine's escalation contact (seeded): the walk-in cooler at HG-101 is FrostLine equipment. */
const FROSTLINE_EEP = 'eep@frostline.example';
const SHOTS = '.tmp/shots';

async function phone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname + new URL(link).search);
  return page;
}

/** A screenshot to look at (not committed), no sideways scroll, and no axe finding above minor. */
async function check(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  expect((await axeFindings(page)).map((finding) => `${name}: ${finding}`)).toEqual([]);
}

test('the manufacturer posts an update through its EEP link and the requester rates it once', async ({ page, request, browser, context }) => {
  test.setTimeout(120_000);
  const staff = DEMO.users.locationStaff;
  const requestId = DEMO.requests.openEmergencyForVendorTech.id;
  await signedInAs(page, staff.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  const token = await accessToken(context);

  // An escalation of the demo request: FrostLine's contact gets the updates link.
  const before = await mailboxLinks(request, FROSTLINE_EEP);
  const id = randomUUID();
  await apiPost(request, token, '/escalations', { id, requestId, reasons: ['Repeat failure'], notes: 'Third compressor fault this month.' });
  const updatesLink = await newMailboxLink(request, FROSTLINE_EEP, before);
  expect(updatesLink).toContain('/vendor-eep-updates?token=');

  // The manufacturer's phone, no session: the escalation, then an update.
  const maker = await phone(browser, updatesLink);
  await expect(maker.getByRole('heading', { name: 'Escalation updates' })).toBeVisible();
  await expect(maker.getByText('Repeat failure')).toBeVisible();
  await expect(maker.getByText(/FrostLine Refrigeration · Model/)).toBeVisible();
  await expect(maker.getByText('No updates yet.')).toBeVisible();
  await check(maker, 'eep-updates');
  await maker.getByLabel('Your update').fill('Compressor recall applies; a field engineer will call today.');
  await maker.getByLabel('Status').selectOption('Manufacturer Responded');
  await maker.getByRole('button', { name: 'Post update' }).click();
  await expect(maker.getByText('Thanks — the customer sees your update.')).toBeVisible();
  await expect(maker.getByText('Compressor recall applies; a field engineer will call today.')).toBeVisible();
  await check(maker, 'eep-updates-answered');

  // The escalation shows it, and so does the request's timeline.
  const seen = await apiGet<EscalationDetail>(request, token, `/escalations/${id}`);
  expect(seen.status).toBe('Manufacturer Responded');
  expect(seen.updates.map((u) => u.text)).toEqual(['Compressor recall applies; a field engineer will call today.']);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByText(/FrostLine Refrigeration \(Manufacturer Responded\): Compressor recall applies/)).toBeVisible();

  // Resolved: the requester gets the manufacturer-CSAT link, rates 4 once.
  const csatBefore = await mailboxLinks(request, staff.email);
  await apiPost(request, token, `/escalations/${id}/resolve`, { note: 'Compressor replaced under recall.' });
  const csatLink = await newMailboxLink(request, staff.email, csatBefore);
  expect(csatLink).toContain(`/eep-manufacturer-csat?escalationId=${id}`);
  const rater = await phone(browser, `${csatLink}&rating=4`);
  await expect(rater.getByRole('heading', { name: 'How did the manufacturer do?' })).toBeVisible();
  await expect(rater.getByRole('button', { name: '4 of 5: Very good' })).toHaveAttribute('aria-pressed', 'true');
  await check(rater, 'eep-manufacturer-csat');
  await rater.getByRole('button', { name: 'Send rating' }).click();
  await expect(rater.getByText(/^Thanks — your rating of the manufacturer/)).toBeVisible();
  const rated = await apiGet<EscalationDetail>(request, token, `/escalations/${id}`);
  expect(rated.manufacturerRating?.rating).toBe(4);

  // Reusing either link lands on /invalid-link: the rating is spent, the updates end with the resolution.
  await rater.goto(new URL(csatLink).pathname + new URL(csatLink).search);
  await expect(rater).toHaveURL(/\/invalid-link$/);
  await maker.goto(new URL(updatesLink).pathname + new URL(updatesLink).search);
  await expect(maker).toHaveURL(/\/invalid-link$/);
});
