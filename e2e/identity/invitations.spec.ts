import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO } from '../../src/server/seed/demo-ids';
import { newMailboxLink, signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

/**
 * Invitations (docs/product/sessions-and-tenancy.md#invitations): a Company Leader adds a person,
 * who signs in through the emailed invitation; the leader then sees it accepted.
 */
const SHOTS = '.tmp/shots';

test('a leader adds a person, who signs in through the invitation', async ({ page, request, browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const email = `casey.${Date.now()}@invited.example`;
  await signedInAs(page, DEMO.users.companyLeader.email, '/profile');
  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByLabel('Name').fill('Casey Invited');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('Location Staff');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(snackbar(page, `Save Successful. An invitation was sent to ${email}.`)).toBeVisible();

  // The invitee opens the emailed link on their own device and signs in.
  const link = await newMailboxLink(request, email, []);
  const device = await browser.newContext();
  const invitee = await device.newPage();
  await invitee.goto(link);
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A first sign-in offers to link a provider account; the invitee goes on without.
  await expect(invitee.getByRole('heading', { name: 'Link your accounts' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Continue' }).click();
  await expect(invitee.getByRole('button', { name: 'Account menu' })).toContainText('Casey Invited');
  await device.close();

  // The leader sees the invitation accepted.
  await page.getByLabel('Search people').fill(email);
  await page.getByLabel('Search people').press('Enter');
  await page
    .getByRole('row', { name: /Casey Invited/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Casey Invited' });
  await expect(edit.getByTestId('invitation-line')).toContainText(`Signed in with the invitation sent to ${email}`);
  await edit.screenshot({ path: `${SHOTS}/person-invitation-accepted.png` });
});
