import { API_PREFIX } from '@domain/api/paths';
import { offlineKey, type OfflineKind, type OfflineRecord, type OfflineRef, type SyncChanges } from '@domain/sync/sync-api';
import { offlineDb, type OfflineDb } from '../offline-db';
import { contextKey, type ReadContext } from '../read-cache-key';
import { storedRead } from '../stored-reads';
import { offlineSetDb, type HeldRecord, type OfflineSetDb, type SetState } from './offline-set-db';

/** What the set's reads may take on the device; past it the oldest records go (docs/adr/0010-offline-set.md). */
export const OFFLINE_SET_MAX_BYTES = 50 * 1024 * 1024;

/** `updatedAt` of a state whose first fill has not completed yet. */
export const NEVER_COMPLETED = 0;

/** The server no longer knows the cursor (a 400 on `since`): the set is filled again without one. */
export const UNKNOWN_CURSOR = 'unknown-cursor';

export interface RefreshProgress {
  /** Records received so far in this refresh. */
  received: number;
  /** On a first fill, the set's size; on a delta refresh unknown. */
  total: number | null;
}

export interface RefreshInput {
  context: ReadContext;
  /** One `GET sync/changes` answer, or UNKNOWN_CURSOR when the server refused `since`. */
  fetchChanges(since: string | undefined): Promise<SyncChanges | typeof UNKNOWN_CURSOR>;
  onProgress?(progress: RefreshProgress): void;
  maxBytes?: number;
  reads?: OfflineDb;
  index?: OfflineSetDb;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Brings the device's copy of the user's offline set up to date (docs/adr/0010-offline-set.md):
 * asks the server for what changed since the last cursor, page after page, and writes each read
 * of each record into the read cache under the key the service worker looks up, so the record's
 * pages open offline. Records that left the set stay until room is needed. Returns the new state.
 */
export async function refreshOfflineSet(input: RefreshInput): Promise<SetState> {
  const reads = input.reads ?? offlineDb();
  const index = input.index ?? offlineSetDb();
  const now = input.now ?? Date.now;
  const context = contextKey(input.context);
  await forgetOtherUsers(index, input.context.userId);

  let state = await index.state.get(context);
  // Sign-out empties the read cache: an index whose reads are gone is filled again.
  if (state && !(await readsStillHeld(index, reads, context))) {
    await index.records.where('context').equals(context).delete();
    state = undefined;
  }
  let since = state?.cursor;
  const firstFill = !since;
  // Until this refresh completes, the drawer goes on saying what the last complete one held.
  const shown = state ?? { counts: { requests: 0, assets: 0, tasks: 0 }, updatedAt: NEVER_COMPLETED, bytes: 0 };
  let received = 0;
  for (;;) {
    const startedAt = now();
    const answer = await input.fetchChanges(since);
    if (answer === UNKNOWN_CURSOR) {
      if (!since) throw new Error('The server refused a first fill of the offline set.');
      since = undefined;
      continue;
    }
    await storeRecords(reads, index, input.context, answer.changes, { askedAt: startedAt, storedAt: now() });
    await index.records.bulkUpdate(answer.deleted.map((ref) => ({ key: heldKey(context, ref), changes: { inSet: 0 as const } })));
    received += answer.changes.filter((record) => record.kind !== 'form').length;
    input.onProgress?.({ received, total: firstFill ? answer.counts.requests + answer.counts.assets + answer.counts.tasks : null });
    since = answer.cursor;
    if (!answer.hasMore) {
      const bytes = await keepWithin(reads, index, context, input.maxBytes ?? OFFLINE_SET_MAX_BYTES);
      const held: SetState = {
        context,
        userId: input.context.userId,
        cursor: answer.cursor,
        counts: await heldCounts(index, context),
        updatedAt: Date.parse(answer.at),
        bytes,
      };
      await index.state.put(held);
      return held;
    }
    // Each page is kept as it comes: an interrupted fill goes on from here next time.
    await index.state.put({ ...shown, context, userId: input.context.userId, cursor: answer.cursor });
  }
}

/**
 * Writes the records' reads into the read cache and the index. A read the page stored itself after
 * this answer was asked for is fresher than the set's: it stays.
 */
async function storeRecords(
  reads: OfflineDb,
  index: OfflineSetDb,
  context: ReadContext,
  records: OfflineRecord[],
  at: { askedAt: number; storedAt: number },
): Promise<void> {
  if (records.length === 0) return;
  const { storedAt } = at;
  const perRecord = records.map((record) =>
    record.reads.map((read) =>
      storedRead(context, `${API_PREFIX}${read.path}`, { status: 200, contentType: JSON_TYPE, body: JSON.stringify(read.body) }, { storedAt }),
    ),
  );
  const rows = perRecord.flat();
  const existing = await reads.reads.bulkGet(rows.map((row) => row.key));
  await reads.reads.bulkPut(rows.filter((_, i) => (existing[i]?.storedAt ?? 0) < at.askedAt));
  const acting = contextKey(context);
  const held: HeldRecord[] = records.map((record, i) => ({
    key: heldKey(acting, record),
    context: acting,
    kind: record.kind,
    id: record.id,
    label: record.label,
    open: record.open,
    inSet: 1,
    readKeys: perRecord[i]!.map((row) => row.key),
    bytes: perRecord[i]!.reduce((sum, row) => sum + row.body.length, 0),
    storedAt,
  }));
  await index.records.bulkPut(held);
}

/** A record's key in the set's index: its acting context, then the record (HeldRecord.key). */
const heldKey = (context: string, ref: OfflineRef): string => `${context}#${offlineKey(ref)}`;

/** Another user's set leaves the device with their reads (offline-account.ts forgetOtherUsers). */
async function forgetOtherUsers(index: OfflineSetDb, userId: string): Promise<void> {
  const others = await index.state.where('userId').notEqual(userId).primaryKeys();
  if (others.length === 0) return;
  await index.records.where('context').anyOf(others).delete();
  await index.state.bulkDelete(others);
}

async function readsStillHeld(index: OfflineSetDb, reads: OfflineDb, context: string): Promise<boolean> {
  const sample = await index.records.where('[context+inSet]').equals([context, 1]).first();
  const key = sample?.readKeys[0];
  return !key || (await reads.reads.get(key)) !== undefined;
}

/**
 * Keeps the set's reads within the bound: records that left the set go first, then closed ones,
 * then the oldest; a read another kept record uses stays. Never touches the outbox. Returns the bytes kept.
 */
async function keepWithin(reads: OfflineDb, index: OfflineSetDb, context: string, maxBytes: number): Promise<number> {
  const records = await index.records.where('context').equals(context).toArray();
  let bytes = records.reduce((sum, r) => sum + r.bytes, 0);
  if (bytes <= maxBytes) return bytes;
  const rank = (r: HeldRecord) => (r.inSet === 0 ? 0 : r.open ? 2 : 1);
  const byDropOrder = [...records].sort((a, b) => rank(a) - rank(b) || a.storedAt - b.storedAt);
  const dropped = new Set<string>();
  for (const record of byDropOrder) {
    if (bytes <= maxBytes) break;
    dropped.add(record.key);
    bytes -= record.bytes;
  }
  const stillUsed = new Set(records.filter((r) => !dropped.has(r.key)).flatMap((r) => r.readKeys));
  const unused = records.filter((r) => dropped.has(r.key)).flatMap((r) => r.readKeys.filter((key) => !stillUsed.has(key)));
  await reads.reads.bulkDelete(unused);
  await index.records.bulkDelete([...dropped]);
  return bytes;
}

/** What the device holds of the set, by kind. */
async function heldCounts(index: OfflineSetDb, context: string): Promise<SetState['counts']> {
  const held = await index.records.where('[context+inSet]').equals([context, 1]).toArray();
  const of = (kind: OfflineKind) => held.filter((r) => r.kind === kind).length;
  return { requests: of('request'), assets: of('asset'), tasks: of('task') };
}
