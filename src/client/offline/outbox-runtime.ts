import { apiBaseUrl } from '../lib/brand';
import { onDrainSignal } from './drain-signal';
import { createDrainRunner } from './drain-runner';
import { retryAfterReconnect, type DrainResult } from './drain-outbox';
import { offlineDb } from './offline-db';
import { setDrainerStatus } from './outbox-status';
import { createFetchTransport, createSessionRefresher } from './outbox-transport';
import { bearerHeader, currentUserId } from './page-context';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from './sync-messages';

/** The safety-net timer: a drain at least this often while the page is open. */
export const DRAIN_INTERVAL_MS = 30_000;

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Starts this page's outbox drainer: on start, `online`, the page becoming visible, every queued
 * write (from any tab), a timer (the backoff's next retry and every 30 s), and the worker's `sync`
 * message. One drainer across tabs through the Web Locks API. Returns a stop function.
 */
export function startOutboxDrainer(): () => void {
  const apiOrigin = apiBaseUrl();
  const db = offlineDb();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const onResult = (result: DrainResult) => {
    clearTimeout(retryTimer);
    setDrainerStatus({ pausedForSession: result.state === 'paused-auth', nextRetryAt: result.state === 'waiting' ? result.until : null });
    if (result.state === 'waiting') retryTimer = setTimeout(trigger, Math.max(0, result.until - Date.now()) + 50);
  };
  const runner = createDrainRunner(
    {
      db,
      userId: currentUserId,
      send: createFetchTransport({ apiBaseUrl: apiOrigin, authHeaders: bearerHeader }),
      refreshSession: createSessionRefresher(apiOrigin),
    },
    onResult,
    navigator.locks,
  );
  function trigger() {
    setDrainerStatus({ draining: true });
    void runner
      .run()
      .catch(() => undefined)
      .finally(() => setDrainerStatus({ draining: runner.draining }));
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if (event.data === SW_MESSAGES.drain) trigger();
  };
  const stopSignal = onDrainSignal(() => {
    trigger();
    // Where the browser has Background Sync, it wakes the worker when a connection returns.
    void navigator.serviceWorker?.ready
      .then((reg) => (reg as ServiceWorkerRegistration & SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => undefined);
  });
  const onOnline = () => void retryAfterReconnect(db, currentUserId()).finally(trigger);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const interval = setInterval(trigger, DRAIN_INTERVAL_MS);
  trigger();
  return () => {
    stopSignal();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    clearInterval(interval);
    clearTimeout(retryTimer);
  };
}
