import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '@domain/api/cookies';
import { createApiClient } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { buildApiHeaders } from '@/lib/api-headers';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { startTestHttpServer, type TestHttpServer } from './support/test-http-server';
import { deleteCookie } from '@/lib/cookies';

describe('buildApiHeaders', () => {
  it('always sends the current page path, and nothing else without cookies', () => {
    expect(buildApiHeaders('/requests/42', '')).toEqual({ 'x-current-path': '/requests/42' });
  });

  it('adds the bearer token and the selected ids from their cookies', () => {
    const cookies = [
      `${COOKIES.accessToken}=tok%2Ben`,
      `${COOKIES.impersonateUserId}=u-7`,
      `${COOKIES.selectedCustomerId}=c-3`,
      `${COOKIES.selectedBrandOwnerId}=b-9`,
      'unrelated=1',
    ].join('; ');
    expect(buildApiHeaders('/home', cookies)).toEqual({
      'x-current-path': '/home',
      authorization: 'Bearer tok+en',
      'x-impersonate-user-id': 'u-7',
      'x-selected-customer-id': 'c-3',
      'x-selected-brand-owner-id': 'b-9',
    });
  });

  it('leaves out cookies that are set but empty', () => {
    const headers = buildApiHeaders('/home', `${COOKIES.accessToken}=; ${COOKIES.selectedCustomerId}=`);
    expect(headers).toEqual({ 'x-current-path': '/home' });
  });
});

describe('api client against a real server', () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    for (const name of Object.values(COOKIES)) deleteCookie(name);
    localStorage.clear();
    server.requests.length = 0;
  });

  it('calls <base>/v3/ssp with the page path, token and selection headers', async () => {
    window.history.pushState({}, '', '/assets/12?tab=history');
    document.cookie = `${COOKIES.accessToken}=abc; path=/`;
    document.cookie = `${COOKIES.selectedCustomerId}=cust-1; path=/`;
    server.reply('/v3/ssp/customers/self', { body: { id: 'cust-1' } });

    const api = createApiClient(server.origin);
    await expect(api('customers/self')).resolves.toEqual({ id: 'cust-1' });

    const [request] = server.requests;
    expect(request?.url).toBe('/v3/ssp/customers/self');
    expect(request?.headers['x-current-path']).toBe('/assets/12');
    expect(request?.headers.authorization).toBe('Bearer abc');
    expect(request?.headers['x-selected-customer-id']).toBe('cust-1');
    expect(request?.headers['x-impersonate-user-id']).toBeUndefined();
  });

  it('sends no authorization header when signed out', async () => {
    server.reply('/v3/ssp/ping', { body: {} });
    await createApiClient(server.origin)('ping');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("stores the joint-brand response header as 'true' or 'false'", async () => {
    const api = createApiClient(server.origin);
    server.reply('/v3/ssp/a', { headers: { 'x-joint-brand': 'true' } });
    await api('a');
    expect(localStorage.getItem(STORAGE_KEYS.jointBrand)).toBe('true');

    server.reply('/v3/ssp/b', { headers: { 'x-joint-brand': 'no' } });
    await api('b');
    expect(localStorage.getItem(STORAGE_KEYS.jointBrand)).toBe('false');

    server.reply('/v3/ssp/c', {});
    await api('c');
    expect(localStorage.getItem(STORAGE_KEYS.jointBrand)).toBe('false');
  });

  it("shows the server's message for a failed call, else the caller's fallback", async () => {
    const api = createApiClient(server.origin);
    server.reply('/v3/ssp/users', { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Email already in use.' } });
    const withMessage = await api('users').catch((error: unknown) => error);
    expect(apiErrorMessage(withMessage, 'An error occurred while trying to save.')).toBe('Email already in use.');

    server.reply('/v3/ssp/broken', { status: 500, body: { statusCode: 500 } });
    const withoutMessage = await api('broken').catch((error: unknown) => error);
    expect(apiErrorMessage(withoutMessage, 'An error occurred while trying to save.')).toBe('An error occurred while trying to save.');

    const unreachable = await createApiClient('http://127.0.0.1:1')('x').catch((error: unknown) => error);
    expect(apiErrorMessage(unreachable, 'Error getting customers.')).toBe('Error getting customers.');
    expect(apiErrorMessage(new Error('boom'), 'Error getting people')).toBe('Error getting people');
  });
});
