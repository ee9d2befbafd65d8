import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineRecord, SyncChanges } from '@domain/sync/sync-api';
import { offlineDb } from '@/offline/offline-db';
import { clearOfflineSetIndex, offlineSetDb } from '@/offline/offline-set/offline-set-db';
import { NEVER_COMPLETED, refreshOfflineSet, UNKNOWN_CURSOR, type RefreshProgress } from '@/offline/offline-set/refresh-offline-set';
import { clearCachedReads } from '@/offline/offline-account';
import { readCacheKey, type ReadContext } from '@/offline/read-cache-key';
import { answerApiRead, resetConnectionState } from '../../../sw/api-read-cache';
import { accessTokenFor } from './support/access-token';

/**
 * The offline set's client (docs/adr/0010-offline-set.md): what the server sends is stored read by
 * read under the worker's keys, so pages never opened on the device answer offline.
 */
const tech: ReadContext = { userId: 'u-tech', selectedCustomerId: 'c-1' };
const techHeaders = new Headers({ authorization: `Bearer ${accessTokenFor('u-tech')}`, 'x-selected-customer-id': 'c-1' });
// Nothing listens on port 9: the network fails at once, as offline.
const OFFLINE_ORIGIN = 'http://127.0.0.1:9';
const hooks = { keepAlive: () => undefined, lateAnswerStored: () => undefined };

const request = (id: string, extra: Partial<OfflineRecord> = {}): OfflineRecord => ({
  kind: 'request',
  id,
  version: 'v1',
  open: true,
  label: `#${id}`,
  reads: [
    { path: `/requests/${id}`, body: { id, problem: `Problem of ${id}` } },
    { path: `/requests/${id}/activities?limit=200&offset=0&order=asc`, body: { items: [] } },
    { path: '/troubleshooting/guides/g-1', body: { id: 'g-1', steps: ['Check the breaker'] } },
  ],
  ...extra,
});

const answer = (over: Partial<SyncChanges>): SyncChanges => ({
  cursor: 'cursor-1',
  hasMore: false,
  changes: [],
  deleted: [],
  counts: { requests: 0, assets: 0, tasks: 0 },
  at: new Date().toISOString(),
  ...over,
});

/** A server that answers from a script: each call takes the next answer; `since` of each call is kept. */
function scripted(answers: (SyncChanges | typeof UNKNOWN_CURSOR)[]) {
  const calls: (string | undefined)[] = [];
  return {
    calls,
    fetchChanges: (since: string | undefined) => {
      calls.push(since);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return Promise.resolve(next);
    },
  };
}

async function offlineAnswer(path: string) {
  return answerApiRead(new Request(`${OFFLINE_ORIGIN}/v3/ssp${path}`, { headers: techHeaders }), hooks);
}

beforeEach(async () => {
  resetConnectionState();
  await clearCachedReads();
  await offlineDb().outbox.clear();
  await clearOfflineSetIndex();
});

describe('filling the offline set', () => {
  it('stores every read of every record so the worker answers it offline, page after page, with progress', async () => {
    const server = scripted([
      answer({ cursor: 'c1', hasMore: true, changes: [request('r-1')], counts: { requests: 2, assets: 0, tasks: 0 } }),
      answer({ cursor: 'c2', changes: [request('r-2')], counts: { requests: 2, assets: 0, tasks: 0 } }),
    ]);
    const progress: RefreshProgress[] = [];
    const state = await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges, onProgress: (p) => progress.push(p) });

    expect(server.calls).toEqual([undefined, 'c1']);
    expect(progress).toEqual([
      { received: 1, total: 2 },
      { received: 2, total: 2 },
    ]);
    expect(state).toMatchObject({ cursor: 'c2', counts: { requests: 2, assets: 0, tasks: 0 } });
    expect(state.bytes).toBeGreaterThan(0);

    const res = await offlineAnswer('/requests/r-2');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'r-2', problem: 'Problem of r-2' });
    expect(res.headers.get('x-cache-stored-at')).not.toBeNull();
    expect((await offlineAnswer('/requests/r-1/activities?limit=200&offset=0&order=asc')).status).toBe(200);
  });

  it('keeps an interrupted fill to go on from, without saying it is complete; the next refresh goes on from there', async () => {
    const failing = scripted([answer({ cursor: 'c1', hasMore: true, changes: [request('r-1')], counts: { requests: 2, assets: 0, tasks: 0 } })]);
    await expect(refreshOfflineSet({ context: tech, fetchChanges: failing.fetchChanges })).rejects.toThrow('no more answers');
    expect(await offlineSetDb().state.get('u-tech||c-1|')).toMatchObject({ cursor: 'c1', updatedAt: NEVER_COMPLETED });

    const server = scripted([answer({ cursor: 'c2', changes: [request('r-2')], counts: { requests: 2, assets: 0, tasks: 0 } })]);
    const state = await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges });
    expect(server.calls).toEqual(['c1']);
    expect(state.counts.requests).toBe(2);
    expect(state.updatedAt).not.toBe(NEVER_COMPLETED);
  });

  it('is kept apart per acting context: another selection does not see it', async () => {
    await refreshOfflineSet({ context: tech, fetchChanges: scripted([answer({ changes: [request('r-1')] })]).fetchChanges });
    const otherSelection = new Headers({ authorization: `Bearer ${accessTokenFor('u-tech')}`, 'x-selected-customer-id': 'c-2' });
    const res = await answerApiRead(new Request(`${OFFLINE_ORIGIN}/v3/ssp/requests/r-1`, { headers: otherSelection }), hooks);
    expect(res.status).toBe(503);
  });

  it('leaves a read the page stored after the set was asked for: it is the fresher one', async () => {
    const key = readCacheKey(tech, '/v3/ssp/requests/r-1');
    const server = {
      fetchChanges: async () => {
        // The user opened the request while the answer was on its way.
        await offlineDb().reads.put({
          key,
          userId: 'u-tech',
          url: '/v3/ssp/requests/r-1',
          status: 200,
          contentType: 'application/json',
          body: '{"fresh":true}',
          storedAt: Date.now() + 1,
        });
        return answer({ changes: [request('r-1')] });
      },
    };
    await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges });
    expect((await offlineDb().reads.get(key))?.body).toBe('{"fresh":true}');
  });
});

