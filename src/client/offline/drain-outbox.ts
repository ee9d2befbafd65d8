import { backoffDelay, retryAfterMs } from './backoff';
import type { OfflineDb } from './offline-db';
import type { OutboxBlob, OutboxEntry, OutboxKind } from './outbox-entry';
import { UNDELIVERED_STATUSES, userEntries } from './outbox-reads';
import type { SendEntry } from './outbox-transport';
import { PayloadVersionError, upgradePayload, type PayloadUpgrades } from './payload-versions';
import { idsIn } from './ids-in-text';

export interface DrainDeps {
  db: OfflineDb;
  /** The signed-in user now; only their entries are sent. */
  userId: () => string | null | Promise<string | null>;
  send: SendEntry;
  /** Renews the session after a 401; true when it worked. */
  refreshSession: () => Promise<boolean>;
  now?: () => number;
  random?: () => number;
  /** How long an in-flight entry is held before another drainer may take it back. */
  leaseMs?: number;
  upgrades?: PayloadUpgrades;
  /** The payload version of each kind this app sends (PAYLOAD_VERSIONS unless told). */
  payloadVersions?: Record<OutboxKind, number>;
  /**
   * The caller holds the Web Lock: any in-flight entry was left by a drainer that is gone (the lock
   * outlives no tab), so it is taken back at once instead of when its lease runs out.
   */
  exclusive?: boolean;
}

/** Where a drain stopped: all sent, something waits until a time, or the session needs renewing. */
export type DrainResult = { state: 'idle' } | { state: 'waiting'; until: number } | { state: 'paused-auth' };

export const DEFAULT_LEASE_MS = 2 * 60_000;

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  return `The server refused this change (${status}).`;
}

/**
 * Delivered means acknowledged: a 2xx whose body echoes the opId (the server applied it or had
 * already), or a 202 "already uploaded" for an attachment. Any other 2xx proves nothing.
 */
export function isAcknowledged(entry: OutboxEntry, status: number, body: unknown): boolean {
  if (status === 202 && entry.kind === 'attachment.upload') return true;
  if (status < 200 || status >= 300) return false;
  return !!body && typeof body === 'object' && 'opId' in body && body.opId === entry.opId;
}

const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Sends the signed-in user's outbox until it is empty, what is left must wait (backoff or another
 * drainer's lease), or the session needs renewing. Entries of one request go in the order they were
 * queued; different requests go side by side (see drainPass). Rejected entries (other 4xx) are set
 * aside as "needs attention" and the rest keeps going; an entry whose dependency is not delivered
 * yet waits for it. The caller holds the one-drainer lock.
 */
export async function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const { db } = deps;
  const userId = await deps.userId();
  if (!userId) return { state: 'idle' };

  // A drainer that died mid-send (its tab closed) left a lease: once it runs out (or at once under
  // the lock), the entry is pending again. The server's idempotency makes a re-send harmless.
  await db.outbox
    .where('status')
    .equals('in-flight')
    .and((e) => deps.exclusive === true || (e.leaseExpiresAt ?? 0) <= now())
    .modify({ status: 'pending', leaseExpiresAt: null });

  const session = sessionRenewal(deps.refreshSession);

  // The open entries are read once per pass and kept current as each is sent; a new pass picks
  // up what was queued meanwhile.
  for (;;) {
    const open = await userEntries(db, userId, UNDELIVERED_STATUSES);
    const pass = await drainPass(deps, session, open, now, random, leaseMs);
    if (pass.paused) return { state: 'paused-auth' };
    if (pass.sent) continue;
    if (pass.waitUntil !== null) return { state: 'waiting', until: pass.waitUntil };
    // Only entries blocked by a rejected dependency (or none) remain: nothing to time.
    const waiting = open.some((e) => e.status === 'pending' || e.status === 'in-flight');
    return waiting ? { state: 'waiting', until: now() + leaseMs } : { state: 'idle' };
  }
}

/**
 * The connection is back: writes that waited only because the network was gone (no answer at all)
 * go at once instead of at the end of a backoff grown while offline. Their attempt count stays.
 */
