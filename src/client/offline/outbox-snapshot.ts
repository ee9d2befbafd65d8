import { liveQuery, type Subscription } from 'dexie';
import { offlineDb } from './offline-db';
import type { OutboxEntry } from './outbox-entry';
import { observeUndelivered, UNDELIVERED_STATUSES, userEntries } from './outbox-reads';
import { currentUserId } from './page-context';

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
 * A change wakes a cheap watch (counts on the status index); the read follows at once when the
 * last one is older than SNAPSHOT_READ_INTERVAL_MS, else at the end of that interval, so a drain
 * of 500 writes reads the outbox a few times a second instead of 1,500 times per screen.
 * Read only while something subscribes.
 */
let snapshot: readonly OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
let watch: Subscription | null = null;
let reading = false;
let changedWhileReading = false;
let lastReadAt = -Infinity;
let timer: ReturnType<typeof setTimeout> | undefined;

async function readSnapshot(): Promise<void> {
  timer = undefined;
  reading = true;
  lastReadAt = Date.now();
  try {
    const userId = currentUserId();
    snapshot = userId ? await userEntries(offlineDb(), userId, UNDELIVERED_STATUSES) : EMPTY;
    for (const listener of listeners) listener();
  } catch {
    // The database closing as the page unloads; the next change reads again.
  } finally {
    reading = false;
  }
  if (changedWhileReading) {
    changedWhileReading = false;
    scheduleRead();
  }
}

function scheduleRead(): void {
  if (reading) {
    changedWhileReading = true;
    return;
  }
  if (timer !== undefined || listeners.size === 0) return;
  const wait = lastReadAt + SNAPSHOT_READ_INTERVAL_MS - Date.now();
  if (wait <= 0) void readSnapshot();
  else timer = setTimeout(() => void readSnapshot(), wait);
}

/**
 * Reads the snapshot now, not at the end of its interval: a write has settled (settled-writes.ts),
 * and the screens refetch the server's version of it next; its "waiting" copy must be gone before
 * that answer shows, or the screen shows both. Reads still never overlap.
 */
export function readOutboxSnapshotNow(): void {
  if (listeners.size === 0) return;
  clearTimeout(timer);
  timer = undefined;
  if (reading) changedWhileReading = true;
  else void readSnapshot();
}

/** For useSyncExternalStore: starts the watch with the first subscriber and ends it with the last. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  watch ??= liveQuery(() => observeUndelivered(offlineDb())).subscribe({ next: scheduleRead, error: () => undefined });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    watch?.unsubscribe();
    watch = null;
    snapshot = EMPTY;
    clearTimeout(timer);
    timer = undefined;
  };
}

/** The last snapshot read (empty until the first read after a subscription). */
export const outboxSnapshot = (): readonly OutboxEntry[] => snapshot;
