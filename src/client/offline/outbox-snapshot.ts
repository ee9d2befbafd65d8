import { onOutboxChange } from './outbox-changes';
import { offlineDb } from './offline-db';
import type { OutboxEntry } from './outbox-entry';
import { UNDELIVERED_STATUSES, userEntries } from './outbox-reads';
import { currentUserId } from './page-context';
import { throttledRun } from './throttled-run';

/**
 * At most one read of the outbox this often while it changes: a drain changes each entry three
 * times (in flight, sent, gone), and hundreds of entries can go in seconds.
 */
export const SNAPSHOT_READ_INTERVAL_MS = 250;

const EMPTY: readonly OutboxEntry[] = Object.freeze([]);

/**
 * The signed-in user's undelivered writes (pending, in flight, refused), oldest first, as one
 * snapshot every screen on the page shares (the sync indicator, the "waiting to sync" marks, the
 * filed requests): one read of the outbox for all of them, not one each, and not one per change.
 * A change wakes a watch that reads nothing (outbox-changes.ts); the read follows at once when the
 * last one is older than SNAPSHOT_READ_INTERVAL_MS, else at the end of that interval, so a drain
 * of 500 writes reads the outbox a few times a second instead of 1,500 times per screen.
 * Read only while something subscribes.
 */
let snapshot: readonly OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
let stopWatch: (() => void) | null = null;

async function readSnapshot(): Promise<void> {
  // Nobody listens any more (the last one left while this waited): nothing to read for.
  if (listeners.size === 0) return;
  const userId = currentUserId();
  const read = userId ? await userEntries(offlineDb(), userId, UNDELIVERED_STATUSES) : EMPTY;
  if (listeners.size === 0) return;
  snapshot = read;
  for (const listener of listeners) listener();
}

// A failed read (the database closing as the page unloads) is dropped; the next change reads again.
const reads = throttledRun(readSnapshot, SNAPSHOT_READ_INTERVAL_MS);

/**
 * Reads the snapshot now, not at the end of its interval: a write has settled (settled-writes.ts),
 * and the screens refetch the server's version of it next; its "waiting" copy must be gone before
 * that answer shows, or the screen shows both. Reads still never overlap.
 */
export function readOutboxSnapshotNow(): void {
  if (listeners.size > 0) reads.now();
}

/** For useSyncExternalStore: starts the watch with the first subscriber and ends it with the last. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatch) {
    stopWatch = onOutboxChange(offlineDb(), reads.request);
    reads.request();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatch?.();
    stopWatch = null;
    snapshot = EMPTY;
    reads.stop();
  };
}

/** The last snapshot read (empty until the first read after a subscription). */
export const outboxSnapshot = (): readonly OutboxEntry[] => snapshot;
