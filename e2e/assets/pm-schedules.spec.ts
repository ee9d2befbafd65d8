import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { upcomingOccurrences } from '../../src/domain/pm/pm-recurrence';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';

/**
 * PM set up on screen (docs/product/maintenance-and-guides.md#schedules, #templates): a Company Leader
 * writes a checklist template, sets up a quarterly schedule for a piece of equipment with it, sees the
 * next visits previewed and the first one generated as a request with the template's checklist, then
 * pauses and resumes the schedule. At HG-403 Seaport, which no other spec plans maintenance at.
 */
const LEADER = DEMO.users.companyLeader;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const STORE = 'HG-403 · Harbor Grill Seaport';
/** The browser's today, as the form counts from it. */
const today = () => new Date().toLocaleDateString('en-CA');
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a leader sets up a quarterly PM schedule with a checklist template and sees its first visit, at ${name} size`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const stamp = `${name} ${Date.now()}`;
    const templateName = `Cooler quarterly (${stamp})`;
    const scheduleName = `Walk-in service (${stamp})`;

    await signedInAs(page, LEADER.email, '/assets');
    await page.getByRole('link', { name: 'PM', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PM schedules' })).toBeVisible({ timeout: 30_000 });

    // A template: two steps and a chore.
    await page.getByRole('button', { name: 'Templates' }).click();
    const templates = page.getByRole('dialog', { name: 'PM templates' });
    await templates.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New PM template' });
    await form.getByLabel('Name').fill(templateName);
    await form.getByLabel('Step 1', { exact: true }).fill('Clean condenser coil');
    await form.getByRole('button', { name: 'Add step' }).click();
    await form.getByLabel('Step 2', { exact: true }).fill('Check door gaskets');
    await form.getByLabel('Step 2 details').fill('Replace a torn one.');
    await form.getByLabel('New chore').fill('Coil photos taken');
    await form.getByRole('button', { name: 'Add chore' }).click();
    await form.screenshot({ path: `${SHOTS}/pm-template-new-${name}.png` });
    await form.getByRole('button', { name: 'Add template' }).click();
    await expect(form).toBeHidden();
    await expect(templates.getByText(templateName)).toBeVisible();
    await expect(templates.getByText('Any equipment · 2 steps · 1 chore · used by 0 schedules').first()).toBeVisible();
    await templates.screenshot({ path: `${SHOTS}/pm-templates-${name}.png` });
    await page.keyboard.press('Escape');
    await expect(templates).toBeHidden();

    // The schedule: quarterly from today, for a piece of equipment, with a vendor and the template.
    await page.getByRole('button', { name: 'New schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'New PM schedule' });
    await expect(schedule.getByLabel('Location').locator('option', { hasText: STORE })).toHaveCount(1, { timeout: 15_000 });
    await schedule.getByLabel('Location').selectOption({ label: STORE });
    const equipment = schedule.getByLabel('Equipment');
    await expect(equipment.locator('option')).not.toHaveCount(1, { timeout: 15_000 });
    const assetName = (await equipment.locator('option').nth(1).textContent())!;
    await equipment.selectOption({ index: 1 });
    await schedule.getByLabel('Name').fill(scheduleName);
    await schedule.getByLabel('Repeats').selectOption('quarterly');
    await expect(schedule.getByLabel('Starts')).toHaveValue(today());
    const expected = upcomingOccurrences({ kind: 'interval', every: 3, unit: 'month' }, { start: today() }, today(), 10);
    await expect(schedule.getByTestId('pm-preview').locator('li')).toHaveCount(10);
    await expect(schedule.getByTestId('pm-preview').locator('li').nth(1)).toHaveText(longDate(expected[1]!));
    await expect(schedule.getByLabel('Vendor').locator('option', { hasText: 'ColdChain Refrigeration Services' })).toHaveCount(1, { timeout: 15_000 });
    await schedule.getByLabel('Vendor').selectOption({ label: 'ColdChain Refrigeration Services' });
    await expect(schedule.getByLabel('Checklist template').locator('option', { hasText: templateName })).toHaveCount(1, { timeout: 15_000 });
    await schedule.getByLabel('Checklist template').selectOption({ label: templateName });
    await schedule.screenshot({ path: `${SHOTS}/pm-schedule-new-${name}.png` });
    await schedule.getByRole('button', { name: 'Set up schedule' }).click();

    // Its page: the facts, what is coming, and the first visit already generated (due today).
    await page.waitForURL(/\/assets\/pm-schedules\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: scheduleName })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('Every 3 months')).toBeVisible();
    await expect(main.getByText('ColdChain Refrigeration Services')).toBeVisible();
    await expect(main.getByText(templateName)).toBeVisible();
    await expect(main.getByText('Next visit', { exact: true })).toBeVisible();
    const visits = page.getByTestId('pm-visits');
    await expect(visits.getByRole('row')).toHaveCount(2);
    await expect(visits.getByRole('row').nth(1)).toContainText('Today');
    await expect(visits.getByRole('row').nth(1)).toContainText('Open');
    await page.screenshot({ path: `${SHOTS}/pm-schedule-page-${name}.png`, fullPage: true });

    // Pause and resume.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(main.getByText('Paused', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(main.getByText('Active', { exact: true })).toBeVisible();
    await expect(main.getByText('Coming up')).toBeVisible();

    // The equipment's page lists the schedule.
    await main.getByRole('link', { name: `Open ${assetName.split(' · ')[0]}` }).click();
    await page.waitForURL(/\/assets\/[0-9a-f-]{36}$/);
    const card = page.getByRole('heading', { level: 2, name: 'PM schedules' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")]');
    await expect(card.getByText(scheduleName)).toBeVisible({ timeout: 30_000 });
    await card.screenshot({ path: `${SHOTS}/pm-asset-card-${name}.png` });
    await card.getByText(scheduleName).click();
    await page.waitForURL(/\/assets\/pm-schedules\/[0-9a-f-]{36}$/);

    // The visit is a preventative request with the template's checklist and chore.
    await page.getByTestId('pm-visits').getByRole('link').first().click();
    await page.waitForURL(/\/requests\/[0-9a-f-]{36}/);
    await expect(page.getByText('Clean condenser coil')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Check door gaskets')).toBeVisible();
    await expect(page.getByText('Coil photos taken')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pm-visit-request-${name}.png`, fullPage: true });
  });
}
