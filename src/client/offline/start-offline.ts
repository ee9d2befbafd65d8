import { brandForPath } from '../lib/brand';
import { registerAppWorker } from './app-update';
import { linkBrandManifest } from './brand-manifest';
import { watchConnectivity } from './cache-freshness';
import { enqueueWrite } from './enqueue-write';
import { startOutboxDrainer } from './outbox-runtime';
import { undeliveredWrites } from './use-outbox';

/**
 * Everything offline-first a page needs, started once from main.tsx: the brand's install manifest,
 * the service worker, the online state for the banner, and the outbox drainer.
 */
export function startOffline(): void {
  // The install brand follows the host only (the unbranded path is a public link page).
  linkBrandManifest(brandForPath('/').id);
  registerAppWorker();
  watchConnectivity();
  startOutboxDrainer();
  // The outbox as a script sees it: the end-to-end tests and bench:offline queue through the same
  // API the screens use (a page script could reach IndexedDB anyway; this grants nothing new).
  Object.assign(window, { sspOutbox: { enqueueWrite, undeliveredWrites } });
}
