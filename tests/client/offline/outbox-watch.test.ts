import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@domain/api/cookies';
import { refreshRequestsWhenDelivered } from '@/features/requests/api/invalidate-delivered';
import { requestKeys } from '@/features/requests/api/request-keys';
import { watchSettledWrites } from '@/offline/settled-writes';
import { enqueueWrite } from '@/offline/enqueue-write';
import { OfflineDb, offlineDb } from '@/offline/offline-db';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { userEntries } from '@/offline/outbox-reads';
import { signInCookie } from './support/access-token';

/**
 * What watches the outbox after every send: the per-user reads through the [userId+status] index,
 * the settled-writes watch, and the request refresh it drives (one refresh a second at most).
 */
const USER = 'user-watch';
const REQUEST_A = '11111111-1111-4111-8111-111111111111';
const REQUEST_B = '22222222-2222-4222-8222-222222222222';

const note = (requestId: string, text: string) => ({
  kind: 'request.note' as const,
  method: 'POST' as const,
  url: `/requests/${requestId}/notes`,
  body: { id: crypto.randomUUID(), text },
});

async function deliver(db: OfflineDb, seq: number) {
  await db.outbox.update(seq, { status: 'done', doneAt: Date.now() });
}

describe('outbox reads by user and status', () => {
  it('gives one user’s entries of the asked statuses in queue order', async () => {
    const db = new OfflineDb(`reads-${crypto.randomUUID()}`);
    const mine = [];
    for (let i = 0; i < 4; i += 1) mine.push(await enqueueWrite(note(REQUEST_A, `mine ${i}`), { db, userId: USER, headers: {}, pagePath: '/' }));
    await enqueueWrite(note(REQUEST_A, 'theirs'), { db, userId: 'someone-else', headers: {}, pagePath: '/' });
    await db.outbox.update(mine[1]!.seq, { status: 'in-flight' });
    await db.outbox.update(mine[2]!.seq, { status: 'rejected' });
    await deliver(db, mine[3]!.seq);

    const open = await userEntries(db, USER, ['pending', 'in-flight', 'rejected']);
    expect(open.map((e) => (e.body as { text: string }).text)).toEqual(['mine 0', 'mine 1', 'mine 2']);
    expect(await userEntries(db, USER, ['pending', 'in-flight'])).toHaveLength(2);
    expect(await userEntries(db, USER, ['done'])).toHaveLength(1);
    expect(await userEntries(db, 'someone-else', ['pending'])).toHaveLength(1);
  });
});

describe('delivered writes', () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    signInCookie(USER);
    await offlineDb().outbox.clear();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('reports each write when it settles: delivered, or refused (not again when the refused one is discarded)', async () => {
    const db = offlineDb();
    const a = await enqueueWrite(note(REQUEST_A, 'a'));
    const b = await enqueueWrite(note(REQUEST_B, 'b'));
    const c = await enqueueWrite(note(REQUEST_B, 'c'));
    const reports: OutboxEntry[][] = [];
    stops.push(watchSettledWrites((delivered) => reports.push(delivered)));
    // The watch has seen the three waiting writes before anything leaves.
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));

    await deliver(db, a.seq);
    await db.outbox.update(b.seq, { status: 'rejected', lastError: 'No.' });
    await vi.waitFor(() => expect(reports.flat().map((e) => e.opId)).toEqual([a.opId, b.opId]));

    await db.outbox.delete(b.seq);
    await deliver(db, c.seq);
    await vi.waitFor(() =>
      expect(
        reports
          .flat()
          .map((e) => e.opId)
          .sort(),
      ).toEqual([a.opId, b.opId, c.opId].sort()),
    );
    expect(reports.flat()).toHaveLength(3);
  });

  it('hears the writes of a user who signed in after the watch started (it starts on the login page)', async () => {
    document.cookie = `${COOKIES.accessToken}=; path=/; max-age=0`;
    const db = offlineDb();
    const reports: OutboxEntry[][] = [];
    stops.push(watchSettledWrites((delivered) => reports.push(delivered)));
    await new Promise((resolve) => setTimeout(resolve, 50));

    signInCookie(USER);
    const write = await enqueueWrite(note(REQUEST_A, 'after sign-in'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deliver(db, write.seq);
    await vi.waitFor(() => expect(reports.flat().map((e) => e.opId)).toEqual([write.opId]));
  });

  it('refreshes the request at once on the first delivery, then gathers a burst into one refresh', async () => {
    const db = offlineDb();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const writes = [];
    for (const [requestId, text] of [
      [REQUEST_A, '1'],
      [REQUEST_B, '2'],
      [REQUEST_A, '3'],
      [REQUEST_B, '4'],
    ] as const)
      writes.push(await enqueueWrite(note(requestId, text)));
    stops.push(refreshRequestsWhenDelivered(queryClient));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refreshedKeys = () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));

    await deliver(db, writes[0]!.seq);
    await vi.waitFor(() => expect(refreshedKeys()).toEqual([JSON.stringify(requestKeys.one(REQUEST_A)), JSON.stringify(requestKeys.lists)]));

    // Three more deliveries within the second: one refresh at its end, each request once.
    for (const write of writes.slice(1)) await deliver(db, write.seq);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(invalidate).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(5), { timeout: 2_000 });
    expect(refreshedKeys().slice(2).sort()).toEqual(
      [JSON.stringify(requestKeys.one(REQUEST_A)), JSON.stringify(requestKeys.one(REQUEST_B)), JSON.stringify(requestKeys.lists)].sort(),
    );
  });
});
