import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '@/offline/drain-outbox';
import { enqueueWrite } from '@/offline/enqueue-write';
import { offlineDb } from '@/offline/offline-db';
import { subscribeToOutbox } from '@/offline/outbox-snapshot';
import { watchSettledWrites } from '@/offline/settled-writes';
import { signInCookie } from './support/access-token';

/**
 * The guard of issue 32 item 8: what watches the outbox while it drains (the shared snapshot, the
 * settled-writes watch) must not read it on each of its changes. A drain changes each write three
 * times; watchers that read the waiting entries per change made a drain of n writes cost O(n²)
 * reads (500 writes took 15 s instead of 6). Counted at the IndexedDB level (fake-indexeddb), so
 * any way of reading counts.
 */
const USER = 'user-watch-cost';
const WRITES = 120;
const LANES = 12;
/** The send's round trip: long enough that the watchers see the drain as a page does. */
const SEND_MS = 15;

interface Counted {
  entries: number;
}

/** Counts the entries and keys read from the outbox store (and its indexes) while `counted` is on. */
function countOutboxReads(): { counted: Counted; restore: () => void } {
  const counted: Counted = { entries: 0 };
  const restores: (() => void)[] = [];
  const onOutbox = (source: IDBObjectStore | IDBIndex) => (source instanceof IDBIndex ? source.objectStore : source).name === 'outbox';
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as const) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'openCursor', 'openKeyCursor'] as const) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => IDBRequest>)[method]!;
      (proto as unknown as Record<string, unknown>)[method] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        const request = original.apply(this, args);
        if (onOutbox(this))
          request.addEventListener('success', () => {
            const result: unknown = request.result;
            if (Array.isArray(result)) counted.entries += result.length;
            else if (result !== undefined && result !== null) counted.entries += 1;
          });
        return request;
      };
      restores.push(() => ((proto as unknown as Record<string, unknown>)[method] = original));
    }
  }
  return { counted, restore: () => restores.forEach((restore) => restore()) };
}

describe('watching the outbox while it drains', () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    signInCookie(USER);
    await offlineDb().outbox.clear();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('reads a bounded number of entries per write, whatever the length of the queue', async () => {
    for (let i = 0; i < WRITES; i += 1) {
      const requestId = `${String(i % LANES).padStart(8, '0')}-1111-4111-8111-111111111111`;
      await enqueueWrite({ kind: 'request.note', method: 'POST', url: `/requests/${requestId}/notes`, body: { id: crypto.randomUUID(), text: `note ${i}` } });
    }
    stops.push(subscribeToOutbox(() => undefined));
    stops.push(watchSettledWrites(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const { counted, restore } = countOutboxReads();
    stops.push(restore);
    const result = await drainOutbox({
      db: offlineDb(),
      userId: () => USER,
      refreshSession: async () => true,
      send: async (entry) => {
        await new Promise((resolve) => setTimeout(resolve, SEND_MS));
        return new Response(JSON.stringify({ opId: entry.opId }), { status: 201 });
      },
    });
    // The watchers' last looks after the drain.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(result).toEqual({ state: 'idle' });
    expect(await offlineDb().outbox.where('status').equals('done').count()).toBe(WRITES);

    const perWrite = counted.entries / WRITES;
    console.info(`outbox entries and keys read per write while draining ${WRITES}: ${perWrite.toFixed(1)}`);
    // The drain reads each entry a few times (its pass, its two updates); the watchers a few times
    // a second: 13-17 here. Read per change it was 121 per write for 120 writes, growing with the queue.
    expect(perWrite).toBeLessThan(40);
  });
});
