import { signalDrain } from './drain-signal';
import { offlineDb, type OfflineDb } from './offline-db';

/** Sends a rejected write again (after the user fixed what the server complained about, or to try once more). */
export async function retryWrite(seq: number, db: OfflineDb = offlineDb()): Promise<void> {
  await db.outbox.where({ seq, status: 'rejected' }).modify({ status: 'pending', attempts: 0, nextAttemptAt: Date.now(), lastError: null });
  signalDrain();
}

/** Drops a rejected write and its files for good (the UI asks for confirmation first). */
export async function discardWrite(seq: number, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'rejected') return;
    await db.blobs.bulkDelete(entry.blobs.map((b) => b.blobId));
    await db.outbox.delete(seq);
  });
  signalDrain();
}
