import { expect, request as apiRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { VENDORS } from '../../src/server/seed/demo-catalog';
import { DEMO } from '../../src/server/seed/demo-ids';
import { loginWithCode } from '../support/identity';

/** A phone's viewport: the vendor answers its links on one. */
export const PHONE = { width: 390, height: 844 };

/** A demo vendor by its catalogue key. */
export const vendorOf = (key: (typeof VENDORS)[number]['key']) => VENDORS.find((v) => v.key === key)!;

interface MailboxMessage {
  to: string;
  link: string | null;
}

/** Waits for the dev mailbox to hold a link for this request (path and address given), and answers it. */
export async function linkFor(request: APIRequestContext, requestId: string, path: string, to?: string, timeout = 20_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
        const messages = (await res.json()) as MailboxMessage[];
        link = messages
          .filter((m) => m.link && (!to || m.to === to))
          .map((m) => m.link!)
          .find((l) => new URL(l).pathname === path && new URL(l).search.includes(requestId));
        return link;
      },
      { message: `a ${path} link for ${to ?? 'the request'}`, timeout },
    )
    .toBeTruthy();
  return link!;
}

/** A fresh browser with no session, at phone width, opening a link (on `baseURL` when given, else the shared server). */
export async function phone(browser: Browser, link: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const url = new URL(link, 'http://localhost');
  await page.goto(url.pathname + url.search);
  return page;
}

/**
 * On a spec's own server: the company leader signs in with a code from its mailbox and files a request
 * on the labelled walk-in cooler with dispatch automations started at once. The caller closes `leader`
 * and disposes of `mailbox`.
 */
export async function leaderFilesDispatchedRequest(
  browser: Browser,
  baseURL: string,
): Promise<{ mailbox: APIRequestContext; leader: BrowserContext; page: Page; requestId: string }> {
  const mailbox = await apiRequest.newContext({ baseURL });
  const leader = await browser.newContext({ baseURL });
  const page = await leader.newPage();
  await page.goto('/requests');
  await loginWithCode(page, mailbox, DEMO.users.companyLeader.email);
  await expect(page).toHaveURL(/\/requests/);
  await page.goto(`/requests/new?locationId=${DEMO.locations.staffPm.id}&assetId=${DEMO.assets.enterpriseWithLabel.id}`);
  await page.getByLabel('What is wrong').fill('Walk-in cooler door gasket torn; box at 44°F.');
  await page.getByText('Start dispatch automations now').click();
  await page.getByRole('button', { name: 'Create request' }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  return { mailbox, leader, page, requestId: new URL(page.url()).pathname.split('/').pop()! };
}
