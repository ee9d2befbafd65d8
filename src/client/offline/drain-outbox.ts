import { backoffDelay, retryAfterMs } from './backoff';
import type { OfflineDb } from './offline-db';
import type { OutboxBlob, OutboxEntry, OutboxKind } from './outbox-entry';
import type { SendEntry } from './outbox-transport';
import { PayloadVersionError, upgradePayload, type PayloadUpgrades } from './payload-versions';

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

const OPEN_STATUSES = ['pending', 'in-flight', 'rejected'] as const;

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
 * Sends the signed-in user's outbox in order, one entry at a time, until it is empty, an entry must
 * wait (backoff or another drainer's lease), or the session needs renewing. Rejected entries (other
 * 4xx) are set aside as "needs attention" and the rest keeps going; an entry whose dependency is
 * not delivered yet waits for it. The caller holds the one-drainer lock.
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

  // The open entries are read once per pass and kept current as each is sent; a new pass picks
  // up what was queued meanwhile.
  for (;;) {
    const open = (await db.outbox.where('status').anyOf(OPEN_STATUSES).toArray()).filter((e) => e.userId === userId).sort((a, b) => a.seq! - b.seq!);
    let sentThisPass = false;
    for (;;) {
      // Entity ids with a write not yet delivered: what depends on them waits.
      const undelivered = new Map<string, number[]>();
      for (const e of open) if (e.entityId && e.status !== 'done') undelivered.set(e.entityId, [...(undelivered.get(e.entityId) ?? []), e.seq!]);
      const blocked = (e: OutboxEntry) => e.dependsOn.some((id) => (undelivered.get(id) ?? []).some((seq) => seq !== e.seq));

      const index = open.findIndex((e) => (e.status === 'pending' || e.status === 'in-flight') && !blocked(e));
      const next = open[index];
      if (!next) break;
      if (next.status === 'in-flight') return { state: 'waiting', until: next.leaseExpiresAt ?? now() + leaseMs };
      if (next.nextAttemptAt > now()) return { state: 'waiting', until: next.nextAttemptAt };

      const outcome = await sendOne(deps, next, now, random, leaseMs);
      if (outcome === 'paused-auth') return { state: 'paused-auth' };
      if (outcome !== 'continue') return { state: 'waiting', until: outcome.until };
      open[index] = (await db.outbox.get(next.seq!)) ?? { ...next, status: 'done' };
      sentThisPass = true;
    }
    if (!sentThisPass) {
      // Only entries blocked by a rejected dependency (or none) remain: nothing to time.
      const waiting = open.some((e) => e.status === 'pending' || e.status === 'in-flight');
      return waiting ? { state: 'waiting', until: now() + leaseMs } : { state: 'idle' };
    }
  }
}

type SendOutcome = 'continue' | 'paused-auth' | { until: number };

async function sendOne(deps: DrainDeps, entry: OutboxEntry, now: () => number, random: () => number, leaseMs: number): Promise<SendOutcome> {
  const { db } = deps;
  const seq = entry.seq!;
  const reject = async (message: string, status: number | null) => {
    await db.outbox.update(seq, { status: 'rejected', leaseExpiresAt: null, lastError: message, lastStatus: status });
    return 'continue' as const;
  };
  const retryLater = async (message: string, status: number | null, retryAfter?: number): Promise<SendOutcome> => {
    const attempts = entry.attempts + 1;
    const until = now() + backoffDelay(attempts, random, retryAfter);
    await db.outbox.update(seq, { status: 'pending', attempts, nextAttemptAt: until, leaseExpiresAt: null, lastError: message, lastStatus: status });
    return { until };
  };

  let body: unknown;
  try {
    body = upgradePayload(entry.kind, entry.payloadVersion, entry.body, deps.upgrades, deps.payloadVersions);
  } catch (error) {
    if (error instanceof PayloadVersionError) return reject(error.message, null);
    throw error;
  }
  const blobs = new Map<string, OutboxBlob>();
  for (const ref of entry.blobs) {
    const blob = await db.blobs.get(ref.blobId);
    if (!blob) return reject(`The file ${ref.fileName} is no longer on this device.`, null);
    blobs.set(ref.blobId, blob);
  }

  await db.outbox.update(seq, { status: 'in-flight', leaseExpiresAt: now() + leaseMs });
  let res: Response;
  try {
    res = await deps.send(entry, body, blobs);
  } catch {
    return retryLater('No connection to the server; will retry.', null);
  }
  const answer = await readBody(res);

  if (isAcknowledged(entry, res.status, answer)) {
    await db.transaction('rw', db.outbox, db.blobs, async () => {
      await db.outbox.update(seq, { status: 'done', leaseExpiresAt: null, lastError: null, lastStatus: res.status, doneAt: now() });
      await db.blobs.bulkDelete(entry.blobs.map((b) => b.blobId));
    });
    return 'continue';
  }
  if (res.status === 401) {
    // Not the entry's fault: put it back untouched, renew the session, then carry on or pause.
    await db.outbox.update(seq, { status: 'pending', leaseExpiresAt: null, lastStatus: 401, lastError: 'Waiting for the session to be renewed.' });
    return (await deps.refreshSession()) ? 'continue' : 'paused-auth';
  }
  if (res.ok) return retryLater('The server did not confirm this change; will retry.', res.status);
  if (isRetryable(res.status)) return retryLater(serverMessage(answer, res.status), res.status, retryAfterMs(res.headers.get('retry-after'), now()));
  return reject(serverMessage(answer, res.status), res.status);
}
