import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { EscalatablePage } from '../../src/domain/escalations/escalations-api';
import { brandEscalationId } from '../../src/server/seed/demo-escalations';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet, apiPost } from '../support/api-calls';
import { signedInAs } from '../support/identity';
import { axeFindings } from '../support/axe';

/**
 * The escalation screens (docs/product/escalations.md): a customer escalates a request to its
 * equipment's manufacturer from the list, with a file; the brand's manager sees it (and not another
 * brand's), posts an update, and the customer sees it.
 */
const SHOTS = '.tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PHOTO = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('compressor nameplate')]);

/** Screenshots to look at (not committed) at both widths, no sideways scroll, no axe finding above minor. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${size}: no sideways scroll`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  expect((await axeFindings(page)).map((finding) => `${name}: ${finding}`)).toEqual([]);
}

test('a customer escalates from the list; the brand’s manager sees it, not another brand’s, and answers; the customer sees the answer', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  const leader = DEMO.users.companyLeader;
  await signedInAs(page, leader.email, '/escalations');
  await expect(page.getByRole('heading', { name: 'Escalations', level: 1 })).toBeVisible();
  // A FrostLine request nobody else escalates in this run (the EEP links spec takes the emergency one).
  const token = await accessToken(context);
  const choices = await apiGet<EscalatablePage>(request, token, '/escalations/escalatable-requests?search=FrostLine&limit=50');
  const target = choices.items.find((r) => r.requestId !== DEMO.requests.openEmergencyForVendorTech.id && !r.openEscalationId);
  expect(target, 'an open FrostLine request with no open escalation').toBeTruthy();
  const number = String(target!.requestNumber);

  // The list's create button: find the request, say why, add a photo.
  await page.getByRole('button', { name: 'New escalation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escalate to the manufacturer' });
  await dialog.getByLabel('Find the request').fill(number);
  await dialog.getByText(`#${number} · ${target!.asset.name} · FrostLine Refrigeration`).click();
  await dialog.getByText('Repeat failure').click();
  await dialog.getByLabel('Notes for the manufacturer').fill('Compressor trips every night since the last repair.');
  await dialog.getByLabel('Files (optional)').setInputFiles({ name: 'nameplate.png', mimeType: 'image/png', buffer: PHOTO });
  await shoot(page, 'escalation-create');
  await dialog.getByRole('button', { name: 'Escalate' }).click();
  await expect(page).toHaveURL(/\/escalations\/[0-9a-f-]{36}$/);
  const escalationUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FrostLine Refrigeration');
  await expect(page.getByText('Compressor trips every night since the last repair.')).toBeVisible();
  await expect(page.getByTestId('escalation-file')).toContainText('nameplate.png');
  await expect(page.getByRole('link', { name: `#${number}` })).toHaveAttribute('href', `/requests/${target!.requestId}`);

  // The list shows it first, newest first.
  await page.goto('/escalations');
  await expect(page.getByRole('row').nth(1)).toContainText(`#${number}`);
  await shoot(page, 'escalations-list');

  // The request's page links to it.
  await page.goto(`/requests/${target!.requestId}`);
  await expect(page.getByRole('button', { name: 'Escalate to manufacturer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'see the escalation' })).toHaveAttribute('href', escalationUrl);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/escalation-request-page-390.png` });

  // FrostLine's brand manager: this escalation and FrostLine's demo one, not Crescent's.
  const brandContext = await browser.newContext({ viewport: DESKTOP });
  const brand = await brandContext.newPage();
  await signedInAs(brand, DEMO.users.brandManager.email, '/escalations');
  await expect(brand.getByRole('heading', { name: 'Escalations', level: 1 })).toBeVisible();
  await expect(brand.getByRole('button', { name: 'New escalation' })).toHaveCount(0);
  const table = brand.getByRole('table');
  await expect(table.getByRole('link', { name: `#${number}` })).toBeVisible();
  await expect(table.locator(`a[href="/escalations/${brandEscalationId('frostline')}"]`).first()).toBeVisible();
  await expect(table.locator(`a[href="/escalations/${brandEscalationId('crescent')}"]`)).toHaveCount(0);
  await expect(table).not.toContainText('Crescent');
  await shoot(brand, 'escalations-brand-list');
  await brand.goto(`/escalations/${brandEscalationId('crescent')}`);
  await expect(brand.getByText('Escalation not found.')).toBeVisible();

  // The brand manager answers, marking it responded.
  await brand.goto(escalationUrl);
  await expect(brand.getByText('Compressor trips every night since the last repair.')).toBeVisible();
  await brand.getByLabel('Post an update').fill('Known compressor batch issue: a replacement ships Monday under warranty.');
  await brand.getByRole('combobox', { name: 'Mark as' }).selectOption('Manufacturer Responded');
  await brand.getByRole('button', { name: 'Post update' }).click();
  await expect(brand.getByText('Update posted.')).toBeVisible();
  await expect(brand.getByTestId('escalation-updates')).toContainText('Known compressor batch issue');
  // Resolving is the customer's: the brand proposes a resolution instead (issue 31).
  await expect(brand.getByRole('button', { name: 'Resolve escalation' })).toHaveCount(0);
  await brand.getByLabel('Post an update').fill('Compressor replaced under warranty; please confirm it holds temperature.');
  await brand.getByRole('combobox', { name: 'Mark as' }).selectOption('Resolution Proposed');
  await brand.getByRole('button', { name: 'Post update' }).click();
  await expect(brand.getByText('Update posted.').first()).toBeVisible();
  await expect(brand.getByText('Resolution Proposed').first()).toBeVisible();
  await brandContext.close();

  // The customer sees the answer and the new status.
  await page.goto(escalationUrl);
  const updates = page.getByTestId('escalation-updates');
  await expect(updates).toContainText('Known compressor batch issue: a replacement ships Monday under warranty.');
  await expect(updates).toContainText(DEMO.users.brandManager.name);
  await expect(page.getByText('Resolution Proposed').first()).toBeVisible();
  await expect(page.getByText('The manufacturer proposes a resolution (see its latest update).', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolve escalation' })).toBeVisible();
  await shoot(page, 'escalation-detail');
});

test('a resolved escalation is reopened when the problem comes back', async ({ page, request, context }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, '/escalations');
  const token = await accessToken(context);
  // The last open request with no escalation: the spec above takes the first.
  const choices = await apiGet<EscalatablePage>(request, token, '/escalations/escalatable-requests?limit=50');
  const target = choices.items.filter((r) => r.requestId !== DEMO.requests.openEmergencyForVendorTech.id && !r.openEscalationId).at(-1);
  expect(target, 'an open request with no open escalation').toBeTruthy();
  const escalationId = randomUUID();
  await apiPost(request, token, '/escalations', { id: escalationId, requestId: target!.requestId, reasons: ['Repeat failure'] });
  await apiPost(request, token, `/escalations/${escalationId}/resolve`, { note: 'Replaced under warranty.' });

  await page.goto(`/escalations/${escalationId}`);
  await expect(page.getByText('Resolved').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reopen escalation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen the escalation' });
  await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeDisabled();
  await dialog.getByLabel('What came back?').fill('The same fault two days later.');
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('escalation-updates')).toContainText('Reopened: The same fault two days later.');
  await expect(page.getByRole('button', { name: 'Resolve escalation' })).toBeVisible();
  await shoot(page, 'escalation-reopened');
});
