import { FetchError } from 'ofetch';
import { useSyncExternalStore } from 'react';
import { SYNC_PATHS, type SyncChanges } from '@domain/sync/sync-api';
import { api, apiCallsInFlight } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { pageReadContext } from '../page-context';
import { OFFLINE_SET_SYNC_TAG, SW_MESSAGES } from '../sync-messages';
import { refreshOfflineSet, UNKNOWN_CURSOR, type RefreshProgress } from './refresh-offline-set';

/** A refresh at least this often while the page is shown (docs/adr/0010-offline-set.md). */
export const OFFLINE_SET_INTERVAL_MS = 5 * 60_000;
const LOCK_NAME = 'ssp-offline-set';
/** This page's refresh in progress: a second call joins it. */
let running: Promise<void> | null = null;

export interface OfflineSetStatus {
  /** This device keeps the set (the sync drawer's switch). */
  wanted: boolean;
  refreshing: boolean;
  progress: RefreshProgress | null;
  /** The last refresh failed (the connection went, the server refused): said in the sync drawer. */
  failed: boolean;
  /** Epoch ms when the last refresh finished; the drawer re-reads the index then. */
  finishedAt: number;
}

let status: OfflineSetStatus = { wanted: true, refreshing: false, progress: null, failed: false, finishedAt: 0 };
const listeners = new Set<() => void>();
function setStatus(next: Partial<OfflineSetStatus>) {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

/** The refresh as the sync drawer shows it. */
export function useOfflineSetStatus(): OfflineSetStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** Records per answer: a small page keeps each call short, so the screen's own calls never wait long behind one. */
const PAGE_SIZE = 25;
/** The screen's calls have all answered for this long before the next page is asked for. */
const QUIET_MS = 1_000;
/** …but a screen that keeps calling (a poll) does not hold the refresh back for longer than this. */
const QUIET_WAIT_MAX_MS = 20_000;

/**
 * Background work gives way to the screen: each page of the set is asked for only once the page's
 * own API calls have all answered for a second (on a phone, and on a two-core server with one
 * embedded database connection, a fill would otherwise slow what the user is looking at).
 */
async function whenScreenIsQuiet(): Promise<void> {
  const giveUpAt = Date.now() + QUIET_WAIT_MAX_MS;
  let quietSince = Date.now();
  while (Date.now() < giveUpAt) {
    if (apiCallsInFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function fetchChanges(since: string | undefined): Promise<SyncChanges | typeof UNKNOWN_CURSOR> {
  await whenScreenIsQuiet();
  try {
    return await api<SyncChanges>(SYNC_PATHS.changes, { query: since ? { since, limit: PAGE_SIZE } : { limit: PAGE_SIZE } });
  } catch (error) {
    if (since && error instanceof FetchError && error.statusCode === 400) return UNKNOWN_CURSOR;
    throw error;
  }
}

/** Whether this device keeps the user's offline set (on unless the user turned it off in the sync drawer). */
export const offlineSetWanted = (): boolean => localStorage.getItem(STORAGE_KEYS.offlineSetOff) !== '1';

/** Turns the offline set on (and fills it now) or off on this device; what is stored stays until sign-out. */
export function setOfflineSetWanted(wanted: boolean): void {
  if (wanted) localStorage.removeItem(STORAGE_KEYS.offlineSetOff);
  else localStorage.setItem(STORAGE_KEYS.offlineSetOff, '1');
  setStatus({ wanted });
  if (wanted) void refreshOfflineSetNow();
}

/**
 * Refreshes the signed-in user's offline set now, unless turned off, offline, signed out, or a refresh already
 * runs in this or another tab (Web Locks). Resolves when it is done; never rejects.
 */
export function refreshOfflineSetNow(): Promise<void> {
  const context = pageReadContext();
  if (!context || !navigator.onLine || !offlineSetWanted()) return Promise.resolve();
  running ??= (async () => {
    setStatus({ refreshing: true, progress: null });
    try {
      const refresh = () => refreshOfflineSet({ context, fetchChanges, onProgress: (progress) => setStatus({ progress }) });
      if (navigator.locks) await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? refresh() : undefined));
      else await refresh();
      setStatus({ failed: false });
    } catch {
      setStatus({ failed: true });
    } finally {
      running = null;
      setStatus({ refreshing: false, progress: null, finishedAt: Date.now() });
    }
  })();
  return running;
}

interface PeriodicSyncRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/**
 * Keeps the offline set fresh while the app runs: on start, on reconnect, every few minutes while
 * the page is shown, and when the worker's periodic sync fires (Chromium, installed app). The
 * development server has no worker to answer from the set: nothing runs there.
 */
export function startOfflineSetRefresher(): void {
  setStatus({ wanted: offlineSetWanted() });
  if (import.meta.env.DEV) return;
  const refresh = () => void refreshOfflineSetNow();
  window.addEventListener('online', refresh);
  setInterval(() => {
    if (document.visibilityState === 'visible') refresh();
  }, OFFLINE_SET_INTERVAL_MS);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === SW_MESSAGES.refreshOfflineSet) refresh();
  });
  void navigator.serviceWorker?.ready
    .then((reg) =>
      (reg as ServiceWorkerRegistration & PeriodicSyncRegistration).periodicSync?.register(OFFLINE_SET_SYNC_TAG, { minInterval: OFFLINE_SET_INTERVAL_MS }),
    )
    .catch(() => undefined);
  refresh();
}
