import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { DESKTOP, PHONE, shots } from '../support/shots';

interface MailboxMessage {
  to: string;
  text: string;
}

const requestId = DEMO.requests.openEmergencyForVendorTech.id;

test('the notification settings on the profile: email off for mentions, a mention then reaches the bell but no email; reset to defaults', async ({
  page,
  browser,
  request,
}) => {
  // The company leader opens the settings from the bell's list.
  await signedInAs(page, DEMO.users.companyLeader.email, '/home');
  await page.getByTestId('notification-bell').click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/profile#notifications$/);
  const card = page.locator('#notifications');
  const mentionEmail = card.getByRole('checkbox', { name: 'Email: Someone mentions you in a note' });
  await expect(mentionEmail).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'In the portal: Someone mentions you in a note' })).toBeChecked();
  await expect(card).toContainText('Not available yet: Push, Text message.');
  await shots(page, 'notification-settings');
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await card.screenshot({ path: `.tmp/shots/notification-settings-card-${size}.png` });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize(DESKTOP);

  // Email off for mentions: saved, so it stays off after a reload.
  // The box drawn over the hidden input takes the click, as a person's does.
  await card
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Email: Someone mentions you in a note' }) })
    .click();
  await expect(mentionEmail).not.toBeChecked();
  await page.reload();
  await expect(mentionEmail).not.toBeChecked();
  await expect(card.getByTestId('preference-mention')).not.toContainText('Default');

  // The location staff member mentions the leader in a note.
  const words = `Morgan, the gasket is in (${Date.now()}).`;
  const staff = await browser.newContext({ viewport: DESKTOP });
  const staffPage = await staff.newPage();
  await signedInAs(staffPage, DEMO.users.locationStaff.email, `/requests/${requestId}`);
  const box = staffPage.getByPlaceholder('Write a note; type @ to mention someone');
  await box.fill('@Morg');
  await staffPage
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: /Morgan Ellis/ })
    .click();
  await box.press('End');
  await box.pressSequentially(` ${words}`);
  // The note goes through the outbox: the page shows it at once, and the server has it only once
  // its POST is answered (by the page or its service worker, so the context's responses). Closing
  // the tab before that would take the queued note with it.
  const delivered = staff.waitForEvent(
    'response',
    (res) => res.url().endsWith(`/requests/${requestId}/notes`) && res.request().method() === 'POST' && res.ok(),
  );
  await staffPage.getByRole('button', { name: 'Add note' }).click();
  await expect(staffPage.getByText(words)).toBeVisible();
  await delivered;
  await staff.close();

  // The leader's bell has it once the job delivered it…
  const bell = page.getByTestId('notification-bell');
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(list.getByRole('button').filter({ hasText: words })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await expect(list.getByRole('button').filter({ hasText: words })).toContainText('Jamie Ortiz mentioned you');
  await page.keyboard.press('Escape');
  // …and the dev mailbox no email of it (the delivery's emails go right after its commit: give them a moment).
  await page.waitForTimeout(2_000);
  const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as MailboxMessage[];
  expect(messages.filter((m) => m.text.includes(words))).toEqual([]);

  // Back to the defaults: email for mentions again.
  await page.goto('/profile#notifications');
  await card.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(mentionEmail).toBeChecked();
  await expect(card.getByTestId('preference-mention')).toContainText('Default');
  await expect(card.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
});
