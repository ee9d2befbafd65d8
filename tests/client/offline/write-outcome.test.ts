import { beforeEach, describe, expect, it } from 'vitest';
import { enqueueWrite } from '@/offline/enqueue-write';
import { OfflineDb } from '@/offline/offline-db';
import { outcomeOf, watchQueuedWrites } from '@/offline/write-outcome';

/** What a write the user just made says: what happened once the server has it, "Queued" only while it waits. */
const USER = 'user-outcome';
const REQUEST = '11111111-1111-4111-8111-111111111111';
let db: OfflineDb;

const queueNote = (text: string) =>
  enqueueWrite(
    { kind: 'request.note', method: 'POST', url: `/requests/${REQUEST}/notes`, body: { id: crypto.randomUUID(), text } },
    { db, userId: USER, headers: {}, pagePath: '/' },
  );

beforeEach(() => {
  db = new OfflineDb(`outcome-${crypto.randomUUID()}`);
});

describe('the outcome of a queued write', () => {
  it('is "delivered" with the kinds once the server has every write of the action', async () => {
    const { seq } = await queueNote('on site');
    const outcome = outcomeOf([seq], { db, online: true, waitMs: 10_000 });
    await db.outbox.update(seq, { status: 'done', doneAt: Date.now() });
    await expect(outcome).resolves.toEqual({ kind: 'delivered', kinds: ['request.note'] });
  });

  it("is the server's refusal when it refused one", async () => {
    const { seq } = await queueNote('too late');
    const outcome = outcomeOf([seq], { db, online: true, waitMs: 10_000 });
    await db.outbox.update(seq, { status: 'rejected', lastError: 'This request is closed.', lastStatus: 409 });
    await expect(outcome).resolves.toEqual({ kind: 'refused', message: 'This request is closed.' });
  });

  it('waits when a try failed (backoff), when the connection does not answer, and when no answer came in time', async () => {
    const first = await queueNote('no answer');
    const backoff = outcomeOf([first.seq], { db, online: true, waitMs: 10_000 });
    await db.outbox.update(first.seq, { status: 'pending', attempts: 1, lastError: 'Failed to fetch' });
    await expect(backoff).resolves.toEqual({ kind: 'waiting' });

    const second = await queueNote('offline');
    await expect(outcomeOf([second.seq], { db, online: false })).resolves.toEqual({ kind: 'waiting' });
    // Still pending, never tried: the wait runs out.
    await expect(outcomeOf([second.seq], { db, online: true, waitMs: 50 })).resolves.toEqual({ kind: 'waiting' });
  });

  it('watches only the writes queued while the action ran', async () => {
    const before = await queueNote('earlier');
    const { result, outcome } = await watchQueuedWrites(() => queueNote('this one'), { db, online: true, waitMs: 10_000 });
    await queueNote('later');
    expect(result.seq).toBeGreaterThan(before.seq);
    // The earlier and later writes stay pending: only the action's own delivery settles it.
    await db.outbox.update(result.seq, { status: 'done', doneAt: Date.now() });
    await expect(outcome).resolves.toEqual({ kind: 'delivered', kinds: ['request.note'] });
  });
});
