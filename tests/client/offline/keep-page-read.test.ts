import { beforeEach, describe, expect, it } from 'vitest';
import { keepPageRead } from '@/offline/keep-page-read';
import { offlineDb } from '@/offline/offline-db';
import { answerApiRead, resetConnectionState } from '../../../sw/api-read-cache';
import { accessTokenFor } from './support/access-token';

/**
 * A first visit's reads, made before the service worker controls the page, are stored by the page
 * exactly as the worker stores its own: offline, the worker answers them (issue 30).
 */
const token = accessTokenFor('u-first');
// Nothing listens on port 9: the network fails at once, as offline.
const OFFLINE_ORIGIN = 'http://127.0.0.1:9';
const hooks = { keepAlive: () => undefined, lateAnswerStored: () => undefined };
const userAnswer = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"id":"u-first","name":"Sam"}' };

beforeEach(async () => {
  resetConnectionState();
  await offlineDb().reads.clear();
});

describe("the page's own reads before the worker controls it", () => {
  it('are served by the worker offline, with their age', async () => {
    const headers = new Headers({ authorization: `Bearer ${token}`, 'x-selected-customer-id': 'c-1' });
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/users/self`, method: 'GET', headers }, userAnswer);

    const res = await answerApiRead(new Request(`${OFFLINE_ORIGIN}/v3/ssp/users/self`, { headers }), hooks);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(userAnswer.body);
    expect(res.headers.get('x-cache-stored-at')).not.toBeNull();
  });

  it('keep nothing without a user, a public link read, a write or an answer that is no JSON success', async () => {
    const signedIn = new Headers({ authorization: `Bearer ${token}` });
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/users/self`, method: 'GET', headers: new Headers() }, userAnswer);
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/public/links?token=t`, method: 'GET', headers: signedIn }, userAnswer);
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/requests`, method: 'POST', headers: signedIn }, userAnswer);
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/reports.csv`, method: 'GET', headers: signedIn }, { ...userAnswer, contentType: 'text/csv' });
    await keepPageRead({ url: `${OFFLINE_ORIGIN}/v3/ssp/users/self`, method: 'GET', headers: signedIn }, { ...userAnswer, status: 404 });
    expect(await offlineDb().reads.count()).toBe(0);
  });
});
