import { awaitedCreates } from './awaited-creates';
import { signalDrain } from './drain-signal';
import { offlineDb, type OfflineDb } from './offline-db';
import type { OutboxBody, OutboxContracts } from './outbox-contracts';
import type { OutboxBlobRef, OutboxEntry, OutboxKind } from './outbox-entry';
import { actingHeaders, currentUserId } from './page-context';
import { PAYLOAD_VERSIONS } from './payload-versions';

/** A file to send with the write (a photo: downscale it first with prepare-photo.ts). */
export interface WriteBlob {
  /** Multipart field name; 'file' unless told. */
  field?: string;
  blob: Blob;
  fileName: string;
}

interface WriteFields<K extends OutboxKind> {
  kind: K;
  method: OutboxContracts[K]['method'];
  /** Path under /v3/ssp with its query, e.g. `/requests/${id}/notes`. */
  url: string;
  /** The client-generated id of what the write creates or changes (put the same id in the body). */
  entityId?: string;
  blobs?: WriteBlob[];
  /** Entity ids of earlier writes that must reach the server first (a note citing a photo's id). */
  dependsOn?: string[];
  /**
   * The optimistic local change, run in the same IndexedDB transaction as the outbox entry: both
   * are stored or neither is (e.g. patch the cached read in `db.reads` so the change shows offline).
   */
  localChange?: (db: OfflineDb) => Promise<unknown>;
}

/**
 * The body is typed by the kind's contract (outbox-contracts.ts); for a write with blobs, it is the
 * multipart text fields. A kind whose contract takes no body may leave it out.
 */
type WriteBody<K extends OutboxKind> = undefined extends OutboxBody<K> ? { body?: OutboxBody<K> } : { body: OutboxBody<K> };

/** One write of any kind: `WriteInput<'request.note'>` for a note. */
export type WriteInput<K extends OutboxKind = OutboxKind> = K extends OutboxKind ? WriteFields<K> & WriteBody<K> : never;

export interface QueuedWrite {
  opId: string;
  seq: number;
}

/** Where the write is queued and as whom; the page's own unless a test says otherwise. */
export interface EnqueueContext {
  db?: OfflineDb;
  userId?: string | null;
  headers?: Record<string, string>;
  pagePath?: string;
  now?: number;
}

const queuedListeners = new Set<(queued: QueuedWrite) => void>();

/** Calls `listener` with each write queued from now on (write-outcome.ts); returns a stop function. */
export function onWriteQueued(listener: (queued: QueuedWrite) => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export class NotSignedInError extends Error {
  constructor() {
    super('Sign in to save this change.');
  }
}

/**
 * Queues a write to be sent when the device is online, in order, exactly once (the server
 * deduplicates by the opId sent as Idempotency-Key). Resolves once it is durably stored; the
 * drainer is nudged at once. Works the same online and offline: every offline-capable write goes
 * through here.
 *
 *   const noteId = crypto.randomUUID();
 *   await enqueueWrite({ kind: 'request.note', method: 'POST', url: `/requests/${id}/notes`,
 *     body: { id: noteId, text, actionRequired: false }, entityId: noteId });
 */
export async function enqueueWrite<K extends OutboxKind>(input: WriteInput<K>, context: EnqueueContext = {}): Promise<QueuedWrite> {
  const db = context.db ?? offlineDb();
  const userId = context.userId !== undefined ? context.userId : currentUserId();
  if (!userId) throw new NotSignedInError();
  const now = context.now ?? Date.now();
  // Read the bytes before the transaction: awaiting anything but IndexedDB inside it would end it.
  const blobs = await Promise.all(
    (input.blobs ?? []).map(async (b) => ({
      id: crypto.randomUUID(),
      bytes: await b.blob.arrayBuffer(),
      type: b.blob.type || 'application/octet-stream',
      ref: b,
    })),
  );
  const refs: OutboxBlobRef[] = blobs.map((b) => ({ field: b.ref.field ?? 'file', blobId: b.id, fileName: b.ref.fileName }));
  const entry: OutboxEntry = {
    opId: crypto.randomUUID(),
    userId,
    kind: input.kind,
    method: input.method,
    url: input.url,
    body: input.body ?? null,
    payloadVersion: PAYLOAD_VERSIONS[input.kind],
    entityId: input.entityId ?? null,
    dependsOn: input.dependsOn ?? [],
    blobs: refs,
    headers: context.headers ?? actingHeaders(),
    pagePath: context.pagePath ?? window.location.pathname,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseExpiresAt: null,
    lastError: null,
    lastStatus: null,
    createdAt: now,
    doneAt: null,
  };
  const seq = await db.transaction('rw', db.outbox, db.blobs, db.reads, async () => {
    await db.blobs.bulkAdd(blobs.map(({ id, bytes, type }) => ({ id, bytes, type })));
    // A write on a request filed offline and not yet delivered waits for its creation.
    const creates = await awaitedCreates(db, userId, entry);
    if (creates.length > 0) entry.dependsOn = [...new Set([...entry.dependsOn, ...creates])];
    const key = await db.outbox.add(entry);
    if (input.localChange) await input.localChange(db);
    return key;
  });
  const queued = { opId: entry.opId, seq: seq as number };
  queuedListeners.forEach((listener) => listener(queued));
  signalDrain();
  return queued;
}
