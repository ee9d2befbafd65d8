import Dexie from 'dexie';
import type { OfflineDb } from './offline-db';

/**
 * Calls `listener` after every committed change to the outbox of `db`, in this tab or another (or
 * the service worker): Dexie's `storagemutated` event, which names the tables a transaction
 * changed and reaches the other contexts of the origin over a BroadcastChannel. Nothing is read:
 * a watcher that read the outbox on every change (a live query) made a drain of n writes cost
 * O(n²) reads, three changes per write. Returns the stop function.
 */
export function onOutboxChange(db: OfflineDb, listener: () => void): () => void {
  const table = `idb://${db.name}/outbox/`;
  const heard = (parts: Record<string, unknown>) => {
    // `all`: Dexie could not say what changed (a database deleted or reopened elsewhere).
    if ('all' in parts || Object.keys(parts).some((part) => part.startsWith(table))) listener();
  };
  Dexie.on('storagemutated', heard);
  return () => Dexie.on('storagemutated').unsubscribe(heard);
}
