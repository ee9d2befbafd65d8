import { expect, request as apiRequest, test } from '@playwright/test';
import { ERROR_REPORTING_PATHS } from '../../src/domain/error-reporting/error-reporting-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { startEnvelopeCollector, type EnvelopeCollector } from '../../tests/helpers/envelope-collector';
import { loginWithCode, requestLoginCode } from '../support/identity';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Error reporting end to end (docs/product/error-reporting.md): a server of its own (the shared e2e
 * server runs without a DSN) reports to a local Sentry-protocol collector, the server as project 1
 * and the page, which gets its DSN from the server at run time, as project 2. An uncaught error on
 * the page and a 500 of the server each arrive once, with the signed-in user's id and no personal data;
 * so does an unhandled promise rejection on the page, its breadcrumbs scrubbed.
 */
const SERVER_PROJECT = '1';
const PAGE_PROJECT = '2';
const user = DEMO.users.companyLeader;

let collector: EnvelopeCollector;
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  collector = await startEnvelopeCollector();
  server = await startOwnServer('error-reporting', Number(process.env.E2E_PORT ?? 8181) + 102, {
    SENTRY_DSN: collector.dsn(SERVER_PROJECT),
    SENTRY_PAGE_DSN: collector.dsn(PAGE_PROJECT),
    ERROR_REPORTING_TEST_ROUTE: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
test.afterAll(async () => {
  await server?.close();
  await collector?.close();
});

/** Nothing that names or reaches the person: their email, the query string's text. */
function expectNoPersonalData(reported: unknown) {
  const sent = JSON.stringify(reported);
  expect(sent).not.toContain(user.email);
  expect(sent).not.toContain('probe-secret');
}

test('the page and the server each report an unexpected error to the configured collector', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const mailbox = await apiRequest.newContext({ baseURL: server.baseURL });

  await page.goto('/requests');
  await loginWithCode(page, mailbox, user.email);
  await expect(page).toHaveURL(/\/requests/);
  // A query string that must not leave with the report (public-link and login tokens travel there).
  await page.goto('/requests?probe=probe-secret');
  await expect(page.getByRole('heading', { name: 'Requests' }).first()).toBeVisible();

  // An uncaught error on the page, as a bug in an event handler would throw.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Deliberate page failure');
    }),
  );
  const pageEvent = await collector.waitForEvent(PAGE_PROJECT, (e) => JSON.stringify(e.exception).includes('Deliberate page failure'), 20_000);
  expect(pageEvent.user).toEqual({ id: user.id });
  expect(String((pageEvent.request as { url?: string } | undefined)?.url)).not.toContain('?');
  expectNoPersonalData(pageEvent);

  // A 500 of the server, on the page's session (its cookies).
  const failure = await page.request.get(`${ERROR_REPORTING_PATHS.testFailure}?probe=probe-secret`);
  expect(failure.status()).toBe(500);
  const serverEvent = await collector.waitForEvent(SERVER_PROJECT, (e) => JSON.stringify(e.exception).includes('DeliberateTestFailure'));
  expect(serverEvent.user).toEqual({ id: user.id });
  expectNoPersonalData(serverEvent);

  // Each arrived once; nothing of the server's reached the page's project or the other way round.
  expect(collector.events(PAGE_PROJECT)).toHaveLength(1);
  expect(collector.events(SERVER_PROJECT)).toHaveLength(1);
  // Nor in anything else sent: the login's and the pages' trace spans, breadcrumbs, sessions.
  expectNoPersonalData(collector.items);
  await context.close();
  await mailbox.dispose();
});

test('an unhandled promise rejection on the page is reported, with no personal data in it or its breadcrumbs', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const mailbox = await apiRequest.newContext({ baseURL: server.baseURL });

  await page.goto('/requests');
  const code = await requestLoginCode(page, mailbox, user.email);
  await page.getByLabel('Login code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/requests/);
  await expect(page.getByRole('heading', { name: 'Requests' }).first()).toBeVisible();

  // What breadcrumbs pick up before a failure: a console line and a call, each with personal data.
  const token = 'probe-secret-0123456789abcdefghijklmnopq';
  await page.evaluate(
    async ({ email, token }) => {
      console.log(`signed in as ${email}`);
      await fetch(`/v3/ssp/user-profiles/self?email=${encodeURIComponent(email)}&token=${token}`);
    },
    { email: user.email, token },
  );
  // A rejection nobody handles, as a bug in an async handler leaves one.
  await page.evaluate((email) => {
    void Promise.reject(new Error(`Deliberate unhandled rejection for ${email}`));
  }, user.email);

  const event = await collector.waitForEvent(PAGE_PROJECT, (e) => JSON.stringify(e.exception).includes('Deliberate unhandled rejection'), 20_000);
  const [reported] = (event.exception as { values: Array<Record<string, unknown>> }).values;
  expect(reported).toMatchObject({
    type: 'Error',
    value: 'Deliberate unhandled rejection for [email]',
    mechanism: { handled: false, type: expect.stringContaining('onunhandledrejection') },
  });
  expect(event.user).toEqual({ id: user.id });
  const crumbs = event.breadcrumbs as Array<{ category?: string; message?: string; data?: Record<string, unknown> }>;
  expect(crumbs).toContainEqual(expect.objectContaining({ category: 'console', message: 'signed in as [email]' }));
  const call = crumbs.find((c) => c.category === 'fetch' && String(c.data?.url).includes('/user-profiles/self'));
  expect(call?.data?.url).toMatch(/\/v3\/ssp\/user-profiles\/self$/);
  // The breadcrumbs' text (the login's typing and clicks among them) holds no email, token or login code.
  const crumbText = JSON.stringify(crumbs.map((c) => [c.message, c.data]));
  for (const secret of [user.email, token, code]) expect(crumbText).not.toContain(secret);
  expectNoPersonalData(event);
  expect(JSON.stringify(collector.items)).not.toContain(token);
  expect(collector.events(PAGE_PROJECT).filter((e) => JSON.stringify(e.exception).includes('Deliberate unhandled rejection'))).toHaveLength(1);
  await context.close();
  await mailbox.dispose();
});

test('without a DSN (the shared server) the page loads no SDK and reports nothing', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const settings = page.waitForResponse((res) => res.url().endsWith(ERROR_REPORTING_PATHS.pageSettings));
  await page.goto('/login');
  expect(await (await settings).json()).toMatchObject({ dsn: null });
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Deliberate page failure without a DSN');
    }),
  );
  await expect(page.getByLabel('Email or phone')).toBeVisible();
  expect(requested.filter((url) => /sentry|envelope/.test(url))).toEqual([]);
});