export async function retryAfterReconnect(db: OfflineDb, userId: string | null): Promise<number> {
  if (!userId) return 0;
  return db.outbox
    .where('status')
    .equals('pending')
    .and((e) => e.userId === userId && e.attempts > 0 && e.lastStatus === null)
    .modify({ nextAttemptAt: 0 });
}

/** How many entries are on the wire at once: enough to hide the round trip, few enough for a phone. */
export const MAX_PARALLEL_SENDS = 6;

/**
 * Entries of one request (or, for writes outside a request, one record) keep their order: they
 * share a lane. The request's id is the first id in the address, as in `/requests/<id>/notes`.
 */
export function orderKey(entry: Pick<OutboxEntry, 'url' | 'entityId'>): string {
  const id = idsIn(entry.url)[0] ?? /\/requests\/([^/?]+)/.exec(entry.url)?.[1];
  return id ?? entry.entityId ?? entry.url;
}

interface SessionRenewal {
  /** How many times the session was renewed during this drain. */
  renewals(): number;
  /**
   * Renews the session after a 401 on a send made when `renewals()` was `seen`; a send made with
   * an older token than the current one just goes again. Parallel 401s share one renewal.
   */
  renew(seen: number): Promise<boolean>;
}

function sessionRenewal(refresh: () => Promise<boolean>): SessionRenewal {
  let renewals = 0;
  let running: Promise<boolean> | null = null;
  return {
    renewals: () => renewals,
    renew: (seen) => {
      if (seen < renewals) return Promise.resolve(true);
      running ??= refresh()
        .then((ok) => (ok && renewals++, ok))
        .finally(() => (running = null));
      return running;
    },
  };
}

interface PassResult {
  sent: boolean;
  paused: boolean;
  /** The earliest time a waiting entry may go (backoff, another drainer's lease). */
  waitUntil: number | null;
}

/**
 * One pass over the open entries: each lane sends its oldest open entry, up to
 * MAX_PARALLEL_SENDS lanes at once, the next of a lane once the one before it is delivered or set
 * aside. A lane whose head must wait (backoff, a lease, an undelivered dependency) waits alone.
 */
async function drainPass(
  deps: DrainDeps,
  session: SessionRenewal,
  open: OutboxEntry[],
  now: () => number,
  random: () => number,
  leaseMs: number,
): Promise<PassResult> {
  const result: PassResult = { sent: false, paused: false, waitUntil: null };
  const waitFor = (until: number) => (result.waitUntil = result.waitUntil === null ? until : Math.min(result.waitUntil, until));
  const busy = new Set<string>();
  const stalled = new Set<string>();
  const sending = new Set<Promise<void>>();

  const nextToSend = (): number => {
    // Entity ids with a write not yet delivered: what depends on them waits. A dependency is an
    // earlier write: a later one on the same entity (a check-out after a check-in, both the
    // request's) must not hold back what it comes after.
    const undelivered = new Map<string, number[]>();
    for (const e of open) if (e.entityId && e.status !== 'done') undelivered.set(e.entityId, [...(undelivered.get(e.entityId) ?? []), e.seq!]);
    const blocked = (e: OutboxEntry) => e.dependsOn.some((id) => (undelivered.get(id) ?? []).some((seq) => seq < e.seq!));
    const headsSeen = new Set<string>();
    for (const [index, e] of open.entries()) {
      if (e.status !== 'pending' && e.status !== 'in-flight') continue;
      const key = orderKey(e);
      // Only the oldest open entry of a lane may go.
      if (headsSeen.has(key)) continue;
      headsSeen.add(key);
      if (busy.has(key) || stalled.has(key) || blocked(e)) continue;
      if (e.status === 'in-flight') {
        stalled.add(key);
        waitFor(e.leaseExpiresAt ?? now() + leaseMs);
        continue;
      }
      if (e.nextAttemptAt > now()) {
        stalled.add(key);
        waitFor(e.nextAttemptAt);
        continue;
      }
      return index;
    }
    return -1;
  };

  for (;;) {
    while (!result.paused && sending.size < MAX_PARALLEL_SENDS) {
      const index = nextToSend();
      if (index < 0) break;
      const entry = open[index]!;
      const key = orderKey(entry);
      busy.add(key);
      const sent: Promise<void> = sendOne(deps, session, entry, now, random, leaseMs).then(({ outcome, entry: after }) => {
        open[index] = after;
        busy.delete(key);
        sending.delete(sent);
        if (outcome === 'paused-auth') result.paused = true;
        else if (outcome === 'continue') result.sent = true;
        else {
          stalled.add(key);
          waitFor(outcome.until);
        }
      });
      sending.add(sent);
    }
    if (sending.size === 0) return result;
    await Promise.race(sending);
  }
}

