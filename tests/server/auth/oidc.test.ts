import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/domain/api/cookies';
import { userIdentities } from '../../../src/server/db/schema/identities';
import { users } from '../../../src/server/db/schema/users';
import { CookieBrowser, type Visit } from '../../helpers/cookie-browser';
import { listenTestOpenIdProvider, type TestOpenIdProvider } from '../../helpers/oidc-provider';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The whole authorization-code flow over real HTTP: the app listening on a port, two real OpenID
 * providers (oidc-provider) standing in for Google and Microsoft, and a cookie-keeping browser.
 */
describe('sign-in with an OpenID provider', () => {
  let googleIdp: TestOpenIdProvider;
  let microsoftIdp: TestOpenIdProvider;
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    googleIdp = await listenTestOpenIdProvider({ hostname: '127.0.0.1' });
    microsoftIdp = await listenTestOpenIdProvider({ hostname: 'localhost' });
    const google = googleIdp.client('google-client');
    const microsoft = microsoftIdp.client('microsoft-client');
    // The first provider also stands in for Apple, which answers with a form POST.
    const apple = googleIdp.client('apple-client');
    t = await createTestApp({
      OIDC_GOOGLE_CLIENT_ID: google.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: google.clientSecret,
      OIDC_GOOGLE_ISSUER: googleIdp.issuer,
      OIDC_MICROSOFT_CLIENT_ID: microsoft.clientId,
      OIDC_MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
      OIDC_MICROSOFT_ISSUER: microsoftIdp.issuer,
      OIDC_APPLE_CLIENT_ID: apple.clientId,
      OIDC_APPLE_CLIENT_SECRET: apple.clientSecret,
      OIDC_APPLE_ISSUER: googleIdp.issuer,
      // Every sign-in here comes from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    googleIdp.start({
      'google-client': [`${origin}/v3/auth/google/callback`],
      'apple-client': [`${origin}/v3/auth/apple/callback`],
    });
    microsoftIdp.start({ 'microsoft-client': [`${origin}/v3/auth/microsoft/callback`] });
  });
  afterAll(async () => {
    await t?.close();
    await googleIdp?.close();
    await microsoftIdp?.close();
  });

  const idpOf = (start: string) => (start.includes('/microsoft/') ? microsoftIdp : googleIdp);

  async function createUser(values: { name: string; email?: string | null; phone?: string | null }): Promise<string> {
    const [row] = await t.database.db.insert(users).values(values).returning({ id: users.id });
    return row!.id;
  }

  const isAppCallback = (url: URL) => url.origin === origin && url.pathname.endsWith('/callback');

  /**
   * Opens the app's start address, then signs in at the provider's login page as `email`; stops
   * before the provider's redirect to the app's callback when `stopAtCallback` is set.
   */
  async function signIn(browser: CookieBrowser, start: string, email: string, stopAtCallback = false): Promise<Visit> {
    const loginPage = await browser.navigate(`${origin}${start}`);
    expect(loginPage.url.origin).toBe(idpOf(start).issuer);
    expect(await loginPage.response.text()).toContain('<form');
    return browser.navigate(
      `${loginPage.url.href}/login`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login: email }).toString() },
      stopAtCallback ? isAppCallback : undefined,
    );
  }

  /** Where the app finally sent the browser, as a same-origin path. */
  const landing = (visit: Visit) => {
    expect(visit.url.origin).toBe(origin);
    return visit.url;
  };

  async function identitiesWith(token: string) {
    return t.app.inject({ url: '/v3/auth/identities', headers: { authorization: `Bearer ${token}` } });
  }

  it('lists only the providers that have a client id and secret', async () => {
    const res = await t.app.inject('/v3/auth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
        { id: 'apple', name: 'Apple' },
      ],
    });
  });

  it('signs a user in by verified email, links the account and lands on nextRoute with a working session', async () => {
    const userId = await createUser({ name: 'Alice Adams', email: 'alice@example.com' });
    const account = googleIdp.addAccount('Alice@Example.com');
    const browser = new CookieBrowser();

    const visit = await signIn(browser, '/v3/auth/google/start?nextRoute=%2Frequests%3Fpage%3D2', 'alice@example.com');

    const landed = landing(visit);
    expect(landed.pathname + landed.search).toBe('/requests?page=2');
    const token = browser.cookie(COOKIES.accessToken);
    expect(token).toBeTruthy();
    const identities = await identitiesWith(token!);
    expect(identities.statusCode).toBe(200);
    expect(identities.json()).toEqual({ identities: [{ provider: 'google', email: 'alice@example.com', linkedAt: expect.any(String) }] });
    const [row] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
    expect(row).toMatchObject({ provider: 'google', subject: account.subject });

    // Linked now: the account keeps working after the user's email changes in the portal.
    await t.database.db.update(users).set({ email: 'alice.adams@example.com' }).where(eq(users.id, userId));
    const again = await signIn(new CookieBrowser(), '/v3/auth/google/start', 'alice@example.com');
    expect(landing(again).pathname).toBe('/');
  });

  it('refuses an email no user has, back to the login page with the reason', async () => {
    googleIdp.addAccount('stranger@example.com');
    const browser = new CookieBrowser();

    const visit = await signIn(browser, '/v3/auth/google/start?nextRoute=%2Fassets', 'stranger@example.com');

    const landed = landing(visit);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('no-account:google');
    expect(landed.searchParams.get('nextRoute')).toBe('/assets');
    expect(browser.cookie(COOKIES.accessToken)).toBeUndefined();
  });

  it('does not find a user by an email the provider has not verified', async () => {
    await createUser({ name: 'Victor Unverified', email: 'victor@example.com' });
    googleIdp.addAccount('victor@example.com', { emailVerified: false });
    const browser = new CookieBrowser();

    const landed = landing(await signIn(browser, '/v3/auth/google/start', 'victor@example.com'));

    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('unverified-email:google');
    expect(browser.cookie(COOKIES.accessToken)).toBeUndefined();
  });

  it('refuses an archived user', async () => {
    await createUser({ name: 'Archie Archived', email: 'archie@example.com' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, 'archie@example.com'));
    googleIdp.addAccount('archie@example.com');

    const landed = landing(await signIn(new CookieBrowser(), '/v3/auth/google/start', 'archie@example.com'));

    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('no-account:google');
  });

  it('links another provider account to the signed-in user, signs in with it, and unlinks it', async () => {
    await createUser({ name: 'Bob Brown', email: 'bob@example.com' });
    googleIdp.addAccount('bob@example.com');
    const work = microsoftIdp.addAccount('bob.brown@corp.example');
    const browser = new CookieBrowser();
    await signIn(browser, '/v3/auth/google/start', 'bob@example.com');
    const token = browser.cookie(COOKIES.accessToken)!;

    const linked = landing(await signIn(browser, '/v3/auth/microsoft/start?mode=link', 'bob.brown@corp.example'));

    expect(linked.pathname).toBe('/link-accounts');
    expect(linked.searchParams.get('errorMessage')).toBeNull();
    expect((await identitiesWith(token)).json().identities).toEqual([
      { provider: 'google', email: 'bob@example.com', linkedAt: expect.any(String) },
      { provider: 'microsoft', email: work.email, linkedAt: expect.any(String) },
    ]);

    // The work account's email is no user's, yet it signs Bob in through the link.
    const elsewhere = new CookieBrowser();
    expect(landing(await signIn(elsewhere, '/v3/auth/microsoft/start', 'bob.brown@corp.example')).pathname).toBe('/');
    const bobAgain = await identitiesWith(elsewhere.cookie(COOKIES.accessToken)!);
    expect(bobAgain.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['google', 'microsoft']);

    const unlink = await t.app.inject({ method: 'POST', url: '/v3/auth/microsoft/unlink', headers: { authorization: `Bearer ${token}` } });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['google']);
    const refused = landing(await signIn(new CookieBrowser(), '/v3/auth/microsoft/start', 'bob.brown@corp.example'));
    expect(refused.pathname).toBe('/login');

    const again = await t.app.inject({ method: 'POST', url: '/v3/auth/microsoft/unlink', headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Linked Microsoft account not found.');
  });

  it('will not link an account that belongs to another user', async () => {
    await createUser({ name: 'Carol Clark', email: 'carol@example.com' });
    await createUser({ name: 'Dave Dunn', email: 'dave@example.com' });
    googleIdp.addAccount('carol@example.com');
    microsoftIdp.addAccount('dave@example.com');
    await signIn(new CookieBrowser(), '/v3/auth/google/start', 'carol@example.com');
    const dave = new CookieBrowser();
    await signIn(dave, '/v3/auth/microsoft/start', 'dave@example.com');

    const landed = landing(await signIn(dave, '/v3/auth/google/start?mode=link', 'carol@example.com'));

    expect(landed.pathname).toBe('/link-accounts');
    expect(landed.searchParams.get('errorMessage')).toBe('linked-to-another-user:google');
    const identities = await identitiesWith(dave.cookie(COOKIES.accessToken)!);
    expect(identities.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['microsoft']);
  });

  it('asks for a login before linking', async () => {
    const visit = await new CookieBrowser().navigate(`${origin}/v3/auth/google/start?mode=link`);
    const landed = landing(visit);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('link-needs-login:google');
    expect(landed.searchParams.get('nextRoute')).toBe('/link-accounts');
  });

  it('keeps the only way to sign in of a user with no email or phone', async () => {
    const userId = await createUser({ name: 'Erin Noemail' });
    const account = googleIdp.addAccount('erin@idp.example');
    await t.database.db.insert(userIdentities).values({ userId, provider: 'google', subject: account.subject, email: account.email });
    const browser = new CookieBrowser();
    expect(landing(await signIn(browser, '/v3/auth/google/start', account.email)).pathname).toBe('/');

    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/google/unlink',
      headers: { authorization: `Bearer ${browser.cookie(COOKIES.accessToken)}` },
    });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only way to log in/);
  });

  it('refuses an answer whose state was tampered with, and one from another browser', async () => {
    await createUser({ name: 'Frank Fox', email: 'frank@example.com' });
    googleIdp.addAccount('frank@example.com');
    const browser = new CookieBrowser();
    const held = await signIn(browser, '/v3/auth/google/start', 'frank@example.com', true);
    const callback = new URL(held.response.headers.get('location')!, held.url);
    expect(isAppCallback(callback)).toBe(true);

    // The genuine answer, replayed in a browser that never started a sign-in.
    const stranger = new CookieBrowser();
    const foreign = landing(await stranger.navigate(callback));
    expect(foreign.pathname).toBe('/login');
    expect(foreign.searchParams.get('errorMessage')).toBe('expired:google');
    expect(stranger.cookie(COOKIES.accessToken)).toBeUndefined();

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const landed = landing(await browser.navigate(tampered));
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('failed:google');
    expect(browser.cookie(COOKIES.accessToken)).toBeUndefined();

    // The attempt is spent: the untouched answer no longer works either.
    const replay = landing(await browser.navigate(callback));
    expect(replay.pathname).toBe('/login');
    expect(browser.cookie(COOKIES.accessToken)).toBeUndefined();
  });

  it('sends the browser to the login page when the user cancels at the provider', async () => {
    const browser = new CookieBrowser();
    const start = await browser.navigate(`${origin}/v3/auth/google/start?nextRoute=%2Ftasks`, {}, (next) => next.origin === googleIdp.issuer);
    const authorize = new URL(start.response.headers.get('location')!);
    const cancelled = new URL(authorize.searchParams.get('redirect_uri')!);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state: authorize.searchParams.get('state')! }).toString();

    const landed = landing(await browser.navigate(cancelled));

    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('errorMessage')).toBe('cancelled:google');
    expect(landed.searchParams.get('nextRoute')).toBe('/tasks');
  });

  it('starts with PKCE, state and nonce, and only for configured providers and portal paths', async () => {
    const start = await t.app.inject('/v3/auth/google/start');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(googleIdp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(authorize.searchParams.get(p)).toBeTruthy();
    const cookie = [start.headers['set-cookie']].flat().find((c) => c?.startsWith('ssp_oidc_state='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/v3\/auth\/google\/callback/);

    const linkedin = await t.app.inject('/v3/auth/linkedin/start');
    expect(linkedin.statusCode).toBe(302);
    expect(linkedin.headers.location).toBe(`/login?${new URLSearchParams({ errorMessage: 'unavailable:linkedin' })}`);

    for (const nextRoute of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await t.app.inject({ url: '/v3/auth/google/start', query: { nextRoute } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/nextRoute: must be a path inside the portal/);
    }
    const unknown = await t.app.inject('/v3/auth/myspace/start');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/provider: must be one of google, microsoft, apple, linkedin, facebook/);
  });

  it('accepts an answer posted back as a form (Apple)', async () => {
    await createUser({ name: 'Gina Green', email: 'gina@example.com' });
    googleIdp.addAccount('gina@example.com');
    const browser = new CookieBrowser();

    const start = await t.app.inject('/v3/auth/apple/start');
    expect(new URL(start.headers.location as string).searchParams.get('response_mode')).toBe('form_post');
    // The answer arrives as a cross-site POST, which carries only SameSite=None (so Secure) cookies.
    const stateCookie = [start.headers['set-cookie']].flat().find((c) => c?.startsWith('ssp_oidc_state='));
    expect(stateCookie).toMatch(/SameSite=None/);
    expect(stateCookie).toMatch(/; Secure/);
    const page = await signIn(browser, '/v3/auth/apple/start?nextRoute=%2Fhome', 'gina@example.com');
    // The provider's page submits a form to the app's callback; a browser would do it by script.
    const html = await page.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [m[1]!, m[2]!]);
    expect(action).toBe(`${origin}/v3/auth/apple/callback`);
    const visit = await browser.navigate(action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

    expect(landing(visit).pathname).toBe('/home');
    const identities = await identitiesWith(browser.cookie(COOKIES.accessToken)!);
    expect(identities.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['apple']);
  });

  it('needs a session to list linked accounts', async () => {
    const res = await t.app.inject('/v3/auth/identities');
    expect(res.statusCode).toBe(401);
  });
});
