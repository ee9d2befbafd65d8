import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueWrite } from '@/offline/enqueue-write';
import { offlineDb } from '@/offline/offline-db';
import { outboxSnapshot, SNAPSHOT_READ_INTERVAL_MS, subscribeToOutbox } from '@/offline/outbox-snapshot';
import { signInCookie } from './support/access-token';

/**
 * The page's shared snapshot of the user's undelivered writes: one read serves every screen, and a
 * burst of changes (a drain) is read a few times a second, not once per change.
 */
const USER = 'user-snapshot';

const note = (text: string) => ({
  kind: 'request.note' as const,
  method: 'POST' as const,
  url: '/requests/11111111-1111-4111-8111-111111111111/notes',
  body: { id: crypto.randomUUID(), text },
});

describe('outbox snapshot', () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    signInCookie(USER);
    await offlineDb().outbox.clear();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('gives every subscriber the same snapshot, in queue order, with the refused ones and without the delivered ones', async () => {
    const first = await enqueueWrite(note('first'));
    const second = await enqueueWrite(note('second'));
    const third = await enqueueWrite(note('third'));
    await offlineDb().outbox.update(second.seq, { status: 'rejected', lastError: 'No.' });
    await offlineDb().outbox.update(third.seq, { status: 'done', doneAt: Date.now() });
    const seen: [string, unknown][] = [];
    for (const name of ['indicator', 'marks', 'settled']) stops.push(subscribeToOutbox(() => seen.push([name, outboxSnapshot()])));

    await vi.waitFor(() => expect(new Set(seen.map(([name]) => name))).toEqual(new Set(['indicator', 'marks', 'settled'])));
    expect(new Set(seen.map(([, snapshot]) => snapshot)).size).toBe(1);
    expect(outboxSnapshot().map((e) => [e.opId, e.status])).toEqual([
      [first.opId, 'pending'],
      [second.opId, 'rejected'],
    ]);
  });

  it('reads a burst of changes at most once an interval, and ends on the last state', async () => {
    let reads = 0;
    stops.push(subscribeToOutbox(() => (reads += 1)));
    await vi.waitFor(() => expect(reads).toBe(1));
    const started = Date.now();
    const writes = [];
    for (let i = 0; i < 60; i += 1) writes.push(await enqueueWrite(note(`burst ${i}`)));
    for (const write of writes.slice(0, 20)) await offlineDb().outbox.update(write.seq, { status: 'done', doneAt: Date.now() });

    await vi.waitFor(() => expect(outboxSnapshot()).toHaveLength(40), { timeout: 5_000 });
    const intervals = Math.ceil((Date.now() - started) / SNAPSHOT_READ_INTERVAL_MS);
    // 80 changes; one read at the start of each interval and one at its end at most.
    expect(reads - 1).toBeLessThanOrEqual(intervals + 1);
    expect(reads - 1).toBeLessThan(80);
    expect(outboxSnapshot()[0]!.opId).toBe(writes[20]!.opId);
  });

  it('forgets the snapshot when the last subscriber leaves, and reads afresh for the next', async () => {
    await enqueueWrite(note('waiting'));
    const stop = subscribeToOutbox(() => undefined);
    await vi.waitFor(() => expect(outboxSnapshot()).toHaveLength(1));
    stop();
    expect(outboxSnapshot()).toEqual([]);
    await offlineDb().outbox.clear();
    let heard = 0;
    stops.push(subscribeToOutbox(() => (heard += 1)));
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
    expect(outboxSnapshot()).toEqual([]);
  });
});
