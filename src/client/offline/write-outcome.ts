import { liveQuery } from 'dexie';
import { cacheFreshness, connectionState } from './cache-freshness';
import { onWriteQueued } from './enqueue-write';
import { offlineDb, type OfflineDb } from './offline-db';
import type { OutboxEntry, OutboxKind } from './outbox-entry';

/**
 * What became of the writes one action queued: the server has them, the server refused one (its
 * message), or they wait (offline, a failed try in backoff, or no answer within the wait).
 */
export type WriteOutcome = { kind: 'delivered'; kinds: OutboxKind[] } | { kind: 'refused'; message: string } | { kind: 'waiting' };

/**
 * How long a write queued on a connection gets to reach the server before the screen says it is
 * queued: the drainer sends it at once, and a working connection answers well within this.
 */
export const DELIVERY_WAIT_MS = 5_000;

interface OutcomeOptions {
  db?: OfflineDb;
  online?: boolean;
  waitMs?: number;
}

/** Whether the connection answers: offline, or not answering (the banner's state), a write waits. */
const connectionAnswers = () => connectionState(cacheFreshness()) === 'online';

/**
 * The outcome of the entries `seqs` as soon as it is known, 'waiting' at the latest after `waitMs`,
 * and at once when the connection does not answer.
 */
export function outcomeOf(
  seqs: number[],
  { db = offlineDb(), online = connectionAnswers(), waitMs = DELIVERY_WAIT_MS }: OutcomeOptions = {},
): Promise<WriteOutcome> {
  if (!online || seqs.length === 0) return Promise.resolve({ kind: 'waiting' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: WriteOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Settled from inside the first emission the subscription is not assigned yet: the microtask waits for it.
      queueMicrotask(() => subscription.unsubscribe());
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'waiting' }), waitMs);
    const subscription = liveQuery(() => db.outbox.bulkGet(seqs)).subscribe({
      next: (found) => {
        const entries = found.filter((e): e is OutboxEntry => e !== undefined);
        const refused = entries.find((e) => e.status === 'rejected');
        if (refused) return finish({ kind: 'refused', message: refused.lastError ?? '' });
        // A try that got no answer (or a 5xx) puts the entry back in backoff: it waits for the connection.
        if (entries.some((e) => e.status === 'pending' && e.attempts > 0)) return finish({ kind: 'waiting' });
        if (entries.length > 0 && entries.every((e) => e.status === 'done')) finish({ kind: 'delivered', kinds: entries.map((e) => e.kind) });
      },
      error: () => finish({ kind: 'waiting' }),
    });
  });
}

/**
 * Runs `write` and notes the outbox entries queued while it runs (by this page); resolves with its
 * result and, for those entries, a promise of their outcome (outcomeOf).
 */
export async function watchQueuedWrites<T>(write: () => Promise<T>, options: OutcomeOptions = {}): Promise<{ result: T; outcome: Promise<WriteOutcome> }> {
  const seqs: number[] = [];
  const stop = onWriteQueued(({ seq }) => seqs.push(seq));
  try {
    const result = await write();
    return { result, outcome: outcomeOf(seqs, options) };
  } finally {
    stop();
  }
}
