import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '@domain/api/cookies';
import { AUTH_PREFIX } from '@domain/api/paths';
import { createApiClient } from '@/lib/api-client';
import { createUnauthorizedHandler, isSignedIn } from '@/lib/session';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';
import { deleteCookie } from '@/lib/cookies';

describe('401 handling (docs/product/sessions-and-tenancy.md)', () => {
  let server: TestHttpServer;
  let reloads: number;
  let visited: string[];
  let page: { pathname: string; search: string; hash: string };

  const clients = () => {
    const onUnauthorized = createUnauthorizedHandler({
      apiBaseUrl: server.origin,
      reload: () => reloads++,
      goTo: (href) => visited.push(href),
      location: () => page,
    });
    return {
      api: createApiClient(server.origin, { onUnauthorized }),
      auth: createApiClient(server.origin, { prefix: AUTH_PREFIX, onUnauthorized }),
    };
  };
  const calls = (path: string) => server.requests.filter((r) => r.url.split('?')[0] === path).length;

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    reloads = 0;
    visited = [];
    page = { pathname: '/assets/12', search: '?tab=history', hash: '' };
    document.cookie = `${COOKIES.accessToken}=expired; path=/`;
    document.cookie = `${COOKIES.impersonateUserId}=u-1; path=/`;
    document.cookie = `${COOKIES.selectedCustomerId}=c-1; path=/`;
    server.reply('/v3/ssp/customers/self', { status: 401, body: { message: 'Your session has ended. Please log in again.' } });
    server.reply('/v3/ssp/user-profiles/self', { status: 401, body: {} });
    server.reply('/v3/auth/revoke/ssp', { body: { revoked: true } });
  });
  afterEach(() => {
    for (const name of Object.values(COOKIES)) deleteCookie(name);
    server.requests.length = 0;
  });

  it('refreshes once and reloads the page when the refresh works, even for several 401s at once', async () => {
    server.reply('/v3/auth/token', { body: { accessToken: 'fresh' } });
    const { api } = clients();
    const results = await Promise.allSettled([api('customers/self'), api('user-profiles/self'), api('customers/self')]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls('/v3/auth/token')).toBe(1);
    expect(reloads).toBe(1);
    expect(visited).toEqual([]);
    expect(isSignedIn()).toBe(true);
  });

  it('sends the refresh as the ssp app with the refresh_token grant', async () => {
    server.reply('/v3/auth/token', { body: { accessToken: 'fresh' } });
    await clients()
      .api('customers/self')
      .catch(() => undefined);
    const token = server.requests.find((r) => r.url === '/v3/auth/token');
    expect(token?.method).toBe('POST');
    expect(token?.headers['content-type']).toContain('application/json');
  });

  it('revokes, clears the token with impersonation and selection, and goes to login with the address as nextRoute when the refresh fails', async () => {
    server.reply('/v3/auth/token', { status: 401, body: { message: 'Your session has ended. Please log in again.' } });
    const { api } = clients();
    await Promise.allSettled([api('customers/self'), api('user-profiles/self')]);

    expect(calls('/v3/auth/token')).toBe(1);
    expect(calls('/v3/auth/revoke/ssp')).toBe(1);
    expect(reloads).toBe(0);
    expect(visited).toEqual([`/login?nextRoute=${encodeURIComponent('/assets/12?tab=history')}`]);
    expect(isSignedIn()).toBe(false);
    expect(document.cookie).not.toContain(COOKIES.impersonateUserId);
    expect(document.cookie).not.toContain(COOKIES.selectedCustomerId);
  });

  it('keeps the session when the refresh gets no answer from the server (offline, 5xx, 429, a page going away), and tries again on the next 401', async () => {
    for (const status of [503, 429]) {
      server.requests.length = 0;
      server.reply('/v3/auth/token', { status, body: { message: 'Busy.' } });
      const { api } = clients();
      await Promise.allSettled([api('customers/self'), api('user-profiles/self')]);
      expect(calls('/v3/auth/token')).toBe(1);
      await api('customers/self').catch(() => undefined);
      expect(calls('/v3/auth/token')).toBe(2);
    }
    // Nothing listening at all.
    const unreachable = createUnauthorizedHandler({
      apiBaseUrl: 'http://127.0.0.1:9',
      reload: () => reloads++,
      goTo: (href) => visited.push(href),
      location: () => page,
    });
    await createApiClient(server.origin, { onUnauthorized: unreachable })('customers/self').catch(() => undefined);

    expect(calls('/v3/auth/revoke/ssp')).toBe(0);
    expect(reloads).toBe(0);
    expect(visited).toEqual([]);
    expect(isSignedIn()).toBe(true);
    expect(document.cookie).toContain(COOKIES.selectedCustomerId);
  });

  it('does not refresh after a 401 from the token call itself', async () => {
    server.reply('/v3/auth/token', { status: 401, body: {} });
    const { auth } = clients();
    await expect(auth('/token', { method: 'POST', body: { app: 'ssp', grantType: 'refresh_token' } })).rejects.toThrow();
    expect(calls('/v3/auth/token')).toBe(1);
    expect(calls('/v3/auth/revoke/ssp')).toBe(0);
    expect(visited).toEqual([]);
  });

  it('leaves the request-intake magic-link page alone', async () => {
    page = { pathname: '/request-intake-magic-link', search: '?token=abc', hash: '' };
    server.reply('/v3/auth/token', { body: { accessToken: 'fresh' } });
    await expect(clients().api('customers/self')).rejects.toThrow();
    expect(calls('/v3/auth/token')).toBe(0);
    expect(reloads).toBe(0);
    expect(isSignedIn()).toBe(true);
  });

  it('passes other errors through untouched', async () => {
    server.reply('/v3/ssp/customers/self', { status: 403, body: { message: 'No.' } });
    await expect(clients().api('customers/self')).rejects.toThrow();
    expect(calls('/v3/auth/token')).toBe(0);
  });
});
