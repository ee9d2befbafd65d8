import type { OfflineDb } from './offline-db';
import type { OutboxEntry, OutboxStatus } from './outbox-entry';

/** The statuses of a write the server does not have yet (a refused one included). */
export const UNDELIVERED_STATUSES = ['pending', 'in-flight', 'rejected'] as const satisfies readonly OutboxStatus[];

/**
 * For a live query (Dexie's liveQuery re-runs a query when what it read changes): touches the whole
 * range of each undelivered status, every user's, by counting it (no entry is read). A live query
 * that read only one user's index range would never wake for another user's writes: one started
 * signed out (the login page) would never wake at all after the sign-in.
 */
export async function observeUndelivered(db: OfflineDb): Promise<void> {
  await Promise.all(UNDELIVERED_STATUSES.map((status) => db.outbox.where('status').equals(status).count()));
}

/**
 * One user's entries in the given statuses, oldest first. Each status is one read of the
 * [userId+status] index (IndexedDB getAll), not a cursor walk over every entry of the device.
 */
export async function userEntries(db: OfflineDb, userId: string, statuses: readonly OutboxStatus[]): Promise<OutboxEntry[]> {
  const lists = await Promise.all(statuses.map((status) => db.outbox.where('[userId+status]').equals([userId, status]).toArray()));
  return lists.flat().sort((a, b) => a.seq! - b.seq!);
}

/** The sequence numbers of one user's entries in the given statuses (keys only, no entry is read). */
export async function userEntryKeys(db: OfflineDb, userId: string, statuses: readonly OutboxStatus[]): Promise<number[]> {
  const lists = await Promise.all(statuses.map((status) => db.outbox.where('[userId+status]').equals([userId, status]).primaryKeys()));
  return lists.flat() as number[];
}
