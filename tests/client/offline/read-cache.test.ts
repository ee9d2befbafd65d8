import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineDb } from '../../../src/client/offline/offline-db';
import { readCacheKey, readContextOf, tokenSubject } from '../../../src/client/offline/read-cache-key';
import { answerApiRead } from '../../../sw/api-read-cache';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

/** An access token as the server makes them: base64url JSON claims, a dot, a signature. */
const tokenFor = (sub: string) =>
  `${btoa(JSON.stringify({ sub, sid: 's', exp: 9e9 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

describe('read cache key', () => {
  it('reads the user from the bearer token', () => {
    expect(tokenSubject(`Bearer ${tokenFor('u-1')}`)).toBe('u-1');
    expect(tokenSubject('Bearer not-a-token')).toBeNull();
    expect(tokenSubject(undefined)).toBeNull();
  });

  it('keeps users, impersonation and selections apart for the same URL', () => {
    const url = 'http://app.test/v3/ssp/requests/summaries?offset=0&limit=50';
    const keys = [
      { userId: 'u-1' },
      { userId: 'u-2' },
      { userId: 'u-1', impersonateUserId: 'u-9' },
      { userId: 'u-1', selectedCustomerId: 'c-1' },
      { userId: 'u-1', selectedCustomerId: 'c-2' },
      { userId: 'u-1', selectedBrandOwnerId: 'b-1' },
    ].map((context) => readCacheKey(context, url));
    expect(new Set(keys).size).toBe(keys.length);
    // The query is part of the key; the same context and URL give the same key.
    expect(readCacheKey({ userId: 'u-1' }, url)).toBe(keys[0]);
    expect(readCacheKey({ userId: 'u-1' }, url.replace('offset=0', 'offset=50'))).not.toBe(keys[0]);
  });

  it('has no context for a request without a signed-in user', () => {
    expect(readContextOf(new Headers())).toBeNull();
    expect(readContextOf(new Headers({ authorization: `Bearer ${tokenFor('u-1')}`, 'x-selected-customer-id': 'c-1' }))).toEqual({
      userId: 'u-1',
      impersonateUserId: undefined,
      selectedCustomerId: 'c-1',
      selectedBrandOwnerId: undefined,
    });
  });
});

describe("the worker's network-first API reads", () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startTestHttpServer();
    server.reply('/v3/ssp/requests/r-1', { body: { id: 'r-1', ticketName: 'Walk-in cooler' } });
  });
  afterAll(() => server.close());

  const read = (sub: string) =>
    answerApiRead(new Request(`${server.origin}/v3/ssp/requests/r-1`, { headers: { authorization: `Bearer ${tokenFor(sub)}` } }), (work) => void work);

  it('passes the network answer on and stores it; offline, it answers from the store with its age, only to the same user', async () => {
    const online = await read('u-1');
    expect(online.headers.get('x-cache-stored-at')).toBeNull();
    expect(await online.json()).toEqual({ id: 'r-1', ticketName: 'Walk-in cooler' });
    await expect.poll(() => offlineDb().reads.count()).toBe(1);

    await server.close();
    const offline = await read('u-1');
    expect(offline.status).toBe(200);
    expect(Date.parse(offline.headers.get('x-cache-stored-at')!)).toBeLessThanOrEqual(Date.now());
    expect(await offline.json()).toEqual({ id: 'r-1', ticketName: 'Walk-in cooler' });

    const otherUser = await read('u-2');
    expect(otherUser.status).toBe(503);
    expect(((await otherUser.json()) as { message: string }).message).toMatch(/offline/);
  });
});
