import { formatDay, formatTime } from '@domain/format/date-format';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { describeWrite } from './write-labels';

/** Deliveries this close together are one sync (a drain after reconnecting sends them in a burst). */
export const RECEIPT_GAP_MS = 60_000;

/** How many receipts the sync drawer keeps. */
export const RECEIPTS_SHOWN = 5;

export interface SyncReceipt {
  /** The last delivery of the sync (epoch ms). */
  at: number;
  /** "2 changes synced at 07:57 PM", in the viewer's time zone ("… Yesterday at …" before today). */
  text: string;
  /** What was sent, by kind: "Note, Check-in". */
  kinds: string;
}

/**
 * The delivered writes as receipts, newest first: deliveries less than RECEIPT_GAP_MS apart make
 * one receipt. Times are said in the viewer's zone (or `zone`) in docs/product/constants.md's hh:mm A.
 */
export function syncReceiptsOf(delivered: readonly OutboxEntry[], options: { zone?: string; now?: Date } = {}): SyncReceipt[] {
  const done = delivered.filter((e) => e.doneAt !== null).sort((a, b) => a.doneAt! - b.doneAt!);
  const groups: OutboxEntry[][] = [];
  for (const entry of done) {
    const last = groups.at(-1);
    if (last && entry.doneAt! - last.at(-1)!.doneAt! <= RECEIPT_GAP_MS) last.push(entry);
    else groups.push([entry]);
  }
  return groups
    .reverse()
    .slice(0, RECEIPTS_SHOWN)
    .map((group) => {
      const at = new Date(group.at(-1)!.doneAt!);
      const day = formatDay(at, options);
      const when = day === 'Today' ? `at ${formatTime(at, options)}` : `${day} at ${formatTime(at, options)}`;
      const count = `${group.length} change${group.length === 1 ? '' : 's'}`;
      const kinds = [...new Set(group.map((e) => describeWrite(e).title))].join(', ');
      return { at: at.getTime(), text: `${count} synced ${when}`, kinds };
    });
}
