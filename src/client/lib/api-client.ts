import { ofetch, type $Fetch } from 'ofetch';
import { HEADERS } from '@domain/api/headers';
import { API_PREFIX, AUTH_PREFIX } from '@domain/api/paths';
import { noteApiAnswer } from '../offline/cache-freshness';
import { CACHE_STORED_AT_HEADER } from '../offline/sync-messages';
import { buildApiHeaders } from './api-headers';
import { apiBaseUrl } from './brand';
import { createUnauthorizedHandler, type UnauthorizedHandler } from './session';
import { STORAGE_KEYS } from './storage-keys';

/** Stores a GET's successful answer (its `_data` parsed by ofetch) for offline use (offline/keep-page-read.ts). */
type ReadKeeper = (response: Response & { _data?: unknown }, requestHeaders: Headers) => void;
let readKeeper: ReadKeeper | null = null;
/** Answers that came before the offline machinery (loaded beside the first render) was there. */
const unkeptReads: Parameters<ReadKeeper>[] = [];

/**
 * A production page that no service worker controls yet (its first visit, while the worker's first
 * install precaches the app) stores its reads itself, as the worker would: start-offline.ts hands
 * the keeper over, and it takes the answers that came before it too.
 */
export function keepReadsWith(keeper: ReadKeeper): void {
  readKeeper = keeper;
  unkeptReads.splice(0).forEach((args) => keeper(...args));
}

function pageKeepsReads(): boolean {
  return !import.meta.env.DEV && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;
}

/** The page's API calls that have not answered yet (background work waits for none: offline-set-runner.ts). */
let callsInFlight = 0;
export const apiCallsInFlight = (): number => callsInFlight;

/**
 * An API client for `<apiBaseUrl><prefix>` (v3/ssp unless told): sends cookies, adds the headers of
 * docs/product/README.md#api from the page as it is at call time, and records the joint-brand flag of each response.
 * No time-out (docs/product/constants.md). A 401 goes to `onUnauthorized` (docs/product/sessions-and-tenancy.md refresh) before the call fails.
 */
export function createApiClient(apiBaseUrl: string, options: { prefix?: string; onUnauthorized?: UnauthorizedHandler } = {}): $Fetch {
  return ofetch.create({
    baseURL: `${apiBaseUrl}${options.prefix ?? API_PREFIX}`,
    credentials: 'include',
    onRequest({ options }) {
      callsInFlight++;
      for (const [name, value] of Object.entries(buildApiHeaders(window.location.pathname, document.cookie))) {
        options.headers.set(name, value);
      }
    },
    onRequestError() {
      callsInFlight = Math.max(0, callsInFlight - 1);
    },
    onResponse({ options, response }) {
      callsInFlight = Math.max(0, callsInFlight - 1);
      const jointBrand = response.headers.get(HEADERS.jointBrand);
      if (jointBrand !== null) localStorage.setItem(STORAGE_KEYS.jointBrand, String(jointBrand.trim() === 'true'));
      // The service worker marks answers it served from its offline cache; the banner shows their age.
      noteApiAnswer(response.headers.get(CACHE_STORED_AT_HEADER), response.ok);
      if (response.ok && (options.method ?? 'GET').toUpperCase() === 'GET' && pageKeepsReads()) {
        const read: Parameters<ReadKeeper> = [response, new Headers(options.headers)];
        if (readKeeper) readKeeper(...read);
        else unkeptReads.push(read);
      }
    },
    async onResponseError({ response }) {
      if (response.status === 401 && options.onUnauthorized) await options.onUnauthorized(response.url);
    },
  });
}

const apiOrigin = apiBaseUrl();
const onUnauthorized = createUnauthorizedHandler({
  apiBaseUrl: apiOrigin,
  reload: () => window.location.reload(),
  // A full load: the login page starts from nothing (docs/product/routing.md).
  goTo: (href) => window.location.assign(href),
});

/** The app's API client, on the API host of the page's brand. */
export const api = createApiClient(apiOrigin, { onUnauthorized });

/** The login and session calls under v3/auth (docs/product/README.md#api), with the same headers and 401 handling. */
export const authApi = createApiClient(apiOrigin, { prefix: AUTH_PREFIX, onUnauthorized });
