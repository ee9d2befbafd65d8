import { liveQuery } from 'dexie';
import type { OutboxEntry } from './outbox-entry';
import { undeliveredWrites } from './use-outbox';

/**
 * Calls `listener` with the signed-in user's writes that have left the outbox since the last
 * look: the server has them (or the user discarded a refused one). Watches IndexedDB, so it hears
 * deliveries made by whichever tab drains. Returns a stop function.
 */
export function watchDeliveredWrites(listener: (delivered: OutboxEntry[]) => void): () => void {
  let seen = new Map<string, OutboxEntry>();
  const subscription = liveQuery(() => undeliveredWrites()).subscribe({
    next(entries) {
      const now = new Map(entries.map((e) => [e.opId, e]));
      const delivered = [...seen.values()].filter((e) => !now.has(e.opId));
      seen = now;
      if (delivered.length > 0) listener(delivered);
    },
    // A failed look (the database closing as the page unloads) is not worth surfacing.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
