/** Messages between the pages and the service worker. */
export const SW_MESSAGES = {
  /** Worker → page: the browser's `sync` event fired; drain the outbox. */
  drain: 'ssp-outbox-drain',
  /** Worker → page: an API read answered late is stored; refetch what is on screen (sw/api-read-cache.ts). */
  lateAnswer: 'ssp-late-answer',
  /** Worker → page: the browser's periodic sync fired; refresh the offline set (offline-set/offline-set-runner.ts). */
  refreshOfflineSet: 'ssp-offline-set-refresh',
} as const;

/** The Periodic Background Sync tag of the offline set's refresh (Chromium, installed app). */
export const OFFLINE_SET_SYNC_TAG = 'ssp-offline-set';

/** The Background Sync tag the page registers after queueing a write. */
export const OUTBOX_SYNC_TAG = 'ssp-outbox';

/** Header the worker puts on an API answer it served from the cache: when the network gave it (ISO). */
export const CACHE_STORED_AT_HEADER = 'x-cache-stored-at';