describe('refreshing the offline set', () => {
  it('asks since the last cursor; a record that left the set stays readable and leaves the counts', async () => {
    await refreshOfflineSet({
      context: tech,
      fetchChanges: scripted([answer({ cursor: 'c1', changes: [request('r-1'), request('r-2')], counts: { requests: 2, assets: 0, tasks: 0 } })]).fetchChanges,
    });
    const server = scripted([answer({ cursor: 'c2', deleted: [{ kind: 'request', id: 'r-1' }], counts: { requests: 1, assets: 0, tasks: 0 } })]);
    const state = await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges });

    expect(server.calls).toEqual(['c1']);
    expect(state.counts.requests).toBe(1);
    expect((await offlineAnswer('/requests/r-1')).status).toBe(200);
  });

  it('fills again without a cursor when the server no longer knows it', async () => {
    await refreshOfflineSet({ context: tech, fetchChanges: scripted([answer({ cursor: 'old', changes: [request('r-1')] })]).fetchChanges });
    const server = scripted([UNKNOWN_CURSOR, answer({ cursor: 'new', changes: [request('r-1')], counts: { requests: 1, assets: 0, tasks: 0 } })]);
    const state = await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges });
    expect(server.calls).toEqual(['old', undefined]);
    expect(state.cursor).toBe('new');
  });

  it('fills again after sign-out emptied the read cache', async () => {
    await refreshOfflineSet({ context: tech, fetchChanges: scripted([answer({ cursor: 'c1', changes: [request('r-1')] })]).fetchChanges });
    await clearCachedReads();
    const server = scripted([answer({ cursor: 'c2', changes: [request('r-1')] })]);
    await refreshOfflineSet({ context: tech, fetchChanges: server.fetchChanges });
    expect(server.calls).toEqual([undefined]);
    expect((await offlineAnswer('/requests/r-1')).status).toBe(200);
  });

  it("drops another user's index when this user refreshes", async () => {
    const other: ReadContext = { userId: 'u-other' };
    await refreshOfflineSet({ context: other, fetchChanges: scripted([answer({ changes: [request('r-9')] })]).fetchChanges });
    await refreshOfflineSet({ context: tech, fetchChanges: scripted([answer({ changes: [request('r-1')] })]).fetchChanges });
    expect(await offlineSetDb().state.count()).toBe(1);
    expect((await offlineSetDb().records.toArray()).map((r) => r.id)).toEqual(['r-1']);
  });
});

describe('the storage bound', () => {
  it('drops records that left the set first, keeps reads other records use, and never touches the outbox', async () => {
    await offlineDb().outbox.add({ opId: 'op-1', userId: 'u-tech', status: 'pending' } as never);
    await refreshOfflineSet({ context: tech, fetchChanges: scripted([answer({ cursor: 'c1', changes: [request('r-old'), request('r-open')] })]).fetchChanges });
    const oneRecord = (await offlineSetDb().records.get(`u-tech||c-1|#request:r-open`))!.bytes;
    // r-old leaves the set; the bound then has room for one record only.
    await refreshOfflineSet({
      context: tech,
      fetchChanges: scripted([answer({ cursor: 'c2', deleted: [{ kind: 'request', id: 'r-old' }] })]).fetchChanges,
      maxBytes: oneRecord,
    });

    expect((await offlineAnswer('/requests/r-old')).status).toBe(503);
    expect((await offlineAnswer('/requests/r-open')).status).toBe(200);
    // The guide both requests read stays for the one kept.
    expect((await offlineAnswer('/troubleshooting/guides/g-1')).status).toBe(200);
    expect(await offlineDb().outbox.count()).toBe(1);
  });
});
