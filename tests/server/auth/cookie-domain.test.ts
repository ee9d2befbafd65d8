import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { COOKIES } from '../../../src/domain/api/cookies';
import { createLoginLinkToken } from '../../../src/server/modules/auth/login-link.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, cookieFrom, createUser, sessionCookies, type TestUser } from './auth-fixtures';

/** docs/product/sessions-and-tenancy.md (cookies and storage): the session cookies carry the cookie domain of the brand of the request's host. */
describe('session cookie domain per brand', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      VITE_BRAND_HOSTS: JSON.stringify({ '.myservice360.com': 'partner', '.partner.localhost': 'partner' }),
      VITE_BRAND_SETTINGS: JSON.stringify({ partner: { cookieDomain: 'myservice360.com' }, default: { cookieDomain: 'serviceportal.example.com' } }),
    });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  /** Signs in by a legacy link, as the browser on `host` would. */
  async function signInOn(host: string) {
    const token = await createLoginLinkToken(t.app.authContext, user.id, 'legacy');
    const res = await t.app.inject({ url: authUrl(AUTH_PATHS.legacyMagicLinkVerify), query: { token }, headers: { host } });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it.each([
    ['the partner brand', 'app.myservice360.com', 'myservice360.com'],
    ['the partner brand on its bare domain, with a port', 'myservice360.com:8443', 'myservice360.com'],
    ['the default brand', 'portal.serviceportal.example.com', 'serviceportal.example.com'],
    ['a default-brand host outside its cookie domain', 'portal.elsewhere.example', undefined],
    ['a local partner host', 'acme.partner.localhost:8080', undefined],
    ['localhost', 'localhost:8080', undefined],
    ['an IP address', '127.0.0.1:8080', undefined],
  ])('sets the access and refresh cookies for %s (%s) with Domain %s', async (_label, host, domain) => {
    const { access, refresh } = sessionCookies(await signInOn(host));
    expect(access).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(refresh).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    expect([access?.domain, refresh?.domain]).toEqual([domain, domain]);
  });

  it('clears them with the same domain on logout, and on a refused refresh', async () => {
    const host = 'app.myservice360.com';
    const signedIn = await signInOn(host);
    const logout = await t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.revoke),
      headers: { host, authorization: `Bearer ${signedIn.json<{ accessToken: string }>().accessToken}` },
    });
    expect(logout.json()).toEqual({ revoked: true });
    for (const name of [COOKIES.accessToken, COOKIES.refreshToken]) {
      expect(cookieFrom(logout, name)).toMatchObject({ value: '', domain: 'myservice360.com', path: '/' });
    }

    const refused = await t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.token),
      headers: { host },
      cookies: { [COOKIES.refreshToken]: 'not-a-token' },
      payload: { app: 'ssp', grantType: 'refresh_token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(cookieFrom(refused, COOKIES.accessToken)).toMatchObject({ value: '', domain: 'myservice360.com' });
  });
});

describe('API on another host (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CORS_ORIGINS: 'https://app.myservice360.com',
      VITE_BRAND_SETTINGS: JSON.stringify({ partner: { cookieDomain: 'myservice360.com', apiBaseUrl: 'https://api.myservice360.com' } }),
    });
  });
  afterAll(() => t.close());

  it('answers the preflight of an allowed page origin with credentials allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: authUrl(AUTH_PATHS.token),
      headers: {
        origin: 'https://app.myservice360.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': 'https://app.myservice360.com',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type,authorization',
    });
  });

  it('gives no CORS headers to another origin, and lets the allowed one refresh with its cookie', async () => {
    const other = await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // The page may call the brand's API host.
    expect(other.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.myservice360\.com/);

    const refresh = await t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.token),
      headers: { origin: 'https://app.myservice360.com', 'sec-fetch-site': 'same-site' },
      cookies: { [COOKIES.refreshToken]: 'not-a-token' },
      payload: { app: 'ssp', grantType: 'refresh_token' },
    });
    // Refused for the unknown token, not as a cross-site write (403).
    expect(refresh.statusCode).toBe(401);
    expect(refresh.headers['access-control-allow-origin']).toBe('https://app.myservice360.com');
  });
});
