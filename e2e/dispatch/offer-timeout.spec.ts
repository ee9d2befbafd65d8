import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { leaderFilesDispatchedRequest, linkFor, phone, vendorOf } from './dispatch-support';

/**
 * The dispatch offer's timeout end to end (docs/product/requests.md#dispatch-automation): on a server
 * of its own whose offers last 45 seconds (DISPATCH_OFFER_TIMEOUT_MINUTES=0.75; the shared e2e server
 * keeps the default 30 minutes), the company leader files a request with dispatch started at once.
 * The first roster vendor (ColdChain) never answers; when its offer times out, the job offers the
 * request to the next one (the portal's field technicians), which accepts from its phone. The
 * leader's request shows the timeout, the vendor, the ETA and the confirmation.
 */
const FIRST = vendorOf('coldchain');
const SECOND = vendorOf('internal');
/**
 * Long enough for the next vendor's phone to open its link before that offer lapses too, on a loaded
 * machine (at 30 s a busy CI run once saw the second link lapse before the phone opened it).
 */
const OFFER_SECONDS = 45;

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('offer-timeout', Number(process.env.E2E_PORT ?? 8181) + 100, {
    DISPATCH_OFFER_TIMEOUT_MINUTES: String(OFFER_SECONDS / 60),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
test.afterAll(async () => server?.close());

test('an offer nobody answers times out and the next roster vendor is offered the request', async ({ browser }) => {
  test.setTimeout(180_000);
  // The first offer starts when the request is filed or later: its timeout cannot end before this
  // plus the offer's time. (When the test saw the first mail says nothing: a loaded server sends it
  // seconds after the offer started, and the timeout counts from the offer.)
  const beforeFiling = Date.now();
  const { mailbox, leader: leaderContext, page, requestId } = await leaderFilesDispatchedRequest(browser, server.baseURL);

  // The first vendor is offered the request and lets the offer lapse.
  const firstLink = await linkFor(mailbox, requestId, '/vendor-dispatch', FIRST.email);
  // The job sends the next offer once the first one's time is up (its queue polls every 2 s).
  const secondLink = await linkFor(mailbox, requestId, '/vendor-dispatch', SECOND.email, 90_000);
  expect(Date.now() - beforeFiling, 'the next offer waited for the timeout').toBeGreaterThanOrEqual(OFFER_SECONDS * 1000);

  // The lapsed offer's link no longer answers; the next vendor accepts from its phone.
  const lapsed = await phone(browser, firstLink, server.baseURL);
  await expect(lapsed).toHaveURL(/\/invalid-link$/);
  await lapsed.context().close();
  const vendor = await phone(browser, secondLink, server.baseURL);
  await expect(vendor.getByRole('heading', { name: 'New service request' })).toBeVisible();
  await vendor.getByLabel('When will you arrive?').fill('2031-05-07T09:15');
  await vendor.getByRole('button', { name: 'Accept the job' }).click();
  await expect(vendor.getByText(/^Thanks — you have the job/)).toBeVisible();
  await vendor.context().close();

  await page.reload();
  await expect(page.getByText(`${FIRST.name} did not answer within ${OFFER_SECONDS} seconds.`)).toBeVisible();
  await expect(page.getByText(new RegExp(`${SECOND.name} accepted the job`))).toBeVisible();
  await expect(page.getByText(/ETA set to May 0?7, 2031/).first()).toBeVisible();
  await leaderContext.close();
  await mailbox.dispose();
});
