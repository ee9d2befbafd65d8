import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SIGNED_IN_DIR } from '../../playwright.config';
import { DEMO } from '../../src/server/seed/demo-ids';
import { AUTH_PREFIX } from '../../src/domain/api/paths';
import { AUTH_PATHS } from '../../src/domain/auth/auth-api';
import { COOKIES } from '../../src/domain/api/cookies';

interface MailboxMessage {
  to: string;
  link: string | null;
  code: string | null;
}

/** The links the dev mailbox holds for an address, newest first. */
export async function mailboxLinks(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as MailboxMessage[];
  return messages.filter((m) => m.to === to && m.link).map((m) => m.link!);
}

/** Waits for a link that was not in `before` to arrive for the address. */
export async function newMailboxLink(request: APIRequestContext, to: string, before: string[]): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailboxLinks(request, to)).find((v) => !before.includes(v));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Asks for a login code on the login page (already open) and answers the code of that very
 * request: the page's code request answers a session id (sid), and the dev mailbox is asked for the
 * code recorded with it. Two workers signing the same user in at once never read each other's code.
 */
export async function requestLoginCode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const answer = page.waitForResponse((res) => res.url().endsWith(`${AUTH_PREFIX}${AUTH_PATHS.otpRequestEmail}`) && res.request().method() === 'POST');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const { sid } = (await (await answer).json()) as { sid?: string };
  if (!sid) throw new Error(`no login code was sent to ${email}`);
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox?sid=${sid}`, { headers: { accept: 'application/json' } });
      code = ((await res.json()) as MailboxMessage[])[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Logs in on the login page (already open) with a code sent by email and read from the dev mailbox. */
export async function loginWithCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const code = await requestLoginCode(page, request, email);
  await expect(page.getByLabel('Login code')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Login code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The demo roles the sign-in setup signs in once per run; tests start from their saved state. */
export const SIGNED_IN_ROLES = [
  DEMO.users.companyLeader.email,
  DEMO.users.locationStaff.email,
  DEMO.users.technician.email,
  DEMO.users.vendorTech.email,
  DEMO.users.refrigerationDispatcher.email,
  DEMO.users.admin.email,
  DEMO.users.brandManager.email,
  DEMO.users.selfService.email,
  DEMO.users.multiCustomerFinance.email,
  DEMO.users.retailLeader.email,
  DEMO.users.selfServiceLocationLeader.email,
];

/** The file the sign-in setup saves a role's browser state (cookies, local storage) in. */
export const signedInStatePath = (email: string): string => `${SIGNED_IN_DIR}/${email}.json`;

const savedState = (email: string) => JSON.parse(readFileSync(signedInStatePath(email), 'utf8')) as Awaited<ReturnType<BrowserContext['storageState']>>;

/** The access token of the role's saved session, for API calls made as that role beside a page of another. */
export function savedAccessToken(email: string): string {
  const cookie = savedState(email).cookies.find((c) => c.name === COOKIES.accessToken);
  if (!cookie) throw new Error(`the sign-in setup saved no access token for ${email}`);
  return decodeURIComponent(cookie.value);
}

/**
 * Signs the page's browser in as the role with the session the sign-in setup saved, then opens the
 * path: no login page, no code. Never for a test that signs out or revokes the session: that ends
 * the shared session of the tests after it; such a test signs in on its own (loginWithCode).
 */
export async function signedInAs(page: Page, email: string, path: string): Promise<void> {
  const state = savedState(email);
  await page.context().addCookies(state.cookies);
  // The saved local storage too (the offline set's switch, e2e/support/sign-in.setup.ts), set on a
  // page of the origin that does not start the app, so the app starts with it.
  const saved = state.origins.flatMap((origin) => origin.localStorage);
  if (saved.length > 0) {
    await page.goto('/readyz');
    await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), saved);
  }
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
}
