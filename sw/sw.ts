/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { COOKIES } from '../src/domain/api/cookies';
import { createDrainRunner } from '../src/client/offline/drain-runner';
import { offlineDb } from '../src/client/offline/offline-db';
import { createFetchTransport, createSessionRefresher } from '../src/client/offline/outbox-transport';
import { tokenSubject } from '../src/client/offline/token-subject';
import { isKeptRead } from '../src/client/offline/stored-reads';
import { OFFLINE_SET_SYNC_TAG, OUTBOX_SYNC_TAG, SW_MESSAGES } from '../src/client/offline/sync-messages';
import { answerApiRead } from './api-read-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The app's service worker (README.md "Offline first", docs/adr/0003-offline-first-outbox.md): the precached shell with a
 * navigation fallback to index.html, network-first API reads kept in IndexedDB, and the outbox
 * drain on the browser's `sync` event. A new version waits until the page says the outbox is idle.
 */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages of the app open offline from the precached shell; the API, the dev pages and the health
// checks are never answered with it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/v3\//, /^\/dev(\/|$)/, /^\/healthz/, /^\/readyz/, /^\/version\.json/],
  }),
);

// API reads (not the public link pages', stored-reads.ts): network-first, kept for offline use.
registerRoute(
  ({ url, request }) => isKeptRead(request.method, url),
  ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    return answerApiRead(request, {
      keepAlive: (work) => fetchEvent.waitUntil(work),
      // The page that asked shows older data: tell it a fresh answer is stored.
      lateAnswerStored: () => void self.clients.get(fetchEvent.clientId).then((page) => page?.postMessage(SW_MESSAGES.lateAnswer)),
    });
  },
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  // workbox-window's messageSkipWaiting(); the page sends it only when no write is in flight.
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so its reads are cached from the first visit.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}

/** The signed-in user, from the access cookie (Chromium, the one browser with `sync`, has cookieStore). */
async function cookieUserId(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  const cookie = await store?.get(COOKIES.accessToken).catch(() => null);
  return tokenSubject(cookie?.value);
}

const workerRunner = createDrainRunner(
  {
    db: offlineDb(),
    userId: cookieUserId,
    // The session cookie authenticates the worker's calls; the page's bearer token is not visible here.
    send: createFetchTransport({ apiBaseUrl: '', authHeaders: () => ({}) }),
    refreshSession: createSessionRefresher(''),
  },
  () => undefined,
  self.navigator.locks,
);

/**
 * The connection is back (Background Sync). Open pages drain (they hold the current token and the
 * 401 handling); with none open, the worker drains itself with the same code.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      if (pages.length > 0) pages.forEach((page) => page.postMessage(SW_MESSAGES.drain));
      else return workerRunner.run();
    }),
  );
});

/**
 * Periodic Background Sync (Chromium, installed app): open pages refresh the offline set
 * (docs/adr/0010-offline-set.md). With none open nothing is done: the worker has neither the
 * page's token nor its selection, and a set read as another acting context would be wrong.
 */
self.addEventListener('periodicsync', (event) => {
  const periodic = event as SyncEvent;
  if (periodic.tag !== OFFLINE_SET_SYNC_TAG) return;
  periodic.waitUntil(self.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage(SW_MESSAGES.refreshOfflineSet))));
});
