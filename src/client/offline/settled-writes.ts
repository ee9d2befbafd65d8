import { liveQuery } from 'dexie';
import { offlineDb } from './offline-db';
import type { OutboxEntry, OutboxStatus } from './outbox-entry';
import { observeUndelivered, userEntryKeys } from './outbox-reads';
import { readOutboxSnapshotNow } from './outbox-snapshot';
import { currentUserId } from './page-context';

/** A write waits while it is queued or being sent; it has settled once the server has it or refused it. */
const WAITING_STATUSES = ['pending', 'in-flight'] as const satisfies readonly OutboxStatus[];

/**
 * Calls `listener` with the signed-in user's writes that have settled since the last look: the
 * server has them, or refused them (a refused one sent again settles again). Either way the server
 * now holds what the screen should show. Watches IndexedDB, so it hears the sends of whichever tab
 * drains. Returns a stop function.
 *
 * The watch runs after every change to the outbox, so it looks at the waiting entries' keys only
 * and reads an entry once, when it first sees it.
 */
export function watchSettledWrites(listener: (settled: OutboxEntry[]) => void): () => void {
  const db = offlineDb();
  let seen = new Map<number, OutboxEntry>();
  // Looks are handled one after another: each one's reads finish before the next compares.
  let handled = Promise.resolve();
  const look = async (keys: number[]) => {
    const unknown = keys.filter((seq) => !seen.has(seq));
    const added = (await db.outbox.bulkGet(unknown)).filter((e): e is OutboxEntry => e !== undefined);
    const now = new Map(keys.flatMap((seq) => (seen.has(seq) ? [[seq, seen.get(seq)!] as const] : [])));
    for (const entry of added) now.set(entry.seq!, entry);
    const settled = [...seen].filter(([seq]) => !now.has(seq)).map(([, entry]) => entry);
    seen = now;
    if (settled.length === 0) return;
    // The screens' "waiting" copies go before the refetch the listener starts brings the server's.
    readOutboxSnapshotNow();
    listener(settled);
  };
  const subscription = liveQuery(async () => {
    await observeUndelivered(db);
    const userId = currentUserId();
    return userId ? userEntryKeys(db, userId, WAITING_STATUSES) : [];
  }).subscribe({
    next: (keys) => {
      // A failed look (the database closing as the page unloads) is not worth surfacing.
      handled = handled.then(() => look(keys)).catch(() => undefined);
    },
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
