import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../../playwright.config';
import { COOKIES } from '../../src/domain/api/cookies';
import { AUTH_PREFIX } from '../../src/domain/api/paths';
import { AUTH_PATHS, CROSS_SITE_SIGN_IN_MESSAGE } from '../../src/domain/auth/auth-api';
import { loginWithCode, newMailboxLink, mailboxLinks, requestLoginCode } from '../support/identity';

// Issue 27 finding 1: a page on another site sends the victim's browser to a verification address for the
// attacker's own code or link; the victim must not end up signed in as the attacker.
const VICTIM = 'location.staff@demo.example';
const ATTACKER = 'company.leader@demo.example';
const VICTIM_NAME = 'Jamie Ortiz';
const ATTACKER_NAME = 'Morgan Ellis';

/** The attacker's site: 127.0.0.1 on a port of its own, another site than the portal's localhost. */
function startAttackerSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker');
    const to = url.searchParams.get('to') ?? '';
    const token = url.searchParams.get('token');
    // Navigates away on load, or posts a form the way a login-CSRF page would.
    const body = token
      ? `<form method="post" action="${to}"><input name="token" value="${token}"></form><script>document.forms[0].submit()</script>`
      : `<script>location.replace(${JSON.stringify(to)})</script>`;
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Win a prize</title>${body}`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

async function attackerLink(request: APIRequestContext): Promise<{ link: string; token: string }> {
  const before = await mailboxLinks(request, ATTACKER);
  await request.post(`${AUTH_PREFIX}${AUTH_PATHS.magicLinkRequest}`, { data: { email: ATTACKER } });
  const link = await newMailboxLink(request, ATTACKER, before);
  return { link, token: new URL(link).searchParams.get('token')! };
}

/** A code for the attacker's account, asked for on the login page of a browser of the attacker's own. */
async function attackerCode(attacker: Page, request: APIRequestContext): Promise<{ sid: string; code: string }> {
  await attacker.goto('/login');
  const answer = attacker.waitForResponse((res) => res.url().endsWith(`${AUTH_PREFIX}${AUTH_PATHS.otpRequestEmail}`));
  const code = await requestLoginCode(attacker, request, ATTACKER);
  const { sid } = (await (await answer).json()) as { sid: string };
  return { sid, code };
}

const accessCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIES.accessToken)?.value;
const api = (path: string, query: Record<string, string>) => `${E2E_BASE_URL}${AUTH_PREFIX}${path}?${new URLSearchParams(query)}`;

test.describe('login CSRF', () => {
  let attackerSite: { origin: string; server: Server };
  test.beforeAll(async () => {
    attackerSite = await startAttackerSite();
  });
  test.afterAll(() => new Promise<void>((resolve) => attackerSite.server.close(() => resolve())));
  const viaAttacker = (to: string, token?: string) => `${attackerSite.origin}/?${new URLSearchParams({ to, ...(token ? { token } : {}) })}`;

  test("another site cannot sign a signed-in victim in to the attacker's account with a link or a code", async ({ page, request, browser }) => {
    const attacker = await browser.newContext();
    const { sid, code } = await attackerCode(await attacker.newPage(), request);
    await attacker.close();
    const { link, token } = await attackerLink(request);

    await page.goto('/login?nextRoute=%2Frequests');
    await loginWithCode(page, request, VICTIM);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(VICTIM_NAME);
    const victimToken = await accessCookie(page.context());
    expect(victimToken).toBeTruthy();

    for (const target of [
      api(AUTH_PATHS.otpVerify, { user: ATTACKER, sid, code }),
      api(AUTH_PATHS.magicLinkVerify, { token }),
      api(AUTH_PATHS.legacyMagicLinkVerify, { token }),
    ]) {
      await page.goto(viaAttacker(target));
      await expect(page.getByText(CROSS_SITE_SIGN_IN_MESSAGE)).toBeVisible();
      expect(await accessCookie(page.context())).toBe(victimToken);
    }
    // A form the attacker's page posts.
    await page.goto(viaAttacker(`${E2E_BASE_URL}${AUTH_PREFIX}${AUTH_PATHS.magicLinkVerify}`, token));
    await expect(page.getByText(CROSS_SITE_SIGN_IN_MESSAGE)).toBeVisible();
    expect(await accessCookie(page.context())).toBe(victimToken);

    // The portal's own page for the link says whose account it is and waits for the user's tap.
    await page.goto(viaAttacker(link));
    await expect(page).toHaveURL(/\/login-link\?/);
    await expect(page.getByText(`This link signs you in as ${ATTACKER}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // Entering the login page drops the page's token (docs/product/routing.md): the victim is themselves or signed out.
    expect([victimToken, undefined]).toContain(await accessCookie(page.context()));
    await page.goto('/requests');
    await expect(page.getByRole('button', { name: 'Account menu' }).or(page.getByLabel('Email or phone'))).toBeVisible();
    await expect(page.getByText(ATTACKER_NAME)).toHaveCount(0);
  });

  test('a signed-out victim sent to the verify address by another site stays signed out', async ({ page, request }) => {
    const { token } = await attackerLink(request);
    await page.goto(viaAttacker(api(AUTH_PATHS.magicLinkVerify, { token })));
    await expect(page.getByText(CROSS_SITE_SIGN_IN_MESSAGE)).toBeVisible();
    expect(await accessCookie(page.context())).toBeUndefined();
    await page.goto('/requests');
    await expect(page).toHaveURL(/\/login\?nextRoute=%2Frequests$/);
  });

  test('a magic link opened from a mail client signs in with one tap on the portal page', async ({ page, request }) => {
    const before = await mailboxLinks(request, ATTACKER);
    await request.post(`${AUTH_PREFIX}${AUTH_PATHS.magicLinkRequest}`, { data: { email: ATTACKER, nextRoute: '/profile' } });
    const link = await newMailboxLink(request, ATTACKER, before);

    // A top-level navigation without an Origin (Sec-Fetch-Site none), as a mail client opens it.
    await page.goto(link);
    await expect(page.getByText(`This link signs you in as ${ATTACKER}.`)).toBeVisible();
    expect(await accessCookie(page.context())).toBeUndefined();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: ATTACKER_NAME })).toBeVisible();
  });
});

test('the login page shows only messages the portal chose (issue 27 finding 10)', async ({ page }) => {
  const lure = 'Your account is locked. Call +1 555 0100 now.';
  await page.goto(`/login?${new URLSearchParams({ errorMessage: lure })}`);
  await expect(page.getByRole('alert')).toHaveText('Sign-in could not be completed. Please try again.');
  await expect(page.getByText(lure)).toHaveCount(0);

  await page.goto('/login?errorMessage=cancelled%3Agoogle');
  await expect(page.getByRole('alert')).toHaveText('Sign-in with Google was cancelled.');
});
