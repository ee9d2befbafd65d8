import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineDb } from '@/offline/offline-db';
import { readCacheKey, readContextOf } from '@/offline/read-cache-key';
import { tokenSubject } from '@/offline/token-subject';
import { answerApiRead, READ_BUDGET_MS, resetConnectionState } from '../../../sw/api-read-cache';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';
import { accessTokenFor } from './support/access-token';

describe('read cache key', () => {
  it('reads the user from the bearer token', () => {
    expect(tokenSubject(`Bearer ${accessTokenFor('u-1')}`)).toBe('u-1');
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
    expect(readContextOf(new Headers({ authorization: `Bearer ${accessTokenFor('u-1')}`, 'x-selected-customer-id': 'c-1' }))).toEqual({
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
    answerApiRead(new Request(`${server.origin}/v3/ssp/requests/r-1`, { headers: { authorization: `Bearer ${accessTokenFor(sub)}` } }), {
      keepAlive: (work) => void work,
      lateAnswerStored: () => undefined,
    });

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

describe('the worker on a weak connection (the network answers, but late)', () => {
  let server: TestHttpServer;
  const lateNotices: string[] = [];
  beforeAll(async () => {
    resetConnectionState();
    await offlineDb().reads.clear();
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());

  const read = (path: string) =>
    answerApiRead(new Request(`${server.origin}${path}`, { headers: { authorization: `Bearer ${accessTokenFor('u-7')}` } }), {
      keepAlive: (work) => void work,
      lateAnswerStored: () => void lateNotices.push(path),
    });
  const ticketOf = async (res: Response) => ((await res.json()) as { ticketName: string }).ticketName;

  it('answers from the store after the budget, then stores the late answer, says so once, and serves it fresh once', async () => {
    server.reply('/v3/ssp/requests/r-2', { body: { ticketName: 'first' } });
    server.reply('/v3/ssp/requests/r-3', { body: { ticketName: 'other first' } });
    await read('/v3/ssp/requests/r-2');
    await read('/v3/ssp/requests/r-3');

    server.reply('/v3/ssp/requests/r-2', { body: { ticketName: 'second' }, delayMs: READ_BUDGET_MS + 500 });
    const slow = await read('/v3/ssp/requests/r-2');
    expect(slow.headers.get('x-cache-stored-at')).not.toBeNull();
    expect(await ticketOf(slow)).toBe('first');

    // The connection counts as weak now: another read with a stored answer gets it without waiting.
    server.reply('/v3/ssp/requests/r-3', { body: { ticketName: 'other second' }, delayMs: READ_BUDGET_MS + 500 });
    const weakStarted = Date.now();
    const weak = await read('/v3/ssp/requests/r-3');
    expect(Date.now() - weakStarted).toBeLessThan(READ_BUDGET_MS);
    expect(await ticketOf(weak)).toBe('other first');

    await expect.poll(() => lateNotices.slice().sort(), { timeout: 5_000 }).toEqual(['/v3/ssp/requests/r-2', '/v3/ssp/requests/r-3']);
    // The page's refetch after the notice: the late answer, as fresh, without the network.
    const requestsBefore = server.requests.length;
    const refreshed = await read('/v3/ssp/requests/r-2');
    expect(refreshed.headers.get('x-cache-stored-at')).toBeNull();
    expect(await ticketOf(refreshed)).toBe('second');
    expect(server.requests.length).toBe(requestsBefore);

    // Still weak: the stored answer at once. The network then answers in time, which ends the weak
    // state; its answer is stored as late (the page got the older one) and the page is told.
    server.reply('/v3/ssp/requests/r-2', { body: { ticketName: 'third' } });
    expect(await ticketOf(await read('/v3/ssp/requests/r-2'))).toBe('second');
    await expect.poll(() => lateNotices.filter((p) => p === '/v3/ssp/requests/r-2').length).toBe(2);
    expect(await ticketOf(await read('/v3/ssp/requests/r-2'))).toBe('third');
    // Fresh once only, and the connection is good again: the next read is the network's.
    server.reply('/v3/ssp/requests/r-2', { body: { ticketName: 'fourth' } });
    const online = await read('/v3/ssp/requests/r-2');
    expect(online.headers.get('x-cache-stored-at')).toBeNull();
    expect(await ticketOf(online)).toBe('fourth');
  });
});
