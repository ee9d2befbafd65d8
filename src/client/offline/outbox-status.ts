import { useSyncExternalStore } from 'react';

/** What the page's drainer is doing, for the sync indicator. */
export interface DrainerStatus {
  /** A 401 could not be answered with a new session: sending waits for the next sign-in or trigger. */
  pausedForSession: boolean;
  draining: boolean;
  /** When the next retry is due (epoch ms), when something waits for a backoff. */
  nextRetryAt: number | null;
}

let status: DrainerStatus = { pausedForSession: false, draining: false, nextRetryAt: null };
const listeners = new Set<() => void>();

export function setDrainerStatus(change: Partial<DrainerStatus>): void {
  status = { ...status, ...change };
  listeners.forEach((l) => l());
}

export function drainerStatus(): DrainerStatus {
  return status;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDrainerStatus(): DrainerStatus {
  return useSyncExternalStore(subscribe, drainerStatus, drainerStatus);
}
