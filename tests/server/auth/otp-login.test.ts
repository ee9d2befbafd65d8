import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_PATHS, BOT_CHECK_HEADER, CROSS_SITE_SIGN_IN_MESSAGE } from '../../../src/domain/auth/auth-api';
import { loginCodes } from '../../../src/server/db/schema/auth';
import { latestCodeFor, loginAs, solveBotCheck } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser, sessionCookies, type TestUser } from './auth-fixtures';

describe('one-time code login', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const requestCode = (path: string, payload: object) => t.app.inject({ method: 'POST', url: authUrl(path), payload });
  const verify = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: authUrl(AUTH_PATHS.otpVerify), query });

  it('logs in by email: code sent, verified, session answered with cookies', async () => {
    const requested = await requestCode(AUTH_PATHS.otpRequestEmail, { email: user.email.toUpperCase() });
    expect(requested.statusCode).toBe(200);
    const { sid } = requested.json<{ sid: string }>();
    expect(sid).toEqual(expect.any(String));
    const code = await latestCodeFor(t.app, user.email);
    expect(code).toMatch(/^\d{6}$/);

    const res = await verify({ user: user.email, sid, code });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json<{ accessToken: string }>();
    const { access, refresh } = sessionCookies(res);
    expect(access?.value).toBe(accessToken);
    expect(access?.httpOnly).toBeFalsy();
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ url: authUrl(AUTH_PATHS.session), headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json()).toMatchObject({ userId: user.id });
  });

  it('logs in by phone typed without the country code, the code going out by SMS', async () => {
    const local = user.phone.slice(2); // +1 and ten digits -> ten digits
    const typed = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
    const requested = await requestCode(AUTH_PATHS.otpRequestPhone, { phone: typed });
    const { sid } = requested.json<{ sid: string }>();
    expect(sid).toEqual(expect.any(String));
    const mailbox = (await t.app.inject('/dev/mailbox')).json<Array<{ to: string; code: string; channel: string }>>();
    expect(mailbox[0]).toMatchObject({ to: user.phone, channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    const res = await verify({ user: typed, sid, code: mailbox[0]!.code });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site navigation to the verify address (login CSRF) and sets no cookie; the portal still signs in with the code', async () => {
    const { sid } = (await requestCode(AUTH_PATHS.otpRequestEmail, { email: user.email })).json<{ sid: string }>();
    const code = await latestCodeFor(t.app, user.email);
    const url = authUrl(AUTH_PATHS.otpVerify);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }]) {
      const refused = await t.app.inject({ method: 'GET', url, query: { user: user.email, sid, code }, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CROSS_SITE_SIGN_IN_MESSAGE);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const fromPortal = await t.app.inject({ method: 'GET', url, query: { user: user.email, sid, code }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(fromPortal.statusCode).toBe(200);
    expect(sessionCookies(fromPortal).access?.value).toBe(fromPortal.json().accessToken);
  });

  it('answers an unknown email without a session id and sends nothing', async () => {
    const before = (await t.app.inject('/dev/mailbox')).json<unknown[]>().length;
    const res = await requestCode(AUTH_PATHS.otpRequestEmail, { email: 'nobody@test.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await t.app.inject('/dev/mailbox')).json<unknown[]>()).toHaveLength(before);
  });

  it('refuses a malformed email or phone with a 400 that says so', async () => {
    const badEmail = await requestCode(AUTH_PATHS.otpRequestEmail, { email: 'not-an-email@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/valid email/);
    const badPhone = await requestCode(AUTH_PATHS.otpRequestPhone, { phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/valid phone/);
    const badCode = await verify({ user: user.email, sid: crypto.randomUUID(), code: 'abc' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/code: must be the 6-digit code/);
  });

  it('refuses a wrong code, counting down the tries, then refuses even the right code', async () => {
    const { sid } = (await requestCode(AUTH_PATHS.otpRequestEmail, { email: user.email })).json<{ sid: string }>();
    const code = await latestCodeFor(t.app, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verify({ user: user.email, sid, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const fifth = await verify({ user: user.email, sid, code: wrong });
    expect(fifth.json().message).toBe('That code is not right. Request a new code.');
    const sixth = await verify({ user: user.email, sid, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong codes. Request a new code.');
    expect(sessionCookies(sixth).access).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const { sid } = (await requestCode(AUTH_PATHS.otpRequestEmail, { email: user.email })).json<{ sid: string }>();
    const code = await latestCodeFor(t.app, user.email);
    await t.app.database.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.id, sid));
    const res = await verify({ user: user.email, sid, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This login code has expired. Request a new code.');
  });

  it('uses a code once, and only for the account it was sent to', async () => {
    const other = await createUser(t.app);
    const { sid } = (await requestCode(AUTH_PATHS.otpRequestEmail, { email: user.email })).json<{ sid: string }>();
    const code = await latestCodeFor(t.app, user.email);
    const wrongUser = await verify({ user: other.email, sid, code });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json().message).toBe('This login code is not valid. Request a new code.');
    expect((await verify({ user: user.email, sid, code })).statusCode).toBe(200);
    const again = await verify({ user: user.email, sid, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This login code was already used. Request a new code.');
  });

  it('does not send codes to an archived user', async () => {
    const archived = await createUser(t.app, { deletedAt: new Date() });
    const res = await requestCode(AUTH_PATHS.otpRequestEmail, { email: archived.email });
    expect(res.json()).toEqual({});
  });

  it('loginAs logs in through the same flow, bot check included', async () => {
    const session = await loginAs(t.app, user.email);
    const me = await t.app.inject({ url: authUrl(AUTH_PATHS.session), headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: user.id });
    // The header is harmless when the check is off.
    const header = await solveBotCheck(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.otpRequestEmail),
      headers: { [BOT_CHECK_HEADER]: header },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
  });
});
