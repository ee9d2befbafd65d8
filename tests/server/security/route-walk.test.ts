import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/domain/api/cookies';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { CROSS_SITE_WRITE_MESSAGE } from '../../../src/server/plugins/cross-site-writes';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { loginAs } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Browser security, walked over the whole route table so a new route is covered when it lands:
 * the security headers on every answer, and no state-changing route accepting a cross-site request
 * that carries only the session cookies.
 */
const PORTAL = 'http://localhost:8080';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('security over every route', () => {
  let t: TestApp;
  let token: string;
  // Any well-formed id: the checks here come before a route looks its record up.
  const fill = (url: string) => url.replace(/:provider/g, 'google').replace(/:[A-Za-z]+/g, DEMO.requests.openEmergencyForVendorTech.id);
  const routes = () => t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && !r.url.includes('*'));

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: PORTAL });
    token = (await loginAs(t.app, DEMO.users.companyLeader.email)).headers.authorization!.replace('Bearer ', '');
  });
  afterAll(() => t.close());

  it('sends the security headers on every answer, and no-store on every login answer', async () => {
    const missing: string[] = [];
    for (const route of routes()) {
      const url = fill(route.url);
      const res = await t.app.inject({ method: route.method as Method, url, headers: { authorization: `Bearer ${token}` } });
      const at = `${route.method} ${route.url} (${res.statusCode})`;
      if (!String(res.headers['content-security-policy']).includes("frame-ancestors 'none'")) missing.push(`${at}: content-security-policy`);
      if (res.headers['x-content-type-options'] !== 'nosniff') missing.push(`${at}: x-content-type-options`);
      if (res.headers['x-frame-options'] !== 'DENY') missing.push(`${at}: x-frame-options`);
      if (res.headers['referrer-policy'] !== 'no-referrer') missing.push(`${at}: referrer-policy`);
      if (route.url.startsWith(`${AUTH_PREFIX}/`) && res.headers['cache-control'] !== 'no-store') missing.push(`${at}: cache-control no-store`);
    }
    expect(missing).toEqual([]);
    expect(routes().length).toBeGreaterThan(130);
  }, 60_000);

  it('refuses a cross-site change carried by the session cookies alone, on every state-changing route', async () => {
    const writes = routes().filter((r) => !SAFE.has(r.method));
    expect(writes.length).toBeGreaterThan(50);
    const cookie = `${COOKIES.accessToken}=${token}`;
    const leaks: string[] = [];
    for (const route of writes) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as Method, url: fill(route.url), headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
      const refused = (res: { statusCode: number; body: string }) => res.statusCode === 403 && res.body.includes(CROSS_SITE_WRITE_MESSAGE);
      const at = `${route.method} ${route.url}`;

      if (!refused(await send({ cookie, origin: 'https://evil.example' }))) leaks.push(`${at}: foreign Origin with the cookie`);
      if (!refused(await send({ cookie, 'sec-fetch-site': 'cross-site' }))) leaks.push(`${at}: Sec-Fetch-Site cross-site with the cookie`);
      if (!refused(await send({ cookie: `${COOKIES.refreshToken}=x`, origin: 'https://evil.example' })))
        leaks.push(`${at}: foreign Origin with the refresh cookie`);
      // The portal's own pages, and a bearer token (which another site cannot read), pass this check.
      if (refused(await send({ cookie, origin: PORTAL, 'sec-fetch-site': 'same-origin' }))) leaks.push(`${at}: refused the portal itself`);
      if (refused(await send({ authorization: `Bearer ${token}`, origin: 'https://evil.example' }))) leaks.push(`${at}: refused a bearer token`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
