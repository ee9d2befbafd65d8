import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { newMailboxLink, signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';
import { DESKTOP, PHONE, shot, shots } from '../support/shots';

/**
 * The vendor directory by a customer (issue 33 item 5, docs/product/vendors.md#directory-vendors): a
 * company leader adds a vendor with a trade, a service area and its insurance, straight onto a
 * location's roster for that trade, and invites its dispatcher; the dispatcher signs in through the
 * emailed invitation on a phone and lands on My jobs, and from then on keeps the vendor's profile
 * and people (the leader's card says so). Each screen is photographed at desktop and phone width
 * under .tmp/shots for a look.
 */
/** A calendar day `days` from today, as a date input takes it (the browser's local day). */
function dayIn(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

test('a company leader adds a vendor onto a roster and invites its dispatcher, who signs in to My jobs and keeps the profile from then on', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const vendor = `Golden Gate Hoods ${run}`;
  const email = `dispatch.${run}@goldengatehoods.example`;

  await page.setViewportSize(DESKTOP);
  await signedInAs(page, DEMO.users.companyLeader.email, '/vendors/network');
  await page.getByRole('button', { name: 'Add vendor' }).click();
  const add = page.getByRole('dialog', { name: 'Add a vendor' });
  await add.getByLabel('Company name').fill(vendor);
  await add.getByLabel('Email').first().fill(`office.${run}@goldengatehoods.example`);
  const trades = add.getByRole('region', { name: 'Trades and service area' });
  await trades.getByText('Cooking Equipment', { exact: true }).click();
  await trades.getByLabel('States').fill('CA, NV');
  await trades.getByLabel('Radius (miles)').fill('40');
  // Insured for ten more days: the lists mark it as running out soon.
  await add.getByLabel('Insurance expires on').fill(dayIn(10));
  const where = add.getByRole('region', { name: 'Where it works' });
  const location = where.getByLabel('Location');
  const embarcadero = await location.locator('option', { hasText: 'HG-101' }).textContent();
  await location.selectOption({ label: embarcadero! });
  await expect(where.getByRole('checkbox', { name: 'Cooking Equipment' })).toBeChecked();
  await shots(page, 'vendor-directory-add-dialog', 'Add a vendor');
  await add.getByRole('button', { name: 'Add vendor' }).click();
  await expect(snackbar(page, `${vendor} added.`)).toBeVisible();

  // On the Cooking Equipment roster of the leader's locations, and among the vendors the company added.
  const cooking = page.getByRole('region', { name: 'Cooking Equipment', exact: true });
  await expect(cooking.getByTestId('vendor-card').filter({ hasText: vendor })).toBeVisible();
  const added = page.getByRole('region', { name: 'Vendors your company added' });
  const card = added.getByTestId('vendor-card').filter({ hasText: vendor });
  await expect(card).toContainText('Insurance expires soon');
  await expect(card).toContainText('Serves CA, NV · 40 miles around its address');
  await card.scrollIntoViewIfNeeded();
  await shots(page, 'vendor-directory-network');

  // The leader fixes the insurance date, then invites the vendor's dispatcher.
  await card.getByRole('button', { name: `Edit ${vendor}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${vendor}` });
  await edit.getByLabel('Insurance expires on').fill(dayIn(400));
  await shots(page, 'vendor-directory-edit-dialog', `Edit ${vendor}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, `${vendor} saved.`)).toBeVisible();
  await expect(card).not.toContainText('Insurance expires soon');

  await card.getByRole('button', { name: `People of ${vendor}` }).click();
  const people = page.getByRole('dialog', { name: `People of ${vendor}` });
  await expect(people.getByText('Nobody works for this vendor in the portal yet.')).toBeVisible();
  const form = people.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill('Dana Brooks');
  await form.getByLabel('Role').selectOption('Dispatcher');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add and invite' }).click();
  await expect(snackbar(page, `Dana Brooks was invited at ${email}.`)).toBeVisible();
  const person = people.getByTestId('vendor-person').filter({ hasText: 'Dana Brooks' });
  await expect(person.getByTestId('invitation-line')).toContainText(`Invitation sent to ${email}`);
  await expect(person.getByRole('button', { name: 'Send again' })).toBeVisible();
  await shots(page, 'vendor-directory-people-dialog', `People of ${vendor}`);
  await people.getByRole('button', { name: 'Close' }).click();

  // The dispatcher opens the emailed invitation on their phone: a vendor user, on My jobs.
  const link = await newMailboxLink(request, email, []);
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const dispatcher = await phone.newPage();
  await dispatcher.goto(link);
  await dispatcher.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dispatcher.getByRole('heading', { name: 'Link your accounts' })).toBeVisible();
  await dispatcher.getByRole('link', { name: 'Continue' }).click();
  await expect(dispatcher.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  await shot(dispatcher, 'vendor-directory-dispatcher-my-jobs-390');

  // Their company's profile is theirs now, with its people.
  await dispatcher.goto('/vendor');
  await expect(dispatcher.getByRole('heading', { name: vendor })).toBeVisible();
  await expect(dispatcher.getByLabel('Company name')).toHaveValue(vendor);
  await expect(dispatcher.getByTestId('vendor-person').filter({ hasText: 'Dana Brooks' })).toContainText('Signed in with the invitation');
  await shot(dispatcher, 'vendor-directory-dispatcher-profile-390');
  await phone.close();

  // The leader no longer edits it: the card says the vendor keeps its own profile.
  await page.reload();
  await expect(card).toContainText('The vendor keeps its own profile and people now.');
  await expect(card.getByRole('button', { name: `Edit ${vendor}` })).toHaveCount(0);

  // All of it in the customer's audit trail.
  await page.goto('/customer-settings');
  const events = page.getByTestId('audit-event');
  await expect(events.filter({ hasText: 'Vendor added' }).filter({ hasText: vendor })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Vendor changed' }).filter({ hasText: `vendor: ${vendor}` })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Vendor’s person added' }).filter({ hasText: 'person: Dana Brooks' })).toHaveCount(1);
});
