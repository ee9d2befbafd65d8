import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { ACCOUNT_SESSION_MESSAGES, type AccountSession } from '../../../src/domain/auth/account-sessions-api';
import type { Page } from '../../../src/domain/api/paging';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { loginAs, type LoggedIn } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users } = DEMO;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

/** docs/product/sessions-and-tenancy.md#account-sessions: where a person is signed in, and signing the others out. */
describe('account sessions', () => {
  let t: TestApp;
  const call = (who: LoggedIn, method: 'GET' | 'POST', path: string) => t.app.inject({ method, url: `${AUTH_PREFIX}${path}`, headers: who.headers });
  const sessionsOf = async (who: LoggedIn) => {
    const res = await call(who, 'GET', '/sessions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<AccountSession>>().items;
  };
  const works = async (who: LoggedIn) => (await call(who, 'GET', '/sessions')).statusCode;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists each device the person is signed in on, this one first, and signs one out', async () => {
    const phone = await loginAs(t.app, users.technician.email, PHONE);
    const laptop = await loginAs(t.app, users.technician.email, LAPTOP);
    const seen = await sessionsOf(laptop);
    expect(seen[0]).toMatchObject({ device: 'Firefox on Mac', method: 'Email code', current: true });
    const phoneSession = seen.find((s) => s.device === 'Chrome on Android')!;
    expect(phoneSession.current).toBe(false);

    const refused = await call(laptop, 'POST', `/sessions/${seen[0]!.id}/revoke`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(ACCOUNT_SESSION_MESSAGES.current);

    expect((await call(laptop, 'POST', `/sessions/${phoneSession.id}/revoke`)).json()).toEqual({ revoked: 1 });
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneSession.id);
  });

  it('signs every other device out, and never another person’s', async () => {
    const mine = await Promise.all([loginAs(t.app, users.vendorTech.email), loginAs(t.app, users.vendorTech.email), loginAs(t.app, users.vendorTech.email)]);
    const someoneElse = await loginAs(t.app, users.locationStaff.email);
    const [theirs] = await sessionsOf(someoneElse);
    expect((await call(mine[0]!, 'POST', `/sessions/${theirs!.id}/revoke`)).json()).toEqual({ revoked: 0 });
    expect(await works(someoneElse)).toBe(200);

    const answer = await call(mine[0]!, 'POST', '/sessions/revoke-others');
    expect(answer.json<{ revoked: number }>().revoked).toBeGreaterThanOrEqual(2);
    expect([await works(mine[0]!), await works(mine[1]!), await works(mine[2]!)]).toEqual([200, 401, 401]);
    expect(await sessionsOf(mine[0]!)).toHaveLength(1);
    expect((await call(mine[0]!, 'POST', '/sessions/not-an-id/revoke')).statusCode).toBe(400);
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ url: `${AUTH_PREFIX}/sessions` })).statusCode).toBe(401);
  });
});