type SendOutcome = 'continue' | 'paused-auth' | { until: number };

/** What a send led to, with the entry as it now stands in the outbox. */
interface SendResult {
  outcome: SendOutcome;
  entry: OutboxEntry;
}

async function sendOne(
  deps: DrainDeps,
  session: SessionRenewal,
  entry: OutboxEntry,
  now: () => number,
  random: () => number,
  leaseMs: number,
): Promise<SendResult> {
  const { db } = deps;
  const seq = entry.seq!;
  const settle = async (outcome: SendOutcome, changes: Partial<OutboxEntry>): Promise<SendResult> => {
    await db.outbox.update(seq, changes);
    return { outcome, entry: { ...entry, ...changes } };
  };
  const reject = (message: string, status: number | null) =>
    settle('continue', { status: 'rejected', leaseExpiresAt: null, lastError: message, lastStatus: status });
  const retryLater = (message: string, status: number | null, retryAfter?: number) => {
    const attempts = entry.attempts + 1;
    const until = now() + backoffDelay(attempts, random, retryAfter);
    return settle({ until }, { status: 'pending', attempts, nextAttemptAt: until, leaseExpiresAt: null, lastError: message, lastStatus: status });
  };

  let body: unknown;
  try {
    body = upgradePayload(entry.kind, entry.payloadVersion, entry.body, deps.upgrades, deps.payloadVersions);
  } catch (error) {
    if (error instanceof PayloadVersionError) return reject(error.message, null);
    throw error;
  }
  // Loaded on the first send: the contracts' schemas stay out of every page's first load.
  const { bodyProblem } = await import('./outbox-contracts');
  const problem = bodyProblem(entry.kind, body, entry.blobs.length > 0);
  if (problem) return reject(problem, null);
  const blobs = new Map<string, OutboxBlob>();
  for (const ref of entry.blobs) {
    const blob = await db.blobs.get(ref.blobId);
    if (!blob) return reject(`The file ${ref.fileName} is no longer on this device.`, null);
    blobs.set(ref.blobId, blob);
  }

  await db.outbox.update(seq, { status: 'in-flight', leaseExpiresAt: now() + leaseMs });
  const renewalsBeforeSend = session.renewals();
  let res: Response;
  try {
    res = await deps.send(entry, body, blobs);
  } catch {
    return retryLater('No connection to the server; will retry.', null);
  }
  const answer = await readBody(res);

  if (isAcknowledged(entry, res.status, answer)) {
    const done: Partial<OutboxEntry> = { status: 'done', leaseExpiresAt: null, lastError: null, lastStatus: res.status, doneAt: now() };
    await db.transaction('rw', db.outbox, db.blobs, async () => {
      await db.outbox.update(seq, done);
      await db.blobs.bulkDelete(entry.blobs.map((b) => b.blobId));
    });
    return { outcome: 'continue', entry: { ...entry, ...done } };
  }
  if (res.status === 401) {
    // Not the entry's fault: put it back untouched, renew the session, then carry on or pause.
    const back = await settle('continue', { status: 'pending', leaseExpiresAt: null, lastStatus: 401, lastError: 'Waiting for the session to be renewed.' });
    return (await session.renew(renewalsBeforeSend)) ? back : { ...back, outcome: 'paused-auth' };
  }
  if (res.ok) return retryLater('The server did not confirm this change; will retry.', res.status);
  if (isRetryable(res.status)) return retryLater(serverMessage(answer, res.status), res.status, retryAfterMs(res.headers.get('retry-after'), now()));
  return reject(serverMessage(answer, res.status), res.status);
}
