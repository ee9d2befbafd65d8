import type { OfflineDb } from './offline-db';
import type { OutboxEntry } from './outbox-entry';
import { UNDELIVERED_STATUSES, userEntries } from './outbox-reads';

/**
 * The requests a new write names (in its address or its body, as a note's path or an activity's
 * `requestId` does) that are still waiting in the outbox to be created: the write depends on
 * them, so it is never sent before its request exists on the server, whichever lane it is in
 * (a self-service activity's address names no request). A write on the request's own entity (a
 * check-in's) shares its lane and needs no dependency.
 */
export async function awaitedCreates(db: OfflineDb, userId: string, write: Pick<OutboxEntry, 'url' | 'body' | 'entityId'>): Promise<string[]> {
  const creates = (await userEntries(db, userId, UNDELIVERED_STATUSES)).filter(
    (e) => e.kind === 'request.create' && e.entityId !== null && e.entityId !== write.entityId,
  );
  if (creates.length === 0) return [];
  const named = `${write.url} ${JSON.stringify(write.body ?? null)}`;
  return creates.map((e) => e.entityId!).filter((id) => named.includes(id));
}
