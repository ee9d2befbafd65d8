import type { OfflineDb } from './offline-db';
import type { OutboxEntry } from './outbox-entry';
import { idsIn } from './ids-in-text';
import { UNDELIVERED_STATUSES } from './outbox-reads';

/**
 * The requests a new write names (in its address or its body, as a note's path or an activity's
 * `requestId` does) that are still waiting in the outbox to be created: the write depends on
 * them, so it is never sent before its request exists on the server, whichever lane it is in
 * (a self-service activity's address names no request). A write on the request's own entity (a
 * check-in's) shares its lane and needs no dependency. Each id named is looked up on the entity
 * index, so queuing stays as quick with hundreds of writes waiting as with none.
 */
export async function awaitedCreates(db: OfflineDb, userId: string, write: Pick<OutboxEntry, 'url' | 'body' | 'entityId'>): Promise<string[]> {
  const named = new Set(idsIn(`${write.url} ${JSON.stringify(write.body ?? null)}`));
  named.delete(write.entityId ?? '');
  const waiting = await Promise.all(
    [...named].map(async (id) => {
      const entries = await db.outbox.where('entityId').equals(id).toArray();
      const created = entries.some((e) => e.kind === 'request.create' && e.userId === userId && (UNDELIVERED_STATUSES as readonly string[]).includes(e.status));
      return created ? id : null;
    }),
  );
  return waiting.filter((id): id is string => id !== null);
}
