import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { VENDORS } from '../../src/server/seed/demo-catalog';

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
