import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OTHER_QUOTE_APPROVED } from '../../src/domain/requests/quotes-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { linkFor, phone, vendorOf } from '../dispatch/dispatch-support';
import { accessToken, apiPost } from '../support/api-calls';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

/**
 * The quote loop (docs/product/requests.md#quotes): the leader asks two vendors for a quote on a
 * new request, both answer from their phones, the leader compares them side by side and approves
 * one: the other vendor is told, and the approved amount is the request's not-to-exceed.
 */
const SUMMIT = vendorOf('summit');
const HANDYFIX = vendorOf('handyfix');

async function askForQuote(page: Page, vendorName: string): Promise<void> {
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a quote' });
  await dialog.getByRole('combobox').selectOption({ label: vendorName });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(snackbar(page, 'Quote requested.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

async function vendorQuotes(browser: Browser, request: APIRequestContext, requestId: string, email: string, amount: string, scope: string): Promise<void> {
  const vendor = await phone(browser, await linkFor(request, requestId, '/vendor-request-quote', email));
  await vendor.getByLabel('Amount (USD)').fill(amount);
  await vendor.getByLabel('What the quote covers').fill(scope);
  await vendor.getByRole('button', { name: 'Send the quote' }).click();
  await expect(vendor.getByText('Thanks — your quote is with the customer.')).toBeVisible();
  await vendor.context().close();
}

test('two vendors quote, the leader compares them and approves one: the other is told, the amount is the not-to-exceed', async ({ page, request, browser }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, '/requests');
  const requestId = randomUUID();
  await apiPost(request, await accessToken(page.context()), '/requests', {
    id: requestId,
    locationId: DEMO.locations.staffOther.id,
    incidentDescription: 'Make-up air unit rattles and trips its breaker.',
  });
  await page.goto(`/requests/${requestId}`);
  await askForQuote(page, SUMMIT.name);
  await askForQuote(page, HANDYFIX.name);

  await vendorQuotes(browser, request, requestId, SUMMIT.email, '1480', 'Replace the blower bearings and belt.');
  await vendorQuotes(browser, request, requestId, HANDYFIX.email, '1125.50', 'Bearings, belt and a breaker check.');

  await page.reload();
  await expect(page.getByText('2 quotes wait for a decision.', { exact: false })).toBeVisible();
  const summit = page.getByRole('group', { name: `Quote from ${SUMMIT.name}` });
  const handyfix = page.getByRole('group', { name: `Quote from ${HANDYFIX.name}` });
  await expect(summit.getByText('$1,480.00')).toBeVisible();
  await expect(handyfix.getByText('$1,125.50')).toBeVisible();
  // Side by side on a desktop: the two quotes share a row.
  const [a, b] = [await summit.boundingBox(), await handyfix.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(4);

  await handyfix.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this quote?' });
  await expect(confirm).toContainText('The other waiting quote is declined');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(snackbar(page, `Approved ${HANDYFIX.name}'s quote.`)).toBeVisible();

  await expect(handyfix.getByText('Approved', { exact: true })).toBeVisible();
  await expect(summit.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(summit.getByText(`Reason: ${OTHER_QUOTE_APPROVED}`)).toBeVisible();
  await expect(summit.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // The overview's not-to-exceed field shows the approved amount.
  const nte = page.locator('dt', { hasText: 'Not to exceed' }).locator('xpath=following-sibling::dd[1]');
  await expect(nte).toContainText('$1,125.50');
  await expect(page.getByText(`Approved ${HANDYFIX.name}'s quote of $1,125.50; not to exceed $1,125.50.`)).toBeVisible();
  await expect(page.getByText('Vendor Dispatched').first()).toBeVisible();

  // The vendor not chosen is told, with the reason.
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/mailbox', { headers: { accept: 'application/json' } })).json()) as { to: string; text: string }[];
      return messages.some((m) => m.to === SUMMIT.email && m.text.includes('was not approved') && m.text.includes(OTHER_QUOTE_APPROVED));
    })
    .toBe(true);
});

test('the leader rejects a quote with a reason', async ({ page }) => {
  await signedInAs(page, DEMO.users.companyLeader.email, `/requests/${DEMO.requests.awaitingQuote.id}`);
  const handyfix = page.getByRole('group', { name: `Quote from ${HANDYFIX.name}` });
  await handyfix.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this quote?' });
  await expect(dialog.getByRole('button', { name: 'Reject quote' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Not licensed for rooftop units.');
  await dialog.getByRole('button', { name: 'Reject quote' }).click();
  await expect(snackbar(page, `Rejected ${HANDYFIX.name}'s quote.`)).toBeVisible();
  await expect(handyfix.getByText('Reason: Not licensed for rooftop units.')).toBeVisible();
  // Summit's quote still waits: the request still awaits a decision.
  await expect(page.getByText('A quote waits for a decision.', { exact: false })).toBeVisible();
});
