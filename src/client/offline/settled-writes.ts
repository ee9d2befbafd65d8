import { liveQuery } from 'dexie';
import { offlineDb } from './offline-db';
import type { OutboxEntry } from './outbox-entry';
import { observeUndelivered, UNDELIVERED_STATUSES, userEntryKeys } from './outbox-reads';
import { currentUserId } from './page-context';

/**
 * Calls `listener` with the signed-in user's writes that have left the outbox since the last
 * look: the server has them (or the user discarded a refused one). Watches IndexedDB, so it hears
 * deliveries made by whichever tab drains. Returns a stop function.
 *
 * The watch runs after every change to the outbox, so it looks at the waiting entries' keys only
 * and reads an entry once, when it first sees it.
 */
export function watchDeliveredWrites(listener: (delivered: OutboxEntry[]) => void): () => void {
  const db = offlineDb();
  let seen = new Map<number, OutboxEntry>();
  // Looks are handled one after another: each one's reads finish before the next compares.
  let handled = Promise.resolve();
  const look = async (keys: number[]) => {
    const unknown = keys.filter((seq) => !seen.has(seq));
    const added = (await db.outbox.bulkGet(unknown)).filter((e): e is OutboxEntry => e !== undefined);
    const now = new Map(keys.flatMap((seq) => (seen.has(seq) ? [[seq, seen.get(seq)!] as const] : [])));
    for (const entry of added) now.set(entry.seq!, entry);
    const delivered = [...seen].filter(([seq]) => !now.has(seq)).map(([, entry]) => entry);
    seen = now;
    if (delivered.length > 0) listener(delivered);
  };
  const subscription = liveQuery(async () => {
    await observeUndelivered(db);
    const userId = currentUserId();
    return userId ? userEntryKeys(db, userId, UNDELIVERED_STATUSES) : [];
  }).subscribe({
    next: (keys) => {
      // A failed look (the database closing as the page unloads) is not worth surfacing.
      handled = handled.then(() => look(keys)).catch(() => undefined);
    },
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
