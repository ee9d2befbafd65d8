import { formatDay, formatTime } from '@domain/format/date-format';
import type { SetState } from '@/offline/offline-set/offline-set-db';
import { NEVER_COMPLETED, type RefreshProgress } from '@/offline/offline-set/refresh-offline-set';

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * What the device holds of the offline set, as the sync drawer says it: "38 requests, 412 assets,
 * 2 tasks, updated 07:42 AM" (the viewer's zone, docs/product/constants.md's hh:mm A); until a first fill completes, null.
 */
export function offlineSetSummary(state: SetState | undefined, options: { zone?: string; now?: Date } = {}): string | null {
  if (!state || state.updatedAt === NEVER_COMPLETED) return null;
  const { requests, assets, tasks } = state.counts;
  const parts = [counted(requests, 'request', 'requests'), counted(assets, 'asset', 'assets')];
  if (tasks > 0) parts.push(counted(tasks, 'task', 'tasks'));
  const at = new Date(state.updatedAt);
  const day = formatDay(at, options);
  return `${parts.join(', ')}, updated ${day === 'Today' ? '' : `${day} at `}${formatTime(at, options)}`;
}

/** A refresh in progress: "Getting 120 of 342…" on a first fill, "Getting changes…" otherwise. */
export function refreshProgressText(progress: RefreshProgress | null): string {
  if (!progress || progress.total === null) return 'Getting changes…';
  return `Getting ${progress.received.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')}…`;
}
