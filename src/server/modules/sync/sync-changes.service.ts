import { and, eq, lt } from 'drizzle-orm';
import { offlineKey, type OfflineRecord, type OfflineRef, type SyncChanges } from '../../../domain/sync/sync-api';
import type { Queryable } from '../../db/client';
import { syncCursors } from '../../db/schema/sync-cursors';
import { badRequest } from '../../http-error';
import type { OfflineMember } from './offline-set.service';

/** A device refreshes every few minutes; a cursor older than this is forgotten (the device then fills again). */
const CURSOR_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A held record whose stamp did not move is read again after this long anyway: the stamp does not
 * see everything its pages show (a vendor's or a person's new name, a guide's edited step).
 */
export const RECHECK_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Records read at once: each is a dozen reads of a handful of queries. Two, so that the requests of
 * people at their screens are not queued behind a fill's (the embedded database has one connection).
 */
const CONCURRENT_RECORDS = 2;

export const UNKNOWN_CURSOR_MESSAGE = 'This sync cursor is not known. Fill the offline set again without it.';

/** What the cursor keeps of a held record: its version, the stamp it was read at and when (minutes). */
interface Held {
  version: string;
  stamp: string;
  readAt: number;
}

const heldEntry = (held: Held): string => `${held.version}~${held.stamp}~${held.readAt}`;

function parseHeld(entry: string): Held {
  const [version = '', stamp = '', readAt = '0'] = entry.split('~');
  return { version, stamp, readAt: Number(readAt) };
}

export interface ChangesInput {
  userId: string;
  /** The acting context (impersonation, selection): a cursor answers only in the one it was made in. */
  context: string;
  since: string | undefined;
  limit: number;
  members: OfflineMember[];
  record: (member: OfflineMember) => Promise<OfflineRecord>;
  now?: Date;
}

async function versionsSince(db: Queryable, input: ChangesInput): Promise<Record<string, string>> {
  if (!input.since) return {};
  const [row] = await db
    .select({ versions: syncCursors.versions })
    .from(syncCursors)
    .where(and(eq(syncCursors.id, input.since), eq(syncCursors.userId, input.userId), eq(syncCursors.context, input.context)));
  if (!row) throw badRequest(UNKNOWN_CURSOR_MESSAGE);
  return row.versions;
}

function counts(members: OfflineMember[]): SyncChanges['counts'] {
  const of = (kind: OfflineMember['kind']) => members.filter((m) => m.kind === kind).length;
  return { requests: of('request'), assets: of('asset'), tasks: of('task') };
}

/**
 * What changed in the set since the cursor (docs/adr/0010-offline-set.md): records the device does
 * not hold come first, then each held one is read again and sent when its version moved; records
 * no longer in the set are deleted. At most `limit` records per answer: the new cursor records what
 * the device holds after this answer, so the next call continues where this one stopped.
 */
export async function syncChanges(db: Queryable, input: ChangesInput): Promise<SyncChanges> {
  const at = input.now ?? new Date();
  const minute = Math.floor(at.getTime() / 60_000);
  const held = new Map(Object.entries(await versionsSince(db, input)).map(([key, entry]) => [key, parseHeld(entry)]));
  const inSet = new Set(input.members.map(offlineKey));
  const deleted: OfflineRef[] = [...held.keys()]
    .filter((key) => !inSet.has(key))
    .map((key) => {
      const [kind, id] = key.split(':') as [OfflineRef['kind'], string];
      return { kind, id };
    });
  // A held record whose stamp stands, read recently, is as the device has it: not read again.
  const current = (member: OfflineMember): boolean => {
    const entry = held.get(offlineKey(member));
    return !!entry && !!member.stamp && entry.stamp === member.stamp && (minute - entry.readAt) * 60_000 < RECHECK_AFTER_MS;
  };
  const versions: Record<string, string> = {};
  for (const member of input.members) {
    const entry = held.get(offlineKey(member));
    if (entry) versions[offlineKey(member)] = heldEntry(entry);
  }
  const toRead = input.members.filter((m) => !current(m));
  const ordered = [...toRead.filter((m) => !held.has(offlineKey(m))), ...toRead.filter((m) => held.has(offlineKey(m)))];

  const changes: OfflineRecord[] = [];
  let next = 0;
  while (next < ordered.length && changes.length < input.limit) {
    const batch = ordered.slice(next, next + Math.min(CONCURRENT_RECORDS, input.limit - changes.length));
    next += batch.length;
    const records = await Promise.all(batch.map(input.record));
    records.forEach((record, i) => {
      const key = offlineKey(record);
      if (held.get(key)?.version !== record.version) changes.push(record);
      // A record without a stamp is read every time: when it was read says nothing.
      const stamp = batch[i]!.stamp;
      versions[key] = heldEntry({ version: record.version, stamp: stamp ?? '', readAt: stamp ? minute : 0 });
    });
  }

  let cursor = input.since;
  const moved = changes.length > 0 || deleted.length > 0 || Object.entries(versions).some(([key, entry]) => entry !== heldEntry(held.get(key)!));
  if (!cursor || moved) {
    const [row] = await db.insert(syncCursors).values({ userId: input.userId, context: input.context, versions }).returning({ id: syncCursors.id });
    cursor = row!.id;
    await db.delete(syncCursors).where(and(eq(syncCursors.userId, input.userId), lt(syncCursors.createdAt, new Date(at.getTime() - CURSOR_KEPT_MS))));
  }
  return { cursor, hasMore: next < ordered.length, changes, deleted, counts: counts(input.members), at: at.toISOString() };
}
