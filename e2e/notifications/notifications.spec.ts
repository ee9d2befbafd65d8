import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';
import { DESKTOP, PHONE, shots } from '../support/shots';

interface MailboxMessage {
  to: string;
  subject: string | null;
  link: string | null;
  text: string;
}

const requestId = DEMO.requests.openEmergencyForVendorTech.id;

test('a leader mentions a location staff member in a note: the bell shows it, opens the request, and the dev mailbox has the email', async ({
  page,
  browser,
  request,
}) => {
  const words = `Jamie, please check the door gasket (${Date.now()}).`;
  // The company leader writes the note on a request at HG-101, where the staff member works.
  await signedInAs(page, DEMO.users.companyLeader.email, `/requests/${requestId}`);
  const box = page.getByPlaceholder('Write a note; type @ to mention someone');
  await box.fill('@Jami');
  await page
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: /Jamie Ortiz/ })
    .click();
  await box.press('End');
  await box.pressSequentially(` ${words}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(words)).toBeVisible();

  // The staff member's bell counts it once the job has delivered it.
  const staff = await browser.newContext({ viewport: DESKTOP });
  const staffPage = await staff.newPage();
  await signedInAs(staffPage, DEMO.users.locationStaff.email, '/home');
  const bell = staffPage.getByTestId('notification-bell');
  await expect(async () => {
    await staffPage.reload();
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await shots(staffPage, 'notifications-bell');
  await bell.screenshot({ path: '.tmp/shots/notifications-bell-button.png' });

  await bell.click();
  const list = staffPage.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('button').filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/Morgan Ellis mentioned you on request #\d+/);
  await expect(item).toContainText(/Today \d\d:\d\d [AP]M/);
  await shots(staffPage, 'notifications-list', 'Notifications');
  // On a phone the list fits the screen.
  await staffPage.setViewportSize(PHONE);
  const width = await list.evaluate((el) => el.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await staffPage.setViewportSize(DESKTOP);

  // Opening it goes to the request, and it counts as read.
  await item.click();
  await expect(staffPage).toHaveURL(new RegExp(`/requests/${requestId}$`));
  await expect(staffPage.getByText(words)).toBeVisible();
  await bell.click();
  await expect(list.getByRole('button').filter({ hasText: words })).not.toContainText('Unread:');
  await staff.close();

  // The dev mailbox has the email, with the request's link.
  const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as MailboxMessage[];
  const mail = messages.find((m) => m.to === DEMO.users.locationStaff.email && m.text.includes(words));
  expect(mail?.subject).toMatch(/^Morgan Ellis mentioned you on request #\d+$/);
  expect(mail?.link).toMatch(new RegExp(`/requests/${requestId}$`));
});
