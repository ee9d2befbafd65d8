import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { inArray } from 'drizzle-orm';
import { rateLimitWindows } from '../../../src/server/db/schema/auth';
import { purgeRateLimitWindows } from '../../../src/server/plugins/rate-limit-store';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser } from './auth-fixtures';

describe('abuse limits', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const open = async (env: Record<string, string>) => {
    const t = await createTestApp({ BOT_CHECK: '0', ...env });
    apps.push(t);
    return t;
  };

  it('limits code requests per email or phone, known or not, with a message the login page shows', async () => {
    const t = await open({ LOGIN_REQUESTS_PER_WINDOW: '3', LOGIN_REQUEST_WINDOW_MINUTES: '15' });
    const user = await createUser(t.app);
    const ask = (payload: object, path: string = AUTH_PATHS.otpRequestEmail) => t.app.inject({ method: 'POST', url: authUrl(path), payload });
    for (let i = 0; i < 3; i++) expect((await ask({ email: user.email })).statusCode).toBe(200);
    const over = await ask({ email: user.email.toUpperCase() });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    // Magic links count towards the same limit.
    expect((await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.magicLinkRequest), payload: { email: user.email } })).statusCode).toBe(429);

    // Another identifier is unaffected; an unknown one is limited just the same.
    expect((await ask({ phone: user.phone }, AUTH_PATHS.otpRequestPhone)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await ask({ email: 'ghost@test.example' });
    expect((await ask({ email: 'ghost@test.example' })).statusCode).toBe(429);
  });

  it('shares the per-identifier count between server processes on one database', async () => {
    const a = await open({ LOGIN_REQUESTS_PER_WINDOW: '2' });
    const b = await createTestApp({ BOT_CHECK: '0', LOGIN_REQUESTS_PER_WINDOW: '2' });
    apps.push(b);
    // A second app on the same database stands in for a second server process.
    const { buildApp } = await import('../../../src/server/app');
    const second = await buildApp(b.config, { database: a.database, logger: false });
    try {
      const user = await createUser(a.app);
      const ask = (app: typeof a.app) => app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: user.email } });
      expect((await ask(a.app)).statusCode).toBe(200);
      expect((await ask(second as typeof a.app)).statusCode).toBe(200);
      expect((await ask(a.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits each auth route per client address', async () => {
    const t = await open({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const hit = (ip: string) => t.app.inject({ url: authUrl(AUTH_PATHS.botCheckChallenge), remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await hit('203.0.113.7')).statusCode).toBe(200);
    const over = await hit('203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: 429, message: 'Too many attempts. Try again in 1 minute.' });
    expect((await hit('203.0.113.8')).statusCode).toBe(200);
  });

  it('shares the per-address count between server processes on one database, route by route', async () => {
    const a = await open({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    // A second app on the same database stands in for a second server behind a balancer.
    const { buildApp } = await import('../../../src/server/app');
    const second = await buildApp(a.config, { database: a.database, logger: false });
    try {
      const hit = (app: typeof a.app, path: string = AUTH_PATHS.botCheckChallenge) => app.inject({ url: authUrl(path), remoteAddress: '198.51.100.4' });
      for (const app of [a.app, second, a.app, second] as (typeof a.app)[]) expect((await hit(app)).statusCode).toBe(200);
      expect((await hit(second as typeof a.app)).statusCode).toBe(429);
      expect((await hit(a.app)).statusCode).toBe(429);
      // Another limited route has a count of its own (401: no session, but not limited).
      expect((await hit(a.app, AUTH_PATHS.session)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('starts a new window once the old one has passed', async () => {
    const t = await open({ AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    const hit = () => t.app.inject({ url: authUrl(AUTH_PATHS.botCheckChallenge), remoteAddress: '198.51.100.9' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(429);
    // Move the window a minute into the past, as if the minute had gone by.
    await t.database.db.update(rateLimitWindows).set({ startedAt: new Date(Date.now() - 61_000) });
    expect((await hit()).statusCode).toBe(200);
  });

  it('purges windows nobody has hit for an hour and keeps the others', async () => {
    const t = await open({});
    const keys = ['GET /stale 192.0.2.1', 'GET /recent 192.0.2.1'];
    await t.database.db.insert(rateLimitWindows).values([
      { key: keys[0]!, hits: 3, startedAt: new Date(Date.now() - 61 * 60_000) },
      { key: keys[1]!, hits: 3, startedAt: new Date(Date.now() - 59 * 60_000) },
    ]);
    expect(await purgeRateLimitWindows(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows).where(inArray(rateLimitWindows.key, keys));
    expect(left.map((row) => row.key)).toEqual([keys[1]]);
  });
});
