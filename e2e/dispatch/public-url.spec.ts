import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { leaderFilesDispatchedRequest, linkFor, PHONE, vendorOf } from './dispatch-support';

/**
 * Emailed links reach the server that sent them (README configuration, PUBLIC_URL): a server on a
 * port of its own with no PUBLIC_URL set sends a vendor its dispatch link, and the link, opened as
 * it is, opens the dispatch page on that server (it pointed at localhost:8080 whatever the port).
 */
const FIRST = vendorOf('coldchain');

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // An empty value is no value: the server picks its own default.
  server = await startOwnServer('public-url', Number(process.env.E2E_PORT ?? 8181) + 101, { PUBLIC_URL: '', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
test.afterAll(async () => server?.close());

test("a vendor's dispatch link from the mailbox opens on the server that sent it", async ({ browser }) => {
  test.setTimeout(120_000);
  const { mailbox, leader, requestId } = await leaderFilesDispatchedRequest(browser, server.baseURL);

  const link = await linkFor(mailbox, requestId, '/vendor-dispatch', FIRST.email);
  expect(new URL(link).origin).toBe(server.baseURL);
  // Opened as the email has it: no base URL to fall back on.
  const vendor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await vendor.goto(link);
  await expect(vendor.getByRole('heading', { name: 'New service request' })).toBeVisible();
  await vendor.context().close();
  await leader.close();
  await mailbox.dispose();
});
