import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { offlineDb } from './offline-db';
import { drainerStatus } from './outbox-status';

let workbox: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

function setUpdateReady(ready: boolean) {
  updateReady = ready;
  listeners.forEach((l) => l());
}

/** How long registration waits for an idle moment, at most. */
const REGISTER_IDLE_TIMEOUT_MS = 3_000;

/** Runs `start` once the main thread is idle (or after a short wait, where idle callbacks do not exist). */
function whenIdle(start: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: REGISTER_IDLE_TIMEOUT_MS });
  else setTimeout(start, 500);
}

/**
 * Registers the service worker (production builds): it precaches the shell and answers API reads
 * offline. A new version installs in the background and waits; the update prompt offers it.
 * Registration waits for an idle moment (Workbox itself waits for the load event): the first install
 * precaches the whole app (some 270 files), which beside the first page's own chunks and reads slowed
 * that page's drawing.
 */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => setUpdateReady(true));
  whenIdle(() => void wb.register().catch(() => undefined));
}

/** True while a write is being sent (from this tab or any other, or the worker). */
async function outboxBusy(): Promise<boolean> {
  if (drainerStatus().draining) return true;
  return (await offlineDb().outbox.where('status').equals('in-flight').count()) > 0;
}

/**
 * How long Reload waits for the writes on the wire. A send the network left hanging (the signal
 * dropped mid-send) only gives up at WRITE_TIMEOUT_MS; past this the update goes ahead, and the new
 * version takes the cut-off write back under the drain lock and sends it again with the same
 * Idempotency-Key, which the server answers without applying it twice.
 */
const UPDATE_WAITS_FOR_SENDS_MS = 5_000;

/** Resolves once no outbox entry is in flight, or after `maxWaitMs`: an update rarely cuts a write off mid-send, and never loses one. */
async function waitForOutboxIdle(maxWaitMs = UPDATE_WAITS_FOR_SENDS_MS, pollMs = 300): Promise<void> {
  const until = Date.now() + maxWaitMs;
  while (Date.now() < until && (await outboxBusy())) await new Promise((resolve) => setTimeout(resolve, pollMs));
}

/** How long Reload waits for the new worker to take the page over before it reloads regardless. */
const CONTROL_WAIT_MS = 10_000;

let applying: Promise<void> | null = null;

/**
 * Moves the page to the new version: waits (a little) for the outbox to be idle, tells the waiting worker to
 * take over, and reloads once it controls the page (so the reload gets the new shell, not the old
 * precache). With no worker (development, or a browser without one) it simply reloads. Pending
 * writes stay in IndexedDB and are sent by the new version.
 */
export function applyAppUpdate(): Promise<void> {
  applying ??= (async () => {
    await waitForOutboxIdle();
    const wb = workbox;
    if (!wb || !navigator.serviceWorker.controller) {
      window.location.reload();
      return;
    }
    // The docs/product/routing.md version check saw a new deployment: fetch the new worker if it is not here yet.
    if (!updateReady) {
      await wb.update().catch(() => undefined);
      const arrived = await new Promise<boolean>((resolve) => {
        if (updateReady) return resolve(true);
        const done = () => resolve(true);
        wb.addEventListener('waiting', done);
        setTimeout(() => {
          wb.removeEventListener('waiting', done);
          resolve(updateReady);
        }, 30_000);
      });
      if (!arrived) {
        window.location.reload();
        return;
      }
      await waitForOutboxIdle();
    }
    // Another tab applied the update already: the new worker controls this page too and none is
    // waiting for the word (skipWaiting would go nowhere and 'controlling' never come). Reload.
    if (!(await navigator.serviceWorker.getRegistration())?.waiting) {
      window.location.reload();
      return;
    }
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
    // The new worker takes over once the old one has finished the fetches it is handling; a read it
    // keeps waiting on (a network that stopped answering) would hold the page on the old version.
    // Past CONTROL_WAIT_MS the page reloads anyway: the new worker takes it over when it can.
    setTimeout(() => window.location.reload(), CONTROL_WAIT_MS);
  })().finally(() => {
    applying = null;
  });
  return applying;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the user's Reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}
