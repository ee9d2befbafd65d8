import { keepReadsWith } from '../lib/api-client';
import { brandForPath } from '../lib/brand';
import { registerAppWorker } from './app-update';
import { linkBrandManifest } from './brand-manifest';
import { keepPageRead } from './keep-page-read';
import { watchConnectivity } from './cache-freshness';
import { enqueueWrite } from './enqueue-write';
import { startOfflineSetRefresher } from './offline-set/offline-set-runner';
import { startOutboxDrainer } from './outbox-runtime';
import { undeliveredWrites } from './use-outbox';

/**
 * Everything offline-first a page needs, started once from main.tsx: the brand's install manifest,
 * the service worker (and the page's own reads kept until it controls the page), the online state
 * for the banner, the outbox drainer and the offline set's refresh.
 */
export function startOffline(): void {
  // The install brand follows the host only (the unbranded path is a public link page).
  linkBrandManifest(brandForPath('/').id);
  registerAppWorker();
  // Until the worker controls the page, the page keeps its own reads for offline use (issue 30).
  keepReadsWith(
    (response, headers) =>
      void keepPageRead(
        { url: response.url, method: 'GET', headers },
        { status: response.status, contentType: response.headers.get('content-type') ?? '', body: JSON.stringify(response._data) },
      ),
  );
  watchConnectivity();
  startOutboxDrainer();
  // The user's offline set (docs/adr/0010-offline-set.md), kept fresh in the background.
  startOfflineSetRefresher();
  // The outbox as a script sees it: the end-to-end tests and bench:offline queue through the same
  // API the screens use (a page script could reach IndexedDB anyway; this grants nothing new).
  Object.assign(window, { sspOutbox: { enqueueWrite, undeliveredWrites } });
}
