import { useMemo, useSyncExternalStore } from 'react';
import { offlineDb } from './offline-db';
import type { OutboxEntry, OutboxKind } from './outbox-entry';
import { observeUndelivered, UNDELIVERED_STATUSES, userEntries } from './outbox-reads';
import { outboxSnapshot, subscribeToOutbox } from './outbox-snapshot';
import { currentUserId } from './page-context';

/** Which queued writes a screen wants: all fields optional, all given must match. */
export interface PendingWritesFilter {
  kind?: OutboxKind | OutboxKind[];
  entityId?: string;
  /** Matches entries whose url starts with it, e.g. `/requests/${id}/` for one request's writes. */
  urlPrefix?: string;
}

function matches(entry: OutboxEntry, filter: PendingWritesFilter): boolean {
  if (filter.kind && !(Array.isArray(filter.kind) ? filter.kind : [filter.kind]).includes(entry.kind)) return false;
  if (filter.entityId && entry.entityId !== filter.entityId) return false;
  if (filter.urlPrefix && !entry.url.startsWith(filter.urlPrefix)) return false;
  return true;
}

/** The signed-in user's writes not yet delivered (pending, in flight or needing attention), in order. */
export async function undeliveredWrites(filter: PendingWritesFilter = {}): Promise<OutboxEntry[]> {
  const db = offlineDb();
  await observeUndelivered(db);
  const userId = currentUserId();
  if (!userId) return [];
  return (await userEntries(db, userId, UNDELIVERED_STATUSES)).filter((e) => matches(e, filter));
}

/** The page's shared snapshot of the user's undelivered writes (outbox-snapshot.ts), live. */
const useUndelivered = (): readonly OutboxEntry[] => useSyncExternalStore(subscribeToOutbox, outboxSnapshot);

/**
 * Live list of the writes not yet delivered that match the filter, for "waiting to sync" marks and
 * optimistic items: render `entry.body` (what the user wrote) with `entry.status`; a 'rejected'
 * entry carries the server's message in `lastError`. Empty while loading.
 *
 *   const pending = usePendingWrites({ kind: 'request.note', urlPrefix: `/requests/${id}/` });
 */
export function usePendingWrites(filter: PendingWritesFilter = {}): OutboxEntry[] {
  const entries = useUndelivered();
  // Kept by the filter's values, not its object (a literal at each call).
  const kinds = Array.isArray(filter.kind) ? filter.kind.join(',') : filter.kind;
  const { entityId, urlPrefix } = filter;
  return useMemo(() => {
    const wanted = { kind: kinds?.split(',') as OutboxKind[] | undefined, entityId, urlPrefix };
    return entries.filter((e) => matches(e, wanted));
  }, [entries, kinds, entityId, urlPrefix]);
}

export interface OutboxSummary {
  /** Writes waiting to be sent or being sent. */
  pendingCount: number;
  /** Writes the server refused ("needs attention"), oldest first. */
  rejected: OutboxEntry[];
}

/** Live counts for the sync indicator and the needs-attention list, from the same snapshot. */
export function useOutboxSummary(): OutboxSummary {
  const entries = useUndelivered();
  return useMemo(() => {
    const rejected = entries.filter((e) => e.status === 'rejected');
    return { pendingCount: entries.length - rejected.length, rejected };
  }, [entries]);
}
