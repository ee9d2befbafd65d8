import { expect, request as apiRequest, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { loginWithCode } from '../support/identity';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { linkFor, PHONE, vendorOf } from './dispatch-support';

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
  const mailbox = await apiRequest.newContext({ baseURL: server.baseURL });
  const leader = await browser.newContext({ baseURL: server.baseURL });
  const page = await leader.newPage();
  await page.goto('/requests');
  await loginWithCode(page, mailbox, DEMO.users.companyLeader.email);
  await expect(page).toHaveURL(/\/requests/);
  await page.goto(`/requests/new?locationId=${DEMO.locations.staffPm.id}&assetId=${DEMO.assets.enterpriseWithLabel.id}`);
  await page.getByLabel('What is wrong').fill('Walk-in cooler door gasket torn; box at 44°F.');
  await page.getByText('Start dispatch automations now').click();
  await page.getByRole('button', { name: 'Create request' }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  const requestId = new URL(page.url()).pathname.split('/').pop()!;

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
