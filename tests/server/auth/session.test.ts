import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COOKIES } from '../../../src/domain/api/cookies';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { refreshTokens } from '../../../src/server/db/schema/auth';
import { users } from '../../../src/server/db/schema/users';
import { hashSecret } from '../../../src/server/opaque-token';
import { loginAs } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser, sessionCookies, type TestUser } from './auth-fixtures';

describe('sessions: access tokens, refresh rotation, revoke', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const whoAmI = (opts: { bearer?: string; cookie?: string }) =>
    t.app.inject({
      url: authUrl(AUTH_PATHS.session),
      headers: opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {},
      cookies: opts.cookie ? { [COOKIES.accessToken]: opts.cookie } : {},
    });
  const refreshWith = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.token),
      payload: { app: 'ssp', grantType: 'refresh_token' },
      cookies: { [COOKIES.refreshToken]: refreshToken },
    });

  /** Logs in through the OTP routes and returns the cookies the server set. */
  async function loginCookies(u: TestUser = user) {
    const { sid } = (await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: u.email } })).json<{ sid: string }>();
    const mailbox = (await t.app.inject('/dev/mailbox')).json<Array<{ to: string; code: string }>>();
    const code = mailbox.find((m) => m.to === u.email)!.code;
    const res = await t.app.inject({ url: authUrl(AUTH_PATHS.otpVerify), query: { user: u.email, sid, code } });
    const { access, refresh } = sessionCookies(res);
    return { access: access!.value, refresh: refresh!.value };
  }

  it('accepts the access token as a bearer header and as the cookie; refuses no token or a forged one', async () => {
    const { accessToken: token } = await loginAs(t.app, user.email);
    expect((await whoAmI({ bearer: token })).json()).toMatchObject({ userId: user.id });
    expect((await whoAmI({ cookie: token })).json()).toMatchObject({ userId: user.id });

    const none = await whoAmI({});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please log in to continue.');
    const forged = await whoAmI({ bearer: `${token.split('.')[0]}.AAAA` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Your login token is not valid. Please log in again.');
  });

  it('rotates the refresh token: the new pair works, the old refresh token is used up', async () => {
    const first = await loginCookies();
    const rotated = await refreshWith(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const next = sessionCookies(rotated);
    expect(next.refresh?.value).toBeDefined();
    expect(next.refresh?.value).not.toBe(first.refresh);
    expect(next.access?.value).toBe(rotated.json().accessToken);
    expect((await whoAmI({ bearer: rotated.json().accessToken })).statusCode).toBe(200);

    const again = await refreshWith(next.refresh!.value);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await loginCookies();
    const rotated = await refreshWith(first.refresh);
    const stolenAccess = rotated.json<{ accessToken: string }>().accessToken;
    const laterRefresh = sessionCookies(rotated).refresh!.value;

    // Presented again later than a concurrent tab could have.
    await t.app.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashSecret(first.refresh)));
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/refresh token was used twice/);
    expect(sessionCookies(reuse).refresh?.value).toBe('');

    // Every token of the family is dead now, the newest included.
    expect((await refreshWith(laterRefresh)).statusCode).toBe(401);
    const me = await whoAmI({ bearer: stolenAccess });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('lets two tabs refresh with the same token at once without ending the session', async () => {
    const first = await loginCookies();
    const [a, b] = await Promise.all([refreshWith(first.refresh), refreshWith(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await whoAmI({ bearer: a.json().accessToken })).statusCode).toBe(200);
    expect((await refreshWith(sessionCookies(b).refresh!.value)).statusCode).toBe(200);
  });

  it('refuses a missing or unknown refresh token and a bad token request', async () => {
    const missing = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.token), payload: { app: 'ssp', grantType: 'refresh_token' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Your session has ended. Please log in again.');
    expect((await refreshWith('not-a-real-token')).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.token), payload: { app: 'ssp', grantType: 'password' } });
    expect(bad.statusCode).toBe(400);
  });

  it('revoke ends the session and clears both cookies; other sessions go on', async () => {
    const other = await loginCookies();
    const mine = await loginCookies();
    const res = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.revoke), headers: { authorization: `Bearer ${mine.access}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: true });
    const cleared = sessionCookies(res);
    expect(cleared.access?.value).toBe('');
    expect(cleared.refresh?.value).toBe('');

    expect((await whoAmI({ bearer: mine.access })).statusCode).toBe(401);
    expect((await refreshWith(mine.refresh)).statusCode).toBe(401);
    expect((await whoAmI({ bearer: other.access })).statusCode).toBe(200);
  });

  it('revoke by the refresh cookie alone also ends the session', async () => {
    const mine = await loginCookies();
    const res = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.revoke), cookies: { [COOKIES.refreshToken]: mine.refresh } });
    expect(res.json()).toEqual({ revoked: true });
    expect((await whoAmI({ bearer: mine.access })).statusCode).toBe(401);
  });

  it('refuses the tokens of a user archived after logging in', async () => {
    const soon = await createUser(t.app);
    const session = await loginCookies(soon);
    expect((await whoAmI({ bearer: session.access })).statusCode).toBe(200);
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, soon.id));
    // Written straight to the database: the server hears of it by LISTEN/NOTIFY (milliseconds on PostgreSQL).
    await expect.poll(async () => (await whoAmI({ bearer: session.access })).statusCode, { timeout: 2_000 }).toBe(401);
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
  });

  it('marks the session cookies Secure when a trusted proxy says the request came over https', async () => {
    const behindProxy = await createTestApp({ BOT_CHECK: '0', TRUST_PROXY: '1' });
    try {
      const { app } = behindProxy;
      const proxied = await createUser(app);
      const { sid } = (await app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: proxied.email } })).json<{
        sid: string;
      }>();
      const code = (await app.inject('/dev/mailbox')).json<Array<{ code: string }>>()[0]!.code;
      const res = await app.inject({
        url: authUrl(AUTH_PATHS.otpVerify),
        query: { user: proxied.email, sid, code },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sessionCookies(res).refresh?.secure).toBe(true);
      expect(sessionCookies(res).access?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('ignores a forwarded protocol from an untrusted client', async () => {
    const { sid } = (await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: user.email } })).json<{ sid: string }>();
    const code = (await t.app.inject('/dev/mailbox')).json<Array<{ code: string }>>()[0]!.code;
    const res = await t.app.inject({ url: authUrl(AUTH_PATHS.otpVerify), query: { user: user.email, sid, code }, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(sessionCookies(res).refresh?.secure).toBeFalsy();
  });
});

describe('access token expiry', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers an expired access token with a 401 the client refreshes on', async () => {
    t = await createTestApp({ BOT_CHECK: '0', ACCESS_TOKEN_MINUTES: '1' });
    const user = await createUser(t.app);
    const { accessToken } = await loginAs(t.app, user.email);
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      const me = await t.app.inject({ url: authUrl(AUTH_PATHS.session), headers: { authorization: `Bearer ${accessToken}` } });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe('Your session has expired. Please log in again.');
    } finally {
      Date.now = realNow;
    }
  });
});
