import { useSyncExternalStore } from 'react';

/**
 * How old the data on screen is: the oldest stored-at of the API answers the worker served from its
 * cache since the last answer that came from the network, and whether the browser is online.
 */
export interface CacheFreshness {
  online: boolean;
  /** Epoch ms, or null when the last answers came from the network. */
  oldestCachedAt: number | null;
  /** Epoch ms of the last change, a lower bound of "now" for rendering the age. */
  changedAt: number;
}

let state: CacheFreshness = { online: typeof navigator === 'undefined' ? true : navigator.onLine, oldestCachedAt: null, changedAt: Date.now() };
const listeners = new Set<() => void>();

function set(next: Omit<CacheFreshness, 'changedAt'>) {
  if (next.online === state.online && next.oldestCachedAt === state.oldestCachedAt) return;
  state = { ...next, changedAt: Date.now() };
  listeners.forEach((l) => l());
}

/**
 * Called by the API client for every answer with its `x-cache-stored-at` header (null when it came
 * from the network); only a successful network answer means the screen is fresh again.
 */
export function noteApiAnswer(storedAtHeader: string | null, ok: boolean): void {
  if (storedAtHeader === null) {
    if (ok) set({ ...state, oldestCachedAt: null });
    return;
  }
  const storedAt = Date.parse(storedAtHeader);
  if (Number.isNaN(storedAt)) return;
  set({ ...state, oldestCachedAt: state.oldestCachedAt === null ? storedAt : Math.min(state.oldestCachedAt, storedAt) });
}

/**
 * The connection as the offline banner and the header's sync dot both say it: offline, online but
 * not answering (the worker served stored answers since the last network one: lie-fi), or online.
 */
export type ConnectionState = 'online' | 'not-answering' | 'offline';

export function connectionState({ online, oldestCachedAt }: Pick<CacheFreshness, 'online' | 'oldestCachedAt'>): ConnectionState {
  if (!online) return 'offline';
  return oldestCachedAt === null ? 'online' : 'not-answering';
}

/** Follows the browser's online state; called once at start-up. */
export function watchConnectivity(): () => void {
  const update = () => set({ ...state, online: navigator.onLine });
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The freshness now, outside React. */
export const cacheFreshness = (): CacheFreshness => state;

export function useCacheFreshness(): CacheFreshness {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
