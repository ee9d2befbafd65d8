import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_PATHS, CROSS_SITE_SIGN_IN_MESSAGE } from '../../../src/domain/auth/auth-api';
import { loginLinks } from '../../../src/server/db/schema/auth';
import { createLoginLinkToken } from '../../../src/server/modules/auth/login-link.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser, sessionCookies, type TestUser } from './auth-fixtures';

describe('magic links', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.test.example' });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const request = (payload: object) => t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.magicLinkRequest), payload });
  const verify = (token: string, path: string = AUTH_PATHS.magicLinkVerify) => t.app.inject({ url: authUrl(path), query: { token } });
  async function latestLink(): Promise<URL> {
    const [message] = (await t.app.inject('/dev/mailbox')).json<Array<{ to: string; link: string; subject: string }>>();
    expect(message).toMatchObject({ to: user.email, subject: expect.stringContaining('login link') });
    return new URL(message!.link);
  }

  it('emails a one-use link to the client login page that logs the user in, keeping nextRoute', async () => {
    const res = await request({ email: user.email, nextRoute: '/requests/42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const link = await latestLink();
    expect(link.origin + link.pathname).toBe('https://portal.test.example/login');
    expect(link.searchParams.get('type')).toBe('magic');
    expect(link.searchParams.get('nextRoute')).toBe('/requests/42');

    const token = link.searchParams.get('token')!;
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accessToken: expect.any(String), nextRoute: '/requests/42' });
    expect(sessionCookies(ok).access?.value).toBe(ok.json().accessToken);
    const me = await t.app.inject({ url: authUrl(AUTH_PATHS.session), headers: { authorization: `Bearer ${ok.json().accessToken}` } });
    expect(me.json()).toMatchObject({ userId: user.id });

    const reused = await verify(token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This login link has expired or was already used. Request a new one.');
  });

  describe("login CSRF: a link signs in only on the portal, on the user's tap", () => {
    const portal = 'https://portal.test.example';
    const crossSite: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    const freshToken = async () => {
      await request({ email: user.email });
      return (await latestLink()).searchParams.get('token')!;
    };
    const confirm = (token: string, headers: Record<string, string>, path: string = AUTH_PATHS.magicLinkVerify) =>
      t.app.inject({ method: 'POST', url: authUrl(path), payload: { token }, headers });

    it('refuses a cross-site navigation to the GET verify address and sets no cookie, leaving the link unused', async () => {
      const token = await freshToken();
      for (const path of [AUTH_PATHS.magicLinkVerify, AUTH_PATHS.legacyMagicLinkVerify]) {
        for (const headers of crossSite) {
          const refused = await t.app.inject({ url: authUrl(path), query: { token }, headers });
          expect(refused.statusCode).toBe(403);
          expect(refused.json().message).toBe(CROSS_SITE_SIGN_IN_MESSAGE);
          expect(refused.headers['set-cookie']).toBeUndefined();
        }
      }
      // Opened from a mail client: no Origin, Sec-Fetch-Site none.
      const opened = await t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkVerify), query: { token }, headers: { 'sec-fetch-site': 'none' } });
      expect(opened.statusCode).toBe(200);
    });

    it("shows whose account a link signs into without using it up, then signs in once on the portal's POST", async () => {
      const token = await freshToken();
      const account = await t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkAccount), query: { token } });
      expect(account.statusCode).toBe(200);
      expect(account.json()).toEqual({ account: user.email });
      expect(account.headers['set-cookie']).toBeUndefined();

      const ok = await confirm(token, { origin: portal, 'sec-fetch-site': 'same-origin' });
      expect(ok.statusCode).toBe(200);
      expect(sessionCookies(ok).access?.value).toBe(ok.json().accessToken);
      const me = await t.app.inject({ url: authUrl(AUTH_PATHS.session), headers: { authorization: `Bearer ${ok.json().accessToken}` } });
      expect(me.json()).toMatchObject({ userId: user.id });

      const reused = await confirm(token, { origin: portal, 'sec-fetch-site': 'same-origin' });
      expect(reused.statusCode).toBe(401);
      expect((await t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkAccount), query: { token } })).statusCode).toBe(401);
    });

    it('refuses a cross-site form POST of a link, signed out or in, and sets no cookie', async () => {
      const token = await freshToken();
      for (const headers of crossSite) {
        const refused = await confirm(token, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      const legacy = await createLoginLinkToken(t.app.authContext, user.id, 'legacy');
      expect((await confirm(legacy, { origin: 'https://evil.example' }, AUTH_PATHS.legacyMagicLinkVerify)).statusCode).toBe(403);
      expect((await t.app.inject({ url: authUrl(AUTH_PATHS.legacyMagicLinkAccount), query: { token: legacy } })).json()).toEqual({ account: user.email });
      expect((await confirm(legacy, { origin: portal }, AUTH_PATHS.legacyMagicLinkVerify)).statusCode).toBe(200);
      // The refused attempts did not use the magic link up.
      expect((await confirm(token, { origin: portal })).statusCode).toBe(200);
    });
  });

  it('refuses an expired link', async () => {
    await request({ email: user.email });
    const token = (await latestLink()).searchParams.get('token')!;
    await t.app.database.db
      .update(loginLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginLinks.userId, user.id));
    expect((await verify(token)).statusCode).toBe(401);
  });

  it('answers sent: false for an unknown email and refuses a nextRoute leaving the portal', async () => {
    expect((await request({ email: 'nobody@test.example' })).json()).toEqual({ sent: false });
    const offsite = await request({ email: user.email, nextRoute: '//evil.example/phish' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().message).toMatch(/nextRoute: must be a path inside the portal/);
    expect((await verify('short')).statusCode).toBe(400);
  });

  it('verifies a legacy link once, and keeps the two kinds apart', async () => {
    const ctx = t.app.authContext;
    const legacy = await createLoginLinkToken(ctx, user.id, 'legacy');
    expect((await verify(legacy, AUTH_PATHS.magicLinkVerify)).statusCode).toBe(401);
    const ok = await verify(legacy, AUTH_PATHS.legacyMagicLinkVerify);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accessToken: expect.any(String) });
    expect((await verify(legacy, AUTH_PATHS.legacyMagicLinkVerify)).statusCode).toBe(401);
  });

  it('refuses the link of a user archived since it was sent', async () => {
    const leaver = await createUser(t.app);
    const token = await createLoginLinkToken(t.app.authContext, leaver.id, 'magic');
    const { users } = await import('../../../src/server/db/schema/users');
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));
    expect((await verify(token)).statusCode).toBe(401);
  });
});
