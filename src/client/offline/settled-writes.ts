import { onOutboxChange } from './outbox-changes';
import { offlineDb } from './offline-db';
import type { OutboxEntry, OutboxStatus } from './outbox-entry';
import { userEntryKeys } from './outbox-reads';
import { readOutboxSnapshotNow } from './outbox-snapshot';
import { currentUserId } from './page-context';
import { throttledRun } from './throttled-run';

/** A write waits while it is queued or being sent; it has settled once the server has it or refused it. */
const WAITING_STATUSES = ['pending', 'in-flight'] as const satisfies readonly OutboxStatus[];

/**
 * At most one look this often while the outbox changes (a drain changes each write three times):
 * the first change after a quiet spell is looked at at once, the rest at the end of the interval.
 */
export const SETTLED_LOOK_INTERVAL_MS = 100;

/**
 * Calls `listener` with the signed-in user's writes that have settled since the last look: the
 * server has them, or refused them (a refused one sent again settles again). Either way the server
 * now holds what the screen should show. Hears the changes of whichever tab drains
 * (outbox-changes.ts). Returns a stop function.
 *
 * A look reads the waiting entries' keys only, an entry once when it first sees it, and looks
 * never overlap nor come more often than SETTLED_LOOK_INTERVAL_MS.
 */
export function watchSettledWrites(listener: (settled: OutboxEntry[]) => void): () => void {
  const db = offlineDb();
  let seen = new Map<number, OutboxEntry>();
  let stopped = false;
  const look = async () => {
    const userId = currentUserId();
    const keys = userId ? await userEntryKeys(db, userId, WAITING_STATUSES) : [];
    const unknown = keys.filter((seq) => !seen.has(seq));
    const added = (await db.outbox.bulkGet(unknown)).filter((e): e is OutboxEntry => e !== undefined);
    const now = new Map(keys.flatMap((seq) => (seen.has(seq) ? [[seq, seen.get(seq)!] as const] : [])));
    for (const entry of added) now.set(entry.seq!, entry);
    const settled = [...seen].filter(([seq]) => !now.has(seq)).map(([, entry]) => entry);
    seen = now;
    if (settled.length === 0 || stopped) return;
    // The screens' "waiting" copies go before the refetch the listener starts brings the server's.
    readOutboxSnapshotNow();
    listener(settled);
  };
  const looks = throttledRun(look, SETTLED_LOOK_INTERVAL_MS);
  const stopWatch = onOutboxChange(db, looks.request);
  looks.request();
  return () => {
    stopped = true;
    stopWatch();
    looks.stop();
  };
}
