import { offlineDb, type OfflineDb } from './offline-db';

/** Delivered entries are kept a day (the screens may still be showing them), then removed. */
export const DONE_KEPT_MS = 24 * 60 * 60_000;

/**
 * Sign-out: the cached reads go (the next user of the device must not see them). The outbox keeps
 * the user's undelivered writes: they are sent when that user signs in again.
 */
export async function clearCachedReads(db: OfflineDb = offlineDb()): Promise<void> {
  await db.reads.clear();
}

/**
 * On start with a signed-in user: other users' cached reads leave the device (they must not see
 * each other's data), and delivered entries older than a day are tidied away. Other users'
 * undelivered writes stay: the drainer only sends the signed-in user's entries, so they wait,
 * unseen, until their owner signs in on this device again. Nothing queued is ever dropped.
 */
export async function forgetOtherUsers(userId: string, db: OfflineDb = offlineDb(), now: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, db.blobs, db.reads, async () => {
    const stale = await db.outbox.filter((e) => e.status === 'done' && (e.doneAt ?? 0) < now - DONE_KEPT_MS).toArray();
    await db.blobs.bulkDelete(stale.flatMap((e) => e.blobs.map((b) => b.blobId)));
    await db.outbox.bulkDelete(stale.map((e) => e.seq!));
    await db.reads.where('userId').notEqual(userId).delete();
  });
}
