import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
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
